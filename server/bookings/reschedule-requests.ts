/*
 * A new time outside the assigned cleaner's free time (decision 125, designed in 122): the
 * customer asks, the cleaner accepts (decision 121's move, their weekly hours set aside but not
 * their other jobs) or declines at no cost, or lets it lapse at `answer_by`; after a decline or a
 * lapse the customer keeps the old time or cancels free. The booking and its hold stay as they
 * are until the new time is confirmed.
 */
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { issueBookingLink } from '../db/shared-queries/booking-links.ts';
import { findContractorEmail } from '../db/shared-queries/jobs.ts';
import { localeOfBooking, localeOfContractor } from '../db/shared-queries/locales.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { isGuestLoginEmail } from '../domain/guest-logins.ts';
import { localNow } from '../domain/local-time.ts';
import { moneyValue } from '../domain/said-values.ts';
import { sayings } from '../domain/said.ts';
import { catalogue } from '../i18n/index.ts';
import { notify } from '../notifications/index.ts';
import { clockText, composeMail, money, weekdayDay } from '../platform/mail/compose.ts';
import { inTransaction } from '../platform/transaction.ts';
import { candidatesWhere, isLead } from '../quote/index.ts';
import { isAskable } from './asked-times.ts';
import { cancelInTransaction } from './cancellation.ts';
import { findBookingForUpdate } from './booking-page.queries.ts';
import {
  assertOwner,
  assertReschedulable,
  chosenWindow,
  movable,
  moveToTime,
  othersFreeAt,
  startOf,
  totalOn,
  type BookingOwner,
  type Movable,
} from './other-times.ts';
import { cleanerUnbookedCondition, findContractorFirstName } from './reschedule.queries.ts';
import { contractorFullName } from '../db/shared-queries/cleaner-marks.ts';
import { firstNameOf } from '../domain/person-names.ts';
import {
  askedOfCleaner,
  askedRequestOf,
  dueRequests,
  insertRequest,
  latestRequestOf,
  lockRequest,
  recordChoice,
  settleRequest,
  type RescheduleRequestRow,
} from './reschedule-requests.queries.ts';
import { lockUnaccepted, readUnaccepted, type UnacceptedRow } from './unaccepted.queries.ts';
import { timeInWords, type LocalTime } from './unaccepted-messages.ts';
import * as en from '#shared/catalogue/en-CA/api-reschedule-ask.ts';
import * as fr from '#shared/catalogue/fr-CA/api-reschedule-ask.ts';
import * as openEn from '#shared/catalogue/en-CA/api-reschedule-open.ts';
import * as openFr from '#shared/catalogue/fr-CA/api-reschedule-open.ts';
import * as apiEn from '#shared/catalogue/en-CA/api-reschedule.ts';
import * as apiFr from '#shared/catalogue/fr-CA/api-reschedule.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';

export const askRefusals = sayings(en.askRefusals, fr.askRefusals);
export const askAnswers = sayings(en.askAnswers, fr.askAnswers);
const rescheduleRefusals = sayings(apiEn.rescheduleRefusals, apiFr.rescheduleRefusals);
export const openRefusals = sayings(openEn.openRefusals, openFr.openRefusals);
export const openAnswers = sayings(openEn.openAnswers, openFr.openAnswers);
const texts = catalogue(en, fr);
const openTexts = catalogue(openEn, openFr);
const priceTexts = catalogue(apiEn, apiFr);

const HOUR_MS = 60 * 60 * 1000;
/** The cleaner answers within a day of the request… */
export const ANSWER_WITHIN_MS = 24 * HOUR_MS;
/** …and at the latest two hours before the earlier of the two starts (decision 122). */
export const ANSWER_BEFORE_START_MS = 2 * HOUR_MS;

/** When the cleaner must answer by: the earlier of a day from now and 2 h before either start. */
export function answerByOf(now: Date, oldStart: Date, newStart: Date): Date {
  const earlierStart = Math.min(oldStart.getTime(), newStart.getTime());
  return new Date(
    Math.min(now.getTime() + ANSWER_WITHIN_MS, earlierStart - ANSWER_BEFORE_START_MS),
  );
}

