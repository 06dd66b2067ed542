import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import { useLabels } from '../../api/use-labels.ts';
import { FaqBlock } from '../../components/faq-accordion.tsx';
import { AboutSection } from './components/about-section.tsx';
import { HomeBanner } from './components/home-banner.tsx';
import { PageDescription } from './components/page-description.tsx';
import { SameDayBookingSlot } from './components/same-day-booking-slot.tsx';
import { ServicesSection } from './components/services-section.tsx';
import { TestimonialsSection } from './components/testimonials-section.tsx';

const defaultLabels = {
  BANNER_HEADING: 'A spotless home, booked in a minute',
  BANNER_SUBHEADING:
    'Vetted, background-checked cleaners in eight Canadian cities. Upfront prices, same-day or next-day visits, no contract.',
  BOOK_NOW: 'Book Now',
  SAME_DAY_HEADING: 'find a same-day cleaner now',
  SAME_DAY_SUBHEADING:
    'Tell us how to reach you, then see who is available and what it costs in under a minute.',
  SERVICES_HEADING: 'Our Services',
  SERVICES_SUBHEADING:
    'One-time cleans for every moment: moving day, a deep reset, after the party.',
  VIEW_ALL: 'View All',
  READ_MORE: 'READ MORE',
  ABOUT_HEADING: 'About MapleShine',
  ABOUT_SUBHEADING: 'Cleaning you can trust, booked in minutes',
  ABOUT_TEXT:
    'MapleShine connects households and businesses in Edmonton, Calgary, the Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga and Brampton with independent cleaners who have been background-checked and approved by our team. You see your price before you book, your card is only charged when the job is done, and every booking is one-time with no contract.',
  ABOUT_POINT_1: 'Vetted, background-checked cleaners',
  ABOUT_POINT_2: 'Upfront pricing with tax shown by name',
  ABOUT_POINT_3: 'Card charged only when the job is complete',
  TESTIMONIALS_HEADING: 'What Our Customers Say',
  TESTIMONIALS_SUBHEADING: 'Real reviews from homes and businesses across Canada.',
  FAQ_HEADING: 'Frequently Asked Questions',
};

type Props = {
  /** The same-day booking wizard, handed in by src/app (features never import each other). */
  sameDayBooking: ReactNode;
};

/** Spec §2 home: banner, description, same-day booking, services, about us, testimonials. */
export function HomePage({ sameDayBooking }: Props) {
  const labels = useLabels('home', defaultLabels);

  return (
    <>
      <HomeBanner
        heading={labels.BANNER_HEADING}
        subheading={labels.BANNER_SUBHEADING}
        bookNowLabel={labels.BOOK_NOW}
      />
      <PageDescription />
      <SameDayBookingSlot heading={labels.SAME_DAY_HEADING} subheading={labels.SAME_DAY_SUBHEADING}>
        {sameDayBooking}
      </SameDayBookingSlot>
      <ServicesSection
        heading={labels.SERVICES_HEADING}
        subheading={labels.SERVICES_SUBHEADING}
        viewAllLabel={labels.VIEW_ALL}
        readMoreLabel={labels.READ_MORE}
      />
      <AboutSection
        heading={labels.ABOUT_HEADING}
        subheading={labels.ABOUT_SUBHEADING}
        text={labels.ABOUT_TEXT}
        points={[labels.ABOUT_POINT_1, labels.ABOUT_POINT_2, labels.ABOUT_POINT_3]}
        bookNowLabel={labels.BOOK_NOW}
      />
      <TestimonialsSection
        heading={labels.TESTIMONIALS_HEADING}
        subheading={labels.TESTIMONIALS_SUBHEADING}
      />
      <Container size="md" py={64}>
        <FaqBlock
          heading={labels.FAQ_HEADING}
          filter={{ eType: 'Customer' }}
          viewAllLabel={labels.VIEW_ALL}
          headingId="home-faq-heading"
        />
      </Container>
    </>
  );
}
