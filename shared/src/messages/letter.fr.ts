import type { LetterMessageKey } from './letter';

/**
 * The letter of information in French: every key of `letter.en.ts`, in the same (reading) order
 * (see GLOSSARY.fr.md); `{contactEmail}` is filled from configuration.
 */
export const letterFr: Record<LetterMessageKey, string> = {
  'letter.title': "Lettre d'information",
  'letter.who':
    'Circles est géré par un laboratoire de recherche universitaire. Il vous aide à suivre votre santé et votre bien-être social grâce à de courts questionnaires et à des rapports.',
  'letter.use':
    'Vos réponses servent à préparer vos rapports et à suivre vos résultats au fil du temps. Une fois les noms, les coordonnées et les autres renseignements qui permettent de vous identifier retirés (données dépersonnalisées), les réponses de tous les utilisateurs servent aussi à la recherche sur la santé et les liens sociaux, et à améliorer le programme.',
  'letter.privacy':
    "Seuls vous et le personnel qui vous accompagne pouvez voir vos réponses nominatives. La recherche et le suivi des résultats utilisent seulement des données dépersonnalisées, et les résultats publiés n'identifient jamais personne. Vos renseignements sont conservés de façon sécuritaire.",
  'letter.voluntary':
    'Votre participation est volontaire. Vous pouvez sauter toute question à laquelle vous ne voulez pas répondre. Si vous choisissez de ne pas participer, cela ne change rien aux services que vous recevez.',
  'letter.withdrawal':
    "Vous pouvez vous retirer à tout moment en communiquant avec nous. Nous cesserons alors d'utiliser vos réponses. Les données dépersonnalisées déjà incluses dans des résultats de recherche ne peuvent pas être retirées.",
  'letter.contact':
    'Si vous avez des questions sur cette lettre ou sur vos données, écrivez à {contactEmail}.',
  'letter.agree': "En cochant « J'accepte », vous confirmez avoir lu cette lettre et acceptez de participer.",
};
