import { chapter, checkbox, comment, date, dropdown, intro, page, radio, rating, shortText } from '../build';
import { textChoices, YES_NO_CODED } from '../choices';
import type { ModuleTemplate } from '../types';

/*
 * The Community Connections chapters that feed no report: the help request, the member's contact
 * preferences, the resources offered, the follow-up calls and the closing survey. Their question names
 * never reuse a metric name, so nothing here can change a report.
 */

const NEEDS = textChoices(
  'Meeting people and making friends',
  'Things to do in the community',
  'Getting to appointments or shopping',
  'Food or meals',
  'Housing or home safety',
  'Money or benefits',
  'Health or care at home',
  'Support for a caregiver',
  'Something else',
);

/** [1] Help Request Tracker: who asked for help, for what, and how urgent it is. */
export const helpRequestTracker: ModuleTemplate = chapter(
  'community-connections-01-help-request-tracker',
  '[1] Help Request Tracker',
  'A record of the help asked for, filled in with the member at the first contact.',
  [
    page('request', 'The request', [
      intro('request_intro', 'Tell us what kind of help you are looking for. There are no wrong answers.'),
      date('help_request_date', 'On what date was help first asked for?'),
      dropdown(
        'help_request_source',
        'Who asked for help?',
        textChoices(
          'The member',
          'A family member or friend',
          'A doctor, nurse or clinic',
          'A community agency',
          'Someone else',
        ),
      ),
      checkbox('help_request_needs', 'What is the help for? Choose all that apply.', NEEDS),
      shortText('help_request_other_need', 'What else is the help for?', {
        visibleIf: "{help_request_needs} contains 'Something else'",
      }),
      radio(
        'help_request_urgency',
        'How soon is help needed?',
        textChoices('Within a few days', 'Within a few weeks', 'No rush'),
      ),
    ]),
  ],
);

/** [2] About Me: how the member likes to be addressed and reached. */
export const aboutMe: ModuleTemplate = chapter(
  'community-connections-02-about-me',
  '[2] About Me',
  'A few details that help your Community Connector reach you the way you prefer.',
  [
    page('about', 'About me', [
      shortText('preferred_name', 'What name would you like us to call you?'),
      dropdown(
        'preferred_language',
        'In which language would you like to talk with us?',
        textChoices('English', 'French', 'Another language'),
      ),
      shortText('preferred_language_other', 'Which language?', {
        visibleIf: "{preferred_language} = 'Another language'",
      }),
      radio(
        'contact_method',
        'How would you like us to contact you?',
        textChoices('Phone call', 'Text message', 'Email', 'A visit'),
      ),
      checkbox(
        'contact_time',
        'When is it best to reach you? Choose all that apply.',
        textChoices('Morning', 'Afternoon', 'Evening'),
      ),
    ]),
  ],
);

/** [8] Community Resources: what was offered and what might stand in the way. */
export const communityResources: ModuleTemplate = chapter(
  'community-connections-08-community-resources',
  '[8] Community Resources',
  'Programs and services talked about with your Community Connector.',
  [
    page('resources', 'Community resources', [
      checkbox(
        'resources_offered',
        'Which kinds of programs or services did we talk about? Choose all that apply.',
        textChoices(
          'Social or recreation program',
          'Volunteer opportunity',
          'Faith or cultural community',
          'Exercise or wellness program',
          'Transportation service',
          'Meal or food program',
          'Home support service',
          'Caregiver support',
          'Financial or legal help',
        ),
      ),
      checkbox(
        'resource_barriers',
        'What could make it hard to take part? Choose all that apply.',
        textChoices(
          'Getting there',
          'Cost',
          'Language',
          'My health',
          'Not knowing anyone there',
          'Nothing, I am ready to go',
        ),
      ),
      radio(
        'resource_referral_made',
        'Did you agree to be put in touch with one of these programs?',
        YES_NO_CODED,
      ),
      shortText('resource_referral_name', 'Which program?', { visibleIf: '{resource_referral_made} = 1' }),
    ]),
  ],
);

/** [9] Follow-Up: one check-in with the member after the first connections were made. */
export const followUp: ModuleTemplate = chapter(
  'community-connections-09-follow-up',
  '[9] Follow-Up',
  'A check-in a few weeks after you were put in touch with a program.',
  [
    page('follow_up', 'Follow-up', [
      date('follow_up_date', 'On what date did this check-in take place?'),
      radio(
        'follow_up_method',
        'How did we check in?',
        textChoices('Phone call', 'Visit', 'Video call', 'Message'),
      ),
      radio(
        'follow_up_connected',
        'Have you taken part in a program or activity since we last talked?',
        textChoices('Yes, more than once', 'Yes, once', 'Not yet'),
      ),
      comment('follow_up_next_step', 'What would you like to do next?'),
    ]),
  ],
);

/** [10] Post Survey: how the member found the program at the end. */
export const postSurvey: ModuleTemplate = chapter(
  'community-connections-10-post-survey',
  '[10] Post Survey',
  'A few questions about how the program went for you.',
  [
    page('post', 'Looking back', [
      intro('post_intro', 'Thank you for taking part. Your answers help us improve the program for others.'),
      rating('post_helpfulness', 'How helpful was your Community Connector?', {
        min: 1,
        max: 5,
        minText: 'Not helpful',
        maxText: 'Very helpful',
      }),
      radio(
        'post_more_connected',
        'Do you feel more connected to people and your community than before?',
        textChoices('Yes, a lot more', 'Yes, a little more', 'About the same', 'Less connected'),
      ),
      radio('post_recommend', 'Would you suggest this program to a friend?', YES_NO_CODED),
    ]),
  ],
);
