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
import { homePageLabels } from '#shared/labels/home.ts';

type Props = {
  /** The same-day booking wizard, handed in by src/app (features never import each other). */
  sameDayBooking: ReactNode;
};

/** Spec §2 home: banner, description, same-day booking, services, about us, testimonials. */
export function HomePage({ sameDayBooking }: Props) {
  const labels = useLabels('home', homePageLabels);

  return (
    <>
      <HomeBanner labels={labels} />
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
      <AboutSection labels={labels} />
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
