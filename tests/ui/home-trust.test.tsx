import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '#src/app/providers.tsx';
import { createApiClient } from '#src/api/client.ts';
import { RatingSummary } from '#src/components/rating-summary.tsx';
import { HomeBanner } from '#src/features/home/components/home-banner.tsx';
import { homePageLabels } from '#shared/catalogue/en-CA/home.ts';
import { renderApp } from '../support/render-app.tsx';
import { apiUrl } from '../support/ui-api-url.ts';

type Summary = { iReviews: number; fAverageRating?: number };
type Service = { vServiceName: string; fFromPrice?: number };

async function api<Data>(path: string, body: object = {}): Promise<Data> {
  const response = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: Data }).data;
}

const HERO = 'Home cleaning in nine Canadian cities';

describe('the home banner sells with the figures the product holds', () => {
  it('shows the cities, the lowest from-price and the rating of real reviews, with Book Now', async () => {
    const summary = await api<Summary>('/api/review/get_summary', { eType: 'Customer' });
    expect(summary.iReviews).toBeGreaterThan(0);
    renderApp('/');
    const hero = await screen.findByRole('region', { name: HERO });
    expect(within(hero).getByRole('heading', { level: 1, name: HERO })).toBeInTheDocument();
    expect(
      await within(hero).findByText(
        'Brampton · Calgary · Edmonton · Gatineau · Lower Mainland · Mississauga · Ottawa · Toronto · Winnipeg',
      ),
    ).toBeInTheDocument();
    // The seeded routine clean: 2 hours (the minimum) × $42, the cheapest of the five.
    expect(await within(hero).findByText('From $84.00 before tax')).toBeInTheDocument();
    expect(within(hero).getByText('for a 1-bedroom, 1-bathroom home')).toBeInTheDocument();
    const rating = await within(hero).findByRole('img', {
      name: `Rated ${summary.fAverageRating!.toFixed(1)} out of 5 from ${summary.iReviews} reviews`,
    });
    expect(rating).toHaveTextContent(
      `${summary.fAverageRating!.toFixed(1)}·${summary.iReviews} reviews`,
    );
    expect(within(hero).getByText('Vetted, background-checked cleaners')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/book-now',
    );
  });

  it('shows the quote a customer gets for the smallest home of the cheapest service', async () => {
    const services = await api<Service[]>('/api/service/get_all_data');
    const cheapest = services.reduce((low, service) =>
      service.fFromPrice! < low.fFromPrice! ? service : low,
    );
    renderApp('/');
    const card = await screen.findByRole('figure', {
      name: `Your quote: ${cheapest.vServiceName}`,
    });
    expect(within(card).getByText('9:00AM - 11:00AM')).toBeInTheDocument();
    expect(within(card).getByText('$84.00')).toBeInTheDocument();
    expect(within(card).getByText('Card held, charged when done')).toBeInTheDocument();
  });

  it('shows no rating at all when there are no reviews yet', async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    // What /api/review/get_summary answers without a review (tests/api/trust-figures.test.ts).
    queryClient.setQueryData(['review-summary', 'Customer'], { iReviews: 0 });
    render(
      <AppProviders client={createApiClient(apiUrl())} queryClient={queryClient} env="test">
        <MemoryRouter>
          <HomeBanner labels={homePageLabels} />
        </MemoryRouter>
      </AppProviders>,
    );
    const hero = screen.getByRole('region', { name: HERO });
    expect(await within(hero).findByText('From $84.00 before tax')).toBeInTheDocument();
    expect(within(hero).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(within(hero).queryByText(/reviews?$/)).not.toBeInTheDocument();
  });
});

describe('the rating summary', () => {
  it('says "1 review" for one review and rounds to one decimal', async () => {
    render(
      <AppProviders client={createApiClient('http://127.0.0.1:1')} env="test">
        <RatingSummary average={5} count={1} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' }),
    ).toHaveTextContent('5.0·1 review');
  });

  it('reads in French on a French page: a decimal comma, "avis", a space in thousands', async () => {
    render(
      <AppProviders client={createApiClient('http://127.0.0.1:1')} env="test" locale="fr-CA">
        <RatingSummary average={4.75} count={1234} />
        <RatingSummary average={5} count={1} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('img', { name: 'Note de 4,8 sur 5 selon 1\u00a0234 avis' }),
    ).toHaveTextContent('4,8·1 234 avis');
    expect(screen.getByRole('img', { name: 'Note de 5,0 sur 5 selon 1 avis' })).toBeInTheDocument();
  });
});

