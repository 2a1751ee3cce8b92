// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { renderUi } from '../../test/render-ui';
import { DownloadOnDemand } from './download-on-demand';

/** The component with a real mutation around `fetch` (a file id to its link). */
function Harness({ fetch, ready }: { fetch: (id: string) => Promise<{ url: string }>; ready: boolean }) {
  const fetchLink = useMutation<{ url: string }, unknown, string>({ mutationFn: fetch });
  return (
    <DownloadOnDemand
      fetchLink={fetchLink}
      id="file-1"
      ready={ready}
      label="Download"
      ariaLabel="Download file 1"
      errorText="The link could not be made."
    >
      {(link) => <a href={link.url}>the file</a>}
    </DownloadOnDemand>
  );
}

const renderHarness = (fetch: (id: string) => Promise<{ url: string }>, ready = true) =>
  renderUi(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <Harness fetch={fetch} ready={ready} />
    </QueryClientProvider>,
  );

describe('DownloadOnDemand', () => {
  it('keeps the button disabled until the file is ready', () => {
    const fetch = vi.fn();
    renderHarness(fetch, false);
    expect(screen.getByRole('button', { name: 'Download file 1' }).hasAttribute('disabled')).toBe(true);
  });

  it('fetches the link of its id when asked and shows it in place of the button', async () => {
    const fetch = vi.fn().mockResolvedValue({ url: 'https://files.example/1' });
    renderHarness(fetch);
    await userEvent.click(screen.getByRole('button', { name: 'Download file 1' }));
    expect(fetch.mock.calls[0]?.[0]).toBe('file-1');
    expect((await screen.findByRole('link', { name: 'the file' })).getAttribute('href')).toBe(
      'https://files.example/1',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the link cannot be fetched, and lets the user try again', async () => {
    const fetch = vi.fn().mockRejectedValue(new Error('down'));
    renderHarness(fetch);
    await userEvent.click(screen.getByRole('button', { name: 'Download file 1' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The link could not be made.');
    expect(screen.getByRole('button', { name: 'Download file 1' }).hasAttribute('disabled')).toBe(false);
  });
});
