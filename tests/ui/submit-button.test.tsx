import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '#src/app/providers.tsx';
import { createApiClient } from '#src/api/client.ts';
import { SubmitButton } from '#src/components/submit-button.tsx';
import type { Locale } from '#shared/i18n/locale.ts';

function renderBusy(locale: Locale) {
  render(
    <AppProviders client={createApiClient('http://127.0.0.1:1')} env="test" locale={locale}>
      <SubmitButton loading>Save</SubmitButton>
    </AppProviders>,
  );
}

describe('a busy submit button', () => {
  it('reads Loading... (spec §4) and refuses clicks', async () => {
    renderBusy('en-CA');
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
  });

  it('reads Chargement… on a French page', async () => {
    renderBusy('fr-CA');
    expect(await screen.findByRole('button', { name: 'Chargement…' })).toBeDisabled();
  });
});
