import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLabels } from '../../api/use-labels.ts';
import { PausedNotice } from '../../components/paused-notice.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useOwnProfile } from '../../session/use-own-profile.ts';
import { currentRole } from '../../session/role.ts';
import { ContractorFigures } from './components/contractor-figures.tsx';
import { CustomerFigures } from './components/customer-figures.tsx';
import { PayoutBanner } from './components/payout-banner.tsx';
import { RecentNotifications } from './components/recent-notifications.tsx';
import { RegularCustomers } from './components/regular-customers.tsx';
import { RegularCleanings } from './components/regular-cleanings.tsx';
import { TaxDetailsCard } from './components/tax-details-card.tsx';
import { WorkingHoursNudge } from './components/working-hours-nudge.tsx';
import { dashboardTexts } from '../../components/dashboard-texts/dashboard.ts';
import { useTexts } from '../../i18n/texts.ts';
import '@mantine/core/styles/Alert.css';

/** /dashboard: the figures of the role's dashboard call and the latest notifications. */
export function DashboardPage() {
  const labels = useLabels('dashboard', useTexts(dashboardTexts).dashboardLabels);
  const role = currentRole();
  const { data } = useOwnProfile();
  usePageTitle(labels.HEADING);
  const pending = data?.role === 'contractor' && data.profile.eStatus === 'Pending';

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{labels.HEADING}</Title>
        {role === 'customer' && (
          <Button component={Link} to="/book-now" color="ember">
            {labels.BOOK_NOW}
          </Button>
        )}
        {role === 'contractor' && (
          <Button component={Link} to="/working-hours" variant="light">
            {labels.WORKING_HOURS}
          </Button>
        )}
      </Group>
      {pending && <Alert color="yellow">{labels.PENDING_APPROVAL_TEXT}</Alert>}
      <PausedNotice />
      {role === 'contractor' && <PayoutBanner />}
      {role === 'contractor' && <WorkingHoursNudge labels={labels} />}
      {role === 'contractor' && <TaxDetailsCard />}
      {role === 'contractor' ? (
        <ContractorFigures labels={labels} />
      ) : (
        <CustomerFigures labels={labels} />
      )}
      {role === 'contractor' && <RegularCustomers />}
      {role === 'customer' && <RegularCleanings />}
      <RecentNotifications labels={labels} />
    </Stack>
  );
}
