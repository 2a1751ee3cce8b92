// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Autocomplete, TextField } from '@mui/material';
import { renderUi } from '../../test/render-ui';
import { LocaleProvider } from './locale-provider';
import { setAppLocale } from './locale-store';

afterEach(() => {
  act(() => setAppLocale('en'));
});

function renderPicker() {
  return renderUi(
    <LocaleProvider>
      <Autocomplete options={['Mary', 'Paul']} renderInput={(p) => <TextField {...p} label="Member" />} />
    </LocaleProvider>,
  );
}

describe("MUI's own texts follow the app's locale (issue 25)", () => {
  it("names an Autocomplete's popup button in English, then in French after a switch", () => {
    renderPicker();
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
    act(() => setAppLocale('fr'));
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });
});
