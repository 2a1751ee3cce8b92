import type { LeadsMessageKey } from './leads';

/** The screener leads inbox in French: every key of `leads.en.ts`, in the same order (see GLOSSARY.fr.md). */
export const leadsFr: Record<LeadsMessageKey, string> = {
  'leads.title': 'Demandes du questionnaire de dépistage',
  'leads.intro':
    "Réponses au questionnaire public de dépistage en santé sociale, de la plus récente à la plus ancienne. Les coordonnées s'affichent seulement pour les personnes qui ont accepté d'être jointes par une personne-ressource communautaire.",
  'leads.col.date': 'Date',
  'leads.col.level': 'Niveau de risque',
  'leads.col.score': 'Score',
  'leads.col.consent': 'Peut être jointe',
  'leads.col.contact': 'Coordonnées',
  'leads.col.source': 'A entendu parler du questionnaire par',
  'leads.col.status': 'État',
  'leads.yes': 'Oui',
  'leads.no': 'Non',
  'leads.noContact': 'Non communiquées',
  'leads.contacted': 'Jointe le {date}',
  'leads.markContacted': 'Marquer comme jointe',
  'leads.markContactedFor': 'Marquer la réponse du {date} comme jointe',
  'leads.empty': 'Aucune réponse au questionnaire de dépistage pour le moment.',
  'leads.error':
    "Impossible d'obtenir les réponses au questionnaire de dépistage. Veuillez actualiser la page et réessayer.",
  'leads.stale': "Quelqu'un d'autre a modifié cette réponse. La liste a été actualisée.",
  'leads.markError': "La réponse n'a pas pu être marquée comme jointe. Veuillez réessayer.",
  'leads.filter.contacted': 'Jointes',
  'leads.refresh': 'Actualiser',
  'leads.row': 'réponse du {date}, {level}',
};
