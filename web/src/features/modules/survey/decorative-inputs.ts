/**
 * SurveyJS draws a rating question as a dropdown when its buttons do not fit (a phone's width). Its
 * combobox is labelled by the question's title, but inside it SurveyJS also renders a read-only text
 * input with no role and no label, only to hold the value's text (search is off for ratings). axe
 * reports it as a form field without a label (WCAG 1.3.1, 4.1.2); a screen reader would announce an
 * empty, unlabelled field inside the combobox. Such an input is hidden from assistive technology; once
 * SurveyJS makes it the searchable combobox input (a role and its own label), it is shown again.
 */
const FILTER_INPUT = 'input.sd-dropdown__filter-string-input';

/** Hides each role-less dropdown filter input under `root` from assistive technology; shows the others. */
export function hideDecorativeInputs(root: ParentNode): void {
  for (const input of root.querySelectorAll<HTMLInputElement>(FILTER_INPUT)) {
    if (input.hasAttribute('role')) input.removeAttribute('aria-hidden');
    else if (input.getAttribute('aria-hidden') !== 'true') input.setAttribute('aria-hidden', 'true');
  }
}

/**
 * Keeps {@link hideDecorativeInputs} true under `root` as SurveyJS renders (pages, display modes, focus
 * turning search on). Answers a function that stops watching.
 */
export function watchDecorativeInputs(root: HTMLElement): () => void {
  hideDecorativeInputs(root);
  const observer = new MutationObserver(() => hideDecorativeInputs(root));
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
  return () => observer.disconnect();
}
