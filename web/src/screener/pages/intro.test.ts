// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { PageContext } from '../context';
import type { PageId, ScreenerState } from '../flow';
import { initialState, withInfo } from '../flow';
import { introPage } from './intro';

/** A page context over a plain state, recording where Next went. */
function fakeContext(): PageContext & { went: PageId[] } {
  let state: ScreenerState = initialState('id-1');
  const went: PageId[] = [];
  return {
    went,
    get state() {
      return state;
    },
    config: { connectorEmail: '' },
    go: (page) => went.push(page),
    setInfo: (field, value) => {
      state = withInfo(state, field, value, () => 'id-2');
    },
    setAnswer: () => undefined,
    submit: () => undefined,
    announce: () => undefined,
  };
}

const pageErrors: unknown[] = [];
const onError = (ev: ErrorEvent) => pageErrors.push(ev.error ?? ev.message);

beforeEach(() => {
  pageErrors.length = 0;
  window.addEventListener('error', onError);
});
afterEach(() => {
  window.removeEventListener('error', onError);
  document.body.replaceChildren();
});

function mount(ctx: PageContext): HTMLInputElement {
  document.body.append(introPage(ctx));
  return document.getElementById('f-email') as HTMLInputElement;
}

describe('screener page 1 email field', () => {
  it('keeps an email typed with capitals as typed, without a page error, and Next proceeds', async () => {
    const user = userEvent.setup({ document });
    const ctx = fakeContext();
    const email = mount(ctx);
    await user.type(document.getElementById('f-firstName') as HTMLInputElement, 'Jane');
    await user.type(document.getElementById('f-lastName') as HTMLInputElement, 'Doe');
    await user.type(email, 'Jane.Doe@Example.COM');
    await user.tab();

    expect(pageErrors).toEqual([]);
    expect(email.value).toBe('Jane.Doe@Example.COM');
    expect(ctx.state.info.email).toBe('Jane.Doe@Example.COM');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect((document.getElementById('f-email-error') as HTMLElement).hidden).toBe(true);

    await user.click(document.querySelector('button[type=submit]') as HTMLButtonElement);
    expect(ctx.went).toEqual([2]);
  });

  it('keeps a pasted email with a leading space in the state, so it is not lost', async () => {
    const user = userEvent.setup({ document });
    const ctx = fakeContext();
    const email = mount(ctx);
    await user.type(document.getElementById('f-firstName') as HTMLInputElement, 'Mary');
    await user.type(document.getElementById('f-lastName') as HTMLInputElement, 'OBrien');
    await user.click(email);
    await user.paste(' Mary.OBrien@Example.com');
    await user.tab();

    expect(pageErrors).toEqual([]);
    expect(ctx.state.info.email.trim()).toBe('Mary.OBrien@Example.com');
    await user.click(document.querySelector('button[type=submit]') as HTMLButtonElement);
    expect(ctx.went).toEqual([2]);
  });

  it('never rewrites the email field while typing', async () => {
    const user = userEvent.setup({ document });
    const email = mount(fakeContext());
    const seen: string[] = [];
    email.addEventListener('input', () => queueMicrotask(() => seen.push(email.value)));
    await user.type(email, 'Ab@Cd.EF');
    expect(pageErrors).toEqual([]);
    expect(seen).toEqual(['A', 'Ab', 'Ab@', 'Ab@C', 'Ab@Cd', 'Ab@Cd.', 'Ab@Cd.E', 'Ab@Cd.EF']);
  });

  it('still shows the catalogue text for an invalid email after leaving the field', async () => {
    const user = userEvent.setup({ document });
    const email = mount(fakeContext());
    await user.type(email, 'Jane@');
    await user.tab();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('f-email-error')?.textContent).toBe('Invalid email');
  });
});
