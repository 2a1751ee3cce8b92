import type { ResearchMessageKey } from './research';

/** Research exports in French: every key of `research.en.ts`, in the same order (see GLOSSARY.fr.md). */
export const researchFr: Record<ResearchMessageKey, string> = {
  'research.title': 'Exportations pour la recherche',
  'research.intro':
    'Exportez les tours terminés des séries choisies sous forme de données dépersonnalisées pour la recherche : un fichier CSV par série, un dictionnaire de données, des fichiers FHIR, un fichier README et un manifeste, dans un seul fichier ZIP. Seuls les membres qui ont donné leur consentement sont inclus. Les noms, les coordonnées, les dates et les textes écrits ne sortent jamais.',
  'research.series': 'Séries',
  'research.series.help': 'Choisissez une ou plusieurs séries.',
  'research.series.required': 'Choisissez au moins une série.',
  'research.from': 'Terminées à partir du',
  'research.to': "Terminées jusqu'au",
  'research.dates.required': 'Choisissez une date.',
  'research.dates.order': 'La date de fin ne doit pas être avant la date de début.',
  'research.start': "Lancer l'exportation",
  'research.starting': 'Lancement…',
  'research.started': "L'exportation est lancée. Elle figure ci-dessous avec son avancement.",
  'research.list': 'Exportations',
  'research.col.created': 'Lancée le',
  'research.col.series': 'Séries',
  'research.col.dates': 'Terminées entre',
  'research.col.status': 'État',
  'research.col.rows': 'Membres / lignes',
  'research.col.download': 'Fichier',
  'research.status.queued': 'En attente',
  'research.status.running': 'En cours : {done} sur {total}',
  'research.status.succeeded': 'Prête',
  'research.status.failed': 'Échec',
  'research.counts': '{members} / {rows}',
  'research.dates': '{from} – {to}',
  'research.download': 'Télécharger le fichier ZIP',
  'research.downloadFor': "Télécharger l'exportation du {date}",
  'research.empty': 'Aucune exportation pour la recherche pour le moment.',
  'research.error':
    "Impossible d'obtenir les exportations pour la recherche. Veuillez actualiser la page et réessayer.",
  'research.startError': "Impossible de lancer l'exportation. Veuillez réessayer.",
  'research.downloadError': 'Impossible de préparer le téléchargement. Veuillez réessayer.',
  'research.notAuthorized':
    "Accès non autorisé. Seuls l'administration et les chercheurs peuvent exporter des données de recherche.",
  'research.researchers': 'Chercheurs',
  'research.researchers.intro':
    'Les membres du personnel qui ont la permission Chercheur peuvent exporter eux-mêmes des données de recherche (seulement leurs propres exportations).',
  'research.researchers.grant': 'Chercheur : {name} ({role})',
  'research.researchers.empty': 'Aucun membre du personnel à qui la donner.',
  'research.researchers.error':
    'Impossible de modifier la permission. Veuillez actualiser la page et réessayer.',
  'research.server.notReady': "Cette exportation n'est pas prête à télécharger.",
  'research.server.unknownSeries': "Cette série n'existe pas.",
  'research.server.notStaff': 'La permission Chercheur est réservée au personnel.',
};
