import type * as R4 from 'fhir/r4';
import { currentLocale, type Locale } from '../messages/locale';
import { moduleQuestions, type QuestionChoice, type ModuleQuestion } from '../research/module-questions';

/**
 * FHIR R4 Questionnaire and QuestionnaireResponse of module templates and member modules (issue 26),
 * after the Gravity Project's SDOH Clinical Care pattern: the instrument is a Questionnaire whose items
 * carry coded answer options; a member's answers are a QuestionnaireResponse pointing at it. Codes are
 * the instruments' own choice values (no LOINC code exists for most of them), in a code system per
 * question under `CIRCLES_FHIR_BASE`.
 */
export const CIRCLES_FHIR_BASE = 'https://circles.example.org/fhir';

/** The code system of one question's answer codes. */
export function answerSystem(questionName: string): string {
  return `${CIRCLES_FHIR_BASE}/CodeSystem/answer/${questionName}`;
}

export function questionnaireUrl(templateId: string): string {
  return `${CIRCLES_FHIR_BASE}/Questionnaire/${templateId}`;
}

function coding(questionName: string, c: QuestionChoice): R4.Coding {
  return { system: answerSystem(questionName), code: String(c.value), display: c.label };
}

function itemOf(q: ModuleQuestion): R4.QuestionnaireItem {
  const base = { linkId: q.name, text: q.label };
  switch (q.kind) {
    case 'choice':
    case 'choices':
      return {
        ...base,
        type: 'choice',
        ...(q.kind === 'choices' ? { repeats: true } : {}),
        ...(q.choices.length > 0
          ? { answerOption: q.choices.map((c) => ({ valueCoding: coding(q.name, c) })) }
          : {}),
      };
    case 'number':
      return { ...base, type: q.surveyType === 'rating' ? 'integer' : 'decimal' };
    case 'date':
      return { ...base, type: 'date' };
    case 'text':
      return { ...base, type: q.surveyType === 'comment' ? 'text' : 'string' };
    case 'contact':
      return { ...base, type: 'string' };
    case 'rows':
      // FHIR allows no empty arrays: a matrix without columns is a plain string question.
      if (q.columns.length === 0) return { ...base, type: 'string' };
      return {
        ...base,
        type: 'group',
        repeats: true,
        item: q.columns.map((col): R4.QuestionnaireItem =>
          col.choices
            ? {
                linkId: `${q.name}.${col.name}`,
                text: col.label,
                type: 'choice',
                answerOption: col.choices.map((c) => ({ valueCoding: coding(`${q.name}.${col.name}`, c) })),
              }
            : { linkId: `${q.name}.${col.name}`, text: col.label, type: 'string' },
        ),
      };
  }
}

/**
 * A module template as a Questionnaire: one item per answered question, choices as coded options,
 * its texts in `locale` (the reader's, by default the current locale), which `language` names.
 */
export function questionnaireOf(
  template: { id: string; name: string; surveyJSON: unknown },
  locale: Locale = currentLocale(),
): R4.Questionnaire {
  return {
    resourceType: 'Questionnaire',
    id: template.id,
    language: locale,
    url: questionnaireUrl(template.id),
    title: template.name,
    status: 'active',
    subjectType: ['Patient'],
    item: moduleQuestions(template.surveyJSON, locale).map(itemOf),
  };
}

/** How much of the member's answers a QuestionnaireResponse carries. */
export interface ResponseDisclosure {
  /** De-identified (research export): no dates, contacts or typed text but allow-listed questions. */
  deidentified: boolean;
  /** Question names whose typed text was reviewed as safe to share (research export only). */
  allowList?: readonly string[];
}

function knownChoice(q: { name: string; choices?: QuestionChoice[] }, value: unknown): R4.Coding | undefined {
  const c = (q.choices ?? []).find((choice) => String(choice.value) === String(value));
  return c ? coding(q.name, c) : undefined;
}

function numberOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function answersOf(
  q: ModuleQuestion,
  value: unknown,
  disclosure: ResponseDisclosure,
): R4.QuestionnaireResponseItemAnswer[] | R4.QuestionnaireResponseItem[] {
  const mayShowText = !disclosure.deidentified || (disclosure.allowList ?? []).includes(q.name);
  switch (q.kind) {
    case 'choice': {
      const c = knownChoice(q, value);
      return c ? [{ valueCoding: c }] : [];
    }
    case 'choices':
      return (Array.isArray(value) ? value : [])
        .map((v) => knownChoice(q, v))
        .filter((c): c is R4.Coding => c !== undefined)
        .map((c) => ({ valueCoding: c }));
    case 'number': {
      const n = numberOf(value);
      if (n === undefined) return [];
      return q.surveyType === 'rating' && Number.isInteger(n) ? [{ valueInteger: n }] : [{ valueDecimal: n }];
    }
    case 'date': {
      const d = textOf(value);
      return !disclosure.deidentified && d && /^\d{4}-\d{2}-\d{2}/.test(d)
        ? [{ valueDate: d.slice(0, 10) }]
        : [];
    }
    case 'contact': {
      const t = textOf(value);
      return !disclosure.deidentified && t ? [{ valueString: t }] : [];
    }
    case 'text': {
      const t = textOf(value);
      return mayShowText && t ? [{ valueString: t }] : [];
    }
    case 'rows': {
      const rows = Array.isArray(value) ? value : [];
      const items = rows.map((row): R4.QuestionnaireResponseItem => ({
        linkId: q.name,
        item: q.columns.flatMap((col): R4.QuestionnaireResponseItem[] => {
          const cell =
            typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[col.name] : undefined;
          const linkId = `${q.name}.${col.name}`;
          if (col.choices) {
            const c = knownChoice({ name: linkId, choices: col.choices }, cell);
            return c ? [{ linkId, answer: [{ valueCoding: c }] }] : [];
          }
          const t = textOf(cell);
          return !disclosure.deidentified && t ? [{ linkId, answer: [{ valueString: t }] }] : [];
        }),
      }));
      return items.filter((row) => (row.item ?? []).length > 0);
    }
  }
}

/**
 * A member module's answers as a QuestionnaireResponse of its template's Questionnaire, its texts in
 * `locale` (by default the current locale); the codes are the stored values, the same in every language.
 */
export function questionnaireResponseOf(input: {
  id: string;
  templateId: string;
  surveyJSON: unknown;
  answers: Readonly<Record<string, unknown>>;
  completed: boolean;
  subject: R4.Reference;
  /** When the answers were last saved (left out when de-identified). */
  authored?: string;
  disclosure: ResponseDisclosure;
  locale?: Locale;
}): R4.QuestionnaireResponse {
  const locale = input.locale ?? currentLocale();
  const item: R4.QuestionnaireResponseItem[] = [];
  for (const q of moduleQuestions(input.surveyJSON, locale)) {
    const value = input.answers[q.name];
    if (value === undefined || value === null) continue;
    const out = answersOf(q, value, input.disclosure);
    if (out.length === 0) continue;
    if (q.kind === 'rows') item.push(...(out as R4.QuestionnaireResponseItem[]));
    else item.push({ linkId: q.name, text: q.label, answer: out });
  }
  return {
    resourceType: 'QuestionnaireResponse',
    id: input.id,
    language: locale,
    questionnaire: questionnaireUrl(input.templateId),
    status: input.completed ? 'completed' : 'in-progress',
    subject: input.subject,
    ...(input.authored && !input.disclosure.deidentified ? { authored: input.authored } : {}),
    item,
  };
}
