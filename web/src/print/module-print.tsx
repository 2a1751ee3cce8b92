// SurveyJS's own texts (a boolean's Yes / No, 'Other (describe)') in French for a French reader.
import 'survey-core/i18n/french';
import { msg as modulesMsg } from '@circles/shared/messages/modules';
import { msg as pdfMsg } from '@circles/shared/messages/pdf';
import type {
  ChaptersPrintPayload,
  ModulePrintPayload,
  PrintModule,
} from '@circles/shared/pdf/print-payload';
import { printedModule, type PrintedAnswer, type PrintedBlock } from '@circles/shared/pdf/printed-module';
import { useLocale } from '../lib/i18n/locale-provider';

/** Heading levels 1–6, as React element names. */
type Level = 1 | 2 | 3 | 4 | 5 | 6;
const H = ({ level, children }: { level: Level; children: React.ReactNode }) => {
  const Tag = `h${level}` as const;
  return <Tag>{children}</Tag>;
};
const below = (level: Level): Level => Math.min(6, level + 1) as Level;

/** An answer this long (characters) may break across pages instead of moving whole to the next. */
const LONG_ANSWER = 600;

function Answer({ answer }: { answer: PrintedAnswer }) {
  switch (answer.kind) {
    case 'none':
      return <p className="print-answer print-answer--none">{pdfMsg('pdf.notAnswered')}</p>;
    case 'text':
      return <p className="print-answer">{answer.text}</p>;
    case 'table':
      return (
        <table>
          {answer.columns.some(Boolean) && (
            <thead>
              <tr>
                {answer.columns.map((c, i) => (
                  <th key={i} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {answer.rows.map((row, r) => (
              <tr key={r}>
                {row.map((value, c) => (
                  <td key={c}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

function Block({ block, level }: { block: PrintedBlock; level: Level }) {
  switch (block.kind) {
    case 'heading':
      return (
        <>
          <H level={level}>{block.text}</H>
          {block.description && <p className="print-description">{block.description}</p>}
        </>
      );
    case 'note':
      return <p className="print-note">{block.text}</p>;
    case 'question': {
      const long =
        block.answer.kind === 'table' ||
        (block.answer.kind === 'text' && block.answer.text.length > LONG_ANSWER);
      return (
        <div className={long ? 'print-question print-question--long' : 'print-question'}>
          <p className="print-question-title">
            {block.number && <span>{block.number} </span>}
            {block.title}
          </p>
          {block.description && <p className="print-question-description">{block.description}</p>}
          <Answer answer={block.answer} />
        </div>
      );
    }
  }
}

/**
 * One module: its title at `level`, its pages below it, every visible question with its answer, in the
 * reader's locale (the template's localisable texts through the SurveyJS model's `locale`).
 */
function ModuleArticle({ module, level }: { module: PrintModule; level: Level }) {
  const printed = printedModule(module.surveyJSON, module.answers, useLocale());
  return (
    <article className="print-chapter">
      <H level={level}>{module.name}</H>
      {module.completeness !== undefined && (
        <p className="print-meta">
          {pdfMsg('pdf.completeness', { percent: Math.round(module.completeness) })}
        </p>
      )}
      {printed.description && <p className="print-description">{printed.description}</p>}
      {printed.sections.length === 0 && <p>{modulesMsg('modules.empty.short')}</p>}
      {printed.sections.map((section, s) => (
        <section key={s}>
          {section.title && <H level={below(level)}>{section.title}</H>}
          {section.description && <p className="print-description">{section.description}</p>}
          {section.blocks.map((block, b) => (
            <Block key={b} block={block} level={below(below(level))} />
          ))}
        </section>
      ))}
    </article>
  );
}

const Member = ({ name }: { name?: string }) =>
  name ? <p className="print-meta">{pdfMsg('pdf.member', { name })}</p> : null;

/** The Export Pdf of a module's page (spec 001 §2.2): the module read-only. */
export function ModulePrint({ payload }: { payload: ModulePrintPayload }) {
  return (
    <main>
      <Member name={payload.memberName} />
      <ModuleArticle module={payload.module} level={1} />
    </main>
  );
}

/** The Export chapters dialog (spec 001 §2.11): the series title, then each chosen chapter on new pages. */
export function ChaptersPrint({ payload }: { payload: ChaptersPrintPayload }) {
  return (
    <main>
      <h1>{payload.title}</h1>
      <Member name={payload.memberName} />
      {payload.chapters.map((chapter) => (
        <ModuleArticle key={chapter.id} module={chapter} level={2} />
      ))}
    </main>
  );
}
