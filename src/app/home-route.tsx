import { HomePage } from '../features/home/home-page.tsx';
import { LazySameDayWizard } from '../features/same-day-booking/lazy-same-day-wizard.tsx';

/**
 * The home page with the same-day booking wizard in its booking block (spec §2). Composed here
 * because features never import each other.
 */
export function HomeRoute() {
  return (
    <HomePage
      sameDayBooking={
        <LazySameDayWizard variant="home" headingOrder={3} showContactHeading={false} />
      }
    />
  );
}
