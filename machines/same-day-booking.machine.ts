/**
 * The same-day booking wizard of the home block and /book-now (spec §2 "Same-day booking", §4
 * "Same-day flow"). Top-level states: `contact` (the contact form), `starting` (book-same-day
 * runs), `contactLoader` (the 2-second loader after a 200), `details` (the details form),
 * `checkingAvailability` (schedule-cleaning runs), `availabilityLoader`, `summary` (the quote),
 * `booking` (book_now_email runs), `bookingLoader`, and the end `payment`, where the cardPayment
 * machine takes over. A failed call returns to its stage with the server's message in `error`.
 */
import type { AccessNotes } from '#shared/access-notes.ts';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { rejectionMessageOf } from './rejection-message.ts';

export type SameDayContact = { vFullName: string; vEmail: string; vMobile: string };

/** The ScheduleRequest fields, plus the names the summary shows for the city and the service. */
export type SameDayDetails = {
  vResidence: string;
  iServiceId: number;
  iCityId: number;
  vBedrooms: string;
  vBathrooms: string;
  vExtras: string[];
  vUnit: string;
  vAddress: string;
  /** "T5J 1W4" (decision 032). */
  vPostalCode: string;
  vDate: string;
  vFrom: string;
  vUntill: string;
  /**
   * The optional notes for the cleaner (decision 100); left out by details from before they
   * existed. Not among the draft's session-storage keys: only the reload hand-off carries them.
   */
  accessNotes?: AccessNotes;
  /**
   * Book again (decision 120): the completed booking whose cleaner this one asks for first, and
   * whether anyone available may take it; the cleaner's first name is for the wizard's note.
   * Like the access notes, carried by the reload hand-off only.
   */
  bookAgain?: { iBookingId: number; bAnyone: boolean; cleanerName?: string };
  /** A regular cleaning (issue 45): every 1, 2 or 4 weeks; absent for one time. */
  iEveryWeeks?: 1 | 2 | 4;
  vCity?: string;
  vServiceName?: string;
};

/** The figures of schedule-cleaning's 200 answer (openapi Quote). */
/** One sales tax of a price (openapi TaxLine): Quebec's GST and QST are two (decision 110). */
export type TaxLine = { name: string; rate: number; amount: number };

export type SameDayQuote = {
  scheduled_time: string;
  tax: number;
  tax_name?: string;
  /** Each tax on its own line; absent on a quote restored from a draft. */
  tax_lines?: TaxLine[];
  total_price: number;
  estimated_time: number;
  price_per_hour: number;
  final_price: number;
  /** A regular cleaning's price per visit (openapi QuotePlan, issue 45); absent for one time. */
  plan?: QuotePlan;
};

export type QuotePlan = {
  iEveryWeeks: 1 | 2 | 4;
  discount_percent: number;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  vFrom: string;
  vUntill: string;
  vFirstDate: string;
  vNextDate: string;
};

export type SameDayContext = {
  contact: SameDayContact | null;
  details: SameDayDetails | null;
  bookingId: string | null;
  quote: SameDayQuote | null;
  /** The server's 400/404 message for the current stage; cleared when a step starts. */
  error: string | null;
  /** Click flags of spec §3: Continue, Check Availability, Book Now. */
  isSubmitted: boolean;
  isAvailabilityChecked: boolean;
  isBookNowClicked: boolean;
};

export type SameDayStage = 'contact' | 'details' | 'summary' | 'payment';

/** What session storage keeps of the wizard: plain, serializable data. */
export type SameDayDraft = {
  stage: SameDayStage;
  contact: SameDayContact | null;
  details: SameDayDetails | null;
  bookingId: string | null;
  quote: SameDayQuote | null;
  isSubmitted: boolean;
  isAvailabilityChecked: boolean;
  isBookNowClicked: boolean;
};

