import type { DashboardMessageKey } from './dashboard';

/** Dashboard texts in French: every key of `dashboard.en.ts`, in the same order (see GLOSSARY.fr.md). */
export const dashboardFr: Record<DashboardMessageKey, string> = {
  'dashboard.viewing': 'Tableau de bord de {name}',
  'dashboard.memberOf': 'Membre de {facility}',
  'dashboard.currentTasks': 'Tâches assignées en cours',
  'dashboard.thoughtForTheDay': 'Pensée du jour',
  'dashboard.download': 'Télécharger',
  'dashboard.wellnessScore': 'Score de bien-être',
  'dashboard.latestSurvey': 'Dernier questionnaire mis à jour',
  'dashboard.completedModules': 'Modules terminés',
  'dashboard.assignedSeries': 'Séries assignées',
  'dashboard.section.goals': 'Objectifs',
  'dashboard.section.interests': "Centres d'intérêt",
  'dashboard.section.healthAlert': 'Alerte santé',
  'dashboard.section.personalWellBeing': 'Bien-être personnel',
  'dashboard.section.availabilityOfSupport': 'Soutien disponible',
  'dashboard.section.loneliness': 'Solitude',
  'dashboard.section.socialRisk': 'Risque social',
  'dashboard.latestFigures':
    'Chaque donnée est la plus récente connue, tirée de la série et de la date indiquées à côté.',
  'dashboard.latestFigures.asOf': 'Données les plus récentes au {date}',
  'dashboard.source': 'Tiré de : {sources}',
  'dashboard.source.item': '{series}, {date}',
  'dashboard.source.gauge': 'La moyenne des huit tuiles.',
  'dashboard.healthAlert.rule':
    'Les signalements sont vérifiés sur les données les plus récentes affichées ici. Un risque social modéré ou élevé au questionnaire de dépistage est inscrit comme signalement.',
  'dashboard.tile.health': 'Santé',
  'dashboard.tile.mentalHealth': 'Santé mentale',
  'dashboard.tile.wellBeing': 'Bien-être',
  'dashboard.tile.loneliness': 'Solitude',
  'dashboard.tile.isolation': 'Isolement',
  'dashboard.tile.socialSupport': 'Soutien social',
  'dashboard.tile.communityParticipation': 'Participation communautaire',
  'dashboard.tile.goalProgress': 'Progrès vers les objectifs',
  'dashboard.status.notStarted': 'Pas commencé',
  'dashboard.status.inProgress': 'En cours',
  'dashboard.status.completed': 'Terminé',
  'dashboard.admin.totalActiveUsers': 'Utilisateurs actifs au total',
  'dashboard.admin.surveysCompleted': 'Questionnaires terminés',
  'dashboard.admin.surveysInProgress': 'Questionnaires en cours',
  'dashboard.admin.surveysByType': 'Questionnaires des membres par type',
  'dashboard.empty.noSurveyUpdated': "Aucun questionnaire n'a été mis à jour",
  'dashboard.empty.noSeriesAssigned': 'Aucune série assignée',
  'dashboard.empty.dataNotAvailable': 'Données non disponibles.',
  'dashboard.error.memberSeries':
    "Impossible d'obtenir les séries du membre. Veuillez actualiser la page et réessayer.",
  'dashboard.error.latestReport':
    "Impossible d'obtenir le dernier rapport. Veuillez actualiser la page et réessayer.",
  'dashboard.error.patients': "Impossible d'obtenir les membres. Veuillez actualiser la page et réessayer.",
  'dashboard.error.user': "Impossible d'obtenir l'utilisateur. Veuillez actualiser la page et réessayer.",
  'dashboard.error.recentCollections':
    "Impossible d'obtenir les séries récentes. Veuillez actualiser la page et réessayer.",
  'dashboard.error.fetchOccurred':
    "Une erreur est survenue pendant l'obtention des données. Veuillez réessayer.",
  'dashboard.error.userCount':
    "Impossible d'obtenir le nombre d'utilisateurs. Veuillez actualiser la page et réessayer.",
  'dashboard.error.surveyData':
    "Impossible d'obtenir les données des questionnaires. Veuillez actualiser la page et réessayer.",
  'dashboard.selectedCollectionAlert':
    'Cette série contient des alertes santé. Veuillez consulter la section Alerte santé.',
  'dashboard.admin.colSeries': 'Série',
  'dashboard.admin.colTotal': 'Séries des membres',
  'dashboard.quote.by': '— {author}',
  'dashboard.quote.bySource': '— {author}, {source}',
  'dashboard.openMemberDashboard': 'Ouvrir le tableau de bord de {name}',
};
