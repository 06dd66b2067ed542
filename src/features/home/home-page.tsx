import { lazy, Suspense, type ReactNode } from 'react';
import { Container } from '@mantine/core';
import { useLabels } from '../../api/use-labels.ts';
import { AboutSection } from './components/about-section.tsx';
import { HomeBanner } from './components/home-banner.tsx';
import { PageDescription } from './components/page-description.tsx';
import { SameDayBookingSlot } from './components/same-day-booking-slot.tsx';
import { ServicesSection } from './components/services-section.tsx';
import { TestimonialsSection } from './components/testimonials-section.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { homeCatalogue } from './home-texts.ts';

// The FAQ at the foot of the page (Mantine's Accordion, about 3 kB gzip) loads beside the page's
// code rather than with it. The server's page has it whole (its render waits for every part), and
// on a page the browser renders it arrives far below the first screen.
const FaqBlock = lazy(() =>
  import('../../components/faq-accordion.tsx').then((module) => ({ default: module.FaqBlock })),
);

type Props = {
  /** The same-day booking wizard, handed in by src/app (features never import each other). */
  sameDayBooking: ReactNode;
};

/** Spec §2 home: banner, description, same-day booking, services, about us, testimonials. */
export function HomePage({ sameDayBooking }: Props) {
  const labels = useLabels('home', useTexts(homeCatalogue).homePageLabels);

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
        <Suspense fallback={null}>
          <FaqBlock
            heading={labels.FAQ_HEADING}
            filter={{ eType: 'Customer' }}
            viewAllLabel={labels.VIEW_ALL}
            headingId="home-faq-heading"
          />
        </Suspense>
      </Container>
    </>
  );
}
