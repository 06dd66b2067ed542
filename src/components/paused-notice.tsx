import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { dashboardLabels } from '#shared/catalogue/en-CA/dashboard.ts';
import { useOwnProfile } from '../session/use-own-profile.ts';
import '@mantine/core/styles/Alert.css';
import { useSiteTexts } from './site-texts.ts';

/**
 * Tells a cleaner an operator has paused them (decision 049), on the pages where they would
 * otherwise see no open jobs and think there is no work. The operator's reason stays in the
 * console. Nothing for anyone else.
 */
export function PausedNotice() {
  const site = useSiteTexts();
  const { data } = useOwnProfile();
  if (data?.role !== 'contractor' || !data.profile.bPaused) return null;
  return (
    <Alert color="ember" role="alert" title={dashboardLabels.PAUSED_HEADING}>
      {dashboardLabels.PAUSED_TEXT}{' '}
      <Anchor component={Link} to="/contact-us">
        {site.PAUSED_CONTACT}
      </Anchor>
    </Alert>
  );
}