export type SameDayEvent =
  | { type: 'contact.submit'; contact: SameDayContact }
  | { type: 'details.submit'; details: SameDayDetails }
  | { type: 'details.back' }
  | { type: 'summary.bookNow' }
  | { type: 'summary.modify' }
  | { type: 'draft.restore'; draft: SameDayDraft }
  | { type: 'draft.clear' };

export type StartBookingInput = SameDayContact;
export type StartBookingOutput = { id: string };
export type CheckAvailabilityInput = { bookingId: string; details: SameDayDetails };
export type BookNowInput = { bookingId: string; totalPrice: number };
/** What the actors reject with on a 400 or 404: the server's message. */
export type SameDayFailure = { message: string };

export const LOADER_DELAY_MS = 2000;

/**
 * Only when a failed step carries no message at all (the web app's actors always give one, in the
 * page's language: src/api/reachable.ts).
 */
export const SAME_DAY_FALLBACK_ERROR = 'Something went wrong.';

const emptyContext: SameDayContext = {
  contact: null,
  details: null,
  bookingId: null,
  quote: null,
  error: null,
  isSubmitted: false,
  isAvailabilityChecked: false,
  isBookNowClicked: false,
};

function notProvided(name: string) {
  return () => Promise.reject(new Error(`sameDayBooking: provide the ${name} actor`));
}

