import {
  chapter,
  checkbox,
  comment,
  date,
  dropdown,
  intro,
  page,
  radio,
  rating,
  shortText,
  t,
} from '../build';
import { textChoices, YES_NO_CODED } from '../choices';
import type { LibraryModuleTemplate } from '../types';

/*
 * The Community Connections chapters that feed no report: the help request, the member's contact
 * preferences, the resources offered, the follow-up calls and the closing survey. Their question names
 * never reuse a metric name, so nothing here can change a report. Text choices store the English text
 * as their value whatever the language the member reads.
 */

const NEEDS = textChoices(
  t('Meeting people and making friends', 'Rencontrer des gens et se faire des amis'),
  t('Things to do in the community', 'Des activités dans la communauté'),
  t('Getting to appointments or shopping', 'Se rendre à des rendez-vous ou faire les courses'),
  t('Food or meals', 'Nourriture ou repas'),
  t('Housing or home safety', 'Logement ou sécurité à la maison'),
  t('Money or benefits', 'Argent ou prestations'),
  t('Health or care at home', 'Santé ou soins à domicile'),
  t('Support for a caregiver', 'Soutien pour un proche aidant'),
  t('Something else', 'Autre chose'),
);

/** [1] Help Request Tracker: who asked for help, for what, and how urgent it is. */
export const helpRequestTracker: LibraryModuleTemplate = chapter(
  'community-connections-01-help-request-tracker',
  t('[1] Help Request Tracker', "[1] Suivi des demandes d'aide"),
  t(
    'A record of the help asked for, filled in with the member at the first contact.',
    "Un résumé de l'aide demandée, rempli avec le membre au premier contact.",
  ),
  [
    page('request', t('The request', 'La demande'), [
      intro(
        'request_intro',
        t(
          'Tell us what kind of help you are looking for. There are no wrong answers.',
          "Dites-nous quel genre d'aide vous cherchez. Il n'y a pas de mauvaise réponse.",
        ),
      ),
      date(
        'help_request_date',
        t(
          'On what date was help first asked for?',
          "À quelle date l'aide a-t-elle été demandée pour la première fois?",
        ),
      ),
      dropdown(
        'help_request_source',
        t('Who asked for help?', "Qui a demandé de l'aide?"),
        textChoices(
          t('The member', 'Le membre'),
          t('A family member or friend', 'Un membre de la famille ou un ami'),
          t('A doctor, nurse or clinic', 'Un médecin, une infirmière ou une clinique'),
          t('A community agency', 'Un organisme communautaire'),
          t('Someone else', 'Une autre personne'),
        ),
      ),
      checkbox(
        'help_request_needs',
        t(
          'What is the help for? Choose all that apply.',
          "Pour quoi l'aide est-elle demandée? Cochez toutes les réponses qui s'appliquent.",
        ),
        NEEDS,
      ),
      shortText(
        'help_request_other_need',
        t('What else is the help for?', "Pour quoi d'autre l'aide est-elle demandée?"),
        {
          visibleIf: "{help_request_needs} contains 'Something else'",
        },
      ),
      radio(
        'help_request_urgency',
        t('How soon is help needed?', "Dans quel délai l'aide est-elle nécessaire?"),
        textChoices(
          t('Within a few days', "D'ici quelques jours"),
          t('Within a few weeks', "D'ici quelques semaines"),
          t('No rush', "Ce n'est pas pressé"),
        ),
      ),
    ]),
  ],
);

/** [2] About Me: how the member likes to be addressed and reached. */
export const aboutMe: LibraryModuleTemplate = chapter(
  'community-connections-02-about-me',
  t('[2] About Me', '[2] À propos de moi'),
  t(
    'A few details that help your Community Connector reach you the way you prefer.',
    'Quelques renseignements qui aident votre personne-ressource communautaire à vous joindre de la façon que vous préférez.',
  ),
  [
    page('about', t('About me', 'À propos de moi'), [
      shortText(
        'preferred_name',
        t('What name would you like us to call you?', "Par quel nom aimeriez-vous qu'on vous appelle?"),
      ),
      dropdown(
        'preferred_language',
        t(
          'In which language would you like to talk with us?',
          'Dans quelle langue aimeriez-vous nous parler?',
        ),
        textChoices(
          t('English', 'Anglais'),
          t('French', 'Français'),
          t('Another language', 'Une autre langue'),
        ),
      ),
      shortText('preferred_language_other', t('Which language?', 'Quelle langue?'), {
        visibleIf: "{preferred_language} = 'Another language'",
      }),
      radio(
        'contact_method',
        t('How would you like us to contact you?', 'Comment aimeriez-vous que nous communiquions avec vous?'),
        textChoices(
          t('Phone call', 'Appel téléphonique'),
          t('Text message', 'Texto'),
          t('Email', 'Courriel'),
          t('A visit', 'Une visite'),
        ),
      ),
      checkbox(
        'contact_time',
        t(
          'When is it best to reach you? Choose all that apply.',
          "Quel est le meilleur moment pour vous joindre? Cochez toutes les réponses qui s'appliquent.",
        ),
        textChoices(t('Morning', 'Le matin'), t('Afternoon', "L'après-midi"), t('Evening', 'Le soir')),
      ),
    ]),
  ],
);

