// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ModuleTemplate } from '@circles/shared/schemas/module';
import { renderUi } from '../../../test/render-ui';
import { TemplateDesigner } from './template-designer-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', () => ({
  apiCall: (...args: unknown[]) => apiCall(...args) as unknown,
  ApiError: class extends Error {},
}));
// The Creator itself is exercised in the browser (test/e2e/modules-designer.test.ts).
vi.mock('../survey/template-creator', () => ({
  TemplateCreator: ({ onReady }: { onReady: (h: unknown) => void }) => {
    onReady({ json: () => ({ pages: [] }), load: () => undefined });
    return <div>creator</div>;
  },
}));

const AT = '2026-11-20T10:00:00.000Z';
const template: ModuleTemplate = {
  _id: 'tpl-1',
  name: 'Goals',
  missingFrench: true,
  isPublic: false,
  archived: false,
  createdAt: AT,
  createdBy: 'a',
  createdByName: 'Ada Admin',
  updatedAt: AT,
  modifiedBy: 'a',
  modifiedByName: 'Ada Admin',
  version: 3,
  surveyJSON: {},
};

function renderDesigner() {
  return renderUi(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TemplateDesigner template={template} refetch={() => Promise.resolve(template)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('TemplateDesigner', () => {
  it('disables Save and marks the name field in error while the name is empty', async () => {
    const user = userEvent.setup();
    renderDesigner();
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: /Module Name/ });
    expect(save().disabled).toBe(false);
    await user.clear(name);
    expect(save().disabled).toBe(true);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The Module name must not be empty.')).toBeTruthy();
    await user.type(name, 'New goals');
    expect(save().disabled).toBe(false);
    expect(name.getAttribute('aria-invalid')).toBe('false');
  });

  it('saves the name, public flag and definition with the version it read', async () => {
    const user = userEvent.setup();
    apiCall.mockResolvedValueOnce({ survey: { ...template, name: 'Goals 2', version: 4 } });
    renderDesigner();
    await screen.findByText('creator');
    const name = screen.getByRole('textbox', { name: /Module Name/ });
    await user.type(name, ' 2');
    await user.click(screen.getByRole('switch', { name: 'Public' }));
    await user.click(save());
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('surveysUpdate', {
        params: { id: 'tpl-1' },
        body: { name: 'Goals 2', nameFr: '', isPublic: true, surveyJSON: { pages: [] }, version: 3 },
      }),
    );
    expect(await screen.findByText('Successfully Saved. You can continue editing.')).toBeTruthy();
    expect(screen.getByText('By: Ada Admin')).toBeTruthy();
  });

  it('shows the French name beside the name and saves it trimmed (issue 25)', async () => {
    const user = userEvent.setup();
    apiCall.mockResolvedValueOnce({ survey: { ...template, nameFr: 'Objectifs', version: 4 } });
    renderDesigner();
    await screen.findByText('creator');
    const french = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name in French' });
    expect(french.value).toBe('');
    expect(french.maxLength).toBe(200);
    await user.type(french, ' Objectifs ');
    await user.click(save());
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('surveysUpdate', {
        params: { id: 'tpl-1' },
        body: { name: 'Goals', nameFr: 'Objectifs', isPublic: false, surveyJSON: { pages: [] }, version: 3 },
      }),
    );
  });
});