export const sameDayBookingMachine = setup({
  types: {
    context: {} as SameDayContext,
    events: {} as SameDayEvent,
  },
  actors: {
    startBooking: fromPromise<StartBookingOutput, StartBookingInput>(notProvided('startBooking')),
    checkAvailability: fromPromise<SameDayQuote, CheckAvailabilityInput>(
      notProvided('checkAvailability'),
    ),
    bookNow: fromPromise<unknown, BookNowInput>(notProvided('bookNow')),
  },
  delays: {
    loaderDelay: LOADER_DELAY_MS,
  },
  guards: {
    isDraftAt: ({ event }, params: { stage: SameDayStage }) =>
      event.type === 'draft.restore' && event.draft.stage === params.stage,
  },
  actions: {
    submitContact: assign(({ event }) =>
      event.type === 'contact.submit'
        ? { contact: event.contact, isSubmitted: true, error: null }
        : {},
    ),
    submitDetails: assign(({ event }) =>
      event.type === 'details.submit'
        ? { details: event.details, isAvailabilityChecked: true, error: null }
        : {},
    ),
    goBack: assign({ bookingId: null, isSubmitted: false, error: null }),
    modify: assign({ isAvailabilityChecked: false, quote: null, error: null }),
    clickBookNow: assign({ isBookNowClicked: true, error: null }),
    restoreDraft: assign(({ event }) => {
      if (event.type !== 'draft.restore') return {};
      const { contact, details, bookingId, quote } = event.draft;
      const { isSubmitted, isAvailabilityChecked, isBookNowClicked } = event.draft;
      return {
        ...emptyContext,
        contact,
        details,
        bookingId,
        quote,
        isSubmitted,
        isAvailabilityChecked,
        isBookNowClicked,
      };
    }),
    clearDraft: assign(() => ({ ...emptyContext })),
  },
}).createMachine({
  id: 'sameDayBooking',
  meta: {
    summary:
      'Booking a cleaning in four stages: contact details, cleaning details, the quote, then payment.',
    runsIn: 'The booking block of the home page and the /book-now page.',
  },
  description:
    'The four-stage same-day booking of the home page block and of /book-now: contact details, cleaning details, the quote summary, then payment. Each stage calls the server; when the server refuses, its message shows on the same stage, and after each success a 2-second loader leads to the next stage. The progress is kept as a draft in session storage, so a reload resumes where the customer was.',
  initial: 'contact',
  context: emptyContext,
  on: {
    'draft.clear': {
      meta: { label: 'The booking starts over' },
      target: '.contact',
      actions: 'clearDraft',
      description:
        'The draft is cleared (the customer left the page, or came back to it fresh); the booking starts over.',
    },
  },
  states: {
    contact: {
      meta: { customer: 'Contact details form' },
      description:
        "The contact form: full name, e-mail and phone, with Continue. A refused step shows the server's message here.",
      on: {
        'contact.submit': {
          meta: { label: 'The customer presses Continue' },
          target: 'starting',
          actions: 'submitContact',
          description: 'The customer presses Continue with their contact details.',
        },
        'draft.restore': [
          {
            guard: { type: 'isDraftAt', params: { stage: 'details' } },
            meta: {
              label: 'A saved booking is resumed',
              condition: 'when it was left at the details',
            },
            target: 'details',
            actions: 'restoreDraft',
            description: 'The page opens with a saved draft and resumes it.',
          },
          {
            guard: { type: 'isDraftAt', params: { stage: 'summary' } },
            meta: {
              label: 'A saved booking is resumed',
              condition: 'when it was left at the quote',
            },
            target: 'summary',
            actions: 'restoreDraft',
            description: 'The page opens with a saved draft and resumes it.',
          },
          {
            guard: { type: 'isDraftAt', params: { stage: 'payment' } },
            meta: { label: 'A saved booking is resumed', condition: 'when it was left at payment' },
            target: 'payment',
            actions: 'restoreDraft',
            description: 'The page opens with a saved draft and resumes it.',
          },
          {
            target: 'contact',
            actions: 'restoreDraft',
            meta: { label: 'A saved booking is resumed' },
            description: 'The page opens with a saved draft and resumes it.',
          },
        ],
      },
    },
    starting: {
      meta: { customer: 'Starting the booking (Loading)' },
      description:
        'Continue shows Loading while the server starts the booking with the contact details (book-same-day).',
      invoke: {
        id: 'startBooking',
        src: 'startBooking',
        input: ({ context }) => context.contact as SameDayContact,
        onDone: {
          meta: { label: 'The server starts the booking' },
          target: 'contactLoader',
          description: 'The server starts the booking.',
          actions: assign({ bookingId: ({ event }) => event.output.id }),
        },
        onError: {
          meta: { label: 'The server refuses the contact details' },
          target: 'contact',
          description: 'The server refuses the contact details.',
          actions: assign({
            error: ({ event }) => rejectionMessageOf(event.error) ?? SAME_DAY_FALLBACK_ERROR,
            isSubmitted: false,
          }),
        },
      },
    },
    contactLoader: {
      meta: { customer: 'Loader' },
      description: 'A 2-second loader after the contact details were accepted.',
      after: { loaderDelay: { target: 'details', meta: { label: 'The 2-second loader ends' } } },
    },
    details: {
      meta: { customer: 'Cleaning details form' },
      description:
        'The details form (home, service, extras, city and address, date, From and Until) with Check Availability and Back. After Modify it shows the values entered before.',
      on: {
        'details.submit': {
          meta: { label: 'The customer presses Check Availability' },
          target: 'checkingAvailability',
          actions: 'submitDetails',
          description: 'The customer presses Check Availability.',
        },
        'details.back': {
          meta: { label: 'The customer presses Back' },
          target: 'contact',
          actions: 'goBack',
          description: 'The customer presses Back; the booking will be started again.',
        },
      },
    },
    checkingAvailability: {
      meta: { customer: 'Checking availability (Loading)' },
      description:
        'Check Availability shows Loading while the server prices the cleaning and looks for a free cleaner (schedule-cleaning).',
      invoke: {
        id: 'checkAvailability',
        src: 'checkAvailability',
        input: ({ context }) => ({
          bookingId: context.bookingId ?? '',
          details: context.details as SameDayDetails,
        }),
        onDone: {
          meta: { label: 'A cleaner is free and the quote is ready' },
          target: 'availabilityLoader',
          description: 'A cleaner is free: the quote is ready.',
          actions: assign({ quote: ({ event }) => event.output }),
        },
        onError: {
          meta: { label: 'No cleaner is free, or the details are refused' },
          target: 'details',
          description:
            'The server cannot offer the cleaning (for example, no cleaner is free then).',
          actions: assign({
            error: ({ event }) => rejectionMessageOf(event.error) ?? SAME_DAY_FALLBACK_ERROR,
            isAvailabilityChecked: false,
          }),
        },
      },
    },
    availabilityLoader: {
      meta: { customer: 'Loader' },
      description: 'A 2-second loader after a free cleaner was found.',
      after: { loaderDelay: { target: 'summary', meta: { label: 'The 2-second loader ends' } } },
    },
    summary: {
      meta: { customer: 'Quote summary' },
      description:
        'The quote: cleaning window, date and address, service, add-ons, estimated hours, price per hour and total, with Book Now and Modify.',
      on: {
        'summary.bookNow': {
          meta: { label: 'The customer presses Book Now' },
          target: 'booking',
          actions: 'clickBookNow',
          description: 'The customer presses Book Now.',
        },
        'summary.modify': {
          meta: { label: 'The customer presses Modify' },
          target: 'details',
          actions: 'modify',
          description: 'The customer presses Modify to change the details.',
        },
      },
    },
    booking: {
      meta: { customer: 'Booking (Loading)' },
      description:
        'Book Now shows Loading while the server e-mails the quote summary to the customer (book_now_email).',
      invoke: {
        id: 'bookNow',
        src: 'bookNow',
        input: ({ context }) => ({
          bookingId: context.bookingId ?? '',
          totalPrice: context.quote?.total_price ?? 0,
        }),
        onDone: {
          target: 'bookingLoader',
          meta: { label: 'The quote is e-mailed' },
          description: 'The quote summary is e-mailed.',
        },
        onError: {
          meta: { label: 'The server refuses' },
          target: 'summary',
          description: 'The server refuses (for example, the booking is gone).',
          actions: assign({
            error: ({ event }) => rejectionMessageOf(event.error) ?? SAME_DAY_FALLBACK_ERROR,
            isBookNowClicked: false,
          }),
        },
      },
    },
    bookingLoader: {
      meta: { customer: 'Loader' },
      description: 'A 2-second loader after Book Now.',
      after: { loaderDelay: { target: 'payment', meta: { label: 'The 2-second loader ends' } } },
    },
    payment: {
      meta: { customer: 'Payment form' },
      description:
        'The payment form, where the card payment (its own machine) takes over. The booking wizard ends here.',
      type: 'final',
    },
  },
});

