import type { FollowupsMessageKey } from './followups';

/** The follow-ups' texts in French: every key of `followups.en.ts`, in the same order (see GLOSSARY.fr.md). */
export const followupsFr: Record<FollowupsMessageKey, string> = {
  'followups.api.notFound': "Ce suivi n'existe pas.",
  'followups.api.closed': 'Ce suivi est déjà résolu.',
  'followups.api.badAssignee':
    "Choisissez une personne bénévole ou coordonnatrice de l'établissement du membre.",
  'followups.mail.subject': 'Un suivi demande votre attention',
  'followups.mail.text':
    'Un suivi est en retard et vous est maintenant confié. Ouvrez-le dans Circles : {link}',
};
