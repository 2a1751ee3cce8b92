// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { hideDecorativeInputs, watchDecorativeInputs } from './decorative-inputs';

/** A rating question drawn as a dropdown, as SurveyJS 2 renders it at a phone's width. */
const RATING_AS_DROPDOWN = `
  <div id="sq_15i" class="sd-input sd-dropdown" tabindex="0" role="combobox" aria-labelledby="sq_15_ariaTitle">
    <div class="sd-dropdown__value"><span class="sv-string-viewer">4</span>
      <input id="sq_15i_undefined" class="sd-dropdown__filter-string-input" readonly tabindex="-1" type="text">
    </div>
  </div>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the dropdown inputs SurveyJS draws without a label (a rating on a phone)', () => {
  it('hides the role-less read-only input from assistive technology; the labelled combobox stays', () => {
    document.body.innerHTML = RATING_AS_DROPDOWN;
    hideDecorativeInputs(document.body);
    expect(document.querySelector('input')!.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('[role="combobox"]')!.hasAttribute('aria-hidden')).toBe(false);
  });

  it('shows the input again when SurveyJS makes it the searchable combobox input, and hides new ones as they render', async () => {
    const root = document.createElement('section');
    document.body.append(root);
    const stop = watchDecorativeInputs(root);
    root.innerHTML = RATING_AS_DROPDOWN;
    await new Promise((done) => setTimeout(done, 0));
    const input = root.querySelector('input')!;
    expect(input.getAttribute('aria-hidden')).toBe('true');
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-label', 'How sure are you?');
    await new Promise((done) => setTimeout(done, 0));
    expect(input.hasAttribute('aria-hidden')).toBe(false);
    stop();
  });
});