/** A request as the customer's booking page reads it. */
export type TimeRequestView = {
  iRequestId: number;
  vState: RescheduleRequestRow['state'];
  vStart: string;
  /** The new time asked, on the city's clock, in the reader's words. */
  vWhen: string;
  fTotal: number;
  vPrice: string;
  /** The first name of the cleaner asked. */
  vCleaner: string;
  tAnswerBy: string;
  /** "Monday, November 30, 2026 at 2:00PM", on the city's clock. */
  vAnswerBy: string;
  /** Declined or lapsed and not yet chosen for: the customer chooses (keep, open or cancel free). */
  bChoose: boolean;
  /**
   * The customer may open the new time to other cleaners (decision 130): they choose, the
   * booking still has the cleaner asked and a move left, and another cleaner they did not block
   * is free then.
   */
  bOpen: boolean;
};

export type TimeRequestAnswer = { oRequest?: TimeRequestView };

/** An instant on the city's clock, in words: "Monday, November 30, 2026 at 2:00PM". */
function momentInWords(instant: Date, timeZone: string, locale: Locale): string {
  const local = localNow(timeZone, instant);
  return formatMessage(locale, texts(locale).askWords.moment, {
    day: weekdayDay(local.date, locale),
    time: clockText(local.minutes, locale),
  });
}

function localOf(request: RescheduleRequestRow): LocalTime {
  return {
    localDate: request.localDate,
    fromMinutes: request.fromMinutes,
    untilMinutes: request.untilMinutes,
  };
}

function viewOf(
  request: RescheduleRequestRow,
  cleanerName: string,
  timeZone: string,
  locale: Locale,
): TimeRequestView {
  const words = priceTexts(locale).rescheduleAnswers;
  return {
    iRequestId: request.id,
    vState: request.state,
    vStart: request.startsAt.toISOString(),
    vWhen: timeInWords(localOf(request), locale),
    fTotal: request.totalCents / 100,
    vPrice:
      request.totalCents === request.wasCents
        ? formatMessage(locale, words.samePrice, { now: money(request.totalCents, locale) })
        : formatMessage(locale, words.wasNow, {
            was: money(request.wasCents, locale),
            now: money(request.totalCents, locale),
          }),
    vCleaner: cleanerName,
    tAnswerBy: request.answerBy.toISOString(),
    vAnswerBy: momentInWords(request.answerBy, timeZone, locale),
    bChoose: choosable(request),
    bOpen: false,
  };
}

function choosable(request: RescheduleRequestRow): boolean {
  return (request.state === 'declined' || request.state === 'expired') && request.choice === null;
}

/**
 * The booking and the window of its declined or lapsed request when it can be opened to other
 * cleaners (decision 130): still with the cleaner asked, a move left, the time still ahead;
 * else 409. Whether another cleaner is free then is the caller's question.
 */
function reopenable(row: UnacceptedRow, request: RescheduleRequestRow, now: Date) {
  if (
    !choosable(request) ||
    row.booking.status !== 'assigned' ||
    row.booking.contractorId !== request.contractorId
  ) {
    throw new ConflictError(askRefusals.nothingToChoose);
  }
  const booking = assertReschedulable(movable(row), now);
  try {
    return { booking, window: chosenWindow(booking, now, request.startsAt) };
  } catch (error) {
    if (error instanceof InvalidError) throw new ConflictError(openRefusals.timeGone);
    throw error;
  }
}

