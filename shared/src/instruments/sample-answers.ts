import { Model } from 'survey-core';
import { MISSING } from '../scoring/values';
import type { ChoiceJSON, ElementJSON, MatrixColumnJSON, LibraryModuleTemplate } from './types';

/*
 * Complete, valid answers for a module template, for demo members and tests. `variant` varies the
 * choices deterministically, so two demo members differ and every run of a seed gives the same data.
 * The 999 "does not apply" choice is never picked: sample answers are meant to give every metric a value.
 */

const SAMPLE_TEXTS: Record<string, readonly string[]> = {
  name: ['Ann', 'Sam', 'Lee', 'Pat', 'Jo'],
  goal: [
    'Walk three times a week',
    'Join a choir',
    'Call my sister every Sunday',
    'Learn to use video calls',
  ],
  first_step: ['Buy good shoes', 'Ask at the community centre', 'Put it on the calendar', 'Ask my grandson'],
  meaningful_people: [
    'My daughter and my neighbour; they check on me every week.',
    'My friends from church.',
  ],
};

function pick<T>(items: readonly T[], variant: number, position: number): T | undefined {
  return items.length === 0 ? undefined : items[(variant * 31 + position * 7) % items.length];
}

function choiceValue(choices: readonly ChoiceJSON[] | undefined, variant: number, position: number): unknown {
  return pick(
    (choices ?? []).filter((c) => c.value !== MISSING),
    variant,
    position,
  )?.value;
}

function sampleText(name: string, variant: number, position: number): string {
  return pick(SAMPLE_TEXTS[name] ?? ['Answered for the demo'], variant, position) as string;
}

/** Cell values the reports skip: a trusted person the member never sees is left out (spec 000 §5). */
const SKIPPED_CELL_VALUES: Record<string, readonly unknown[]> = { frequency: [0] };

function cellValue(column: MatrixColumnJSON, variant: number, position: number): unknown {
  if (column.cellType === 'text') return sampleText(column.name, variant, position);
  const skipped = SKIPPED_CELL_VALUES[column.name] ?? [];
  return choiceValue(
    column.choices?.filter((c) => !skipped.includes(c.value)),
    variant,
    position,
  );
}

function elementValue(element: ElementJSON, variant: number, position: number): unknown {
  switch (element.type) {
    case 'html':
      return undefined;
    case 'radiogroup':
    case 'dropdown':
      return choiceValue(element.choices, variant, position);
    case 'checkbox': {
      const first = choiceValue(element.choices, variant, position);
      const second = choiceValue(element.choices, variant, position + 1);
      return [...new Set([first, second])];
    }
    case 'rating':
      return element.rateMin + ((variant + position) % (element.rateMax - element.rateMin + 1));
    case 'text':
      if (element.inputType === 'number') {
        // A score (0–100) spreads over its whole range; a count of people or visits stays small.
        const min = Number(element.min ?? 0);
        const max = Number(element.max ?? min + 5);
        const span = max - min <= 100 ? max - min + 1 : 6;
        return min + ((variant * 37 + position * 13) % span);
      }
      if (element.inputType === 'date') return `2026-0${1 + (variant % 9)}-${10 + (position % 18)}`;
      return sampleText(element.name, variant, position);
    case 'comment':
      return sampleText(element.name, variant, position);
    case 'matrixdynamic':
      return Array.from({ length: Math.max(1, element.minRowCount ?? 0, element.rowCount) }, (_, row) =>
        Object.fromEntries(
          element.columns.map((c, i) => [c.name, cellValue(c, variant + row, position + i)]),
        ),
      );
  }
}

/**
 * Answers every question of a module template with a valid value (codes within their ranges, rows of
 * dynamic matrices filled), then drops the answers of questions the answers themselves hide, so the
 * result is what a member could have saved and its completeness is 100.
 */
export function sampleAnswers(template: LibraryModuleTemplate, variant = 0): Record<string, unknown> {
  const elements = template.surveyJSON.pages.flatMap((p) => p.elements);
  const answers: Record<string, unknown> = {};
  elements.forEach((element, position) => {
    const value = elementValue(element, variant, position);
    if (value !== undefined) answers[element.name] = value;
  });
  const model = new Model(template.surveyJSON);
  model.data = answers;
  const visible = new Set(model.getAllQuestions(true).map((q) => q.name));
  return Object.fromEntries(Object.entries(answers).filter(([name]) => visible.has(name)));
}
