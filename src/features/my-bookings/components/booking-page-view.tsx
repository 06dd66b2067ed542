import { useState, type ReactNode } from 'react';
import { Grid, Stack } from '@mantine/core';
import type { BookingView, CancellationQuote } from '../booking-view-queries.ts';
import { AccountInvite } from './account-invite.tsx';
import { CancelSection } from './cancel-section.tsx';
import { CleanerSection } from './cleaner-section.tsx';
import { MoneySection } from './money-section.tsx';
import { LazyBookingHeader, LazyVisitSection } from './lazy-booking-facts.tsx';

/**
 * Where other parts of issue 40 slot into a booking's page, each a component of its own:
 * - `notices`: under the heading, before anything else (nobody has accepted yet and the nearest
 *   free times; a card to confirm with 3-D Secure);
 * - `money`: inside the payment section, under its sentence (Download receipt);
 * - `aside`: at the end of the side column, for a guest's own actions (stop this link).
 */
export type BookingPageSlots = {
  notices?: ReactNode | ((actions: BookingPageActions) => ReactNode);
  money?: ReactNode;
  aside?: ReactNode;
};

/** What a slot may ask of the page: open its cancel question (the one the Cancel button opens). */
export type BookingPageActions = { askCancel: () => void };

type Props = {
  booking: BookingView;
  /** How this page cancels (through the link, or the signed-in customer's call), with the fee shown. */
  cancel: (feeCents: number) => Promise<string>;
  /** How this page asks what cancelling costs now. */
  quote: () => Promise<CancellationQuote>;
  /** Reads the booking again after a cancel or its refusal. */
  refresh: () => Promise<unknown>;
  slots?: BookingPageSlots;
};

/**
 * A booking's page as its customer sees it, guest or signed in: status, then the cleaner (or that
 * one is being found), the visit, the money and Cancel; beside them (under them on a phone) a
 * guest's account invitation and own actions.
 */
export function BookingPageView({ booking, cancel, quote, refresh, slots = {} }: Props) {
  const [asking, setAsking] = useState(false);
  const notices =
    typeof slots.notices === 'function'
      ? slots.notices({ askCancel: () => setAsking(true) })
      : slots.notices;
  const sideShown = !booking.hasAccount || slots.aside !== undefined;
  const main = (
    <Stack gap="lg">
      <CleanerSection booking={booking} />
      <LazyVisitSection booking={booking} />
      <MoneySection booking={booking}>{slots.money}</MoneySection>
      <CancelSection
        booking={booking}
        cancel={cancel}
        quote={quote}
        onSettled={refresh}
        asking={asking}
        onAsking={setAsking}
      />
    </Stack>
  );
  // Without a side column the page keeps to a readable width, its heading with it.
  return (
    <Stack gap="lg" maw={sideShown ? undefined : 760}>
      <LazyBookingHeader booking={booking} />
      {notices}
      {sideShown ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>{main}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <AccountInvite booking={booking} />
              {slots.aside}
            </Stack>
          </Grid.Col>
        </Grid>
      ) : (
        main
      )}
    </Stack>
  );
}
