import { Alert, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { OWN_PROFILE_KEY, type OwnProfile } from '../../session/own-profile.ts';
import { useOwnProfile } from '../../session/use-own-profile.ts';
import { AccountLanguage } from './components/account-language.tsx';
import { accountTexts } from '../../components/dashboard-texts/account.ts';
import { dashboardTexts } from '../../components/dashboard-texts/dashboard.ts';
import { useTexts } from '../../i18n/texts.ts';
import type { EditProfileLabels } from './account-labels.ts';
import { EditProfileForm } from './components/edit-profile-form.tsx';
import { updateProfile, type ProfileValues } from './profile-api.ts';
import '@mantine/core/styles/Alert.css';

type Submission = ProfileValues & { photo: File | null };

function ProfileEditor({ own, labels }: { own: OwnProfile; labels: EditProfileLabels }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { profileTexts: texts } = useTexts(accountTexts);
  const save = useFormSubmit({
    submit: ({ photo, ...values }: Submission) => updateProfile(client, own, values, photo),
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: texts.UPDATE_FAILED,
    onDone: () => {
      void queryClient.invalidateQueries({ queryKey: [OWN_PROFILE_KEY] });
      void navigate('/profile');
    },
  });
  return (
    <EditProfileForm
      own={own}
      labels={labels}
      submitting={save.isSubmitting}
      onSubmit={(values, photo) => save.submit({ ...values, photo })}
    />
  );
}

/** /edit-profile: success shows the server's toast for 2 s, then /profile (spec §4). */
export function EditProfilePage() {
  const labels = useLabels('edit-profile', useTexts(dashboardTexts).editProfileLabels);
  const { profileTexts: texts } = useTexts(accountTexts);
  usePageTitle(labels.HEADING);
  const { data, error } = useOwnProfile();

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} id="edit-profile-heading">
        {labels.HEADING}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {data ? (
          <Stack gap="xl">
            <ProfileEditor own={data} labels={labels} />
            <AccountLanguage locale={data.profile.locale} />
          </Stack>
        ) : error ? (
          <Alert color="red">{error.message}</Alert>
        ) : (
          <LoadingStatus label={texts.LOADING_PROFILE}>
            <Stack gap="md">
              <Skeleton h={88} w={88} circle />
              <Skeleton h={56} />
              <Skeleton h={56} />
              <Skeleton h={56} />
            </Stack>
          </LoadingStatus>
        )}
      </Paper>
    </Stack>
  );
}
