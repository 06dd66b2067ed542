import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import type { SameDayContact, SameDayQuote } from '#machines/same-day-booking.machine.ts';
import { apiUrl } from './ui-api-url.ts';

/*
 * Same-day bookings for UI tests, made through the real UI test server's API over HTTP (the UI
 * tests cannot reach its database). Each test file calls from its own loopback address, so the
 * per-IP limits (20 bookings an hour) are not shared with the other UI test files.
 */

const callerIp = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;

type Envelope = { code: number; message: string; [field: string]: unknown };

/** POSTs JSON to the UI test server from this file's loopback address. */
export function postToServer(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Envelope }> {
  const url = new URL(path, apiUrl());
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        localAddress: callerIp,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Envelope });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/** A call's `data`, for a test that needs the seeded catalog. */
export async function dataOf<Data>(path: string, body: unknown = {}): Promise<Data> {
  const answer = await postToServer(path, body);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.body.message}`);
  return answer.body.data as Data;
}

/** The date `days` after today in Edmonton (YYYY-MM-DD), the city's own today. */
export function edmontonDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Edmonton',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

let people = 0;

export type QuotedSameDay = {
  bookingId: string;
  /** The window quoted: a paying test's own, so its job is found on the board by it. */
  window: { date: string; from: string; until: string };
  cityId: number;
  quote: SameDayQuote;
  contact: SameDayContact;
};

/**
 * A new visitor's booking, quoted: a Routine Clean of a one-bedroom condo in Edmonton (2 hours
 * at $42: $84.00 + GST $4.20 = $88.20). `window` is the From and Until: a test that pays takes a
 * window of its own, as Edmonton's one demo cleaner can hold one paid job at a time.
 */
export async function quoteEdmontonCondo(window: {
  date: string;
  from: string;
  until: string;
}): Promise<QuotedSameDay> {
  people += 1;
  const contact: SameDayContact = {
    vFullName: 'Chloe Bouchard',
    vEmail: `ui.payment.${Date.now()}.${people}@example.ca`,
    vMobile: '7805550199',
  };
  const [cities, services] = await Promise.all([
    dataOf<{ iCityId: number; vCity: string }[]>('/api/city/get_all_data'),
    dataOf<{ iServiceId: number; vServiceName: string }[]>('/api/service/get_all_data'),
  ]);
  const city = cities.find((entry) => entry.vCity === 'Edmonton');
  const service = services.find((entry) => entry.vServiceName === 'Routine Clean');
  if (!city || !service) throw new Error('the seed has no Edmonton or no Routine Clean');

  const started = await postToServer('/api/cleaning/book-same-day', contact);
  const bookingId = started.body.id;
  if (started.status !== 200 || typeof bookingId !== 'string') {
    throw new Error(`book-same-day: ${started.body.message}`);
  }
  const quoted = await postToServer(
    '/api/cleaning/schedule-cleaning',
    {
      vResidence: 'Apartment or Condo',
      iServiceId: service.iServiceId,
      iCityId: city.iCityId,
      vBedrooms: '1',
      vBathrooms: '1',
      vExtras: [],
      vUnit: '1204',
      vAddress: '10180 103 St NW, Edmonton, AB T5J 0L6',
      vPostalCode: 'T5J 0L6',
      vDate: window.date,
      vFrom: window.from,
      vUntill: window.until,
    },
    { vUniqueCode: bookingId },
  );
  if (quoted.status !== 200) throw new Error(`schedule-cleaning: ${quoted.body.message}`);
  const body = quoted.body as unknown as SameDayQuote;
  const quote: SameDayQuote = {
    scheduled_time: body.scheduled_time,
    tax: body.tax,
    tax_name: body.tax_name,
    total_price: body.total_price,
    estimated_time: body.estimated_time,
    price_per_hour: body.price_per_hour,
    final_price: body.final_price,
  };
  return { bookingId, window, cityId: city.iCityId, quote, contact };
}
