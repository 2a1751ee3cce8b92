import type { ChoiceJSON } from './types';

/**
 * The codings of METRICS.md §2 as SurveyJS choices. Values are the facts the reports read; the texts
 * are our plain-language labels. Choices run from the best or most frequent answer down, so a member
 * reads them in a natural order whatever the numeric direction of the coding.
 */

function choices(...pairs: readonly (readonly [string | number, string])[]): readonly ChoiceJSON[] {
  return pairs.map(([value, text]) => ({ value, text }));
}

/** One frequency scale everywhere: 5 Daily … 0 Never. */
export const FREQUENCY_CHOICES = choices(
  [5, 'Daily'],
  [4, 'Weekly'],
  [3, 'Monthly'],
  [2, 'Three or four times a year'],
  [1, 'About once a year'],
  [0, 'Never'],
);

/** Goal progress and asking for help: 1 Often, 2 Sometimes, 3 Hardly ever. */
export const OFTEN_CHOICES = choices([1, 'Often'], [2, 'Sometimes'], [3, 'Hardly ever']);

/** Support items: the often scale plus 999 when the item does not apply to the member. */
export const SUPPORT_CHOICES = [...OFTEN_CHOICES, ...choices([999, 'Does not apply to me'])];

/** Yes / No coded 1 / 0 (community participation, quality of social contact, contact consent). */
export const YES_NO_CODED = choices([1, 'Yes'], [0, 'No']);

/** Yes / No kept as text (access to a family doctor). */
export const YES_NO_TEXT = choices(['Yes', 'Yes'], ['No', 'No']);

/** Self-rated physical and mental health: 4 Excellent … 0 Poor. */
export const HEALTH_RATING_CHOICES = choices(
  [4, 'Excellent'],
  [3, 'Very good'],
  [2, 'Good'],
  [1, 'Fair'],
  [0, 'Poor'],
);

/** Problem scale for doing things (walking, washing and dressing, usual activities): higher is better. */
export const DIFFICULTY_CHOICES = choices(
  [4, 'No trouble'],
  [3, 'A little trouble'],
  [2, 'Some trouble'],
  [1, 'A lot of trouble'],
  [0, 'I cannot do this'],
);

/** Problem scale for feelings (pain, worry or low mood): higher is better. */
export const INTENSITY_CHOICES = choices(
  [4, 'Not at all'],
  [3, 'A little'],
  [2, 'Moderately'],
  [1, 'A lot'],
  [0, 'Extremely'],
);

/** Relations of a trusted person, exactly the values the reports group by. */
export const RELATION_CHOICES = choices(
  ['Family', 'Family'],
  ['Friend', 'Friend'],
  ['Neighbour', 'Neighbour'],
  ['Other', 'Someone else'],
);

/** Marital status: a text choice, shown in reports as it is. */
export const MARITAL_STATUS_CHOICES = choices(
  ['Single', 'Single'],
  ['Married', 'Married'],
  ['Living with a partner', 'Living with a partner'],
  ['Separated', 'Separated'],
  ['Divorced', 'Divorced'],
  ['Widowed', 'Widowed'],
  ['Prefer not to say', 'Prefer not to say'],
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

export const INTEREST_CHOICES: readonly ChoiceJSON[] = INTEREST_ACTIVITIES.map((a) => ({
  value: a,
  text: a,
}));

/** Choices whose values are the texts themselves (lists that no report scores). */
export function textChoices(...texts: readonly string[]): readonly ChoiceJSON[] {
  return texts.map((text) => ({ value: text, text }));
}
