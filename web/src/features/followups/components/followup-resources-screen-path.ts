/** The Admin's screen of the facilities' service lists (issue 24 §2). */
export const FOLLOWUP_RESOURCES_PATH = '/administration/followups/services';

/** The service list screen opened on one facility. */
export const resourcesPathOf = (facilityId: string) =>
  `${FOLLOWUP_RESOURCES_PATH}?facility=${encodeURIComponent(facilityId)}`;
