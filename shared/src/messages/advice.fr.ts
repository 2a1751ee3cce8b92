import type { AdviceMessageKey } from './advice';

/**
 * Tailored advice blocks in French: every key of `advice.en.ts`, in the same order (see
 * GLOSSARY.fr.md); each ends with the Community Connector contact `{connectorEmail}`.
 */
export const adviceFr: Record<AdviceMessageKey, string> = {
  'advice.socialTime':
    "Passer une à trois heures par jour avec d'autres personnes (7 à 21 heures par semaine) est bon pour la santé. Essayez d'ajouter à votre semaine un appel, une visite ou une marche avec quelqu'un. Une personne-ressource communautaire peut vous aider à trouver des idées près de chez vous : {connectorEmail}",
  'advice.groupActivity':
    'Participer à une activité de groupe au moins une fois par semaine, comme un club, un cours, un groupe religieux ou du bénévolat, aide à se sentir lié aux autres. Une personne-ressource communautaire peut vous aider à trouver un groupe qui vous convient : {connectorEmail}',
  'advice.wellBeingLow':
    'Vos réponses montrent que plusieurs aspects de votre vie ne vous satisfont pas. Parler de ce qui compte le plus pour vous est un bon premier pas. Une personne-ressource communautaire peut vous écouter et vous aider : {connectorEmail}',
  'advice.domainLow':
    "Vous avez donné une note basse à certains aspects de votre vie. Choisir l'un d'eux et vous fixer un petit objectif peut faire une différence. Une personne-ressource communautaire peut vous aider à planifier : {connectorEmail}",
  'advice.socialContactLow':
    "De bons contacts avec les autres, c'est une question de qualité autant que de quantité. Passer du temps avec des personnes qui vous soutiennent fait du bien. Une personne-ressource communautaire peut vous aider à trouver du soutien : {connectorEmail}",
  'advice.health':
    "Vos réponses montrent que votre santé est une source d'inquiétude aujourd'hui. Veuillez parler de ce que vous ressentez avec votre médecin de famille ou une infirmière ou un infirmier. Pour trouver des services de santé, communiquez avec une personne-ressource communautaire : {connectorEmail}",
  'advice.mentalHealth':
    "Vos réponses montrent que votre santé mentale pourrait avoir besoin d'attention. Parler à votre médecin ou à une personne-conseil peut aider, et vous n'avez pas à attendre une crise. Une personne-ressource communautaire peut vous orienter vers des services : {connectorEmail}",
  'advice.dailyLiving':
    'Vos réponses montrent que certaines activités de tous les jours sont difficiles pour vous. Les soins à domicile, les aides techniques et les programmes communautaires peuvent aider. Une personne-ressource communautaire peut vous aider à les trouver : {connectorEmail}',
  'advice.healthServices':
    "Vous avez utilisé l'urgence ou l'hôpital au cours de la dernière année. Un suivi régulier avec un médecin de famille ou une clinique peut éviter certaines visites. Une personne-ressource communautaire peut vous aider à trouver des soins : {connectorEmail}",
  'advice.familyDoctor':
    "Vous n'avez pas de médecin de famille. Des programmes de votre province peuvent vous en trouver un. Une personne-ressource communautaire peut vous aider à vous inscrire : {connectorEmail}",
  'advice.goals':
    'Avancer vers ses objectifs personnels peut être difficile. Diviser un objectif en un petit premier pas aide souvent. Une personne-ressource communautaire peut vous aider à planifier ce pas : {connectorEmail}',
  'advice.support':
    "Vos réponses montrent que vous n'avez peut-être pas assez de soutien. Le soutien peut venir de la famille, des amis, des voisins et des services communautaires. Une personne-ressource communautaire peut vous aider à le trouver : {connectorEmail}",
  'advice.loneliness':
    "Vos réponses montrent que vous ressentez parfois ou souvent de la solitude. C'est le cas de beaucoup de gens, et de petits contacts réguliers peuvent aider. Une personne-ressource communautaire peut vous aider à trouver des activités et des personnes avec qui créer des liens : {connectorEmail}",
};
