import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoOperator } from '#server/db/seed/accounts.ts';
import { plainSpaces } from '#shared/i18n/format.ts';
import { renderApp } from '../support/render-app.tsx';
import { renderAppIn } from '../support/render-in-locale.tsx';
import { actAs, postToApi, signInAs, type SignedIn } from '../support/ui-accounts.ts';

// The console's cancellation-policy editor against the real server (issue 42, decision 127): the
// version in force in a customer's words, the form with its live preview, a refusal that
// publishes nothing, and a publication. The first version's rules are published again after, so
// bookings confirmed by the files after this one keep the first version's terms.

type Tier = { fromHoursBefore: number; untilHoursBefore: number; fee: Record<string, unknown> };
type Versions = {
  versions: { version: number; freeMinutesAfterBooking: number; tiers: Tier[] }[];
};

const READ = '/api/admin/cancellation-policy';
const PUBLISH = '/api/admin/cancellation-policy/publish';

let operator: SignedIn;
let first: Versions['versions'][number];

async function versions() {
  return (await postToApi<Versions>(READ, {}, { cookie: operator.cookie })).body.data!.versions;
}

beforeAll(async () => {
  operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
  first = (await versions()).at(-1)!;
});

afterAll(async () => {
  const [current] = await versions();
  if (current && current.version !== first.version) {
    await postToApi(
      PUBLISH,
      {
        basedOnVersion: current.version,
        freeMinutesAfterBooking: first.freeMinutesAfterBooking,
        tiers: first.tiers,
      },
      { cookie: operator.cookie },
    );
  }
});

describe('/admin/cancellation-policy', () => {
  it('says the policy in force in Canadian French on the French console', async () => {
    actAs(operator);
    renderAppIn('fr-CA', '/admin/cancellation-policy', { cookie: operator.cookie });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Politique d’annulation' },
      { timeout: 20_000 },
    );
    const inForce = await screen.findByTestId('policy-in-force');
    expect(
      within(inForce)
        .getAllByRole('listitem')
        .map((item) => plainSpaces(item.textContent ?? '')),
    ).toEqual([
      'Annulation gratuite jusqu’à 24 heures avant le début.',
      'Elle est aussi gratuite tant qu’aucun préposé au ménage n’a accepté votre réservation, et dans les 10 minutes qui suivent la réservation.',
      'De 24 à 2 heures avant le début, l’annulation coûte 1 heure de la paie de votre préposé.',
      'À moins de 2 heures du début, l’annulation coûte 50 % du prix avant taxes.',
      'Une fois le ménage commencé, il ne peut plus être annulé.',
      'Tous les frais vont à votre préposé au ménage, taxes incluses.',
    ]);
    expect(screen.getByRole('button', { name: /^Publier la version \d+$/ })).toBeVisible();
  });

  it('shows the policy in force in plain words, previews the edit, refuses a bad one and publishes', async () => {
    const [before] = await versions();
    const next = before!.version + 1;
    actAs(operator);
    renderApp('/admin/cancellation-policy', { cookie: operator.cookie });
    await screen.findByRole('heading', { level: 1, name: 'Cancellation policy' });
    await waitFor(() => expect(document.title).toBe('Cancellation policy | MapleShine'));

    const inForce = await screen.findByTestId('policy-in-force');
    expect(
      within(inForce)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Free cancellation until 24 hours before the start.',
      'It is also free while no cleaner has accepted your booking, and within 10 minutes of booking.',
      'From 24 to 2 hours before the start, cancelling costs 1 hour of your cleaner’s pay.',
      'Under 2 hours before the start, cancelling costs 50% of the price before tax.',
      'Once the cleaning has started, it can no longer be cancelled.',
      'Every fee goes to your cleaner, and includes its tax.',
    ]);
    expect(screen.getByText('No earlier version: the one in force is the first.')).toBeVisible();

    const preview = screen.getByTestId('policy-preview');
    expect(preview).toHaveTextContent(
      /^Free cancellation until 24 hours before the start\. .* Under 2 hours before the start, cancelling costs 50% of the price before tax\./,
    );

    // A tier's Until and the next tier's From are one edge: both move.
    const until = screen.getByRole('textbox', { name: 'Tier 1: Until (hours before the start)' });
    await userEvent.clear(until);
    await userEvent.type(until, '3');
    expect(
      screen.getByRole('textbox', { name: 'Tier 2: From (hours before the start)' }),
    ).toHaveValue('3');
    const percent = screen.getByRole('textbox', { name: 'Tier 2: Percent of the price' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '60');
    expect(preview).toHaveTextContent(
      'From 24 to 3 hours before the start, cancelling costs 1 hour of your cleaner’s pay.',
    );
    expect(preview).toHaveTextContent(
      'Under 3 hours before the start, cancelling costs 60% of the price before tax.',
    );

    // Hours of pay not in quarter hours: the server's sentence, and nothing published.
    const hours = screen.getByRole('textbox', { name: 'Tier 1: Hours of pay' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '1.1');
    await userEvent.click(screen.getByRole('button', { name: `Publish version ${next}` }));
    expect(
      await screen.findByText(
        'Tier 1: please give the hours of the cleaner’s pay in quarter hours (0.25, 0.5, 0.75, 1 and so on).',
      ),
    ).toBeVisible();
    expect((await versions())[0]?.version).toBe(before!.version);

    await userEvent.clear(hours);
    await userEvent.type(hours, '1,5');
    expect(preview).toHaveTextContent(
      'From 24 to 3 hours before the start, cancelling costs 1.5 hours of your cleaner’s pay.',
    );
    await userEvent.click(screen.getByRole('button', { name: `Publish version ${next}` }));
    expect(
      await screen.findByText(
        `Published version ${next}. It applies to bookings confirmed from now on; bookings already confirmed keep their own version.`,
      ),
    ).toBeVisible();
    expect(await screen.findByText(new RegExp(`^Version ${next}, in force since `))).toBeVisible();
    const earlier = await screen.findByRole('list', { name: 'Earlier versions' });
    expect(
      within(earlier).getByRole('heading', { name: `Version ${before!.version} of the policy` }),
    ).toBeVisible();
    expect(within(earlier).getByText(/^In force from .* until /)).toBeVisible();
    // The form starts again from the new version.
    expect(screen.getByRole('button', { name: `Publish version ${next + 1}` })).toBeInTheDocument();
    expect((await versions())[0]).toMatchObject({
      version: next,
      freeMinutesAfterBooking: 10,
      tiers: [
        { fromHoursBefore: 24, untilHoursBefore: 3, fee: { kind: 'cleanerPay', hours: 1.5 } },
        { fromHoursBefore: 3, untilHoursBefore: 0, fee: { kind: 'priceShare', percent: 60 } },
      ],
    });

    // Another operator publishes meanwhile: this form's version is refused, nothing is written,
    // and the page turns to the version now in force.
    const [published] = await versions();
    const other = await postToApi(
      PUBLISH,
      { basedOnVersion: next, freeMinutesAfterBooking: 5, tiers: published!.tiers },
      { cookie: operator.cookie },
    );
    expect(other.status).toBe(200);
    await userEvent.click(screen.getByRole('button', { name: `Publish version ${next + 1}` }));
    expect(
      await screen.findByText(
        `Another operator published version ${next + 1} while you were editing. Nothing was published: please look at the version in force and publish again.`,
      ),
    ).toBeVisible();
    expect(
      await screen.findByText(new RegExp(`^Version ${next + 1}, in force since `)),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: `Publish version ${next + 2}` })).toBeVisible();
    expect((await versions())[0]?.version).toBe(next + 1);
  });
});
