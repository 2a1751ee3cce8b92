/**
 * Follow-ups from flags (issue 24): the server's answers. The screens' texts (labels of severities,
 * statuses and actions, the member's notice) join this area with the web screens.
 */
export const followupsEn = {
  'followups.api.notFound': 'No such follow-up.',
  'followups.api.closed': 'This follow-up is resolved already.',
  'followups.api.badAssignee': 'Choose a Volunteer or Coordinator of the member\u2019s facility.',
  'followups.mail.subject': 'A follow-up needs your attention',
  'followups.mail.text': 'A follow-up is overdue and is now yours to work. Open it in Circles: {link}',
} as const;
