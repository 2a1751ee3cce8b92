import { msg as reportsMsg, type ReportsMessageKey } from '../messages/reports';
import { t } from './build';
import type { ChoiceJSON, LocalisedText } from './types';

/**
 * The codings of METRICS.md §2 as SurveyJS choices. Values are the facts the reports read (the same in
 * every language); the texts are our plain-language labels in English and French. Choices run from the
 * best or most frequent answer down, so a member reads them in a natural order whatever the numeric
 * direction of the coding.
 */

function choices(...pairs: readonly (readonly [string | number, LocalisedText])[]): readonly ChoiceJSON[] {
  return pairs.map(([value, text]) => ({ value, text }));
}

/** One frequency scale everywhere: 5 Daily … 0 Never (French as the reports word it). */
export const FREQUENCY_CHOICES = choices(
  [5, t('Daily', 'Chaque jour')],
  [4, t('Weekly', 'Chaque semaine')],
  [3, t('Monthly', 'Chaque mois')],
  [2, t('Three or four times a year', 'Trois ou quatre fois par année')],
  [1, t('About once a year', 'Environ une fois par année')],
  [0, t('Never', 'Jamais')],
);

/** Goal progress and asking for help: 1 Often, 2 Sometimes, 3 Hardly ever. */
export const OFTEN_CHOICES = choices(
  [1, t('Often', 'Souvent')],
  [2, t('Sometimes', 'Parfois')],
  [3, t('Hardly ever', 'Presque jamais')],
);

/** Support items: the often scale plus 999 when the item does not apply to the member. */
export const SUPPORT_CHOICES = [
  ...OFTEN_CHOICES,
  ...choices([999, t('Does not apply to me', 'Cela ne me concerne pas')]),
];

/** Yes / No coded 1 / 0 (community participation, quality of social contact, contact consent). */
export const YES_NO_CODED = choices([1, t('Yes', 'Oui')], [0, t('No', 'Non')]);

/** Yes / No kept as text (access to a family doctor): the stored value stays the English word. */
export const YES_NO_TEXT = choices(['Yes', t('Yes', 'Oui')], ['No', t('No', 'Non')]);

/** Self-rated physical and mental health: 4 Excellent … 0 Poor (French agrees with « santé »). */
export const HEALTH_RATING_CHOICES = choices(
  [4, t('Excellent', 'Excellente')],
  [3, t('Very good', 'Très bonne')],
  [2, t('Good', 'Bonne')],
  [1, t('Fair', 'Passable')],
  [0, t('Poor', 'Mauvaise')],
);

/** Problem scale for doing things (walking, washing and dressing, usual activities): higher is better. */
export const DIFFICULTY_CHOICES = choices(
  [4, t('No trouble', 'Aucune difficulté')],
  [3, t('A little trouble', 'Un peu de difficulté')],
  [2, t('Some trouble', 'Une difficulté moyenne')],
  [1, t('A lot of trouble', 'Beaucoup de difficulté')],
  [0, t('I cannot do this', 'Je ne peux pas le faire')],
);

/** Problem scale for feelings (pain, worry or low mood): higher is better. */
export const INTENSITY_CHOICES = choices(
  [4, t('Not at all', 'Pas du tout')],
  [3, t('A little', 'Un peu')],
  [2, t('Moderately', 'Moyennement')],
  [1, t('A lot', 'Beaucoup')],
  [0, t('Extremely', 'Extrêmement')],
);

/** Relations of a trusted person, exactly the values the reports group by. */
export const RELATION_CHOICES = choices(
  ['Family', t('Family', 'Famille')],
  ['Friend', t('Friend', 'Ami ou amie')],
  ['Neighbour', t('Neighbour', 'Voisin ou voisine')],
  ['Other', t('Someone else', 'Une autre personne')],
);

/** Marital status: the stored value is the English text, which the reports show as it is. */
export const MARITAL_STATUS_CHOICES = choices(
  ['Single', t('Single', 'Célibataire')],
  ['Married', t('Married', 'Marié ou mariée')],
  ['Living with a partner', t('Living with a partner', 'En union libre')],
  ['Separated', t('Separated', 'Séparé ou séparée')],
  ['Divorced', t('Divorced', 'Divorcé ou divorcée')],
  ['Widowed', t('Widowed', 'Veuf ou veuve')],
  ['Prefer not to say', t('Prefer not to say', 'Je préfère ne pas répondre')],
);

/** The interest activities of spec 000 §3, in its order; the value is the name the reports show. */
export const INTEREST_ACTIVITIES = [
  'Gardening',
  'Repairing',
  'Cooking',
  'Worshipping',
  'Education',
  'Taking a Walk',
  'Calling',
  'Listening to Music',
  'Reading',
  'Playing Games',
  'Dancing',
  'Day Trips',
  'Volunteering',
  'Art/Painting',
  'Going to the Movies',
  'Exercising',
  'Meditation',
  'Performing',
  'Concerts/Shows',
  'Computer Time',
  'Watching TV',
  'Playing with Pets',
  'Sitting and Talking',
] as const;

/** The reports' catalogue key of each activity: the member ticks the words the report shows. */
const INTEREST_KEYS: Record<(typeof INTEREST_ACTIVITIES)[number], ReportsMessageKey> = {
  Gardening: 'reports.interest.gardening',
  Repairing: 'reports.interest.repairing',
  Cooking: 'reports.interest.cooking',
  Worshipping: 'reports.interest.worshipping',
  Education: 'reports.interest.education',
  'Taking a Walk': 'reports.interest.takingAWalk',
  Calling: 'reports.interest.calling',
  'Listening to Music': 'reports.interest.listeningToMusic',
  Reading: 'reports.interest.reading',
  'Playing Games': 'reports.interest.playingGames',
  Dancing: 'reports.interest.dancing',
  'Day Trips': 'reports.interest.dayTrips',
  Volunteering: 'reports.interest.volunteering',
  'Art/Painting': 'reports.interest.artPainting',
  'Going to the Movies': 'reports.interest.goingToTheMovies',
  Exercising: 'reports.interest.exercising',
  Meditation: 'reports.interest.meditation',
  Performing: 'reports.interest.performing',
  'Concerts/Shows': 'reports.interest.concertsShows',
  'Computer Time': 'reports.interest.computerTime',
  'Watching TV': 'reports.interest.watchingTv',
  'Playing with Pets': 'reports.interest.playingWithPets',
  'Sitting and Talking': 'reports.interest.sittingAndTalking',
};

export const INTEREST_CHOICES: readonly ChoiceJSON[] = INTEREST_ACTIVITIES.map((a) => ({
  value: a,
  text: t(a, reportsMsg(INTEREST_KEYS[a], undefined, 'fr')),
}));

/**
 * Choices whose values are the English texts themselves (lists that no report scores), each given as
 * its English and French text.
 */
export function textChoices(...texts: readonly LocalisedText[]): readonly ChoiceJSON[] {
  return texts.map((text) => ({ value: text.default, text }));
}