export type SameDaySnapshot = SnapshotFrom<typeof sameDayBookingMachine>;

/** The stage a snapshot shows, as a restored draft would resume it. */
export function stageOf(snapshot: SameDaySnapshot): SameDayStage {
  if (snapshot.matches('contact') || snapshot.matches('starting')) return 'contact';
  if (snapshot.matches('contactLoader') || snapshot.matches('details')) return 'details';
  if (snapshot.matches('checkingAvailability')) return 'details';
  if (snapshot.matches('availabilityLoader') || snapshot.matches('summary')) return 'summary';
  if (snapshot.matches('booking')) return 'summary';
  return 'payment';
}

/** The wizard as plain data for session storage. */
export function draftOf(snapshot: SameDaySnapshot): SameDayDraft {
  const { contact, details, bookingId, quote } = snapshot.context;
  const stage = stageOf(snapshot);
  return structuredCloneable({
    stage,
    contact: contact && { ...contact },
    details: details && { ...details, vExtras: [...details.vExtras] },
    bookingId,
    quote: quote && { ...quote },
    isSubmitted: snapshot.context.isSubmitted,
    isAvailabilityChecked: snapshot.context.isAvailabilityChecked,
    isBookNowClicked: snapshot.context.isBookNowClicked,
  });
}

function structuredCloneable<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
