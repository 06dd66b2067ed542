import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLabels } from '../../api/use-labels.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { ProfilePhoto } from '../../components/profile-photo.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useOwnProfile } from '../../session/use-own-profile.ts';
import { accountTexts } from '../../components/dashboard-texts/account.ts';
import { dashboardTexts } from '../../components/dashboard-texts/dashboard.ts';
import { useTexts } from '../../i18n/texts.ts';
import { CloseAccountSection } from './components/close-account-section.tsx';
import { ProfileDetails } from './components/profile-details.tsx';
import '@mantine/core/styles/Alert.css';

type Props = {
  /** What the app shows beneath the profile for this person (the customer's addresses). */
  children?: ReactNode;
};

/** /profile: the signed-in person's profile with the ways to change it. */
export function ProfilePage({ children }: Props) {
  const labels = useLabels('profile', useTexts(dashboardTexts).profileLabels);
  const { profileTexts: texts } = useTexts(accountTexts);
  usePageTitle(labels.HEADING);
  const { data, error } = useOwnProfile();

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{labels.HEADING}</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {data ? (
          <Stack gap="lg">
            <Group gap="lg">
              <ProfilePhoto src={data.profile.vImage} alt={data.profile.vFullName} size={96} />
              <Stack gap={2}>
                <Title order={2} fz="h3">
                  {data.profile.vFullName}
                </Title>
                <Text c="dimmed">{data.profile.vEmail}</Text>
              </Stack>
            </Group>
            <ProfileDetails own={data} labels={labels} />
            <Group>
              <Button component={Link} to="/edit-profile">
                {labels.EDIT_PROFILE}
              </Button>
              <Button component={Link} to="/change-password" variant="outline">
                {labels.CHANGE_PASSWORD}
              </Button>
            </Group>
          </Stack>
        ) : error ? (
          <Alert color="red">{error.message}</Alert>
        ) : (
          <LoadingStatus label={texts.LOADING_PROFILE}>
            <Stack gap="md">
              <Skeleton h={96} w={96} circle />
              <Skeleton h={24} w="40%" />
              <Skeleton h={120} />
            </Stack>
          </LoadingStatus>
        )}
      </Paper>
      {children}
      {data && <CloseAccountSection />}
    </Stack>
  );
}
