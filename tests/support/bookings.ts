import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import {
  bookings,
  cities,
  contractors,
  customers,
  payRates,
  residenceTypes,
  services,
  users,
} from '#server/db/schema.ts';
import type { JobStatus } from '#machines/job-lifecycle.machine.ts';
import { localNow } from '#server/domain/local-time.ts';
import { TRAVEL_BUFFER_MINUTES } from '#server/quote/availability.ts';
import { DEMO_CUSTOMER_EMAIL, demoContractorEmail } from './accounts.ts';

export async function cityNamed(db: Database, name: string) {
  const [city] = await db.select().from(cities).where(eq(cities.name, name));
  if (!city) throw new Error(`no city ${name}`);
  return city;
}

export async function serviceWithSlug(db: Database, slug: string) {
  const [service] = await db.select().from(services).where(eq(services.slug, slug));
  if (!service) throw new Error(`no service ${slug}`);
  return service;
}

export async function customerIdOf(db: Database, email = DEMO_CUSTOMER_EMAIL) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no customer ${email}`);
  return row.id;
}

export async function contractorIdOf(db: Database, email: string) {
  const [row] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no contractor ${email}`);
  return row.id;
}

export type BookingFixture = {
  status?: JobStatus;
  city?: string;
  serviceSlug?: string;
  customerEmail?: string;
  /** The assigned contractor (for assigned, inProgress, completed), by e-mail. */
  contractorEmail?: string;
  /** Start, relative to `now`. */
  startsInHours?: number;
  /** The street address as the customer typed it (default without a postal code). */
  address?: string;
  unit?: string;
  estimatedMinutes?: number;
  /**
   * For a job in progress (or completed): when the cleaner started it, in minutes before `now`.
   * Without it, at its booked start time (which lies ahead unless startsInHours says otherwise).
   * Given without startsInHours, the job was booked for the hour the start fell in, so all the
   * time since counts as time on site.
   */
  startedMinutesAgo?: number;
  now?: Date;
  paymentStatus?: (typeof bookings.$inferInsert)['paymentStatus'];
  /** The cleaner's pay; by default, for a held or done job, the city's rate as at acceptance. */
  contractorPayCents?: number | null;
  gatewayPaymentId?: string | null;
};

/**
 * A booking written straight to the database in any lifecycle status, priced like a real one,
 * for tests of what happens next. Starts on the hour in the city's time zone.
 */
export async function createBooking(db: Database, fixture: BookingFixture = {}) {
  const status = fixture.status ?? 'authorized';
  const city = await cityNamed(db, fixture.city ?? 'Edmonton');
  const service = await serviceWithSlug(db, fixture.serviceSlug ?? 'deep-cleaning');
  const [residence] = await db
    .select()
    .from(residenceTypes)
    .where(eq(residenceTypes.name, 'House'));
  const customerId = await customerIdOf(db, fixture.customerEmail ?? DEMO_CUSTOMER_EMAIL);
  const contractorEmail =
    fixture.contractorEmail ??
    (['assigned', 'inProgress', 'completed'].includes(status)
      ? demoContractorEmail(city.name)
      : undefined);
  const contractorId = contractorEmail ? await contractorIdOf(db, contractorEmail) : null;

  const now = fixture.now ?? new Date();
  const hourMs = 60 * 60 * 1000;
  const startedAt =
    fixture.startedMinutesAgo === undefined
      ? null
      : new Date(now.getTime() - fixture.startedMinutesAgo * 60 * 1000);
  const startsAt =
    fixture.startsInHours === undefined && startedAt !== null
      ? new Date(Math.floor(startedAt.getTime() / hourMs) * hourMs)
      : new Date(
          Math.ceil((now.getTime() + (fixture.startsInHours ?? 48) * hourMs) / hourMs) * hourMs,
        );
  const estimatedMinutes = fixture.estimatedMinutes ?? 180;
  const endsAt = new Date(startsAt.getTime() + estimatedMinutes * 60 * 1000);
  const local = localNow(city.timeZone, startsAt);
  const subtotalCents = Math.round((estimatedMinutes * service.hourlyRateCents) / 60);
  const taxCents = Math.round(subtotalCents * 0.05);
  const paid = !['draft', 'quoted'].includes(status);
  const [rate] = await db
    .select({ cents: payRates.centsPerHour })
    .from(payRates)
    .where(and(eq(payRates.cityId, city.id), eq(payRates.serviceId, service.id)));
  const accepted = contractorId !== null && status !== 'cancelled';
  const contractorPayCents =
    fixture.contractorPayCents !== undefined
      ? fixture.contractorPayCents
      : accepted && rate
        ? Math.round((estimatedMinutes * rate.cents) / 60)
        : null;

  const [row] = await db
    .insert(bookings)
    .values({
      uniqueCode: `bkg_${randomBytes(12).toString('base64url')}`,
      bookingNo: sql`'MS-' || nextval('booking_no_seq')`,
      customerId,
      status,
      fullName: 'Amelia Tremblay',
      email: fixture.customerEmail ?? DEMO_CUSTOMER_EMAIL,
      mobile: '7805550142',
      residenceTypeId: residence?.id ?? null,
      serviceId: service.id,
      cityId: city.id,
      bedrooms: 2,
      bathrooms: 1,
      extras: ['Inside Oven'],
      extrasMinutes: 45,
      address: fixture.address ?? '10150 Jasper Ave NW',
      unit: fixture.unit ?? '',
      localDate: local.date,
      fromMinutes: local.minutes,
      untilMinutes: Math.min(1380, local.minutes + estimatedMinutes + 60),
      startsAt,
      endsAt,
      blockedUntil: new Date(endsAt.getTime() + TRAVEL_BUFFER_MINUTES * 60 * 1000),
      estimatedMinutes,
      hourlyRateCents: service.hourlyRateCents,
      subtotalCents,
      taxCents,
      taxName: 'GST',
      totalCents: subtotalCents + taxCents,
      contractorId,
      contractorPayCents,
      paymentStatus:
        fixture.paymentStatus ??
        (paid ? (status === 'completed' ? 'captured' : 'authorized') : 'none'),
      paymentMethodId: paid ? 'pm_card_visa' : null,
      gatewayPaymentId:
        fixture.gatewayPaymentId === undefined
          ? paid
            ? `pi_fixture_${randomBytes(6).toString('hex')}`
            : null
          : fixture.gatewayPaymentId,
      authorizedAt: paid ? now : null,
      authorizationExpiresAt: paid ? new Date(now.getTime() + 7 * 24 * hourMs) : null,
      startedAt: ['inProgress', 'completed'].includes(status) ? (startedAt ?? startsAt) : null,
      completedAt: status === 'completed' ? endsAt : null,
      cancelledAt: status === 'cancelled' ? now : null,
    })
    .returning();
  if (!row) throw new Error('booking not written');
  return row;
}
