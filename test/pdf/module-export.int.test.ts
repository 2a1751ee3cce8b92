import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleTemplates, templateQuestions } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import { exportSettings } from '@circles/shared/pdf/export-settings';
import type { PrintModule } from '@circles/shared/pdf/print-payload';
import { printedModule } from '@circles/shared/pdf/printed-module';
import { PdfRenderer, PdfRenderError } from '@circles/functions/pdf/renderer';
import { isPdf, mediaBoxes, pdfText } from '../support/pdf-text';

/*
 * The print entry of the web build (`npm run build:web` first) printed by the renderer: a module export
 * and a chapters export, with the module's texts selectable, on the spec's pages, fetching nothing.
 */

const dist = resolve(import.meta.dirname, '../../web/dist');
const templates = moduleTemplates();
const printModule = (index: number): PrintModule => {
  const template = templates[index];
  if (!template) throw new Error(`No module template ${index}`);
  return {
    id: `module-${index}`,
    name: template.name,
    surveyJSON: template.surveyJSON,
    answers: sampleAnswers(template, index),
    completeness: 100,
  };
};

const blocked: string[] = [];
let renderer: PdfRenderer;
beforeAll(() => {
  if (!existsSync(resolve(dist, 'print.html')))
    throw new Error('web/dist/print.html is missing: run `npm run build:web`.');
  renderer = new PdfRenderer({ assetsDir: dist, onBlockedRequest: (url) => blocked.push(url) });
});
afterAll(() => renderer.close());

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('a module export', () => {
  it('prints the module read-only on A4 with its title, questions and answers as selectable text', async () => {
    const module = printModule(0);
    const { pdf, page } = await renderer.render('module', { memberName: 'Mary Member', module });
    expect(isPdf(pdf)).toBe(true);
    expect(page).toMatchObject({ widthMm: 210, heightMm: 297, fontPt: 14 });
    for (const [width, height] of mediaBoxes(pdf)) {
      expect(Math.abs(width - 595.3)).toBeLessThanOrEqual(1);
      expect(Math.abs(height - 841.9)).toBeLessThanOrEqual(1);
    }
    const text = pdfText(pdf);
    expect(text).toContain(words(module.name));
    expect(text).toContain('Member: Mary Member');
    const template = templates[0];
    for (const question of template ? templateQuestions(template).slice(0, 3) : []) {
      // The start of each title (a long title wraps; pdftotext may split it at the line end).
      expect(text).toContain(words(question.title.default).split(' ').slice(0, 3).join(' '));
    }
    const answers = printedModule(module.surveyJSON, module.answers)
      .sections.flatMap((section) => section.blocks)
      .flatMap((block) =>
        block.kind === 'question' && block.answer.kind === 'text' ? [block.answer.text] : [],
      );
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers.slice(0, 5)) expect(text).toContain(words(answer).slice(0, 30));
    expect(blocked).toEqual([]);
  });

  it('prints the chosen chapters on the export dialog page, each chapter by name', async () => {
    const chapters = [printModule(1), printModule(2)];
    const page = exportSettings({ width: 148, height: 210, fontSize: 11 });
    const { pdf } = await renderer.render('chapters', { title: 'Community Connections', chapters, page });
    const boxes = mediaBoxes(pdf);
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (const [width, height] of boxes) {
      expect(Math.abs(width - 419.5)).toBeLessThanOrEqual(1);
      expect(Math.abs(height - 595.3)).toBeLessThanOrEqual(1);
    }
    const text = pdfText(pdf);
    expect(text).toContain('Community Connections');
    for (const chapter of chapters) expect(text).toContain(words(chapter.name));
    expect(blocked).toEqual([]);
  });

  it('refuses a kind the print entry has no view for, and prints again afterwards', async () => {
    await expect(renderer.render('no-such-kind', {})).rejects.toThrow(PdfRenderError);
    const { pdf } = await renderer.render('module', { module: printModule(0) });
    expect(isPdf(pdf)).toBe(true);
  });
});
