import type { ExportsMessageKey } from './exports';

/** Scheduled exports in French: every key of `exports.en.ts`, in the same order (see GLOSSARY.fr.md). */
export const exportsFr: Record<ExportsMessageKey, string> = {
  'exports.title': 'Exportations planifiées',
  'exports.intro':
    'Chaque nuit, les rapports des séries terminées depuis la dernière exportation sont enregistrés sous forme dépersonnalisée (aucun nom; les contacts deviennent Personne 1, Personne 2…; les réponses écrites sont retirées), avec un manifeste des identifiants de recherche. Les exportations sont conservées 30 jours.',
  'exports.col.run': 'Exécution',
  'exports.col.status': 'État',
  'exports.col.exported': 'Rapports',
  'exports.col.failed': 'Échecs',
  'exports.col.window': 'Terminés entre',
  'exports.col.files': 'Fichiers',
  'exports.status.running': 'En cours',
  'exports.status.succeeded': 'Terminée',
  'exports.status.failed': 'Échec (reprendra)',
  'exports.window': '{since} – {until}',
  'exports.window.start': 'le début',
  'exports.download': 'Télécharger',
  'exports.downloadFor': "Télécharger les fichiers de l'exécution du {date}",
  'exports.validUntil': "Liens valides jusqu'à {time}",
  'exports.empty': 'Aucune exportation pour le moment.',
  'exports.error': "Impossible d'obtenir les exportations. Veuillez actualiser la page et réessayer.",
  'exports.downloadError': 'Impossible de préparer le téléchargement. Veuillez réessayer.',
  'exports.refresh': 'Actualiser',
  'exports.person': 'Personne {n}',
  'exports.removed': "[retiré dans l'exportation pour la recherche]",
};
