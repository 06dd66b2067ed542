import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { accountTexts } from '../../components/dashboard-texts/account.ts';
import { dashboardTexts } from '../../components/dashboard-texts/dashboard.ts';
import { useTexts } from '../../i18n/texts.ts';
import {
  ChangePasswordForm,
  type ChangePasswordValues,
} from './components/change-password-form.tsx';
import { changePassword } from './profile-api.ts';

/**
 * /change-password (decision 014): the current password and a new one; success shows the
 * server's toast for 2 s, then /profile. This device stays signed in; the others are signed out.
 */
export function ChangePasswordPage() {
  const labels = useLabels('change-password', useTexts(dashboardTexts).changePasswordLabels);
  const { profileTexts: texts } = useTexts(accountTexts);
  usePageTitle(labels.HEADING);
  const client = useApiClient();
  const navigate = useNavigate();
  const change = useFormSubmit({
    submit: (values: ChangePasswordValues) => changePassword(client, values),
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: texts.CHANGE_PASSWORD_FAILED,
    onDone: () => void navigate('/profile'),
  });

  return (
    <Stack gap="lg" maw={520}>
      <Title order={1} id="change-password-heading">
        {labels.HEADING}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <ChangePasswordForm
          labels={labels}
          submitting={change.isSubmitting}
          onSubmit={change.submit}
        />
      </Paper>
    </Stack>
  );
}
