import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useBookingPageLabels } from '../booking-page-texts.ts';
import { isMainHost } from '../../../app/shell/hosts.ts';
import { filled } from '../fill-label.ts';
import type { BookingView } from '../booking-view-queries.ts';
import { BookingSection } from './booking-section.tsx';

/** What /register and /forgot-password read from navigation state: the address to start with. */
export type PrefilledEmail = { vEmail: string };

/**
 * "Create an account to keep your bookings", for a guest whose e-mail has no account yet. The
 * e-mail travels in navigation state, not the address. Registering a guest's address e-mails a
 * link to choose a password that opens the account with its bookings (decision 076); on the main
 * host, which has no /register (spec §2), forgot-password sends that same link.
 */
export function AccountInvite({ booking }: { booking: BookingView }) {
  const labels = useBookingPageLabels();
  if (booking.hasAccount) return null;
  const state: PrefilledEmail = { vEmail: booking.email };
  return (
    <BookingSection title={labels.ACCOUNT_HEADING}>
      <Stack gap="sm" align="flex-start">
        <Text>{filled(labels.ACCOUNT_TEXT, { email: booking.email })}</Text>
        <Button
          component={Link}
          to={isMainHost() ? '/forgot-password' : '/register'}
          state={state}
          size="lg"
          w={{ base: '100%', sm: 'auto' }}
        >
          {labels.ACCOUNT_ACTION}
        </Button>
      </Stack>
    </BookingSection>
  );
}