/** Whether the request's time can be opened to other cleaners now (the page's `bOpen`). */
async function canOpen(
  db: Database,
  row: UnacceptedRow,
  request: RescheduleRequestRow,
  now: Date,
): Promise<boolean> {
  try {
    const { booking, window } = reopenable(row, request, now);
    return await othersFreeAt(db, booking, window);
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

/**
 * The customer asks the assigned cleaner for one of the booking's askable times (offered with
 * `vWho: 'any'`): nothing moves; the request is written with its price (an increase needs
 * `acceptIncrease`, as a move does) and its answer-by, and the cleaner is told. 409 when the
 * booking has no cleaner, the time is the cleaner's free time or nobody's, too close to ask, or
 * a request is already waiting; 400 for a time never offered.
 */
export async function askForTime(
  context: Pick<AppContext, 'db' | 'clock' | 'catalog'>,
  owner: BookingOwner,
  startText: string,
  locale: Locale,
  acceptIncrease = false,
): Promise<TimeRequestView> {
  const start = startOf(startText);
  const now = context.clock();
  const booking = assertReschedulable(
    movable(assertOwner(await readUnaccepted(context.db, owner.bookingId), owner)),
    now,
  );
  const contractorId = booking.contractorId;
  if (contractorId === null) throw new ConflictError(askRefusals.notAssigned);
  const chosen = chosenWindow(booking, now, start);
  const price = await totalOn(context.db, booking, chosen.localDate);
  const nowCents = price?.totalCents ?? booking.totalCents;
  if (nowCents > booking.totalCents && !acceptIncrease) {
    throw new ConflictError(
      rescheduleRefusals.confirmIncrease.with({
        was: moneyValue(booking.totalCents),
        now: moneyValue(nowCents),
      }),
    );
  }
  const answerBy = answerByOf(now, booking.startsAt, chosen.startsAt);
  if (answerBy.getTime() <= now.getTime()) throw new ConflictError(askRefusals.tooLate);
  if (!(await isAskable(context.db, { ...booking, contractorId }, chosen))) {
    throw new ConflictError(askRefusals.notAskable);
  }
  const names = await context.catalog.namesByLocale();
  return inTransaction(context.db, async (tx) => {
    const locked = assertReschedulable(
      movable(assertOwner(await lockUnaccepted(tx, owner.bookingId), owner)),
      now,
    );
    if (locked.contractorId !== contractorId || locked.totalCents !== booking.totalCents) {
      throw new ConflictError(rescheduleRefusals.changed);
    }
    if (await askedRequestOf(tx, locked.id)) throw new ConflictError(askRefusals.alreadyAsked);
    const request = await insertRequest(tx, {
      bookingId: locked.id,
      contractorId,
      startsAt: chosen.startsAt,
      localDate: chosen.localDate,
      fromMinutes: chosen.fromMinutes,
      untilMinutes: chosen.untilMinutes,
      totalCents: nowCents,
      wasCents: locked.totalCents,
      answerBy,
    });
    const cleanerName = await findContractorFirstName(tx, contractorId, locale);
    await tellCleanerAsked(
      tx,
      locked,
      request,
      contractorId,
      names(await localeOfContractor(tx, contractorId)).city(locked.cityName),
    );
    return viewOf(request, cleanerName, locked.timeZone, locale);
  });
}

/** The cleaner is asked: a notification and an e-mail, in their language. */
async function tellCleanerAsked(
  tx: Database,
  booking: Movable,
  request: RescheduleRequestRow,
  contractorId: number,
  city: string,
) {
  const locale = await localeOfContractor(tx, contractorId);
  const values = (reader: Locale) => ({
    bookingNo: booking.bookingNo,
    time: timeInWords(localOf(request), reader),
    answerBy: momentInWords(request.answerBy, booking.timeZone, reader),
  });
  await notify(
    tx,
    { recipient: 'Contractor', contractorId },
    {
      bookingId: booking.id,
      text: (reader) => {
        const words = texts(reader).cleanerAsked;
        return {
          title: words.noticeTitle,
          message: formatMessage(reader, words.noticeMessage, values(reader)),
        };
      },
    },
  );
  const email = await findContractorEmail(tx, contractorId);
  if (email === null) return;
  await addToOutbox(
    tx,
    composeMail(email, locale, texts(locale).cleanerAsked, {
      ...values(locale),
      name: await findContractorFirstName(tx, contractorId, locale),
      city,
    }),
  );
}

/**
 * The booking's request the customer still has to read: waiting for the cleaner, or declined or
 * lapsed with no choice made yet (while the booking can still move or be cancelled).
 */
export async function timeRequestOf(
  context: Pick<AppContext, 'db' | 'clock'>,
  owner: BookingOwner,
  locale: Locale,
): Promise<TimeRequestAnswer> {
  const row = assertOwner(await readUnaccepted(context.db, owner.bookingId), owner);
  const latest = await latestRequestOf(context.db, owner.bookingId);
  const status = row.booking.status;
  // A request waits only while the cleaner asked still has the job (not after a hand-back).
  const waiting =
    latest?.request.state === 'asked' && row.booking.contractorId === latest.request.contractorId;
  if (
    !latest ||
    row.timeZone === null ||
    (status !== 'assigned' && status !== 'authorized') ||
    !(waiting || viewOf(latest.request, '', row.timeZone, locale).bChoose)
  ) {
    return {};
  }
  const view = viewOf(
    latest.request,
    firstNameOf(latest.cleanerName, locale),
    row.timeZone,
    locale,
  );
  return {
    oRequest: {
      ...view,
      bOpen: view.bChoose && (await canOpen(context.db, row, latest.request, context.clock())),
    },
  };
}

export type CustomerChoice = 'keep' | 'open' | 'cancel';

/**
 * The customer's choice after their cleaner declined or let the request lapse: keep the old
 * time (nothing changes) or cancel free of any fee. 409 when no request waits for a choice.
 */
export async function chooseAfterNoAnswer(
  context: AppContext,
  owner: BookingOwner,
  choice: CustomerChoice,
  locale: Locale,
): Promise<void> {
  if (choice === 'open') {
    await openToOthers(context, owner, locale);
    return;
  }
  await inTransaction(context.db, async (tx) => {
    const row = assertOwner(await lockUnaccepted(tx, owner.bookingId), owner);
    const latest = await latestRequestOf(tx, row.booking.id);
    const request = latest?.request;
    if (
      !request ||
      request.choice !== null ||
      (request.state !== 'declined' && request.state !== 'expired') ||
      (row.booking.status !== 'assigned' && row.booking.status !== 'authorized')
    ) {
      throw new ConflictError(askRefusals.nothingToChoose);
    }
    if (!(await recordChoice(tx, request.id, choice === 'keep' ? 'kept' : 'cancelled'))) {
      throw new ConflictError(askRefusals.nothingToChoose);
    }
    if (choice === 'cancel') {
      const booking = await findBookingForUpdate(tx, row.booking.id);
      if (!booking) throw new NotFoundError(askRefusals.requestNotFound);
      await cancelInTransaction(context, tx, booking, 'customer', 0, true);
    }
  });
}

/**
 * The customer opens the time their cleaner declined (or let lapse) to other cleaners (decision
 * 130): decision 121's move to it (priced again, at most the price confirmed when asking, a new
 * hold placed before the old is released, one of the two moves) with `booking.reopen`: the
 * cleaner is released and told, at no cost to them, and the job is announced at its new time.
 * 409 and nothing written when no request waits for a choice, the time is gone, the booking has
 * no move left, or no other cleaner the customer did not block is free then.
 */
async function openToOthers(context: AppContext, owner: BookingOwner, locale: Locale) {
  const now = context.clock();
  const row = assertOwner(await readUnaccepted(context.db, owner.bookingId), owner);
  const latest = await latestRequestOf(context.db, owner.bookingId);
  if (!latest) throw new ConflictError(askRefusals.nothingToChoose);
  const request = latest.request;
  const { booking, window } = reopenable(row, request, now);
  if (!(await othersFreeAt(context.db, booking, window))) {
    throw new ConflictError(openRefusals.nobodyFree);
  }
  const names = await context.catalog.namesByLocale();
  await moveToTime(context, owner, request.startsAt.toISOString(), locale, true, {
    reopen: true,
    maxCents: request.totalCents,
    settle: async (tx) => {
      const locked = await lockRequest(tx, request.id);
      if (
        !locked ||
        !choosable(locked) ||
        !(await recordChoice(tx, request.id, 'opened')) ||
        (await latestRequestOf(tx, booking.id))?.request.id !== request.id
      ) {
        throw new ConflictError(askRefusals.nothingToChoose);
      }
      const cleanerLocale = await localeOfContractor(tx, request.contractorId);
      await tellCleanerReleased(tx, booking, request, names(cleanerLocale).city(booking.cityName));
    },
  });
}

/**
 * The cleaner whose job was opened to others: a notification and an e-mail in their language,
 * that it moved to the time they could not take and is no longer theirs, at no cost to them.
 */
async function tellCleanerReleased(
  tx: Database,
  booking: Movable,
  request: RescheduleRequestRow,
  city: string,
) {
  const contractorId = request.contractorId;
  const fromMinutes = localNow(booking.timeZone, booking.startsAt).minutes;
  const oldTime = (reader: Locale) =>
    timeInWords(
      {
        localDate: booking.localDate,
        fromMinutes,
        untilMinutes: fromMinutes + booking.estimatedMinutes,
      },
      reader,
    );
  await notify(
    tx,
    { recipient: 'Contractor', contractorId },
    {
      bookingId: booking.id,
      text: (reader) => {
        const words = openTexts(reader).cleanerReleased;
        return {
          title: words.noticeTitle,
          message: formatMessage(reader, words.noticeMessage, {
            bookingNo: booking.bookingNo,
            time: timeInWords(localOf(request), reader),
          }),
        };
      },
    },
  );
  const email = await findContractorEmail(tx, contractorId);
  if (email === null) return;
  const locale = await localeOfContractor(tx, contractorId);
  await addToOutbox(
    tx,
    composeMail(email, locale, openTexts(locale).cleanerReleased, {
      name: await findContractorFirstName(tx, contractorId, locale),
      bookingNo: booking.bookingNo,
      time: timeInWords(localOf(request), locale),
      oldTime: oldTime(locale),
      city,
    }),
  );
}

/** A cleaner's asked request as their jobs screen reads it. */
export type CleanerTimeRequest = {
  iRequestId: number;
  vBookingNo: string;
  /** The job's time now and the time asked, on the city's clock, in the reader's words. */
  vNow: string;
  vAsked: string;
  tAnswerBy: string;
  vAnswerBy: string;
};

/** The signed-in cleaner's requests waiting for their answer. */
export async function cleanerTimeRequests(
  context: Pick<AppContext, 'db' | 'clock'>,
  contractorId: number,
  locale: Locale,
): Promise<{ aRequests: CleanerTimeRequest[] }> {
  const now = context.clock();
  const rows = await askedOfCleaner(context.db, contractorId);
  return {
    aRequests: rows
      .filter((row) => row.request.answerBy.getTime() > now.getTime())
      .map((row) => ({
        iRequestId: row.request.id,
        vBookingNo: row.bookingNo,
        vNow:
          row.localDate === null || row.fromMinutes === null || row.estimatedMinutes === null
            ? ''
            : timeInWords(
                {
                  localDate: row.localDate,
                  fromMinutes: row.fromMinutes,
                  untilMinutes: row.fromMinutes + row.estimatedMinutes,
                },
                locale,
              ),
        vAsked: timeInWords(localOf(row.request), locale),
        tAnswerBy: row.request.answerBy.toISOString(),
        vAnswerBy: momentInWords(row.request.answerBy, row.timeZone, locale),
      })),
  };
}

/** The request the cleaner answers: theirs, still asked and not past its answer-by; else 404/409. */
async function answerable(db: Database, contractorId: number, requestId: number, now: Date) {
  const request = await lockRequest(db, requestId);
  if (!request || request.contractorId !== contractorId) {
    throw new NotFoundError(askRefusals.requestNotFound);
  }
  if (request.state !== 'asked' || request.answerBy.getTime() <= now.getTime()) {
    throw new ConflictError(askRefusals.requestAnswered);
  }
  return request;
}

/**
 * The cleaner answers a request. Accept: decision 121's move to the asked time, their weekly
 * hours and days off set aside but not their other jobs (409 `busyThen`), at most the price the
 * customer confirmed; the customer hears of it through the move's news. Decline: no penalty;
 * the customer is e-mailed their choices with the booking's link.
 */
export async function answerTimeRequest(
  context: AppContext,
  contractorId: number,
  requestId: number,
  accept: boolean,
  locale: Locale,
): Promise<{ vState: 'accepted' | 'declined' }> {
  const now = context.clock();
  if (!accept) {
    await inTransaction(context.db, async (tx) => {
      const request = await answerable(tx, contractorId, requestId, now);
      await settleRequest(tx, request.id, 'asked', 'declined', now);
      await tellCustomerNoNewTime(context, tx, request, 'declined');
    });
    return { vState: 'declined' };
  }
  const request = await answerable(context.db, contractorId, requestId, now);
  const row = await readUnaccepted(context.db, request.bookingId);
  const booking = movable(
    assertOwner(row, { by: 'cleaner', contractorId, bookingId: request.bookingId }),
  );
  const window = chosenWindow(booking, now, request.startsAt);
  const free = await candidatesWhere(context.db, [window], 1, (terms) =>
    cleanerUnbookedCondition(context.db, contractorId, booking.id, terms),
  );
  if (free.length === 0) throw new ConflictError(askRefusals.busyThen);
  await moveToTime(
    context,
    { by: 'cleaner', contractorId, bookingId: request.bookingId },
    request.startsAt.toISOString(),
    locale,
    true,
    {
      unbooked: true,
      maxCents: request.totalCents,
      settle: async (tx) => {
        if (!(await settleRequest(tx, request.id, 'asked', 'accepted', now))) {
          throw new ConflictError(askRefusals.requestAnswered);
        }
      },
    },
  );
  return { vState: 'accepted' };
}

/** The customer hears that the cleaner declined or did not answer: their choices, with the link. */
async function tellCustomerNoNewTime(
  context: Pick<AppContext, 'publicUrl'>,
  tx: Database,
  request: RescheduleRequestRow,
  how: 'declined' | 'expired',
) {
  const row = await readUnaccepted(tx, request.bookingId);
  if (!row) return;
  const b = row.booking;
  const locale = await localeOfBooking(tx, b.id);
  const words = texts(locale).customerNoNewTime;
  const oldTime =
    b.localDate === null || b.fromMinutes === null || b.estimatedMinutes === null
      ? ''
      : timeInWords(
          {
            localDate: b.localDate,
            fromMinutes: b.fromMinutes,
            untilMinutes: b.fromMinutes + b.estimatedMinutes,
          },
          locale,
        );
  const cleanerName = await contractorFullName(tx, request.contractorId);
  const cleaner = firstNameOf(cleanerName, locale);
  // A lead or a guest has no account to read a notification in: the e-mail is theirs.
  if (!isLead(row) && !isGuestLoginEmail(row.loginEmail)) {
    await notify(
      tx,
      { recipient: 'Customer', customerId: b.customerId },
      {
        bookingId: b.id,
        text: (reader) => {
          const notice = texts(reader).customerNoNewTime;
          return {
            title: formatMessage(
              reader,
              how === 'declined' ? notice.subjectDeclined : notice.subjectExpired,
              { bookingNo: b.bookingNo, cleaner: firstNameOf(cleanerName, reader) },
            ),
            message: formatMessage(reader, notice.noticeMessage, {
              time: timeInWords(localOf(request), reader),
            }),
          };
        },
      },
    );
  }
  await addToOutbox(
    tx,
    composeMail(
      b.email,
      locale,
      {
        subject: how === 'declined' ? words.subjectDeclined : words.subjectExpired,
        body: how === 'declined' ? words.bodyDeclined : words.bodyExpired,
      },
      {
        name: firstNameOf(b.fullName, locale),
        cleaner,
        bookingNo: b.bookingNo,
        time: timeInWords(localOf(request), locale),
        oldTime,
        link: await issueBookingLink(tx, b.id, context.publicUrl, locale),
      },
    ),
  );
}

/**
 * The scheduler's part (with `bookings.unaccepted`): every asked request past its answer-by
 * lapses as a decline, and the customer is e-mailed their choices. Returns the ids lapsed.
 */
export async function runRescheduleRequestExpiries(
  context: Pick<AppContext, 'db' | 'publicUrl'>,
  now: Date,
): Promise<number[]> {
  const expired: number[] = [];
  for (const { id } of await dueRequests(context.db, now)) {
    const lapsed = await inTransaction(context.db, async (tx) => {
      const request = await lockRequest(tx, id);
      if (!request || request.state !== 'asked' || request.answerBy.getTime() > now.getTime()) {
        return false;
      }
      await settleRequest(tx, id, 'asked', 'expired', now);
      await tellCustomerNoNewTime(context, tx, request, 'expired');
      return true;
    });
    if (lapsed) expired.push(id);
  }
  return expired;
}
