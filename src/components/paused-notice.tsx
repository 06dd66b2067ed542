import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTexts } from '../i18n/texts.ts';
import { useOwnProfile } from '../session/use-own-profile.ts';
import { accountTexts } from './dashboard-texts/account.ts';
import { dashboardTexts } from './dashboard-texts/dashboard.ts';
import '@mantine/core/styles/Alert.css';

/**
 * Tells a cleaner an operator has paused them (decision 049), on the pages where they would
 * otherwise see no open jobs and think there is no work. The operator's reason stays in the
 * console. Nothing for anyone else.
 */
export function PausedNotice() {
  const { data } = useOwnProfile();
  const { dashboardLabels } = useTexts(dashboardTexts);
  const { dashboardCommonTexts: texts } = useTexts(accountTexts);
  if (data?.role !== 'contractor' || !data.profile.bPaused) return null;
  return (
    <Alert color="ember" role="alert" title={dashboardLabels.PAUSED_HEADING}>
      {dashboardLabels.PAUSED_TEXT}{' '}
      <Anchor component={Link} to="/contact-us">
        {texts.PAUSED_QUESTIONS}
      </Anchor>
    </Alert>
  );
}
