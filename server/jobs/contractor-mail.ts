import type { JobRow } from '../db/shared-queries/job-views.ts';
import type { MailMessage } from '../platform/mail/mailer.ts';
import { contactShared, contactSharedFrom, jobPayCents } from './job-view.ts';
import { dateInWords } from '../payments/index.ts';
import { clockOnDateText, minutesToClock } from '../domain/local-time.ts';
import { centsToText } from '../domain/money.ts';

/** Spec §1 and §9: what the hiring pages promise about when a cleaner is paid. */
export const PAID_WITHIN = 'You are paid within 48 hours of completing the job.';

/**
 * "You earn $81.00. ": a cleaner's figure for a job is their pay, never the customer's price.
 * Empty for a job without a pay rate (a booking from before pay rates existed).
 */
export function earnSentence(row: JobRow, verb: 'earn' | 'earned' = 'earn'): string {
  const pay = jobPayCents(row);
  return pay === null ? '' : `You ${verb} $${centsToText(pay)}. `;
}

function hoursText(minutes: number): string {
  const value = minutes / 60;
  return `${value} ${value === 1 ? 'hour' : 'hours'}`;
}

function jobLines(row: JobRow, withAddress: boolean): string[] {
  const { booking } = row;
  const from = booking.fromMinutes ?? 0;
  const minutes = booking.estimatedMinutes ?? 0;
  const address = booking.unit ? `${booking.unit}, ${booking.address}` : booking.address;
  return [
    `Booking number: ${booking.bookingNo}`,
    `Service: ${row.serviceName ?? ''}`,
    `City: ${row.cityName ?? ''}`,
    `Date: ${booking.localDate === null ? '' : dateInWords(booking.localDate)}`,
    `Time: ${minutesToClock(from)}–${minutesToClock(from + minutes)} (${hoursText(minutes)})`,
    ...(withAddress ? [`Address: ${address}`] : []),
  ];
}

/**
 * Where the accepted-job e-mail sends the cleaner for the customer's details: the job, once they
 * show; else the time they will show from (decision 079).
 */
function contactSentence(row: JobRow, now: Date): string {
  const from = contactSharedFrom(row.booking);
  if (contactShared(row.booking, now) || from === null || row.timeZone === null) {
    return "The customer's contact details are on the job in your MapleShine jobs.";
  }
  return `The customer's contact details and the street address show on the job in your MapleShine jobs from ${clockOnDateText(from, row.timeZone)}.`;
}

/**
 * To the cleaner who accepted a job: when, and their pay; where, only once the customer's details
 * show to them (from 24 hours before the job, decision 079), so an accept days ahead mails no
 * street address.
 */
export function jobAcceptedMail(
  to: string,
  cleanerName: string,
  row: JobRow,
  now: Date,
): MailMessage {
  return {
    to,
    subject: `Job ${row.booking.bookingNo} is yours`,
    text: `Hi ${cleanerName},

You accepted this job:

${jobLines(row, contactShared(row.booking, now)).join('\n')}

${earnSentence(row)}${PAID_WITHIN}

${contactSentence(row, now)}

MapleShine`,
  };
}

/** To the cleaner who completed a job: what they earned and when it is paid. */
export function jobCompletedMail(to: string, cleanerName: string, row: JobRow): MailMessage {
  return {
    to,
    subject: `Job ${row.booking.bookingNo} is complete`,
    text: `Hi ${cleanerName},

Thank you for completing this job:

${jobLines(row, false).join('\n')}

${earnSentence(row, 'earned')}${PAID_WITHIN}

MapleShine`,
  };
}
