// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderUi } from '../../test/render-ui';
import type * as apiClient from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';
import { DownloadPdfButton } from './download-pdf-button';

const apiCall = vi.fn();
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiCall: (...args: unknown[]) => apiCall(...args) as unknown,
}));

function renderButton() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderUi(
    <QueryClientProvider client={client}>
      <DownloadPdfButton target={{ report: { kind: 'cc' } }} />
    </QueryClientProvider>,
  );
}

describe('DownloadPdfButton', () => {
  it('asks the server for the report, shows progress while it renders, then follows the presigned URL', async () => {
    let answer!: (value: unknown) => void;
    apiCall.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(`${this.href} ${this.download}`);
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(apiCall).toHaveBeenCalledWith('pdfReport', expect.objectContaining({ body: { kind: 'cc' } }));
    expect(screen.getByRole('button', { name: 'Download' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('Preparing the PDF…');
    answer({
      url: 'https://files.example/pdf/x.pdf?sig',
      fileName: 'cc_report.pdf',
      expiresAt: '2026-11-23T00:05:00Z',
    });
    await waitFor(() => expect(clicks).toEqual(['https://files.example/pdf/x.pdf?sig cc_report.pdf']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download' })).toHaveProperty('disabled', false),
    );
    click.mockRestore();
  });

  it("shows the spec's texts: not found on a 404, capture failed otherwise", async () => {
    apiCall.mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'x'));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Report content not found. Please try again.')).toBeTruthy();
    apiCall.mockRejectedValueOnce(new ApiError(500, 'PDF_RENDER_FAILED', 'x'));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Failed to capture the report. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Report content not found. Please try again.')).toBeNull();
  });
});
