import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise, initialTransition, transition } from 'xstate';
import {
  draftOf,
  sameDayBookingMachine,
  type BookNowInput,
  type CheckAvailabilityInput,
  type SameDayDetails,
  type SameDayDraft,
  type SameDayQuote,
  type SameDaySnapshot,
  type StartBookingInput,
  type StartBookingOutput,
} from '#machines/same-day-booking.machine.ts';
import { useApiClient, type ApiClient } from '../../api/client.ts';
import { reachable, type FailureSentences } from '../../api/reachable.ts';
import { envelopeOf } from '../../api/envelope.ts';
import { useUiTimings } from '../../components/ui-timings.ts';
import {
  FLOW_PATHS,
  clearDraft,
  currentPageArrival,
  dropReloadHandOff,
  readDraft,
  reloadedDraft,
  stashForReload,
  writeDraft,
  type DraftVariant,
} from './draft-storage.ts';
import { useSameDayStandIns, type SameDayActors } from './same-day-stand-ins.ts';
import { useTexts } from '../../i18n/texts.ts';
import { bookingWizardTexts } from './booking-texts.ts';

/** The details as schedule-cleaning takes them: the city's and service's names are the summary's. */
function scheduleRequestOf(details: SameDayDetails) {
  const { vResidence, iServiceId, iCityId, vBedrooms, vBathrooms, vExtras, vUnit } = details;
  const { vAddress, vPostalCode, vDate, vFrom, vUntill, accessNotes, bookAgain } = details;
  return {
    ...(details.iEveryWeeks ? { iEveryWeeks: details.iEveryWeeks } : {}),
    ...(accessNotes ? { accessNotes } : {}),
    ...(bookAgain
      ? { bookAgain: { iBookingId: bookAgain.iBookingId, bAnyone: bookAgain.bAnyone } }
      : {}),
    vResidence,
    iServiceId,
    iCityId,
    vBedrooms,
    vBathrooms,
    vExtras,
    vUnit,
    vAddress,
    vPostalCode,
    vDate,
    vFrom,
    vUntill,
  };
}

/** The machine's actor slots filled with the booking API (spec §7). */
function apiActors(client: ApiClient, sentences: FailureSentences): SameDayActors {
  return {
    startBooking: fromPromise<StartBookingOutput, StartBookingInput>(async ({ input }) => {
      const answer = await reachable(
        envelopeOf(client.POST('/api/cleaning/book-same-day', { body: input })),
        sentences,
      );
      return { id: answer.id };
    }),
    checkAvailability: fromPromise<SameDayQuote, CheckAvailabilityInput>(async ({ input }) => {
      const answer = await reachable(
        envelopeOf(
          client.POST('/api/cleaning/schedule-cleaning', {
            params: { header: { vUniqueCode: input.bookingId } },
            body: scheduleRequestOf(input.details),
          }),
        ),
        sentences,
      );
      const { scheduled_time, tax, tax_name, total_price, estimated_time } = answer;
      const { price_per_hour, final_price } = answer;
      return {
        scheduled_time,
        tax,
        tax_name,
        total_price,
        estimated_time,
        price_per_hour,
        final_price,
        ...(answer.tax_lines ? { tax_lines: answer.tax_lines } : {}),
        ...(answer.plan ? { plan: answer.plan } : {}),
      };
    }),
    bookNow: fromPromise<unknown, BookNowInput>(async ({ input }) => {
      return reachable(
        envelopeOf(
          client.POST('/api/cleaning/book_now_email', {
            body: { vUniqueCode: input.bookingId, total_price: input.totalPrice },
          }),
        ),
        sentences,
      );
    }),
  };
}

function pagePathOf(state: unknown): unknown {
  return state && typeof state === 'object' && 'pagePath' in state ? state.pagePath : undefined;
}

/** The snapshot a saved draft resumes at, reached through the machine's own draft.restore. */
function resumedSnapshot(draft: SameDayDraft) {
  const [initial] = initialTransition(sameDayBookingMachine);
  const [resumed] = transition(sameDayBookingMachine, initial, { type: 'draft.restore', draft });
  return sameDayBookingMachine.getPersistedSnapshot(resumed);
}

/** The draft to resume on arrival: a reload's hand-off first, then the flow's keys. */
function draftToResume(variant: DraftVariant): SameDayDraft | null {
  return reloadedDraft(variant, currentPageArrival()) ?? readDraft(variant);
}

/**
 * Runs the same-day booking machine for one flow (the home block or /book-now) against the API,
 * and keeps its draft in session storage as spec §3–§4 describe.
 */
export function useSameDayWizard(variant: DraftVariant, seed?: SameDayDraft) {
  const client = useApiClient();
  const { sameDayLoaderMs } = useUiTimings();
  const location = useLocation();
  const navigate = useNavigate();
  const flowPath = FLOW_PATHS[variant];
  const startOver = pagePathOf(location.state) === flowPath;
  // Empty in the app; only the model-based UI test fills it (see same-day-stand-ins.ts).
  const standIns = useSameDayStandIns();
  const { UNREACHABLE, FAILED } = useTexts(bookingWizardTexts).wizardTexts;

  const machine = useMemo(
    () =>
      sameDayBookingMachine.provide({
        actors: standIns.actors ?? apiActors(client, { unreachable: UNREACHABLE, failed: FAILED }),
        delays: { loaderDelay: sameDayLoaderMs },
      }),
    [client, sameDayLoaderMs, standIns.actors, UNREACHABLE, FAILED],
  );
  const [resumeFrom] = useState(() => {
    // Book again opens the wizard at its details, filled in (decision 120).
    const draft = seed ?? (startOver ? null : draftToResume(variant));
    return draft && resumedSnapshot(draft);
  });
  // An absent clock must stay absent: `clock: undefined` would replace XState's default one.
  const [snapshot, send] = useMachine(machine, {
    ...(resumeFrom ? { snapshot: resumeFrom } : {}),
    ...(standIns.clock ? { clock: standIns.clock } : {}),
  });

  const latest = useRef<SameDaySnapshot>(snapshot);
  useEffect(() => {
    latest.current = snapshot;
    writeDraft(variant, draftOf(snapshot));
  }, [variant, snapshot]);

  // The hand-off has served its one reload (or was not for this page): it never lingers.
  useEffect(() => dropReloadHandOff(variant), [variant]);

  // Spec §4: leaving the route clears the draft.
  useEffect(() => () => clearDraft(variant), [variant]);

  // Spec §4: so does unloading the page (kept aside for a reload; see draft-storage.ts).
  useEffect(() => {
    const leave = () => stashForReload(variant, draftOf(latest.current), Date.now());
    const returnFromCache = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      dropReloadHandOff(variant);
      writeDraft(variant, draftOf(latest.current));
    };
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', returnFromCache);
    return () => {
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', returnFromCache);
    };
  }, [variant]);

  // Counts the start-overs, so a stage still on screen through one (the contact form while
  // Continue loads) mounts afresh instead of keeping what the machine has just cleared.
  const [startOvers, setStartOvers] = useState(0);

  // Spec §4: arriving with navigation state pagePath of this flow starts it over. The state is
  // then dropped, so a later reload does not wipe the new booking too.
  useEffect(() => {
    if (!startOver) return;
    send({ type: 'draft.clear' });
    setStartOvers((count) => count + 1);
    clearDraft(variant);
    dropReloadHandOff(variant);
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [startOver, send, variant, navigate, location.pathname, location.search, location.hash]);

  return { snapshot, send, flowPath, startOvers };
}
