import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { model as sameDayModel } from '#shared/machine-models/same-day-booking.model.ts';
import { modelPaths, pathsToStates } from '#shared/machine-paths/machine-paths.ts';
import { loadMachineCatalog } from '#tests/support/machine-catalog.ts';
import { renderApp } from '../support/render-app.tsx';

afterEach(() => {
  vi.unstubAllEnvs();
});

async function openViewer(path = '/machines') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Machines' });
  return view;
}

async function stateNode(name: string) {
  return within(await screen.findByRole('group', { name: /^Diagram of / })).findByRole('button', {
    name: `State ${name}`,
  });
}

function currentState() {
  return screen.getByTestId('current-state').textContent;
}

async function choose(name: string) {
  const panel = screen.getByRole('region', { name: 'What can happen now' });
  await userEvent.click(within(panel).getByRole('button', { name }));
}

describe('the machine viewer at /machines', () => {
  it('offers every machine file of machines/ and draws the chosen one', async () => {
    await openViewer();
    const names = (await loadMachineCatalog()).map((entry) => entry.name);
    const select = screen.getByRole('combobox', { name: 'Machine' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(names);

    await userEvent.selectOptions(select, 'coupon');
    for (const state of ['unticked', 'ticked', 'applying', 'applied', 'invalid']) {
      expect(await stateNode(state)).toBeInTheDocument();
    }
    expect(await stateNode('unticked')).toHaveAttribute('aria-current', 'step');
    expect(currentState()).toBe('unticked');
  });

  it('steps the same-day booking through to payment with instant fakes and skipped waits', async () => {
    const { router } = await openViewer('/machines?machine=same-day-booking');
    expect(router.state.location.search).toBe('?machine=same-day-booking');
    expect(await stateNode('contact')).toHaveAttribute('aria-current', 'step');

    await choose('contact.submit (contact details the server accepts)');
    expect(currentState()).toBe('starting');
    await choose('startBooking succeeds');
    expect(currentState()).toBe('contactLoader');
    await choose('Skip the wait (2 seconds)');
    expect(currentState()).toBe('details');
    await choose('details.submit (a time a cleaner is free)');
    await choose('checkAvailability succeeds');
    await choose('Skip the wait (2 seconds)');
    expect(currentState()).toBe('summary');
    await choose('summary.bookNow');
    await choose('bookNow succeeds');
    await choose('Skip the wait (2 seconds)');

    expect(currentState()).toBe('payment');
    expect(await stateNode('payment')).toHaveAttribute('aria-current', 'step');
    expect(await stateNode('contact')).not.toHaveAttribute('aria-current');
    expect(screen.getByText('The machine has finished: nothing more can happen.')).toBeVisible();
    const steps = screen.getByRole('list', { name: 'Steps taken' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByText(/"vFullName": "Amelia Tremblay"/)).toBeInTheDocument();
  });

  it('lets a call fail, keeping the server message the fake answers', async () => {
    await openViewer('/machines?machine=same-day-booking');
    await choose('contact.submit (contact details the server accepts)');
    await choose('startBooking fails');
    expect(currentState()).toBe('contact');
    expect(screen.getByText(/"error": "Invalid Email Format\."/)).toBeInTheDocument();
  });

  it('shows the path the model-based tests take to a state, and follows it', async () => {
    await openViewer('/machines?machine=same-day-booking');
    await userEvent.click(await stateNode('availabilityLoader'));

    const panel = screen.getByRole('region', { name: 'How the tests reach availabilityLoader' });
    const shown = within(panel).getByRole('list', { name: 'Test path to availabilityLoader' });
    const generated = pathsToStates(['availabilityLoader'], modelPaths(sameDayModel));
    expect(generated.get('availabilityLoader')?.steps.map(({ event }) => event.type)).toEqual([
      'xstate.init',
      'draft.restore',
      'details.submit',
      'xstate.done.actor.checkAvailability',
    ]);
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'draft.restore (a draft saved at the details stage)',
      'details.submit (a time a cleaner is free)',
      'checkAvailability succeeds',
    ]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Follow this path' }));
    expect(currentState()).toBe('availabilityLoader');
    expect(await stateNode('availabilityLoader')).toHaveAttribute('aria-current', 'step');
    expect(
      within(screen.getByRole('list', { name: 'Steps taken' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('shows Page Not Found in a production build made without SHOW_MACHINES=1', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('SHOW_MACHINES', '');
    renderApp('/machines');
    expect(await screen.findByRole('heading', { name: 'Page Not Found.' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Machines' })).not.toBeInTheDocument();
  });

  it('shows the viewer in a production build made with SHOW_MACHINES=1', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('SHOW_MACHINES', '1');
    await openViewer('/machines?machine=coupon');
    expect(await stateNode('unticked')).toHaveAttribute('aria-current', 'step');
  });
});
