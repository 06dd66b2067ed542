import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '#src/app/providers.tsx';
import { createApiClient } from '#src/api/client.ts';
import { TestimonialCarousel, type Testimonial } from '#src/components/testimonial-carousel.tsx';

const reviews: Testimonial[] = [
  { id: 1, vName: 'Priya N.', vCity: 'Edmonton', iRating: 5, tDescription: 'Spotless condo.' },
  { id: 2, vName: 'Tomasz W.', vCity: 'Winnipeg', iRating: 4, tDescription: 'Very thorough.' },
  { id: 3, vName: 'Amira H.', vCity: 'Ottawa', iRating: 5, tDescription: 'Great move-in clean.' },
];

function renderCarousel(variant: 'home' | 'landing', locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  return render(
    <AppProviders client={createApiClient('http://127.0.0.1:1')} env="test" locale={locale}>
      <TestimonialCarousel reviews={reviews} variant={variant} />
    </AppProviders>,
  );
}

describe('the testimonial carousel', () => {
  it('shows each review with its author, city and star rating', async () => {
    renderCarousel('home');
    const carousel = await screen.findByRole('region', { name: 'Customer testimonials' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(within(slides[1]!).getByText('Very thorough.')).toBeInTheDocument();
    expect(within(slides[1]!).getByText('Tomasz W.')).toBeInTheDocument();
    expect(within(slides[1]!).getByText(/Winnipeg/)).toBeInTheDocument();
    expect(within(slides[1]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause testimonials' })).not.toBeInTheDocument();
  });

  it('lets a visitor pause and restart the landing slider', async () => {
    renderCarousel('landing');
    await userEvent.click(await screen.findByRole('button', { name: 'Pause testimonials' }));
    await userEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toBeInTheDocument();
  });

  it('shows No Data Found without reviews', async () => {
    render(
      <AppProviders client={createApiClient('http://127.0.0.1:1')} env="test">
        <TestimonialCarousel reviews={[]} />
      </AppProviders>,
    );
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it('reads in French on a French page: its name, each review’s stars, its buttons', async () => {
    renderCarousel('landing', 'fr-CA');
    const carousel = await screen.findByRole('region', { name: 'Témoignages de clients' });
    expect(within(carousel).getByRole('img', { name: 'Note de 4 sur 5' })).toBeInTheDocument();
    expect(
      within(carousel).getByRole('button', { name: 'Diapositive précédente' }),
    ).toBeInTheDocument();
    expect(
      within(carousel).getByRole('button', { name: 'Diapositive suivante' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mettre les témoignages en pause' }));
    expect(
      screen.getByRole('button', { name: 'Faire défiler les témoignages' }),
    ).toBeInTheDocument();
  });
});
