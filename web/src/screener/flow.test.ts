import { describe, expect, it } from 'vitest';
import type { ScreenerState } from './flow';
import {
  firstIncomplete,
  hashOf,
  initialState,
  nextPage,
  pageComplete,
  pageFromHash,
  resolvePage,
  withAnswer,
  withInfo,
} from './flow';

const validInfo = { firstName: 'Ann', lastName: 'Lee', email: '', phone: '', postalCode: '', source: '' };
const allAnswers = {
  household2_size: 0,
  community_activity_participate: 1,
  life_satisfaction2: 7,
  local_community_belonging: 2,
  lack_companionship: 0,
  feel_leftout: 1,
  feel_isolated: 0,
  con_que: 1,
};

function filled(overrides: Partial<ScreenerState> = {}): ScreenerState {
  return { ...initialState('id-1'), info: validInfo, answers: allAnswers, ...overrides };
}

let counter = 0;
const newId = () => `id-new-${++counter}`;

describe('screener page flow', () => {
  it('starts on page 1 with nothing answered', () => {
    const s = initialState('abc');
    expect(s.page).toBe(1);
    expect(s.submit).toBe('idle');
    expect(firstIncomplete(s)).toBe(1);
  });

  it('keeps the person on page 1 until the names are valid', () => {
    const s = initialState('abc');
    expect(resolvePage(s, 2)).toBe(1);
    expect(resolvePage({ ...s, info: { ...validInfo, email: 'not-an-email' } }, 2)).toBe(1);
    expect(resolvePage({ ...s, info: validInfo }, 2)).toBe(2);
  });

  it('sends a jump past an unanswered question back to that question', () => {
    const s = filled({ answers: { household2_size: 1 } });
    expect(resolvePage(s, 7)).toBe(3);
    expect(resolvePage(s, 3)).toBe(3);
    expect(resolvePage(s, 2)).toBe(2);
  });

  it('needs both items of page 8 before Submit', () => {
    const { con_que: _omit, ...withoutConsent } = allAnswers;
    const s = filled({ answers: withoutConsent });
    expect(pageComplete(s, 8)).toBe(false);
    expect(pageComplete(filled(), 8)).toBe(true);
  });

  it('does not open the report before a successful submit', () => {
    expect(resolvePage(filled(), 10)).toBe(8);
    expect(resolvePage(filled({ submit: 'failed' }), 10)).toBe(9);
    expect(resolvePage(filled({ submit: 'done' }), 10)).toBe(10);
    expect(resolvePage(filled({ submit: 'done' }), 11)).toBe(11);
  });

  it('locks the answers after a successful submit', () => {
    const s = filled({ submit: 'done' });
    expect(resolvePage(s, 5)).toBe(9);
    expect(resolvePage(s, 1)).toBe(9);
    expect(resolvePage(s, -1)).toBe(-1);
  });

  it('always allows the information sheet and page 1 before submitting', () => {
    const s = initialState('x');
    expect(resolvePage(s, -1)).toBe(-1);
    expect(resolvePage(s, 1)).toBe(1);
  });

  it('follows the spec order forward: -1→1, 8→9, 9→10, 10→11, 11→10', () => {
    expect(nextPage(-1)).toBe(1);
    expect(nextPage(1)).toBe(2);
    expect(nextPage(8)).toBe(9);
    expect(nextPage(9)).toBe(10);
    expect(nextPage(10)).toBe(11);
    expect(nextPage(11)).toBe(10);
  });

  it('keeps the submission id for a retry of the same answers', () => {
    const s = withAnswer(filled({ submit: 'failed' }), 'feel_isolated', 0, newId);
    expect(s.submissionId).toBe('id-1');
    expect(s.submit).toBe('failed');
  });

  it('starts a new submission id when an answer changes after a failed submit', () => {
    const s = withAnswer(filled({ submit: 'failed' }), 'feel_isolated', 2, newId);
    expect(s.submissionId).not.toBe('id-1');
    expect(s.submit).toBe('idle');
    expect(s.answers.feel_isolated).toBe(2);
  });

  it('starts a new submission id when a contact field changes after a failed submit', () => {
    const s = withInfo(filled({ submit: 'failed' }), 'lastName', 'Smith', newId);
    expect(s.submissionId).not.toBe('id-1');
    expect(withInfo(filled(), 'lastName', 'Smith', newId).submissionId).toBe('id-1');
  });

  it('reads and writes page hashes, including the information sheet', () => {
    expect(hashOf(-1)).toBe('#page--1');
    expect(pageFromHash('#page--1')).toBe(-1);
    expect(pageFromHash('#page-11')).toBe(11);
    expect(pageFromHash('#page-12')).toBeUndefined();
    expect(pageFromHash('#other')).toBeUndefined();
  });
});
