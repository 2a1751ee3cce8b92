/** The spec's notice timings in one place (spec 000 §9, spec 001 §4 and §9). */
export const NOTICE_TIMINGS = {
  /** Save success and failure messages vanish after 7.5 s (spec 001 §4 'Saving', §9). */
  saveMessageMs: 7500,
  /** The admin dashboard's failure snackbar hides after 6000 ms (spec 000 §2, §9). */
  adminSnackbarMs: 6000,
  /** The dashboard alert appears 400 ms after the screen opens… */
  dashboardAlertDelayMs: 400,
  /** …and hides 5 s after it appeared (spec 000 §9). */
  dashboardAlertHideMs: 5000,
} as const;
