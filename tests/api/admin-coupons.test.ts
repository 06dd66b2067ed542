import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, operatorActions } from '#server/db/schema.ts';
import { call, manualClock } from '../support/accounts.ts';
import { cityNamed, createBooking } from '../support/bookings.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { edmontonDeepClean, GIFT_COUPON, quotedBooking } from '../support/same-day.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Coupon = {
  couponId: number;
  code: string;
  discount: string;
  city: string | null;
  minSubtotal: number;
  validUntil: string | null;
  maxRedemptions: number | null;
  redemptions: number;
  disabled: boolean;
};

const NOW = new Date('2026-11-23T15:00:00Z');
let server: TestApp;
let cookie: string;
const db = () => server.database.db;
const post = <Data>(path: string, body: Record<string, unknown>) =>
  call<Data>(server.app, path, body, { cookie });
const create = (body: Record<string, unknown>) => post('/api/admin/coupons/create', body);
/** As the French console asks (decision 104): its header names the operator's language. */
const FRENCH = { 'x-mapleshine-locale': 'fr-CA' };
const postInFrench = <Data>(path: string, body: Record<string, unknown>) =>
  call<Data>(server.app, path, body, { cookie, headers: FRENCH });
const NB = '\u00a0';
const listed = async (search: string) =>
  (await post<{ items: Coupon[] }>('/api/admin/coupons/list', { search })).body.data?.items ?? [];

async function rowCounts() {
  const [couponRows] = await db().select({ n: count() }).from(coupons);
  const [actions] = await db().select({ n: count() }).from(operatorActions);
  return { coupons: couponRows?.n, actions: actions?.n };
}

beforeAll(async () => {
  server = await startTestApp({ clock: manualClock(NOW) });
  cookie = (await logInAsDemoOperator(server.app)).cookie;
});
afterAll(() => server.close());