/** [8] Community Resources: what was offered and what might stand in the way. */
export const communityResources: LibraryModuleTemplate = chapter(
  'community-connections-08-community-resources',
  t('[8] Community Resources', '[8] Ressources communautaires'),
  t(
    'Programs and services talked about with your Community Connector.',
    'Les programmes et services dont vous avez parlé avec votre personne-ressource communautaire.',
  ),
  [
    page('resources', t('Community resources', 'Ressources communautaires'), [
      checkbox(
        'resources_offered',
        t(
          'Which kinds of programs or services did we talk about? Choose all that apply.',
          "De quels genres de programmes ou de services avons-nous parlé? Cochez toutes les réponses qui s'appliquent.",
        ),
        textChoices(
          t('Social or recreation program', 'Programme social ou de loisirs'),
          t('Volunteer opportunity', 'Occasion de bénévolat'),
          t('Faith or cultural community', 'Communauté religieuse ou culturelle'),
          t('Exercise or wellness program', "Programme d'exercice ou de mieux-être"),
          t('Transportation service', 'Service de transport'),
          t('Meal or food program', "Programme de repas ou d'alimentation"),
          t('Home support service', 'Service de soutien à domicile'),
          t('Caregiver support', 'Soutien aux proches aidants'),
          t('Financial or legal help', 'Aide financière ou juridique'),
        ),
      ),
      checkbox(
        'resource_barriers',
        t(
          'What could make it hard to take part? Choose all that apply.',
          "Qu'est-ce qui pourrait rendre votre participation difficile? Cochez toutes les réponses qui s'appliquent.",
        ),
        textChoices(
          t('Getting there', 'Me rendre sur place'),
          t('Cost', 'Le coût'),
          t('Language', 'La langue'),
          t('My health', 'Ma santé'),
          t('Not knowing anyone there', 'Ne connaître personne sur place'),
          t('Nothing, I am ready to go', 'Rien, je peux y aller'),
        ),
      ),
      radio(
        'resource_referral_made',
        t(
          'Did you agree to be put in touch with one of these programs?',
          "Avez-vous accepté qu'on vous mette en contact avec l'un de ces programmes?",
        ),
        YES_NO_CODED,
      ),
      shortText('resource_referral_name', t('Which program?', 'Quel programme?'), {
        visibleIf: '{resource_referral_made} = 1',
      }),
    ]),
  ],
);

/** [9] Follow-Up: one check-in with the member after the first connections were made. */
export const followUp: LibraryModuleTemplate = chapter(
  'community-connections-09-follow-up',
  t('[9] Follow-Up', '[9] Suivi'),
  t(
    'A check-in a few weeks after you were put in touch with a program.',
    'Un suivi quelques semaines après votre mise en contact avec un programme.',
  ),
  [
    page('follow_up', t('Follow-up', 'Suivi'), [
      date(
        'follow_up_date',
        t('On what date did this check-in take place?', 'À quelle date ce suivi a-t-il eu lieu?'),
      ),
      radio(
        'follow_up_method',
        t('How did we check in?', "Comment le suivi s'est-il fait?"),
        textChoices(
          t('Phone call', 'Appel téléphonique'),
          t('Visit', 'Visite'),
          t('Video call', 'Appel vidéo'),
          t('Message', 'Message écrit'),
        ),
      ),
      radio(
        'follow_up_connected',
        t(
          'Have you taken part in a program or activity since we last talked?',
          'Avez-vous participé à un programme ou à une activité depuis notre dernière conversation?',
        ),
        textChoices(
          t('Yes, more than once', "Oui, plus d'une fois"),
          t('Yes, once', 'Oui, une fois'),
          t('Not yet', 'Pas encore'),
        ),
      ),
      comment('follow_up_next_step', t('What would you like to do next?', "Qu'aimeriez-vous faire ensuite?")),
    ]),
  ],
);

/** [10] Post Survey: how the member found the program at the end. */
export const postSurvey: LibraryModuleTemplate = chapter(
  'community-connections-10-post-survey',
  t('[10] Post Survey', '[10] Questionnaire de fin de programme'),
  t(
    'A few questions about how the program went for you.',
    "Quelques questions sur la façon dont le programme s'est passé pour vous.",
  ),
  [
    page('post', t('Looking back', 'Un regard en arrière'), [
      intro(
        'post_intro',
        t(
          'Thank you for taking part. Your answers help us improve the program for others.',
          'Merci de votre participation. Vos réponses nous aident à améliorer le programme pour les autres.',
        ),
      ),
      rating(
        'post_helpfulness',
        t(
          'How helpful was your Community Connector?',
          'À quel point votre personne-ressource communautaire vous a-t-elle été utile?',
        ),
        {
          min: 1,
          max: 5,
          minText: t('Not helpful', 'Pas utile'),
          maxText: t('Very helpful', 'Très utile'),
        },
      ),
      radio(
        'post_more_connected',
        t(
          'Do you feel more connected to people and your community than before?',
          "Vous sentez-vous plus proche des gens et de votre communauté qu'avant?",
        ),
        textChoices(
          t('Yes, a lot more', 'Oui, beaucoup plus'),
          t('Yes, a little more', 'Oui, un peu plus'),
          t('About the same', 'À peu près pareil'),
          t('Less connected', "Moins qu'avant"),
        ),
      ),
      radio(
        'post_recommend',
        t(
          'Would you suggest this program to a friend?',
          'Conseilleriez-vous ce programme à un ami ou à une amie?',
        ),
        YES_NO_CODED,
      ),
    ]),
  ],
);
