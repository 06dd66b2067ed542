import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { machineViewerLabels as labels } from '#shared/catalogue/fr-CA/machine-viewer.ts';
import { plainSpaces } from '#shared/i18n/format.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { machineTitle } from '#shared/machine-graph/machine-words.ts';
import { renderAppIn } from '../support/render-in-locale.tsx';

/*
 * The machine viewer in French (decision 109): its own words come from the French catalogue;
 * the machines' words (their titles, states and moves, from their meta) stay as written.
 */

/** A page that loads lazily on a machine the other test files share: more than findBy's 5 s. */
const SLOW = 20_000;

const t = (message: string, values?: Record<string, string | number>) =>
  formatMessage('fr-CA', message, values);

async function choose(name: string) {
  const panel = screen.getByRole('region', { name: labels.CHOICES_HEADING });
  await userEvent.click(within(panel).getByRole('button', { name }));
}

describe('the machine viewer in French', () => {
  it('titles its index and says where each machine runs in French', async () => {
    renderAppIn('fr-CA', '/machines');
    expect(
      await screen.findByRole('heading', { level: 1, name: labels.TITLE }, { timeout: SLOW }),
    ).toBeVisible();
    expect(screen.getByText(labels.INDEX_INTRO)).toBeVisible();
    expect(
      screen.getAllByText(plainSpaces(labels.INDEX_RUNS_IN), { normalizer: plainSpaces }).length,
    ).toBeGreaterThan(1);
  });

  it('steps a machine with French choices, steps and panels', async () => {
    renderAppIn('fr-CA', '/machines?machine=same-day-booking');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: machineTitle('same-day-booking') },
        { timeout: SLOW },
      ),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: labels.MACHINE })).toBeVisible();
    expect(
      await screen.findByRole('group', {
        name: t(labels.DIAGRAM_OF, { title: machineTitle('same-day-booking') }),
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: labels.ZOOM_IN })).toBeVisible();
    expect(screen.getByRole('heading', { name: labels.CURRENT_STATE })).toBeVisible();
    expect(
      screen.getByText(plainSpaces(labels.NO_STEPS), { normalizer: plainSpaces }),
    ).toBeVisible();

    await choose('contact.submit (contact details the server accepts)');
    await choose(t(labels.CALL_SUCCEEDS, { id: 'startBooking' }));
    // The wait's length in French words: « 2 secondes ».
    await choose(plainSpaces(t(labels.SKIP_WAIT, { delay: '2 secondes' })));
    const steps = screen.getByRole('list', { name: labels.STEPS_TAKEN });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'contact.submit (contact details the server accepts)',
      'startBooking réussit',
      '2 secondes écoulé',
    ]);
    expect(screen.getByRole('button', { name: labels.START_OVER })).toBeVisible();
    expect(screen.getByRole('heading', { name: labels.CONTEXT })).toBeVisible();
  });

  it('names a failing call and its stand-in in French', async () => {
    renderAppIn('fr-CA', '/machines?machine=job-lifecycle');
    const panel = await screen.findByRole('region', { name: labels.CHOICES_HEADING });
    expect(within(panel).getByText(labels.EVENTS)).toBeVisible();
    expect(within(panel).getAllByText(/^✉ Envoie/).length).toBeGreaterThan(0);
  });
});
