import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTexts } from '../i18n/texts.ts';
import { accountTexts } from './dashboard-texts/account.ts';
import { dashboardTexts } from './dashboard-texts/dashboard.ts';
import '@mantine/core/styles/Alert.css';

/** What PausedNotice shows a paused cleaner: its own chunk, with its texts (decision 167). */
export function PausedAlert() {
  const { dashboardLabels } = useTexts(dashboardTexts);
  const { dashboardCommonTexts: texts } = useTexts(accountTexts);
  return (
    <Alert color="ember" role="alert" title={dashboardLabels.PAUSED_HEADING}>
      {dashboardLabels.PAUSED_TEXT}{' '}
      <Anchor component={Link} to="/contact-us">
        {texts.PAUSED_QUESTIONS}
      </Anchor>
    </Alert>
  );
}
