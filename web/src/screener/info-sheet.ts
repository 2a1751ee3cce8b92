import type { ScreenerMessageKey } from '@circles/shared/messages/screener';

/** The information sheet's risks and advice, one row each (page -1 and SocialHealthInfo.pdf). */
export const infoRows: readonly [ScreenerMessageKey, ScreenerMessageKey][] = [
  ['screener.info.risk.alone', 'screener.info.advice.alone'],
  ['screener.info.risk.participation', 'screener.info.advice.participation'],
  ['screener.info.risk.satisfaction', 'screener.info.advice.satisfaction'],
  ['screener.info.risk.belonging', 'screener.info.advice.belonging'],
  ['screener.info.risk.loneliness', 'screener.info.advice.loneliness'],
];
