import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '#server/db/schema.ts';
import { applyCouponForPayment, recordRedemption } from '#server/coupons/coupons.ts';
import { InvalidError } from '#server/domain/errors.ts';
import { call, manualClock, randomIp } from '../support/accounts.ts';
import { cityNamed, createBooking, serviceWithSlug } from '../support/bookings.ts';
import {
  bookingByCode,
  edmontonDeepClean,
  GIFT_COUPON,
  POSTAL_CODES,
  quotedBooking,
  startBooking,
  withoutUndefined,
} from '../support/same-day.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const INVALID = 'This coupon code is invalid.';
const APPLIED = 'Your coupon has been applied.';
const PRICE_CHANGED = 'The price has changed. Please check availability again.';
const CHECK_FIRST = 'Please check availability first.';

const NOW = new Date('2026-11-23T15:00:00Z');

let server: TestApp;
let edmontonId: number;
beforeAll(async () => {
  server = await startTestApp({ clock: manualClock(NOW) });
  edmontonId = (await cityNamed(db(), 'Edmonton')).id;
});
afterAll(() => server.close());

const db = () => server.database.db;

/** docs/pricing.md's first example: $275.00 + GST, quoted for a new lead. */
async function edmontonQuote(overrides: Record<string, unknown> = {}) {
  return quotedBooking(server.app, await edmontonDeepClean(db(), overrides));
}

function applyCoupon(body: Record<string, unknown>) {
  return call(server.app, GIFT_COUPON, body);
}

async function couponNamed(code: string) {
  const [row] = await db().select().from(coupons).where(eq(coupons.code, code));
  if (!row) throw new Error(`no coupon ${code}`);
  return row;
}

/** A redemption of `code` by the customer of a booking written straight to the database. */
async function redeemedBy(code: string, customerEmail?: string) {
  const coupon = await couponNamed(code);
  const booking = await createBooking(db(), {
    status: 'authorized',
    city: 'Calgary',
    now: NOW,
    ...(customerEmail ? { customerEmail } : {}),
  });
  await db()
    .insert(couponRedemptions)
    .values({ couponId: coupon.id, customerId: booking.customerId, bookingId: booking.id });
  return booking;
}

