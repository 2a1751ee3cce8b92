/** Public entry `@circles/shared/scoring`: tiles, labels, bands, screener risk, flags and advice. */
export { MISSING, readNumber, meanOfPresent, sumOfPresent, round, isPresent } from './values';
export type { Range } from './values';
export { Frequency, FREQUENCY_RANGE, frequencyLabel } from './frequency';
export {
  tileColour,
  tileShowsPercent,
  wellnessLabel,
  lonelinessLabel,
  isolationLabel,
  pwiDomainColour,
  pwiCombinedLabel,
  healthTodayColour,
  ratingLabel,
  problemLabel,
} from './labels';
export type { TileColour, BarColour } from './labels';
export { TILE_NAMES, computeTiles, wellnessScore, gaugeLevel } from './tiles';
export type { TileName, TileInputs } from './tiles';
export {
  screenerRisk,
  riskLevel,
  riskLabel,
  riskMessage,
  lonelinessCounts,
  SCREENER_QUESTIONS,
  LONELINESS_ITEMS,
  Loneliness,
} from './screener';
export type { RiskLevel } from './screener';
export { communityConnection, connectionLabel, PARTICIPATION_CATEGORIES } from './connection';
export { flags, hasAnyFlag, PROBLEM_ITEMS, PWI_DOMAINS } from './flags';
export type { Flag, Flags } from './flags';
export { selectAdvice, adviceTexts } from './advice';
export type { AdviceKey } from './advice';
