import { lazy } from 'react';
import { HomePage } from '../features/home/home-page.tsx';

// Its own chunk, fetched as the home page renders: the home route's first JavaScript stays small.
const SameDayWizard = lazy(() =>
  import('../features/booking/same-day-wizard.tsx').then((module) => ({
    default: module.SameDayWizard,
  })),
);

/**
 * The home page with the same-day booking wizard in its booking block (spec §2). Composed here
 * because features never import each other.
 */
export function HomeRoute() {
  return (
    <HomePage
      sameDayBooking={<SameDayWizard variant="home" headingOrder={3} showContactHeading={false} />}
    />
  );
}