describe('/api/cleaning/gift_coupon_discount', () => {
  it('applies a percent coupon, answers the discounted figures and keeps them on the booking', async () => {
    const { code, quote } = await edmontonQuote();

    const answer = await applyCoupon({
      vUniqueCode: code,
      amount: quote.total_price,
      coupon_code: 'WELCOME10',
      iCityId: edmontonId,
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      message: APPLIED,
      Data: {
        SubTotal: 275,
        Discount: 27.5,
        Amount: 247.5,
        Tax: 12.38,
        // Each tax on its own line (decision 110): Edmonton's one, GST.
        TaxLines: [{ name: 'GST', rate: 5, amount: 12.38 }],
        Total: 259.88,
      },
    });
    expect(await bookingByCode(db(), code)).toMatchObject({
      status: 'quoted',
      couponId: (await couponNamed('WELCOME10')).id,
      subtotalCents: 27500,
      discountCents: 2750,
      taxCents: 1238,
      totalCents: 25988,
    });
    const redemptions = await db()
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, (await couponNamed('WELCOME10')).id));
    expect(redemptions[0]!.n).toBe(0);
  });

  it('applies a fixed city coupon in its city', async () => {
    const { code, quote } = await edmontonQuote();
    const answer = await applyCoupon({
      vUniqueCode: code,
      amount: quote.total_price,
      coupon_code: 'EDMONTON20',
      iCityId: edmontonId,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      Data: { SubTotal: 275, Discount: 20, Amount: 255, Tax: 12.75, Total: 267.75 },
    });
  });

  it('accepts the code in lower case with spaces around it', async () => {
    const { code, quote } = await edmontonQuote();
    const answer = await applyCoupon({
      vUniqueCode: code,
      amount: quote.total_price,
      coupon_code: '  welcome10 ',
      iCityId: edmontonId,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Data: { Discount: 27.5, Total: 259.88 } });
  });

  it('replaces an earlier coupon instead of adding to it', async () => {
    const { code, quote } = await edmontonQuote();
    const base = { vUniqueCode: code, amount: quote.total_price, iCityId: edmontonId };
    await applyCoupon({ ...base, coupon_code: 'WELCOME10' });
    const answer = await applyCoupon({ ...base, coupon_code: 'EDMONTON20' });
    expect(answer.body).toMatchObject({ Data: { Discount: 20, Total: 267.75 } });
    expect(await bookingByCode(db(), code)).toMatchObject({
      couponId: (await couponNamed('EDMONTON20')).id,
      discountCents: 2000,
      totalCents: 26775,
    });
  });

  describe('answers 400 "This coupon code is invalid." and leaves the booking alone', () => {
    async function expectRefused(body: {
      vUniqueCode: string;
      amount: number;
      coupon_code: string;
      iCityId: number;
    }) {
      const before = await bookingByCode(db(), body.vUniqueCode);
      const answer = await applyCoupon(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: INVALID });
      expect(await bookingByCode(db(), body.vUniqueCode)).toEqual(before);
    }

    it('for an unknown code', async () => {
      const { code, quote } = await edmontonQuote();
      await expectRefused({
        vUniqueCode: code,
        amount: quote.total_price,
        coupon_code: 'FREECLEAN',
        iCityId: edmontonId,
      });
    });

    it('for an expired coupon', async () => {
      const { code, quote } = await edmontonQuote();
      await expectRefused({
        vUniqueCode: code,
        amount: quote.total_price,
        coupon_code: 'SPRING2025',
        iCityId: edmontonId,
      });
    });

    it('for a coupon that is not valid yet', async () => {
      await db()
        .insert(coupons)
        .values({
          code: 'NEWYEAR2027',
          kind: 'percent',
          amount: 500,
          validFrom: new Date('2027-01-01T00:00:00Z'),
        });
      const { code, quote } = await edmontonQuote();
      await expectRefused({
        vUniqueCode: code,
        amount: quote.total_price,
        coupon_code: 'NEWYEAR2027',
        iCityId: edmontonId,
      });
    });

    it('for a coupon whose redemptions are used up', async () => {
      await redeemedBy('ONCEONLY');
      const { code, quote } = await edmontonQuote();
      await expectRefused({
        vUniqueCode: code,
        amount: quote.total_price,
        coupon_code: 'ONCEONLY',
        iCityId: edmontonId,
      });
    });

    it("for a city coupon on another city's booking", async () => {
      const toronto = await cityNamed(db(), 'Toronto');
      const { code, quote } = await edmontonQuote({
        iCityId: toronto.id,
        vPostalCode: POSTAL_CODES.Toronto,
      });
      await expectRefused({
        vUniqueCode: code,
        amount: quote.total_price,
        coupon_code: 'EDMONTON20',
        iCityId: toronto.id,
      });
    });

    it('for a city coupon when the city sent is not the coupon’s', async () => {
      const toronto = await cityNamed(db(), 'Toronto');
      const { code, quote } = await edmontonQuote();
      await expectRefused({
        vUniqueCode: code,
        amount: quote.total_price,
        coupon_code: 'EDMONTON20',
        iCityId: toronto.id,
      });
    });

    it('for a subtotal below the coupon’s minimum', async () => {
      const routine = await serviceWithSlug(db(), 'routine-clean');
      // 2 hours of Routine Clean at $42: $84, under EDMONTON20's $100.
      const { code, quote } = await edmontonQuote({
        iServiceId: routine.id,
        vResidence: 'Apartment or Condo',
        vBedrooms: '1',
        vBathrooms: '1',
        vExtras: [],
      });
      expect(quote.total_price).toBe(84);
      await expectRefused({
        vUniqueCode: code,
        amount: quote.total_price,
        coupon_code: 'EDMONTON20',
        iCityId: edmontonId,
      });
    });

    it('for a coupon this customer has already used', async () => {
      const email = `coupon.reuse.${Date.now()}@example.ca`;
      const code = await startBooking(server.app, {
        vFullName: 'Nora Fraser',
        vEmail: email,
        vMobile: '7805550111',
      });
      await redeemedBy('WELCOME10', email);
      const quote = await call(
        server.app,
        '/api/cleaning/schedule-cleaning',
        await edmontonDeepClean(db()),
        {
          headers: { vUniqueCode: code },
        },
      );
      expect(quote.status).toBe(200);
      await expectRefused({
        vUniqueCode: code,
        amount: 275,
        coupon_code: 'WELCOME10',
        iCityId: edmontonId,
      });
    });
  });

  it('refuses an amount that is not the booking’s subtotal', async () => {
    const { code } = await edmontonQuote();
    const before = await bookingByCode(db(), code);
    const answer = await applyCoupon({
      vUniqueCode: code,
      amount: 100,
      coupon_code: 'WELCOME10',
      iCityId: edmontonId,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: PRICE_CHANGED });
    expect(await bookingByCode(db(), code)).toEqual(before);
  });

  it.each([
    ['an empty code', { coupon_code: '' }, 'Please Enter the Coupon Code.'],
    ['a blank code', { coupon_code: '   ' }, 'Please Enter the Coupon Code.'],
    ['no code', { coupon_code: undefined }, 'Please Enter the Coupon Code.'],
    ['a 51-character code', { coupon_code: 'A'.repeat(51) }, INVALID],
  ])('answers 400 for %s', async (_case, change, message) => {
    const { code, quote } = await edmontonQuote();
    const body = withoutUndefined({
      vUniqueCode: code,
      amount: quote.total_price,
      iCityId: edmontonId,
      ...change,
    });
    const answer = await applyCoupon(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message });
  });

  it('answers 409 for a booking that has not been quoted', async () => {
    const code = await startBooking(server.app);
    const answer = await applyCoupon({
      vUniqueCode: code,
      amount: 0,
      coupon_code: 'WELCOME10',
      iCityId: edmontonId,
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: CHECK_FIRST });
  });

  it('answers 409 for a paid booking and leaves it alone', async () => {
    const paid = await createBooking(db(), { status: 'authorized', city: 'Edmonton', now: NOW });
    const answer = await applyCoupon({
      vUniqueCode: paid.uniqueCode,
      amount: paid.subtotalCents! / 100,
      coupon_code: 'WELCOME10',
      iCityId: edmontonId,
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: 'This booking can no longer be changed.' });
    expect(await bookingByCode(db(), paid.uniqueCode)).toEqual(paid);
  });

  it('answers 404 for an unknown booking', async () => {
    const answer = await applyCoupon({
      vUniqueCode: 'bkg_doesNotExist',
      amount: 275,
      coupon_code: 'WELCOME10',
      iCityId: edmontonId,
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: 'Booking not found.' });
  });

  it('answers 429 after 20 coupon attempts from one IP within the hour', async () => {
    const { code, quote } = await edmontonQuote();
    const ip = randomIp();
    const body = {
      vUniqueCode: code,
      amount: quote.total_price,
      coupon_code: 'GUESS',
      iCityId: edmontonId,
    };
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await call(server.app, GIFT_COUPON, body, { ip })).status).toBe(400);
    }
    const refused = await call(
      server.app,
      GIFT_COUPON,
      { ...body, coupon_code: 'WELCOME10' },
      { ip },
    );
    expect(refused.status).toBe(429);
  });
});

