/*
 * The phone and name rules of decision 033 at the same-day start and the two profile updates:
 * every way of writing a Canadian number is stored as ten digits, Canadian names as written,
 * junk refused with the spec's message and nothing written. (Registration, the contractor
 * application and the contact form have theirs beside their other tests.)
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, contractors, customers } from '#server/db/schema.ts';
import { call, callMultipart, newActiveCustomer } from '../support/accounts.ts';
import { newContractor } from '../support/contractors.ts';
import {
  CANADIAN_NAMES,
  JUNK_PHONES,
  NAME_REFUSED,
  PHONE_VARIANTS,
  STORED_PHONE,
} from '../support/person-fields.ts';
import { BOOK_SAME_DAY, bookingByCode, newContact, startBooking } from '../support/same-day.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

async function bookingCount() {
  return (await server.database.db.select({ id: bookings.id }).from(bookings)).length;
}

describe('/api/cleaning/book-same-day', () => {
  it.each(PHONE_VARIANTS)('stores the phone "%s" as its ten digits', async (vMobile) => {
    const code = await startBooking(server.app, newContact({ vMobile }));
    expect((await bookingByCode(server.database.db, code)).mobile).toBe(STORED_PHONE);
  });

  it.each([...CANADIAN_NAMES, "Jean-Luc D'Souza"])('keeps the name "%s"', async (vFullName) => {
    const code = await startBooking(server.app, newContact({ vFullName }));
    expect((await bookingByCode(server.database.db, code)).fullName).toBe(vFullName);
  });

  it.each([
    ...JUNK_PHONES.map((vMobile) => ['Invalid Phone Number.', { vMobile }] as const),
    [NAME_REFUSED, { vFullName: 'Zoë 4ever' }] as const,
  ])('answers "%s" for %o and writes no booking', async (message, changes) => {
    const before = await bookingCount();
    const answer = await call(server.app, BOOK_SAME_DAY, newContact(changes));

    expect(answer.body).toEqual({ code: 400, message });
    expect(await bookingCount()).toBe(before);
  });
});

describe('/api/customer/update', () => {
  async function customerRow(id: number) {
    const [row] = await server.database.db.select().from(customers).where(eq(customers.id, id));
    return row;
  }

  it('stores every way of writing the phone as ten digits and the names as written', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const id = customer.data.iCustomerId ?? 0;
    for (const vMobile of PHONE_VARIANTS) {
      const answer = await callMultipart(
        server.app,
        '/api/customer/update',
        {
          vUniqueCode: customer.data.vCustomerUniqueCode ?? '',
          vFirstName: 'Zoë',
          vLastName: "O'Connor-Roy",
          vMobile,
        },
        undefined,
        { cookie: customer.cookie },
      );
      expect(answer.status, vMobile).toBe(200);
      expect(await customerRow(id)).toMatchObject({
        mobile: STORED_PHONE,
        firstName: 'Zoë',
        lastName: "O'Connor-Roy",
      });
    }
  });

  it.each([
    ...JUNK_PHONES.map((vMobile) => ['Invalid Phone Number.', { vMobile }] as const),
    [NAME_REFUSED, { vFirstName: 'Zo3' }] as const,
    [NAME_REFUSED, { vLastName: 'Roy;' }] as const,
  ])('answers "%s" for %o and changes nothing', async (message, changes) => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const before = await customerRow(customer.data.iCustomerId ?? 0);
    const answer = await callMultipart(
      server.app,
      '/api/customer/update',
      {
        vUniqueCode: customer.data.vCustomerUniqueCode ?? '',
        vFirstName: 'Zoë',
        vLastName: 'Roy',
        vMobile: '7805550123',
        ...changes,
      },
      undefined,
      { cookie: customer.cookie },
    );

    expect(answer.body).toEqual({ code: 400, message });
    expect(await customerRow(customer.data.iCustomerId ?? 0)).toEqual(before);
  });
});

describe('/api/contractor/update', () => {
  async function contractorRow(id: number) {
    const [row] = await server.database.db.select().from(contractors).where(eq(contractors.id, id));
    return row;
  }

  async function update(
    contractor: { id: number; cookie: string },
    fields: Record<string, string>,
  ) {
    const row = await contractorRow(contractor.id);
    return callMultipart(
      server.app,
      '/api/contractor/update',
      {
        vUniqueCode: row?.uniqueCode ?? '',
        vFullName: 'Jean-Luc Côté',
        vMobile: '7805550123',
        ...fields,
      },
      undefined,
      { cookie: contractor.cookie },
    );
  }

  it('stores "+1 (780) 555-0123" as ten digits and "Zoë O’Connor-Roy" as written', async () => {
    const contractor = await newContractor(server.app, server.database.db);
    const answer = await update(contractor, {
      vMobile: '+1 (780) 555-0123',
      vFullName: 'Zoë O’Connor-Roy',
    });

    expect(answer.status).toBe(200);
    expect(await contractorRow(contractor.id)).toMatchObject({
      mobile: STORED_PHONE,
      fullName: 'Zoë O’Connor-Roy',
    });
  });

  it.each([
    ['Invalid Phone Number.', { vMobile: '1780555012' }] as const,
    [NAME_REFUSED, { vFullName: 'Jean_Luc' }] as const,
  ])('answers "%s" for %o and changes nothing', async (message, changes) => {
    const contractor = await newContractor(server.app, server.database.db);
    const before = await contractorRow(contractor.id);
    const answer = await update(contractor, changes);

    expect(answer.body).toEqual({ code: 400, message });
    expect(await contractorRow(contractor.id)).toEqual(before);
  });
});
