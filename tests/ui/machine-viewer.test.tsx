import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { model as sameDayModel } from '#shared/machine-models/same-day-booking.model.ts';
import { modelPaths, pathsToStates } from '#shared/machine-paths/machine-paths.ts';
import { loadMachinePaths } from '#tests/support/machine-catalog.ts';
import { transitionCoverage } from '#shared/machine-paths/machine-paths.ts';
import { coverageWords, machineTitle } from '#shared/machine-graph/machine-words.ts';
import { SESSION_KEYS } from '#src/session/role.ts';
import { renderApp } from '../support/render-app.tsx';

afterEach(() => {
  vi.unstubAllEnvs();
  sessionStorage.clear();
});

async function openViewer(path = '/machines') {
  const view = renderApp(path);
  const machine = new URLSearchParams(path.split('?')[1] ?? '').get('machine');
  await screen.findByRole('heading', {
    level: 1,
    name: machine ? machineTitle(machine) : 'Machines',
  });
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
  it('opens on an index of every machine with what it governs, where it runs and its coverage', async () => {
    await openViewer();
    const catalog = await loadMachinePaths();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(
      catalog.map((entry) => machineTitle(entry.name)),
    );
    for (const { name, machine, paths } of catalog) {
      expect(
        await screen.findByTestId(`coverage-${name}`, {}, { timeout: 10_000 }),
      ).toHaveTextContent(`Tested: ${coverageWords(transitionCoverage(machine, paths))}`);
    }
    const lifecycle = cards.find((card) =>
      within(card).queryByRole('link', { name: 'Job lifecycle' }),
    );
    expect(lifecycle).toHaveTextContent(
      'The status of every booking, from the first contact details to a finished or cancelled cleaning.',
    );
    expect(lifecycle).toHaveTextContent('Runs in: On the server');
  });

  it("draws a machine in its users' words and switches to another", async () => {
    const { router } = await openViewer('/machines?machine=job-lifecycle');
    expect(await stateNode('Finding a cleaner (customer) / Open (cleaner)')).toBeInTheDocument();
    expect(await stateNode('Not finished')).toHaveAttribute('aria-current', 'step');
    const diagram = await screen.findByRole('group', { name: 'Diagram of Job lifecycle' });
    // Each label is wrapped onto lines (tspans): read back whole, they are the machine's words.
    const labels = [...diagram.querySelectorAll('text')].map((text) =>
      [...text.querySelectorAll('tspan')].map((line) => line.textContent).join(' '),
    );
    // ✉ marks a move that sends messages (issue 40); a move that sends nothing has none.
    expect(labels).toContain(
      'The cleaner hands it back before the start, and it reopens to other cleaners ✉',
    );
    expect(labels).toContain(
      'The cleaner completes and the card is charged ✉ (only once half the estimated time has passed since the start)',
    );
    expect(labels).toContain('The customer checks availability');
    expect(diagram).not.toHaveTextContent('job.handBack');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Machine' }), 'coupon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupon' })).toBeInTheDocument();
    for (const state of [
      'No coupon box',
      'Coupon box open',
      'Checking the code',
      'Discount applied',
      '“This coupon code is invalid.”',
    ]) {
      expect(await stateNode(state)).toBeInTheDocument();
    }
    expect(await stateNode('No coupon box')).toHaveAttribute('aria-current', 'step');
    expect(currentState()).toBe('unticked');
    expect(router.state.location.search).toBe('?machine=coupon&state=unticked');
  });

  it('zooms with the buttons and the keyboard, and fits again with 0', async () => {
    await openViewer('/machines?machine=job-lifecycle');
    const diagram = await screen.findByRole('group', { name: 'Diagram of Job lifecycle' });
    const whole = diagram.getAttribute('data-view');
    const width = () => Number(diagram.getAttribute('data-view')?.split(' ')[2]);
    const wholeWidth = width();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(width()).toBeLessThan(wholeWidth);
    await userEvent.click(screen.getByRole('button', { name: 'Fit to view' }));
    expect(diagram.getAttribute('data-view')).toBe(whole);

    screen.getByRole('region', { name: 'Diagram of Job lifecycle' }).focus();
    await userEvent.keyboard('++');
    const zoomed = diagram.getAttribute('data-view');
    expect(width()).toBeLessThan(wholeWidth);
    await userEvent.keyboard('{ArrowRight}');
    expect(diagram.getAttribute('data-view')).not.toBe(zoomed);
    await userEvent.keyboard('0');
    expect(diagram.getAttribute('data-view')).toBe(whole);
  });

  it("opens a copied link at its state, reached along the tests' path", async () => {
    await openViewer('/machines?machine=job-lifecycle&state=assigned');
    expect(await stateNode('Cleaner assigned (customer) / Assigned (cleaner)')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(currentState()).toBe('assigned');
    expect(screen.getByTestId('current-state-name')).toHaveTextContent(
      'Cleaner assigned (customer) / Assigned (cleaner)',
    );
    expect(
      within(screen.getByRole('list', { name: 'Steps taken' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('copies the link to the current state', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openViewer('/machines?machine=coupon');
    await choose('coupon.toggle');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link to this state' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/machines?machine=coupon&state=ticked`,
    );
    expect(await screen.findByText('Link copied.')).toBeVisible();
  });

  it('steps the same-day booking through to payment with instant fakes and skipped waits', async () => {
    const { router } = await openViewer('/machines?machine=same-day-booking');
    expect(router.state.location.search).toBe('?machine=same-day-booking&state=contact');
    expect(await stateNode('Contact details form')).toHaveAttribute('aria-current', 'step');

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
    expect(await stateNode('Payment form')).toHaveAttribute('aria-current', 'step');
    expect(await stateNode('Contact details form')).not.toHaveAttribute('aria-current');
    expect(screen.getByText('The machine has finished: nothing more can happen.')).toBeVisible();
    const steps = screen.getByRole('list', { name: 'Steps taken' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByText(/"vFullName": "Amelia Tremblay"/)).toBeInTheDocument();
  });

  it('says under each step of the job lifecycle what it sends, and nothing under a step that sends nothing', async () => {
    await openViewer('/machines?machine=job-lifecycle');
    const panel = () => screen.getByRole('region', { name: 'What can happen now' });
    expect(await within(panel()).findByRole('button', { name: 'booking.quote' })).toBeVisible();
    expect(within(panel()).getByText(/Sends: E-mail to the customer: who cancelled/)).toBeVisible();
    expect(within(panel()).getAllByText(/Sends:/)).toHaveLength(1);

    await choose('booking.quote');
    await choose('booking.authorize');

    expect(
      within(panel()).getByText(
        /Sends: E-mail to the customer: the cleaner's first name, photo, rating and number of jobs done/,
      ),
    ).toBeVisible();
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
    const loaders = within(await screen.findByRole('group', { name: /^Diagram of / })).getAllByRole(
      'button',
      { name: 'State Loader' },
    );
    const availabilityLoader = loaders.find(
      (node) => node.getAttribute('data-state') === 'availabilityLoader',
    );
    if (!availabilityLoader) throw new Error('no availabilityLoader box');
    await userEvent.click(availabilityLoader);

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
    expect(availabilityLoader).toHaveAttribute('aria-current', 'step');
    expect(
      within(screen.getByRole('list', { name: 'Steps taken' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it.each([
    ['a visitor', null],
    ['a customer', SESSION_KEYS.customerUniqueCode],
    ['a cleaner', SESSION_KEYS.contractorUniqueCode],
  ])(
    'shows %s Page Not Found in a production build made without SHOW_MACHINES=1',
    async (_who, key) => {
      vi.stubEnv('DEV', false);
      vi.stubEnv('SHOW_MACHINES', '');
      if (key) sessionStorage.setItem(key, 'some-code');
      renderApp('/machines');
      expect(await screen.findByRole('heading', { name: 'Page Not Found.' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Machines' })).not.toBeInTheDocument();
    },
  );

  it('shows the viewer to a signed-in operator in a production build', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('SHOW_MACHINES', '');
    sessionStorage.setItem(SESSION_KEYS.operatorUniqueCode, 'opr_demo');
    await openViewer('/machines?machine=coupon');
    expect(await stateNode('No coupon box')).toHaveAttribute('aria-current', 'step');
  });

  it('shows the viewer in a production build made with SHOW_MACHINES=1', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('SHOW_MACHINES', '1');
    await openViewer('/machines?machine=coupon');
    expect(await stateNode('No coupon box')).toHaveAttribute('aria-current', 'step');
  });
});
