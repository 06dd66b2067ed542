import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { components } from '#shared/api-schema.d.ts';
import type { PricedService } from '#src/components/from-price.ts';
import { RatingSummary } from '#src/components/rating-summary.tsx';
import { AboutSection } from '#src/features/home/components/about-section.tsx';
import { HeroQuoteCard } from '#src/features/home/components/hero-quote-card.tsx';
import { HomeBanner } from '#src/features/home/components/home-banner.tsx';
import { homePageLabels } from '#shared/catalogue/en-CA/home.ts';

type City = components['schemas']['City'];

// The seeded catalog's figures (docs/pricing.md), as /api/service/get_all_data answers them.
const serviceFigures: [name: string, slug: string, price: number, hours: number][] = [
  ['Move-Out/Move-In Clean', 'move-out-move-in-clean', 165, 3],
  ['Deep Cleaning', 'deep-cleaning', 125, 2.5],
  ['Post-Event Cleanup', 'post-event-cleanup', 120, 2.5],
  ['Routine Clean', 'routine-clean', 84, 2],
  ['Commercial Cleaning', 'commercial-cleaning', 156, 3],
];
const services: PricedService[] = serviceFigures.map(([name, slug, price, hours], index) => ({
  iServiceId: index + 1,
  vServiceName: name,
  vSlug: slug,
  tDescription: '',
  vWebpImage: `/images/services/${slug}.svg`,
  fFromPrice: price,
  fFromHours: hours,
}));

const routineClean: PricedService = {
  iServiceId: 4,
  vServiceName: 'Routine Clean',
  vSlug: 'routine-clean',
  tDescription: '',
  vWebpImage: '/images/services/routine-clean.svg',
  fFromPrice: 84,
  fFromHours: 2,
};

const cityNames: [name: string, province: string][] = [
  ['Brampton', 'ON'],
  ['Calgary', 'AB'],
  ['Edmonton', 'AB'],
  ['Lower Mainland', 'BC'],
  ['Mississauga', 'ON'],
  ['Ottawa', 'ON'],
  ['Toronto', 'ON'],
  ['Winnipeg', 'MB'],
];
const cities: City[] = cityNames.map(([name, province], index) => ({
  iCityId: index + 1,
  vCity: name,
  vProvince: province,
  vPostalLetters: '',
  vTimeZone: 'America/Toronto',
}));

const banner = {
  iBannerId: 1,
  vHeading: 'A spotless home, booked in a minute',
  vSubHeading: 'Move-out, deep, post-event, routine and commercial cleaning',
  tDescription:
    'Tell us about your place, see an upfront price and pay only after the cleaning is done.',
  vWebpImage: '/images/banners/spotless-home.svg',
};

/** Storybook has no API server: the hero's and the about section's answers, up front. */
function HomeData({ children, reviews }: { children: ReactNode; reviews: number }) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(['services'], services);
  client.setQueryData(['cities'], cities);
  client.setQueryData(['banners'], [banner]);
  client.setQueryData(
    ['review-summary', 'Customer'],
    reviews === 0 ? { iReviews: 0 } : { iReviews: reviews, fAverageRating: 4.8 },
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

type Args = { reviews: number };

const meta = {
  title: 'Home/Trust and selling',
  args: { reviews: 27 },
  decorators: [
    (Story, { args }) => (
      <HomeData reviews={(args as Args).reviews}>
        <Story />
      </HomeData>
    ),
  ],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile1', isRotated: false } };

export const Hero: Story = { render: () => <HomeBanner labels={homePageLabels} /> };

export const HeroPhone: Story = { ...Hero, globals: phone };

/** A new site, or one whose reviews were removed: no rating rather than an invented one. */
export const HeroWithoutReviews: Story = { ...Hero, args: { reviews: 0 } };

export const QuoteCard: Story = {
  render: () => (
    <Container size="xs" py="xl">
      <HeroQuoteCard service={routineClean} labels={homePageLabels} />
    </Container>
  ),
};

export const About: Story = { render: () => <AboutSection labels={homePageLabels} /> };

export const AboutPhone: Story = { ...About, globals: phone };

export const Rating: Story = {
  render: (args) => (
    <Container py="xl">
      <RatingSummary average={4.8} count={args.reviews} size="lg" />
    </Container>
  ),
};
