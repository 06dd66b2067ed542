import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testimonialSeed } from '#server/db/seed/testimonials.ts';
import { AppProviders } from '#src/app/providers.tsx';
import { createApiClient } from '#src/api/client.ts';
import { SafeImage } from '#src/components/safe-image.tsx';
import { renderApp } from '../support/render-app.tsx';
import { apiUrl } from '../support/ui-api-url.ts';

describe('the home page sections', () => {
  it('opens with the first banner from the backend and Book Now', async () => {
    renderApp('/');
    const banner = await screen.findByRole('region', {
      name: 'Home cleaning in nine Canadian cities',
    });
    expect(
      await within(banner).findByText(
        'Move-out, deep, post-event, routine and commercial cleaning',
      ),
    ).toBeInTheDocument();
    expect(within(banner).getByText('A spotless home, booked in a minute')).toBeInTheDocument();
    expect(
      within(banner).getByText(
        'Tell us about your place, see an upfront price and pay only after the cleaning is done.',
      ),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/book-now',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the page description with its orange buttons to /book-now', async () => {
    renderApp('/');
    const description = await screen.findByRole('region', { name: 'About our service' });
    expect(
      await within(description).findByRole('heading', {
        level: 2,
        name: 'Home cleaning, booked in a minute',
      }),
    ).toBeInTheDocument();
    const buttons = within(description).getAllByRole('link', { name: 'Book Now' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toHaveClass('btn-orange');
      expect(button).toHaveAttribute('href', '/book-now');
    }
  });

  it('holds the same-day booking wizard in its block, under the block’s heading', async () => {
    renderApp('/');
    const block = await screen.findByRole('region', { name: 'find a same-day cleaner now' });
    const slot = block.querySelector<HTMLElement>('#same-day-booking')!;
    expect(
      await within(slot).findByRole('form', { name: 'find a same-day cleaner now' }),
    ).toBeInTheDocument();
    expect(within(slot).getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('tells about MapleShine with Book Now', async () => {
    renderApp('/');
    const about = await screen.findByRole('region', { name: 'About MapleShine' });
    expect(within(about).getByText('Vetted, background-checked cleaners')).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/book-now',
    );
  });

  it('shows the customer testimonials in the carousel', async () => {
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'What Our Customers Say' });
    const first = testimonialSeed[0]!;
    expect(await within(section).findByText(first.text)).toBeInTheDocument();
    // Reviews other UI tests add show up too: one slide per review the API lists right now.
    const response = await fetch(`${apiUrl()}/api/review/get_all_data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eType: 'Customer' }),
    });
    const { data } = (await response.json()) as { data: unknown[] };
    expect(data.length).toBeGreaterThanOrEqual(testimonialSeed.length);
    expect(within(section).getAllByRole('group').length).toBe(data.length);
  });
});

describe('a picture that does not load', () => {
  it('is replaced by the no-image picture', () => {
    render(
      <AppProviders client={createApiClient('http://127.0.0.1:1')} env="test">
        <SafeImage src="/images/missing.webp" alt="A sparkling kitchen" />
      </AppProviders>,
    );
    const image = screen.getByRole('img', { name: 'A sparkling kitchen' });
    expect(image).toHaveAttribute('src', '/images/missing.webp');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'A sparkling kitchen' })).toHaveAttribute(
      'src',
      '/images/no-image.svg',
    );
  });

  it('is the no-image picture when there is no address at all', () => {
    render(
      <AppProviders client={createApiClient('http://127.0.0.1:1')} env="test">
        <SafeImage src="" alt="" />
      </AppProviders>,
    );
    expect(document.querySelector('img')).toHaveAttribute('src', '/images/no-image.svg');
  });
});
