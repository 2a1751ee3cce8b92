import { INTEREST_ACTIVITIES, MARITAL_STATUS_CHOICES } from '../instruments/choices';
import { msg } from '../messages/exports';
import { MISSING } from '../scoring/values';
import { LIST_FIELDS } from './fields';

const MARITAL_STATUSES: ReadonlySet<unknown> = new Set(MARITAL_STATUS_CHOICES.map((c) => c.value));
const INTERESTS: ReadonlySet<unknown> = new Set(INTEREST_ACTIVITIES);

/** Maps each round of a per-round array field (a field that is no array is left as it is). */
function eachRound(report: Record<string, unknown>, field: string, map: (round: unknown) => unknown): void {
  const rounds = report[field];
  if (Array.isArray(rounds)) report[field] = rounds.map(map);
}

/** A round's trusted people as "Person 1", "Person 2", … with their relation and frequency. */
function labelledPeople(round: unknown): unknown {
  if (!Array.isArray(round)) return round;
  return round.map((person: unknown, i) => {
    const { relation, frequency } =
      typeof person === 'object' && person !== null ? (person as Record<string, unknown>) : {};
    return { name: msg('exports.person', { n: i + 1 }), relation, frequency };
  });
}

/**
 * A copy of a report payload (spec 000 §3, `computeReport` / `mergeRounds`) with nothing in it that the
 * member typed about themselves or others, for the scheduled research exports (issue 12 item 4). The
 * input is not changed. Field by field (decision, spec silent):
 * - `memberName`, `account_name`: dropped (the manifest pairs the file with a research ID only).
 * - `trusted_people` (the Community Connections circle; a free-text name per contact): each name becomes
 *   "Person 1", "Person 2", … numbered per round in the round's order; `relation` and `frequency` (option
 *   values) stay, so the circle diagram and its table still draw; any other property of a contact goes.
 * - `meaningful_people` (a comment question) and `goals` (goal and first step are text cells): 999 in
 *   every round, so the print shows its usual empty state (the Summary row left out, the Goals
 *   section's "No available data").
 * - `marital_status` (a drop-down) and the interest lists (`activities`, `meaningful_activities`,
 *   `challenging_activities`, `like_to_join`; check boxes): the engine reads any string there, so only
 *   the instruments' option values are kept; any other text is removed (a list left empty, or a marital
 *   status not among the options, becomes 999).
 * - Everything else stays: numbers and codes of option answers, and texts the engine derives from them
 *   (problem labels, participation labels `FCP_STRINGS_COMB`, wellness and connection labels, flags,
 *   advice keys), `collection_last_updated`, `collectionIds` (the file is named by the instance id) and
 *   `diagnostics` (question names and a problem, never values).
 */
export function deidentifyReport(report: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...report };
  delete out.memberName;
  delete out.account_name;
  eachRound(out, 'trusted_people', labelledPeople);
  eachRound(out, 'meaningful_people', () => MISSING);
  eachRound(out, 'goals', () => MISSING);
  eachRound(out, 'marital_status', (status) => (MARITAL_STATUSES.has(status) ? status : MISSING));
  for (const field of LIST_FIELDS) {
    eachRound(out, field, (list) => {
      if (!Array.isArray(list)) return list;
      const kept = list.filter((item) => INTERESTS.has(item));
      return kept.length === 0 ? MISSING : kept;
    });
  }
  return out;
}
