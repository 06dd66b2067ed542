import { Box, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTexts } from '../i18n/texts.ts';
import { accountTexts } from './dashboard-texts/account.ts';
import { FramedImage } from './framed-image.tsx';

/** The pictures of empty lists (public/images/empty). */
const PICTURES = {
  bookings: '/images/empty/bookings.svg',
  jobs: '/images/empty/jobs.svg',
  reviews: '/images/empty/reviews.svg',
  notifications: '/images/empty/notifications.svg',
  addresses: '/images/empty/addresses.svg',
} as const;

type Props = {
  picture: keyof typeof PICTURES;
  /** What will show here, and when: the list's page labels. */
  hint: string;
  /** The one next step from here, if there is one. */
  action?: { to: string; label: string };
};

/**
 * An empty list: its picture, the spec's "No Data Found" (spec §8), a line on what will show here
 * and the next step. The picture is decorative; the words carry the meaning.
 */
export function EmptyState({ picture, hint, action }: Props) {
  const { dashboardCommonTexts: texts } = useTexts(accountTexts);
  return (
    <Stack align="center" ta="center" gap="xs" py="lg">
      <Box w={{ base: 160, sm: 200 }}>
        <FramedImage src={PICTURES[picture]} alt="" radius="md" />
      </Box>
      <Text fw={700} fz="lg">
        {texts.NO_DATA_FOUND}
      </Text>
      <Text c="dimmed" maw={420}>
        {hint}
      </Text>
      {action && (
        <Button component={Link} to={action.to} mt="xs">
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
