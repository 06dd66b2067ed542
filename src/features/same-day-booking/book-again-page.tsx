import { Suspense, useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type {
  SameDayContact,
  SameDayDetails,
  SameDayDraft,
} from '#machines/same-day-booking.machine.ts';
import type { components } from '#shared/api-schema.d.ts';
import { hasAccessNotes } from '#shared/access-notes.ts';
import { ApiError, dataOf, useApiClient, type ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTexts } from '../../i18n/texts.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { SESSION_KEYS } from '../../session/role.ts';
import { customerProfileQuery } from './booking-queries.ts';
import { bookAgainTexts } from './book-again-texts.ts';
import { LazySameDayWizard } from './lazy-same-day-wizard.tsx';
import { StageLoader } from './components/stage-loader.tsx';
import { currentPageArrival, reloadedDraft } from './draft-storage.ts';
import '@mantine/core/styles/Checkbox.css';
import { BackgroundCheckedBadge } from '../../components/background-checked-badge.tsx';

type Offer = components['schemas']['BookAgainOffer'];
type FreeTime = Offer['freeTimes'][number];

/** How many days of free times show at first, and how many more each press adds. */
const DAYS_AT_ONCE = 4;

const bookAgainQuery = (client: ApiClient, bookingId: number) => ({
  queryKey: ['book-again', bookingId],
  queryFn: () =>
    dataOf(client.POST('/api/customer/book_again', { body: { iBookingId: bookingId } })),
  staleTime: 0,
});

/** The free times by day, in the order they come (soonest first). */
function byDay(times: FreeTime[]): [string, FreeTime[]][] {
  const days = new Map<string, FreeTime[]>();
  for (const time of times) days.set(time.vDate, [...(days.get(time.vDate) ?? []), time]);
  return [...days];
}

/** The wizard's starting point: its details stage, filled in with the booking and the time. */
function seedOf(
  offer: Offer,
  contact: SameDayContact,
  bookingId: string,
  time: FreeTime | null,
  anyone: boolean,
): SameDayDraft {
  const { accessNotes, ...details } = offer.details;
  const filled: SameDayDetails = {
    ...details,
    vDate: time?.vDate ?? '',
    vFrom: time?.vFrom ?? '',
    vUntill: time?.vUntill ?? '',
    ...(hasAccessNotes(accessNotes) ? { accessNotes } : {}),
    bookAgain: {
      iBookingId: offer.iBookingId,
      bAnyone: anyone,
      ...(offer.cleaner ? { cleanerName: offer.cleaner.vFirstName } : {}),
    },
  };
  return {
    stage: 'details',
    contact,
    details: filled,
    bookingId,
    quote: null,
    isSubmitted: true,
    isAvailabilityChecked: false,
    isBookNowClicked: false,
  };
}

/**
 * A reload of the wizard this page opened: its draft comes back whole, the request to book the
 * cleaner included (the flow's session keys do not hold it; the reload's hand-off does), so the
 * wizard resumes where it was instead of the free times being asked again (decision 128).
 */
function reloadedSeed(bookingId: number): SameDayDraft | null {
  const draft = reloadedDraft('bookNow', currentPageArrival());
  return draft?.details?.bookAgain?.iBookingId === bookingId ? draft : null;
}

function TimePicker({
  offer,
  onContinue,
}: {
  offer: Offer;
  onContinue: (time: FreeTime | null, anyone: boolean) => Promise<void>;
}) {
  const { bookAgainTexts: texts } = useTexts(bookAgainTexts);
  const format = useFormat();
  const { t } = format;
  const cleaner = offer.cleaner;
  const askable = cleaner !== null && !cleaner.bBlocked;
  const name = cleaner?.vFirstName ?? '';
  const [chosen, setChosen] = useState<FreeTime | null>(null);
  const [anyone, setAnyone] = useState(!askable);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [daysShown, setDaysShown] = useState(DAYS_AT_ONCE);
  const days = byDay(offer.freeTimes);

  async function submit() {
    if (chosen === null && !anyone) {
      setError(texts.CHOOSE_TIME);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onContinue(chosen, anyone || !askable);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : texts.LOAD_ERROR);
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      {askable ? (
        <>
          <Title order={2} fz="h3">
            {t(texts.FREE_TIMES_HEADING, { name })}
          </Title>
          {cleaner.bBackgroundChecked ? (
            <Group>
              <BackgroundCheckedBadge />
            </Group>
          ) : null}
          {offer.freeTimes.length === 0 ? (
            <Text>{t(texts.NO_FREE_TIMES, { name })}</Text>
          ) : (
            <Stack gap="sm">
              {days.slice(0, daysShown).map(([day, times]) => (
                <div key={day} role="group" aria-label={format.weekdayDay(day)}>
                  <Text fw={600} size="sm" mb={4}>
                    {format.weekdayDay(day)}
                  </Text>
                  <Group gap="xs">
                    {times.map((time) => {
                      const selected = chosen?.vDate === day && chosen.vFrom === time.vFrom;
                      return (
                        <Button
                          key={time.vFrom}
                          size="compact-md"
                          variant={selected ? 'filled' : 'default'}
                          aria-pressed={selected}
                          onClick={() => {
                            setChosen(time);
                            setError(null);
                          }}
                        >
                          {format.slot(time.vFrom)}
                        </Button>
                      );
                    })}
                  </Group>
                </div>
              ))}
              {days.length > daysShown ? (
                <Group>
                  <Button
                    variant="subtle"
                    onClick={() => setDaysShown((shown) => shown + DAYS_AT_ONCE)}
                  >
                    {texts.MORE_DAYS}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          )}
          <Checkbox
            label={texts.ANYONE}
            description={t(texts.ANYONE_HELP, { name })}
            checked={anyone}
            onChange={(event) => setAnyone(event.currentTarget.checked)}
          />
        </>
      ) : (
        <Alert color="blue" variant="light">
          {cleaner ? t(texts.BLOCKED_NOTE, { name }) : texts.NO_CLEANER_NOTE}
        </Alert>
      )}
      {anyone || !askable ? (
        <Text size="sm" c="dimmed">
          {texts.PICK_DAY}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={() => void submit()} loading={busy}>
          {texts.CONTINUE}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /book-again/:iBookingId (issue 42, decision 120): a completed booking made again. The
 * customer picks one of that cleaner's free times (or ticks "or anyone available"); the booking
 * wizard then opens at its details, filled in, and quotes at today's prices.
 */
export function BookAgainPage() {
  const params = useParams();
  const bookingId = Number(params.iBookingId);
  const valid = Number.isInteger(bookingId) && bookingId > 0;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { bookAgainTexts: texts } = useTexts(bookAgainTexts);
  usePageTitle(texts.PAGE_TITLE);
  const offer = useQuery({ ...bookAgainQuery(client, bookingId), enabled: valid });
  const [seed, setSeed] = useState<SameDayDraft | null>(() =>
    valid ? reloadedSeed(bookingId) : null,
  );

  async function start(time: FreeTime | null, anyone: boolean) {
    if (!offer.data) return;
    const code = sessionStorage.getItem(SESSION_KEYS.customerUniqueCode) ?? '';
    const profile = await queryClient.fetchQuery(customerProfileQuery(client, code));
    const contact = {
      vFullName: profile.vFullName,
      vEmail: profile.vEmail,
      vMobile: profile.vMobile,
    };
    const started = await envelopeOf(client.POST('/api/cleaning/book-same-day', { body: contact }));
    setSeed(seedOf(offer.data, contact, started.id, time, anyone));
  }

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>{texts.HEADING}</Title>
        <Text c="dimmed">{texts.INTRO}</Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {seed ? (
          <Suspense fallback={<StageLoader label={texts.LOADING} />}>
            <LazySameDayWizard
              variant="bookNow"
              headingOrder={2}
              showContactHeading={false}
              seed={seed}
            />
          </Suspense>
        ) : offer.data ? (
          <TimePicker offer={offer.data} onContinue={start} />
        ) : offer.isError || !valid ? (
          <Stack gap="md" align="flex-start">
            <Alert color="red" variant="light" role="alert">
              {offer.error instanceof ApiError ? offer.error.message : texts.LOAD_ERROR}
            </Alert>
            <Button variant="default" onClick={() => void offer.refetch()}>
              {texts.TRY_AGAIN}
            </Button>
          </Stack>
        ) : (
          <StageLoader label={texts.LOADING} />
        )}
      </Paper>
    </Stack>
  );
}
