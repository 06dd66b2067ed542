import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { JobRow } from '#server/db/shared-queries/job-views.ts';
import { paymentMails, type PaidBooking } from '#server/payments/payment-messages.ts';
import { quoteMail } from '#server/quote/quote-email.ts';
import type { ReceiptContent } from '#server/receipts/receipt-content.ts';
import { documentPdf } from '#server/receipts/receipt-pdf.ts';
import type { ArchiveData } from '#server/data-exports/archive-data.ts';
import { archivePage } from '#server/data-exports/archive-page.ts';

/*
 * A regular cleaning's discount is named as the plan's wherever a person reads a booking's money
 * (decision 148): the confirmation e-mail, the quote e-mail and the receipt, in English, in
 * French, and on a Quebec receipt in both; a coupon's keeps its own name.
 */

const booking: PaidBooking = {
  bookingNo: 'MS-100042',
  fullName: 'Léa Gagnon',
  email: 'lea@example.ca',
  serviceName: 'Deep Cleaning',
  cityName: 'Edmonton',
  localDate: '2026-11-24',
  fromMinutes: 540,
  estimatedMinutes: 180,
  address: '10150 Jasper Ave NW',
  unit: '',
  extras: [],
  subtotalCents: 16_200,
  discountCents: 1_620,
  taxCents: 729,
  taxName: 'GST',
  totalCents: 15_309,
};

const confirmation = (planDiscountPercent: number | null, locale: 'en-CA' | 'fr-CA') =>
  paymentMails.confirmation(
    locale,
    { ...booking, planDiscountPercent },
    false,
    null,
    'BEGIN:VCALENDAR',
    'https://mapleshine.test/booking-link/abc',
  ).text;

describe('the confirmation e-mail', () => {
  it('names a plan’s discount as the regular cleaning’s, with its percent, in both languages', () => {
    const english = confirmation(10, 'en-CA');
    expect(english).toContain('Regular cleaning discount (10%): -$16.20');
    expect(english).not.toMatch(/coupon/i);
    const french = confirmation(10, 'fr-CA');
    expect(french).toContain('Rabais de ménage régulier (10\u00a0%)\u00a0: -16,20\u00a0$');
    expect(french).not.toMatch(/coupon/i);
  });

  it('still names a coupon’s discount as a coupon’s', () => {
    expect(confirmation(null, 'en-CA')).toContain('Coupon discount: -$16.20');
    expect(confirmation(null, 'fr-CA')).toContain('Rabais du coupon\u00a0: -16,20\u00a0$');
  });
});

describe('the quote e-mail', () => {
  const row = {
    booking: {
      ...booking,
      status: 'quoted',
      hourlyRateCents: 5_400,
      startsAt: new Date('2026-11-24T15:00:00Z'),
      startedAt: null,
      contractorPayCents: null,
    },
    serviceName: 'Deep Cleaning',
    cityName: 'Edmonton',
    timeZone: 'America/Edmonton',
    payRateCents: 2_700,
  } as unknown as JobRow;

  it('names a plan quote’s discount as the regular cleaning’s, in both languages', () => {
    expect(quoteMail(row, 'en-CA', undefined, 10).text).toContain(
      'Regular cleaning discount (10%): -$16.20',
    );
    expect(quoteMail(row, 'fr-CA', undefined, 10).text).toContain(
      'Rabais de ménage régulier (10\u00a0%)\u00a0: -16,20\u00a0$',
    );
    expect(quoteMail(row, 'en-CA').text).toContain('Discount: -$16.20');
  });
});

const receipt: ReceiptContent = {
  kind: 'receipt',
  number: '2026-000042',
  issuedOn: '2026-11-24',
  bookingNo: 'MS-100042',
  customerName: 'Léa Gagnon',
  addressLines: ['10 rue Principale', 'Gatineau, QC J8X 1C5'],
  provinceCode: 'AB',
  service: 'Deep Cleaning',
  serviceDate: '2026-11-24',
  card: { brand: 'visa', last4: '4242' },
  issuer: {
    legalName: 'MapleShine Inc.',
    gstHstNumber: '123456789 RT0001',
    qstNumber: null,
    exampleNumbers: false,
  },
  locale: 'en-CA',
  chargeDate: '2026-11-24',
  minutes: 180,
  hourlyRateCents: 5_400,
  extras: [],
  subtotalCents: 16_200,
  discountCents: 1_620,
  couponCode: null,
  planDiscountPercent: 10,
  taxes: [{ name: 'GST', ratePpm: 50_000, amountCents: 729 }],
  totalCents: 15_309,
};

async function printed(content: ReceiptContent): Promise<string> {
  const bytes = await documentPdf(content);
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the receipt', () => {
  it('prints a plan’s discount as its own line, named as the regular cleaning’s', async () => {
    const english = await printed(receipt);
    expect(english).toContain('Regular cleaning discount (10%) -$16.20');
    const french = await printed({ ...receipt, locale: 'fr-CA' });
    expect(french).toContain('Rabais de ménage régulier (10 %) -16,20 $');
  });

  it('prints it in French then English on a Quebec receipt', async () => {
    const quebec = await printed({
      ...receipt,
      provinceCode: 'QC',
      bilingual: true,
      locale: 'en-CA',
    });
    expect(quebec).toContain(
      'Rabais de ménage régulier (10 %) / Regular cleaning discount (10%) -16,20 $',
    );
  });

  it('keeps a coupon’s discount named with its code', async () => {
    const coupon: ReceiptContent = { ...receipt, couponCode: 'WELCOME10' };
    delete coupon.planDiscountPercent;
    const text = await printed(coupon);
    expect(text).toContain('Discount (WELCOME10) -$16.20');
    expect(text).not.toContain('Regular cleaning');
  });
});

describe('the data export’s readable page', () => {
  /** An archive with one booking whose discount is `percent`'s (null: not a plan's). */
  const page = (planDiscountPercent: number | null, locale: 'en-CA' | 'fr-CA') =>
    archivePage(
      {
        generatedAt: '2026-11-30T15:00:00.000Z',
        account: { email: 'lea@example.ca', language: locale },
        customerProfile: { fullName: 'Léa Gagnon' },
        addresses: [],
        regularPlans: [],
        bookings: [
          {
            bookingNo: 'MS-100042',
            subtotalCents: 16_200,
            discountCents: 1_620,
            planDiscountPercent,
          },
        ],
        reviewsWritten: [],
        comments: [],
        notifications: [],
        emails: [],
        consents: [],
        sessions: [],
        dataExports: [],
        cleaner: null,
      } as unknown as ArchiveData,
      locale,
    );

  it('names a plan visit’s discount as its receipt does, in both languages', () => {
    const english = page(10, 'en-CA');
    expect(english).toContain('<dt>Regular cleaning discount (10%)</dt><dd>$16.20</dd>');
    expect(english).not.toContain('<dt>Discount</dt>');
    const french = page(10, 'fr-CA');
    expect(french).toContain('<dt>Rabais de ménage régulier (10\u00a0%)</dt><dd>16,20\u00a0$</dd>');
    // The percent is read in the discount's name, not as a row of its own.
    expect(english).not.toContain('planDiscountPercent');
  });

  it('keeps “Discount” for a booking that is not a plan’s visit', () => {
    expect(page(null, 'en-CA')).toContain('<dt>Discount</dt><dd>$16.20</dd>');
  });
});
