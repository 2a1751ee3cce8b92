import type { ScreenerMessageKey } from './screener';

/**
 * The public social health screener in French: every key of `screener.en.ts`, in the same order
 * (see GLOSSARY.fr.md). Referral sources that are names (HWFC Lab, WECCC, CARP) stay as they are.
 */
export const screenerFr: Record<ScreenerMessageKey, string> = {
  'screener.title': 'Questionnaire de dépistage en santé sociale',
  'screener.language.label': 'Langue',
  'screener.intro.heading': 'Quelle est la force de vos liens avec les autres?',
  'screener.intro.text':
    'Ce questionnaire de deux minutes pose sept courtes questions sur vos liens avec les autres et avec votre communauté. À la fin, vous recevez un rapport personnel avec votre niveau de risque social et des idées pour la suite.',
  'screener.intro.infoLead': 'Vous voulez savoir pourquoi la santé sociale est importante?',
  'screener.intro.infoLink': 'Cliquez ici',
  'screener.intro.required': "Les champs marqués d'un * sont obligatoires.",
  'screener.field.firstName': 'Prénom *',
  'screener.field.lastName': 'Nom de famille *',
  'screener.field.email': 'Courriel',
  'screener.field.phone': 'Téléphone',
  'screener.field.postalCode': 'Code postal',
  'screener.field.source': 'Comment avez-vous entendu parler de ce questionnaire?',
  'screener.source.choose': 'Choisissez une réponse (facultatif)',
  'screener.source.hwfcLab': 'HWFC Lab',
  'screener.source.weccc': 'WECCC',
  'screener.source.carp': 'CARP',
  'screener.source.media': 'Médias',
  'screener.source.other': 'Autre',
  'screener.terms.lead': 'En continuant, vous acceptez nos',
  'screener.terms.link': 'conditions et notre politique de confidentialité',
  'screener.terms.title': 'Conditions et politique de confidentialité',
  'screener.terms.body1':
    "Vos réponses sont conservées de façon sécuritaire par le laboratoire de recherche qui offre ce service. Elles servent à préparer votre rapport et, seulement si vous êtes d'accord, à permettre à une personne-ressource communautaire formée de communiquer avec vous.",
  'screener.terms.body2':
    'Les réponses dépersonnalisées peuvent servir à suivre les résultats et à la recherche. Votre nom, votre courriel et votre numéro de téléphone ne sont jamais publiés ni vendus.',
  'screener.terms.body3':
    'Votre participation est volontaire. Vous pouvez arrêter à tout moment en fermant cette page.',
  'screener.terms.close': 'Fermer',
  'screener.nav.next': 'Suivant',
  'screener.nav.back': 'Retour',
  'screener.nav.submit': 'Envoyer le questionnaire',
  'screener.nav.progress': 'Question {current} sur {total}',

  'screener.info.title': 'Renseignements sur la santé sociale',
  'screener.info.back': 'Retour au questionnaire',
  'screener.info.intro':
    "Avoir des liens avec les autres est aussi important pour la santé que le sommeil, l'alimentation et l'exercice. Chacun de ces risques peut être réduit par de petits pas.",
  'screener.info.colRisk': 'Risque',
  'screener.info.colAdvice': 'Conseil',
  'screener.info.risk.alone': 'Vivre seul·e',
  'screener.info.advice.alone':
    "Prévoyez des appels ou des visites réguliers avec votre famille, vos amis ou vos voisins, et partagez un repas avec quelqu'un chaque semaine.",
  'screener.info.risk.participation': 'Participer aux activités de la communauté moins que vous le voudriez',
  'screener.info.advice.participation':
    'Essayez une activité de groupe par semaine : un club, un cours, un lieu de culte, un groupe de marche ou du bénévolat.',
  'screener.info.risk.satisfaction': 'Faible satisfaction envers la vie',
  'screener.info.advice.satisfaction':
    "Fixez-vous un petit objectif qui compte pour vous et parlez-en à quelqu'un. Parlez à votre médecin si votre moral reste bas.",
  'screener.info.risk.belonging': "Faible sentiment d'appartenance à votre communauté",
  'screener.info.advice.belonging':
    'Apprenez à connaître vos voisins, visitez la bibliothèque ou le centre communautaire de votre quartier et cherchez les activités près de chez vous.',
  'screener.info.risk.loneliness': 'Solitude, exclusion ou isolement',
  'screener.info.advice.loneliness':
    "Visez une à trois heures de temps avec d'autres personnes chaque jour. Communiquez avec une personne aujourd'hui. Une personne-ressource communautaire peut vous aider à trouver des groupes près de chez vous.",
  'screener.info.download': "Télécharger la fiche d'information (PDF)",

  'screener.q.household2_size': "Combien d'autres personnes vivent avec vous?",
  'screener.q.household2_size.0': "Aucune, je vis sans personne d'autre",
  'screener.q.household2_size.1': '1 personne',
  'screener.q.household2_size.2': '2 personnes',
  'screener.q.household2_size.3': '3 personnes',
  'screener.q.household2_size.4': '4 personnes ou plus',
  'screener.q.community_activity_participate':
    'Participez-vous aux activités de la communauté autant que vous le voudriez?',
  'screener.q.community_activity_participate.1': 'Oui',
  'screener.q.community_activity_participate.0': 'Non',
  'screener.q.life_satisfaction2':
    'Tout bien considéré, quelle est votre satisfaction envers votre vie ces temps-ci?',
  'screener.q.life_satisfaction2.hint':
    '1 veut dire aucune satisfaction et 10 veut dire une satisfaction complète.',
  'screener.q.local_community_belonging':
    "Quelle est la force de votre sentiment d'appartenance à votre communauté locale?",
  'screener.q.local_community_belonging.3': 'Très fort',
  'screener.q.local_community_belonging.2': 'Plutôt fort',
  'screener.q.local_community_belonging.1': 'Plutôt faible',
  'screener.q.local_community_belonging.0': 'Très faible',
  'screener.q.lack_companionship':
    "À quelle fréquence sentez-vous que vous n'avez personne pour vous tenir compagnie?",
  'screener.q.feel_leftout': "À quelle fréquence avez-vous l'impression qu'on vous laisse de côté?",
  'screener.q.feel_isolated': 'À quelle fréquence vous sentez-vous sans lien avec les autres?',
  'screener.q.frequency.0': 'Presque jamais',
  'screener.q.frequency.1': 'Parfois',
  'screener.q.frequency.2': 'Souvent',
  'screener.q.con_que': 'Une personne-ressource communautaire peut-elle communiquer avec vous?',
  'screener.q.con_que.hint':
    'Une personne-ressource est une personne formée qui peut vous aider à trouver des programmes et des groupes près de chez vous.',
  'screener.q.con_que.1': 'Oui',
  'screener.q.con_que.0': 'Non',
  'screener.q.unanswered': 'Sans réponse',

  'screener.submit.heading': 'Envoi de votre questionnaire',
  'screener.submit.sending': 'Envoi de votre questionnaire. Veuillez patienter.',
  'screener.submit.error': "Erreur lors de l'envoi de votre questionnaire. Veuillez réessayer.",
  'screener.submit.retry': 'Réessayer',
  'screener.submit.errorHeading': "Votre questionnaire n'a pas été envoyé",
  'screener.submit.waiting':
    'Vous êtes hors ligne. Votre questionnaire reste sur cette page et sera envoyé au retour de la connexion.',
  'screener.thanks.heading': 'Merci!',
  'screener.thanks.text': 'Nous avons reçu votre questionnaire. Votre rapport personnel est prêt.',
  'screener.thanks.viewResults': 'Voir les résultats',

  'screener.report.title': 'Rapport du questionnaire de dépistage du risque social',
  'screener.report.level': 'Votre niveau de risque : {level}',
  'screener.report.score': 'Score : {score} sur 5',
  'screener.report.meter':
    'Indicateur de risque : {level}, score de {score} sur 5, sur une échelle allant du risque le plus faible au risque élevé.',
  'screener.report.resultsHeading': 'Résultats',
  'screener.report.colQuestion': 'Question',
  'screener.report.colAnswer': 'Votre réponse',
  'screener.report.savePdf': 'Enregistrer en PDF',
  'screener.report.whatNext': 'Et maintenant?',
  'screener.report.pdfError': "Le PDF n'a pas pu être créé. Veuillez réessayer.",
  'screener.level.Lowest Risk':
    'Vos réponses montrent que vous avez de bons liens avec les autres. Continuez les relations et les activités qui comptent pour vous, et prenez des nouvelles des gens autour de vous. Pour parler avec une personne-ressource communautaire formée, écrivez à {connectorEmail}.',
  'screener.level.Some Risk':
    'Vos réponses montrent un certain risque pour votre santé sociale. Quelques petits changements, comme une activité de groupe chaque semaine ou un appel régulier à un proche, peuvent faire une différence. Pour parler avec une personne-ressource communautaire formée, écrivez à {connectorEmail}.',
  'screener.level.Moderate Risk':
    "Vos réponses montrent un risque modéré pour votre santé sociale. Il peut être utile d'ajouter du temps avec d'autres personnes à votre semaine et de trouver un groupe de la communauté qui vous convient. Une personne-ressource communautaire formée peut vous aider : écrivez à {connectorEmail}.",
  'screener.level.High Risk':
    "Vos réponses montrent un risque élevé pour votre santé sociale. Vous n'avez pas à vivre cela sans aide : une personne-ressource communautaire formée peut vous aider à trouver des gens, des programmes et du soutien près de chez vous. Veuillez écrire à {connectorEmail}.",

  'screener.next.title': 'Prochaines étapes',
  'screener.next.intro':
    'Voici quelques idées pour renforcer votre santé sociale, peu importe votre résultat :',
  'screener.next.step1': 'Communiquez avec une personne cette semaine : appelez, écrivez ou rendez visite.',
  'screener.next.step2':
    'Joignez-vous à une activité de groupe par semaine, comme un club, un cours, un groupe religieux ou du bénévolat.',
  'screener.next.step3': "Visez une à trois heures de temps avec d'autres personnes chaque jour.",
  'screener.next.step4':
    'Enregistrez votre rapport et montrez-le à votre médecin de famille ou à une personne de confiance.',
  'screener.next.contact':
    'Une personne-ressource communautaire formée peut vous aider à trouver des programmes près de chez vous. Écrivez à {connectorEmail}.',
  'screener.next.back': 'Retour à mon rapport',
  'screener.offline':
    'Vous êtes hors ligne. Vos réponses restent sur cette page, et un questionnaire envoyé partira au retour de la connexion.',
};
