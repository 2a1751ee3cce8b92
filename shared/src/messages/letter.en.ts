/**
 * Letter of information for self-registration (spec 000 §1, §2 Register). Our own plain-language text,
 * shown in order of the keys; `{contactEmail}` is filled from configuration.
 */
export const letterEn = {
  'letter.title': 'Letter of Information',
  'letter.who':
    'Circles is run by a university research lab. It helps you keep track of your health and social well-being through short questionnaires and reports.',
  'letter.use':
    'Your answers are used to make your reports and to follow your results over time. With names, contact details and other identifying information removed (de-identified), answers from all users are also used for research on health and social connection, and to improve the program.',
  'letter.privacy':
    'Only you and the staff who support you can see your identified answers. Research and results tracking use de-identified data only, and published results never identify anyone. Your information is stored securely.',
  'letter.voluntary':
    'Taking part is voluntary. You may skip any question you do not want to answer. Choosing not to take part does not affect any services you receive.',
  'letter.withdrawal':
    'You may withdraw at any time by contacting us. We will then stop using your answers; de-identified data already included in research results cannot be removed.',
  'letter.contact': 'If you have questions about this letter or your data, contact {contactEmail}.',
  'letter.agree': 'By ticking "I Agree" you confirm that you have read this letter and agree to take part.',
} as const;
