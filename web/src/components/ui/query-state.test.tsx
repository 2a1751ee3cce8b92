// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderUi } from '../../test/render-ui';
import { QueryState } from './query-state';

/** A real query around `read`, shown through QueryState. */
function Harness({
  read,
  errorText,
}: {
  read: () => Promise<string>;
  errorText: string | ((e: unknown) => string);
}) {
  const query = useQuery({ queryKey: ['probe'], queryFn: read, retry: false });
  return (
    <QueryState query={query} errorText={errorText}>
      {(data) => <p>Read: {data}</p>}
    </QueryState>
  );
}

function show(read: () => Promise<string>, errorText: string | ((e: unknown) => string) = 'Could not read.') {
  const client = new QueryClient();
  return renderUi(
    <QueryClientProvider client={client}>
      <Harness read={read} errorText={errorText} />
    </QueryClientProvider>,
  );
}

describe('QueryState', () => {
  it('shows a named spinner while the read is pending, then the data', async () => {
    let done: (value: string) => void = () => {};
    show(() => new Promise<string>((resolve) => (done = resolve)));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    done('twelve');
    expect(await screen.findByText('Read: twelve')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the screen's error text, chosen from the error when it is a function", async () => {
    show(
      () => Promise.reject(new Error('refused')),
      (error) => (error instanceof Error && error.message === 'refused' ? 'Not Authorized.' : 'Other'),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Not Authorized.');
    expect(screen.queryByText(/Read:/)).toBeNull();
  });
});
