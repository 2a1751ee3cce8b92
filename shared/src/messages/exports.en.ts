/** The scheduled exports section of /administration/reports/management (Admin; issue 12). */
export const exportsEn = {
  'exports.title': 'Scheduled exports',
  'exports.intro':
    'Every night the reports of the series completed since the last export are saved, de-identified (no names; contacts shown as Person 1, Person 2…; typed answers removed), with a manifest of research IDs. Exports are kept 30 days.',
  'exports.col.run': 'Run',
  'exports.col.status': 'Status',
  'exports.col.exported': 'Reports',
  'exports.col.failed': 'Failed',
  'exports.col.window': 'Completed between',
  'exports.col.files': 'Files',
  'exports.status.running': 'Running',
  'exports.status.succeeded': 'Done',
  'exports.status.failed': 'Failed (will resume)',
  'exports.window': '{since} – {until}',
  'exports.window.start': 'the start',
  'exports.download': 'Download',
  'exports.downloadFor': 'Download the files of the run of {date}',
  'exports.validUntil': 'Links valid until {time}',
  'exports.empty': 'No exports yet.',
  'exports.error': 'Unable to retrieve the exports. Please refresh and try again.',
  'exports.downloadError': 'Unable to prepare the download. Please try again.',
  'exports.refresh': 'Refresh',
  // The exported files themselves (de-identified: shared/src/reports/deidentify.ts, pdf/deidentify-answers.ts).
  'exports.person': 'Person {n}',
  'exports.removed': '[removed in research export]',
} as const;