describe('adminCouponCreate', () => {
  it('creates a coupon as the command does, says so in its words and logs it', async () => {
    const answer = await create({
      code: 'winter-15',
      kind: 'fixed',
      amount: '15',
      city: 'Calgary',
      minSubtotal: '100',
      lastDay: '2026-12-31',
      maxRedemptions: '50',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      'Created WINTER-15: $15.00 off, in Calgary only, on $100.00 or more, until 2026-12-31, for 50 redemptions.',
    );
    const [coupon] = await listed('WINTER-15');
    expect(coupon).toMatchObject({
      code: 'WINTER-15',
      discount: '$15.00 off',
      city: 'Calgary',
      minSubtotal: 100,
      lastDay: '2026-12-31',
      maxRedemptions: 50,
      redemptions: 0,
      disabled: false,
    });
    const log = await post<{ items: { action: string; after: unknown }[] }>(
      '/api/admin/audit-log/list',
      { subjectType: 'coupon', subjectId: 'WINTER-15' },
    );
    expect(log.body.data?.items[0]).toMatchObject({
      action: 'coupon.create',
      after: { discount: '$15.00 off', city: 'Calgary', minSubtotal: 100, maxRedemptions: 50 },
    });
  });

  it.each([
    [
      { code: 'no', kind: 'percent', amount: '10' },
      'The code must be 3 to 50 letters, digits, hyphens or underscores.',
    ],
    [{ code: 'GOOD1', kind: 'half', amount: '10' }, 'The kind must be percent or fixed.'],
    [
      { code: 'GOOD1', kind: 'percent', amount: '-5' },
      'The amount must be a positive number with at most two decimals.',
    ],
    [
      { code: 'GOOD1', kind: 'percent', amount: '120' },
      'A percent coupon cannot take more than 100%.',
    ],
    [
      { code: 'GOOD1', kind: 'percent', amount: '10', minSubtotal: 'lots' },
      'The minimum subtotal must be an amount in dollars, such as 100 or 99.50.',
    ],
    [
      { code: 'GOOD1', kind: 'percent', amount: '10', lastDay: '2026-02-30' },
      'The last day must be a date (YYYY-MM-DD).',
    ],
    [
      { code: 'GOOD1', kind: 'percent', amount: '10', lastDay: '2026-11-01' },
      'The last day must not be in the past.',
    ],
    [
      { code: 'GOOD1', kind: 'percent', amount: '10', maxRedemptions: '0' },
      'The number of redemptions must be a whole number of redemptions, 1 or more.',
    ],
    [{ code: 'GOOD1', kind: 'percent', amount: '10', city: 'Halifax' }, 'No city Halifax.'],
    [{ code: 'GOOD1', kind: 'percent' }, '`amount` is required.'],
  ])('refuses %j with "%s", writing nothing', async (body, message) => {
    const before = await rowCounts();
    const answer = await create(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 409 for a code that exists, in any case', async () => {
    const before = await rowCounts();
    const answer = await create({ code: 'welcome10', kind: 'percent', amount: '5' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('A coupon with the code WELCOME10 already exists.');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('adminCouponCreate in French', () => {
  it('says what it created in French, with a decimal comma as the French form writes amounts', async () => {
    const answer = await postInFrench('/api/admin/coupons/create', {
      code: 'hiver-15',
      kind: 'fixed',
      amount: '15,5',
      city: 'Calgary',
      minSubtotal: '1200',
      lastDay: '2026-12-31',
      maxRedemptions: '1',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      `Coupon HIVER-15 créé${NB}: 15,50${NB}$ de réduction, à Calgary seulement, sur un sous-total de 1${NB}200,00${NB}$ ou plus, jusqu’au 31 décembre 2026, pour 1 utilisation.`,
    );
    expect((await listed('HIVER-15'))[0]).toMatchObject({
      discount: '$15.50 off',
      minSubtotal: 1200,
    });
  });

  it('says a percent coupon with no end in French, and the same in English when no language is asked', async () => {
    const french = await postInFrench('/api/admin/coupons/create', {
      code: 'PRINTEMPS',
      kind: 'percent',
      amount: '12,5',
    });
    expect(french.body.message).toBe(
      `Coupon PRINTEMPS créé${NB}: 12,5${NB}% de réduction, dans toutes les villes, sans date de fin.`,
    );
    const english = await create({ code: 'SPRING', kind: 'percent', amount: '12.5' });
    expect(english.body.message).toBe(
      'Created SPRING: 12.5% off, in every city, with no end date.',
    );
  });

  it.each([
    [
      { code: 'GOOD1', kind: 'percent', amount: '10', minSubtotal: 'lots' },
      'Le sous-total minimum doit être un montant en dollars, comme 100 ou 99,50.',
    ],
    [
      { code: 'GOOD1', kind: 'percent', amount: '10', lastDay: '2026-11-01' },
      'Le dernier jour ne peut pas tomber dans le passé.',
    ],
    [
      { code: 'GOOD1', kind: 'percent', amount: '120' },
      `Un coupon en pourcentage ne peut pas retrancher plus de 100${NB}%.`,
    ],
    [
      { code: 'GOOD1', kind: 'percent', amount: '10', city: 'Halifax' },
      'Aucune ville ne s’appelle Halifax.',
    ],
    [
      { code: 'welcome10', kind: 'percent', amount: '5' },
      'Un coupon portant le code WELCOME10 existe déjà.',
    ],
  ])('refuses %j in French with "%s", writing nothing', async (body, message) => {
    const before = await rowCounts();
    const answer = await postInFrench('/api/admin/coupons/create', body);
    expect(answer.body.message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('adminCouponDisable', () => {
  it('disables a coupon, which a booking is then refused, and logs it', async () => {
    await create({ code: 'FLASH20', kind: 'percent', amount: '20' });
    const [coupon] = await listed('FLASH20');
    const answer = await post('/api/admin/coupons/disable', { couponId: coupon?.couponId });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Disabled FLASH20; it can no longer be used.');
    expect((await listed('FLASH20'))[0]?.disabled).toBe(true);

    const { code, quote } = await quotedBooking(server.app, await edmontonDeepClean(db()));
    const applied = await call(server.app, GIFT_COUPON, {
      vUniqueCode: code,
      amount: quote.total_price,
      coupon_code: 'FLASH20',
      iCityId: (await cityNamed(db(), 'Edmonton')).id,
    });
    expect(applied.status).toBe(400);
    expect(applied.body.message).toBe('This coupon code is invalid.');

    const disabled = await post<{ items: Coupon[] }>('/api/admin/coupons/list', {
      status: 'disabled',
    });
    expect(disabled.body.data?.items.map((row) => row.code)).toEqual(['FLASH20']);
    const again = await post('/api/admin/coupons/disable', { couponId: coupon?.couponId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('FLASH20 is already disabled.');
  });

  it('says in French that a coupon is disabled, or already was', async () => {
    await create({ code: 'SOLDE30', kind: 'percent', amount: '30' });
    const [coupon] = await listed('SOLDE30');
    const answer = await postInFrench('/api/admin/coupons/disable', { couponId: coupon?.couponId });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      `Le coupon SOLDE30 est désactivé${NB}; il ne peut plus être utilisé.`,
    );
    const again = await postInFrench('/api/admin/coupons/disable', { couponId: coupon?.couponId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('SOLDE30 est déjà désactivé.');
  });

  it('answers 404 for no such coupon', async () => {
    const answer = await post('/api/admin/coupons/disable', { couponId: 999_999 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('No such coupon.');
  });
});

describe('adminCouponRedemptions', () => {
  it("lists a coupon's redemptions with the booking, customer and discount", async () => {
    const [welcome] = await listed('WELCOME10');
    const booking = await createBooking(db(), { city: 'Calgary', now: NOW });
    await db().insert(couponRedemptions).values({
      couponId: welcome!.couponId,
      customerId: booking.customerId,
      bookingId: booking.id,
    });
    const answer = await post<{
      code: string;
      total: number;
      items: { bookingNo: string; customerEmail: string; customerName: string }[];
    }>('/api/admin/coupons/redemptions', { couponId: welcome?.couponId });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ code: 'WELCOME10', total: 1 });
    expect(answer.body.data?.items[0]).toMatchObject({
      bookingNo: booking.bookingNo,
      customerName: 'Amelia Tremblay',
      customerEmail: 'customer@demo.mapleshine.ca',
    });
    expect((await listed('WELCOME10'))[0]?.redemptions).toBe(1);
    const [row] = await db().select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    expect(row?.disabledAt).toBeNull();
  });
});