describe('the coupon check of the payment step', () => {
  it('answers the coupon and its discount for a valid code, whatever its case', async () => {
    const { code } = await edmontonQuote();
    const booking = await bookingByCode(db(), code);
    await expect(applyCouponForPayment(db(), booking, 'welcome10', NOW)).resolves.toEqual({
      couponId: (await couponNamed('WELCOME10')).id,
      discountCents: 2750,
    });
  });

  it('answers no discount without a code or with a blank one', async () => {
    const booking = await bookingByCode(db(), (await edmontonQuote()).code);
    const none = { couponId: null, discountCents: 0 };
    await expect(applyCouponForPayment(db(), booking, undefined, NOW)).resolves.toEqual(none);
    await expect(applyCouponForPayment(db(), booking, '  ', NOW)).resolves.toEqual(none);
  });

  it('refuses a coupon that expired since it was applied', async () => {
    const booking = await bookingByCode(db(), (await edmontonQuote()).code);
    const later = new Date('2028-01-02T12:00:00Z');
    await expect(applyCouponForPayment(db(), booking, 'WELCOME10', later)).rejects.toEqual(
      new InvalidError(INVALID),
    );
  });

  it('records one redemption per customer and refuses a second', async () => {
    const first = await bookingByCode(db(), (await edmontonQuote()).code);
    const coupon = await couponNamed('EDMONTON20');
    await recordRedemption(db(), coupon.id, first.customerId, first.id);

    const other = await createBooking(db(), { status: 'quoted', city: 'Edmonton', now: NOW });
    const twice = recordRedemption(db(), coupon.id, first.customerId, other.id);
    await expect(twice).rejects.toBeInstanceOf(InvalidError);
    await expect(twice).rejects.toMatchObject({ kind: 'invalid', message: INVALID });
    await expect(applyCouponForPayment(db(), first, 'EDMONTON20', NOW)).rejects.toMatchObject({
      kind: 'invalid',
      message: INVALID,
    });
  });
});