describe('the French home banner and service page (decision 102)', () => {
  it('write the price, the hours, the window and the rating as French does', async () => {
    const summary = await api<Summary>('/api/review/get_summary', { eType: 'Customer' });
    renderApp('/', { locale: 'fr-CA' });
    const hero = await screen.findByRole(
      'region',
      { name: 'Ménage résidentiel dans neuf villes canadiennes' },
      { timeout: 15_000 },
    );
    // Testing Library reads a no-break space as a space; the text itself holds U+00A0.
    const price = await within(hero).findByText('À partir de 84,00 $ avant taxes');
    expect(price.textContent).toBe('À partir de 84,00\u00a0$ avant taxes');
    const rating = summary.fAverageRating!.toFixed(1).replace('.', ',');
    expect(
      await within(hero).findByRole('img', {
        name: `Note de ${rating} sur 5 selon ${summary.iReviews} avis`,
      }),
    ).toHaveTextContent(`${rating}·${summary.iReviews} avis`);
    const card = within(hero).getByRole('figure', { name: /^Votre soumission\u00a0: / });
    expect(within(card).getByText('9 h – 11 h').textContent).toBe('9\u00a0h\u00a0–\u00a011\u00a0h');
    expect(within(card).getByText('84,00 $')).toBeInTheDocument();
    expect(hero).not.toHaveTextContent(/reviews?|\$\d|AM|PM/);
  });

  it('shows a service’s from-price and its hours in French', async () => {
    renderApp('/deep-cleaning', { locale: 'fr-CA' });
    const main = await screen.findByRole('main', {}, { timeout: 15_000 });
    expect(
      await within(main).findByText('À partir de 125,00 $ avant taxes', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      within(main).getByText('pour un logement de 1 chambre et 1 salle de bain, environ 2,5 h'),
    ).toBeInTheDocument();
    // The service's questions lead to all of them in French too.
    expect(await within(main).findByText('Tout voir', {}, { timeout: 15_000 })).toBeVisible();
    expect(within(main).queryByText('View All')).not.toBeInTheDocument();
  });
});

describe('the home page about section', () => {
  it('names the facts a stranger can check: background checks, the card rule, cleaner pay', async () => {
    renderApp('/');
    const about = await screen.findByRole('region', { name: 'About MapleShine' });
    const trust = within(about).getByRole('region', { name: 'Why homes trust MapleShine' });
    expect(
      within(trust)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Background-checked cleanersEvery cleaner consents to a background check when they apply, and our team approves them before their first job.',
      'Card held, charged when doneYour card is held when you book and charged only once the job is done, never for more than the price you approved.',
      'Cleaners paid within 48 hoursCleaners earn up to $30 per hour and are paid within 48 hours of each completed shift.',
    ]);
  });

  it('shows how a booking works in three steps', async () => {
    renderApp('/');
    const about = await screen.findByRole('region', { name: 'About MapleShine' });
    const steps = within(about).getByRole('region', { name: 'How it works' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1. Tell us about your homeChoose the service, rooms and extras, and see your price and cleaning window before you pay.',
      '2. Book with your card heldYour card is authorized, not charged, and a vetted cleaner in your city accepts the job.',
      '3. Pay when it is doneYour card is charged only after the cleaning is completed. Then rate your cleaner.',
    ]);
  });

  it('lists the nine cities served, Edmonton linking to its own page', async () => {
    renderApp('/');
    const cities = await screen.findByRole('region', { name: 'Where we clean' });
    const items = await within(cities).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Brampton ON',
      'Calgary AB',
      'Edmonton AB',
      'Gatineau QC',
      'Lower Mainland BC',
      'Mississauga ON',
      'Ottawa ON',
      'Toronto ON',
      'Winnipeg MB',
    ]);
    expect(within(cities).getAllByRole('link')).toHaveLength(1);
    expect(within(cities).getByRole('link', { name: 'Edmonton AB' })).toHaveAttribute(
      'href',
      '/move-out-in-cleaning-edmonton',
    );
  });

  it('shows the average and the count beside the testimonials', async () => {
    const summary = await api<Summary>('/api/review/get_summary', { eType: 'Customer' });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'What Our Customers Say' });
    expect(
      await within(section).findByRole('img', {
        name: `Rated ${summary.fAverageRating!.toFixed(1)} out of 5 from ${summary.iReviews} reviews`,
      }),
    ).toBeInTheDocument();
  });
});

describe('a service page', () => {
  it('shows its from-price with Book Now right under it, and its included list as a checklist', async () => {
    renderApp('/deep-cleaning');
    const main = await screen.findByRole('main');
    const price = await within(main).findByText('From $125.00 before tax');
    expect(
      within(main).getByText('for a 1-bedroom, 1-bathroom home, about 2.5 hours'),
    ).toBeInTheDocument();
    const block = price.closest<HTMLElement>('.mantine-Paper-root')!;
    expect(within(block).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/book-now',
    );
    const checklist = within(main).getByRole('region', { name: 'What is included' });
    const items = within(checklist).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items[0]).toHaveTextContent(
      'Kitchen degreased: counters, backsplash, stovetop, range hood, cabinet fronts and appliance exteriors.',
    );
    expect(items[7]).toHaveTextContent('Floors vacuumed and mopped throughout.');
    // The list is shown once, as the checklist, and the page goes on after it.
    expect(within(main).getAllByText('Floors vacuumed and mopped throughout.')).toHaveLength(1);
    expect(
      within(main).getByRole('heading', { name: 'What affects the price' }),
    ).toBeInTheDocument();
  });

  it('keeps the backend’s markup inside an item', async () => {
    renderApp('/move-out-move-in-clean');
    const checklist = await screen.findByRole('region', { name: 'What is included' });
    const first = within(checklist).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Full kitchen clean').tagName).toBe('STRONG');
  });

  it('follows a from-price the server changes, never a typed one', async () => {
    renderApp('/service-detail/routine-clean');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('From $84.00 before tax')).toBeInTheDocument();
    expect(within(main).getAllByRole('link', { name: 'Book Now' })).toHaveLength(1);
  });
});
