/**
 * The same-day booking wizard as the model-based tests drive it: contact details, details and
 * drafts with payloads that pass or fail, and fakes of the three server calls that answer by
 * what they are sent.
 */
import {
  sameDayBookingMachine,
  type BookNowInput,
  type CheckAvailabilityInput,
  type SameDayContact,
  type SameDayDetails,
  type SameDayDraft,
  type SameDayQuote,
  type StartBookingInput,
} from '#machines/same-day-booking.machine.ts';
import type { ActorFake, MachineModel } from '../machine-paths/machine-paths.ts';

export const okContact: SameDayContact = {
  vFullName: 'Amelia Tremblay',
  vEmail: 'amelia.tremblay@example.ca',
  vMobile: '7805550142',
};
/** book-same-day refuses this e-mail with a 400. */
export const failContact: SameDayContact = { ...okContact, vEmail: 'fail@example.ca' };
/** Starts fine, but book_now_email then answers 404 for its booking. */
export const bookFailContact: SameDayContact = { ...okContact, vEmail: 'book-fail@example.ca' };

export const okDetails: SameDayDetails = {
  vResidence: 'House',
  iServiceId: 2,
  iCityId: 3,
  vBedrooms: '3',
  vBathrooms: '2',
  vExtras: ['Inside Oven'],
  vUnit: '',
  vAddress: '10150 Jasper Ave NW, Edmonton, AB T5J 1W4',
  vPostalCode: 'T5J 1W4',
  vDate: '2026-11-23',
  vFrom: '9:00AM',
  vUntill: '5:00PM',
};
/** schedule-cleaning answers 400 for this address. */
export const failDetails: SameDayDetails = { ...okDetails, vAddress: 'Nowhere' };

export const quote: SameDayQuote = {
  scheduled_time: '9:00AM - 1:30PM',
  tax: 14.38,
  tax_name: 'GST',
  total_price: 287.5,
  estimated_time: 4.5,
  price_per_hour: 63.89,
  final_price: 301.88,
};

export const START_ERROR = 'Invalid Email Format.';
export const SCHEDULE_ERROR = 'No cleaner is available at that time.';
export const BOOK_ERROR = 'Booking not found.';

const startBooking: ActorFake<StartBookingInput> = {
  output: (contact) => ({
    id: contact.vEmail === bookFailContact.vEmail ? 'bkg_book_fail' : 'bkg_ok',
  }),
  error: () => ({ message: START_ERROR }),
  fails: (contact) => contact.vEmail === failContact.vEmail,
};

const checkAvailability: ActorFake<CheckAvailabilityInput> = {
  output: () => quote,
  error: () => ({ message: SCHEDULE_ERROR }),
  fails: ({ details }) => details.vAddress === failDetails.vAddress,
};

const bookNow: ActorFake<BookNowInput> = {
  output: () => ({ code: 200 }),
  error: () => ({ message: BOOK_ERROR }),
  fails: ({ bookingId }) => bookingId === 'bkg_book_fail',
};

export const sameDayFakes = { startBooking, checkAvailability, bookNow };

/** A draft as session storage would hand it back at each stage. */
export function draftAt(stage: SameDayDraft['stage']): SameDayDraft {
  return {
    stage,
    contact: okContact,
    details: stage === 'contact' ? null : okDetails,
    bookingId: stage === 'contact' ? null : 'bkg_ok',
    quote: stage === 'summary' || stage === 'payment' ? quote : null,
    isSubmitted: stage !== 'contact',
    isAvailabilityChecked: stage === 'summary' || stage === 'payment',
    isBookNowClicked: stage === 'payment',
  };
}

export const model = {
  machine: sameDayBookingMachine,
  events: [
    {
      event: { type: 'contact.submit', contact: okContact },
      label: 'contact details the server accepts',
    },
    {
      event: { type: 'contact.submit', contact: failContact },
      label: 'an e-mail the server refuses',
    },
    {
      event: { type: 'contact.submit', contact: bookFailContact },
      label: 'a customer whose Book Now call will fail',
    },
    { event: { type: 'details.submit', details: okDetails }, label: 'a time a cleaner is free' },
    {
      event: { type: 'details.submit', details: failDetails },
      label: 'an address no cleaner serves',
    },
    { event: { type: 'details.back' } },
    { event: { type: 'summary.bookNow' } },
    { event: { type: 'summary.modify' } },
    { event: { type: 'draft.clear' } },
    ...(['contact', 'details', 'summary', 'payment'] as const).map((stage) => ({
      event: { type: 'draft.restore', draft: draftAt(stage) },
      label: `a draft saved at the ${stage} stage`,
    })),
  ],
  actors: sameDayFakes,
} satisfies MachineModel;
