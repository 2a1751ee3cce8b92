// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { getAppLocale, setAppLocale } from './i18n/locale-store';
import { QueryProvider } from './query-provider';

afterEach(() => {
  act(() => setAppLocale('en'));
});

let reads = 0;

/** A screen whose answer the server words in the caller's language. */
function Worded() {
  const { data } = useQuery({
    queryKey: ['worded'],
    queryFn: async () => {
      reads += 1;
      return `${getAppLocale()} #${reads}`;
    },
    staleTime: Infinity,
  });
  return <p>{data ?? 'loading'}</p>;
}

describe('the query cache and the language switch (issue 25)', () => {
  it('reads the answers shown again in the new language, even those kept as fresh', async () => {
    render(
      <QueryProvider>
        <Worded />
      </QueryProvider>,
    );
    expect(await screen.findByText('en #1')).toBeTruthy();
    act(() => setAppLocale('fr'));
    expect(await screen.findByText('fr #2')).toBeTruthy();
  });
});
