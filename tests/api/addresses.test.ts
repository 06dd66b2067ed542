import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses } from '#server/db/schema.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  demoContractorEmail,
  logIn,
  newActiveCustomer,
  type Answer,
  type CallOptions,
} from '../support/accounts.ts';
import { NO_ACCESS_NOTES } from '#shared/access-notes.ts';
import { CALGARY_ADDRESS, EDMONTON_ADDRESS } from '../support/addresses.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Address = {
  iAddressId: number;
  vUniqueAddressCode: string;
  iCustomerId: number;
  tAddress: string;
  vCity: string;
  vZipCode: string;
  vState: string;
  vCountry: string;
};

type Customer = { cookie: string; id: number };

const ADD = '/api/customerAddress/Add';
const GET_BY_ID = '/api/customerAddress/get_by_id';
const EDIT = '/api/customerAddress/edit';
const DELETE = '/api/customerAddress/delete';
const GET_ALL = '/api/customerAddress/get_all_data';

const NOT_YOURS = 'You can only manage your own addresses.';
const NOT_FOUND = 'Address not found.';

const edmonton = EDMONTON_ADDRESS;
const calgary = CALGARY_ADDRESS;

let server: TestApp;
let other: Customer;
beforeAll(async () => {
  server = await startTestApp();
  const demo = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
  other = { cookie: demo.cookie, id: demo.data.iCustomerId! };
});
afterAll(() => server.close());

/** Stack frames or source paths in an answer would leak the server's internals. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(
    /\bat \S+ \(|\bat (?:file:|\/)|file:\/\/|node_modules|\/work\/|\.ts:\d+/,
  );
}

async function post<Data = unknown>(
  url: string,
  body: unknown,
  options: CallOptions = {},
): Promise<Answer<Data>> {
  const answer = await call<Data>(server.app, url, body, options);
  expectNoInternals(JSON.stringify(answer.body));
  return answer;
}

async function customer(): Promise<Customer> {
  const session = await newActiveCustomer(server.app, server.database.db);
  const id = session.data.iCustomerId;
  if (id === undefined) throw new Error('the new customer has no customer id');
  return { cookie: session.cookie, id };
}

async function addAddress(owner: Customer, fields: Record<string, unknown> = edmonton) {
  const answer = await post<Address>(ADD, fields, { cookie: owner.cookie });
  expect(answer.status).toBe(201);
  return answer.body.data!;
}

function rowsOf(customerId: number) {
  return server.database.db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
}

async function rowById(addressId: number) {
  const rows = await server.database.db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.id, addressId));
  return rows[0];
}

async function allRowCount() {
  const rows = await server.database.db.select({ n: count() }).from(customerAddresses);
  return rows[0]?.n ?? 0;
}

describe('/api/customerAddress/Add', () => {
  it('adds the address, trimmed, to the signed-in customer and answers 201 with it', async () => {
    const caller = await customer();
    const { status, body } = await post<Address>(
      ADD,
      {
        tAddress: '  10150 Jasper Ave NW, Suite 400 ',
        vCity: ' Edmonton\t',
        vZipCode: ' T5J 1W4 ',
        vState: '  Alberta',
        vCountry: 'Canada  ',
      },
      { cookie: caller.cookie },
    );

    expect(status).toBe(201);
    expect(body).toEqual({
      code: 201,
      message: 'Address added successfully.',
      data: {
        iAddressId: expect.any(Number),
        vUniqueAddressCode: expect.stringMatching(/^adr_[A-Za-z0-9_-]+$/),
        iCustomerId: caller.id,
        ...edmonton,
        accessNotes: NO_ACCESS_NOTES,
      },
    });
    const row = await rowById(body.data!.iAddressId);
    expect(row).toMatchObject({
      uniqueCode: body.data!.vUniqueAddressCode,
      customerId: caller.id,
      address: '10150 Jasper Ave NW, Suite 400',
      city: 'Edmonton',
      zipCode: 'T5J 1W4',
      state: 'Alberta',
      country: 'Canada',
    });
  });

  it("accepts iCustomerId in the body when it is the caller's own id", async () => {
    const caller = await customer();
    const { status, body } = await post<Address>(
      ADD,
      { iCustomerId: caller.id, ...calgary },
      { cookie: caller.cookie },
    );

    expect(status).toBe(201);
    expect(body.message).toBe('Address added successfully.');
    expect(body.data).toMatchObject({ iCustomerId: caller.id, ...calgary });
    expect(await rowsOf(caller.id)).toHaveLength(1);
  });

  it('accepts an address line of exactly 255 characters', async () => {
    const caller = await customer();
    const line = 'A'.repeat(255);
    const { status, body } = await post<Address>(
      ADD,
      { ...edmonton, tAddress: line },
      { cookie: caller.cookie },
    );

    expect(status).toBe(201);
    expect(body.data?.tAddress).toBe(line);
    expect((await rowsOf(caller.id))[0]?.address).toBe(line);
  });

  describe('refuses an incomplete address and writes nothing', () => {
    let caller: Customer;
    beforeAll(async () => {
      caller = await customer();
    });

    const fieldsAndMessages = [
      ['tAddress', 'Address is Required.'],
      ['vCity', 'City is Required.'],
      ['vZipCode', 'Zip Code is Required.'],
      ['vState', 'State is Required.'],
      ['vCountry', 'Country is Required.'],
    ] as const;

    it.each(fieldsAndMessages)('answers "%s" missing with "%s"', async (field, message) => {
      const fields = Object.fromEntries(
        Object.entries(edmonton).filter(([name]) => name !== field),
      );
      const { status, body } = await post(ADD, fields, { cookie: caller.cookie });

      expect(status).toBe(400);
      expect(body).toEqual({ code: 400, message });
      expect(await rowsOf(caller.id)).toEqual([]);
    });

    it.each(fieldsAndMessages)(
      'answers "%s" of only spaces and tabs with "%s"',
      async (field, message) => {
        const { status, body } = await post(
          ADD,
          { ...edmonton, [field]: '  \t ' },
          { cookie: caller.cookie },
        );

        expect(status).toBe(400);
        expect(body).toEqual({ code: 400, message });
        expect(await rowsOf(caller.id)).toEqual([]);
      },
    );

    it('answers an address line of 256 characters with "Address cannot exceed 255 characters."', async () => {
      const { status, body } = await post(
        ADD,
        { ...edmonton, tAddress: 'A'.repeat(256) },
        { cookie: caller.cookie },
      );

      expect(status).toBe(400);
      expect(body).toEqual({ code: 400, message: 'Address cannot exceed 255 characters.' });
      expect(await rowsOf(caller.id)).toEqual([]);
    });
  });

  it("refuses to add an address to another customer's account with 403 and writes nothing", async () => {
    const caller = await customer();
    const { status, body } = await post(
      ADD,
      { iCustomerId: other.id, ...edmonton },
      { cookie: caller.cookie },
    );

    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, message: NOT_YOURS });
    expect(await rowsOf(caller.id)).toEqual([]);
    expect(await rowsOf(other.id)).toEqual([]);
  });
});

describe('/api/customerAddress/get_by_id', () => {
  it("answers one of the caller's own addresses", async () => {
    const caller = await customer();
    const added = await addAddress(caller);

    const { status, body } = await post<Address>(
      GET_BY_ID,
      { iAddressId: added.iAddressId },
      { cookie: caller.cookie },
    );

    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: 'Success.', data: added });
  });

  it("answers 404 for another customer's address, as if it did not exist", async () => {
    const owner = await customer();
    const theirs = await addAddress(owner);

    const { status, body } = await post(
      GET_BY_ID,
      { iAddressId: theirs.iAddressId },
      { cookie: other.cookie },
    );

    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: NOT_FOUND });
    expect(await rowById(theirs.iAddressId)).toMatchObject({ customerId: owner.id });
  });

  it('answers 404 for an address id that does not exist', async () => {
    const caller = await customer();
    const { status, body } = await post(
      GET_BY_ID,
      { iAddressId: 987654 },
      { cookie: caller.cookie },
    );

    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: NOT_FOUND });
  });
});

describe('/api/customerAddress/edit', () => {
  it('changes the address, trimmed, and keeps its id and code', async () => {
    const caller = await customer();
    const added = await addAddress(caller);

    const { status, body } = await post<Address>(
      EDIT,
      {
        vUniqueCode: added.vUniqueAddressCode,
        iCustomerId: caller.id,
        tAddress: ' 220 4 Ave SW ',
        vCity: 'Calgary ',
        vZipCode: ' T2P 0H5',
        vState: 'Alberta',
        vCountry: ' Canada',
      },
      { cookie: caller.cookie },
    );

    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      message: 'Address Updated successfully.',
      data: {
        iAddressId: added.iAddressId,
        vUniqueAddressCode: added.vUniqueAddressCode,
        iCustomerId: caller.id,
        ...calgary,
        accessNotes: NO_ACCESS_NOTES,
      },
    });
    expect(await rowById(added.iAddressId)).toMatchObject({
      customerId: caller.id,
      address: '220 4 Ave SW',
      city: 'Calgary',
      zipCode: 'T2P 0H5',
      state: 'Alberta',
      country: 'Canada',
    });
  });

  it("answers 404 for another customer's address code and leaves that address unchanged", async () => {
    const owner = await customer();
    const theirs = await addAddress(owner);
    const before = await rowById(theirs.iAddressId);

    const { status, body } = await post(
      EDIT,
      { vUniqueCode: theirs.vUniqueAddressCode, ...calgary },
      { cookie: other.cookie },
    );

    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: NOT_FOUND });
    expect(await rowById(theirs.iAddressId)).toEqual(before);
  });

  it('refuses iCustomerId of another customer with 403 and leaves the address unchanged', async () => {
    const caller = await customer();
    const added = await addAddress(caller);
    const before = await rowById(added.iAddressId);

    const { status, body } = await post(
      EDIT,
      { vUniqueCode: added.vUniqueAddressCode, iCustomerId: other.id, ...calgary },
      { cookie: caller.cookie },
    );

    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, message: NOT_YOURS });
    expect(await rowById(added.iAddressId)).toEqual(before);
  });

  it('refuses a blank city with "City is Required." and leaves the address unchanged', async () => {
    const caller = await customer();
    const added = await addAddress(caller);
    const before = await rowById(added.iAddressId);

    const { status, body } = await post(
      EDIT,
      { vUniqueCode: added.vUniqueAddressCode, ...calgary, vCity: '   ' },
      { cookie: caller.cookie },
    );

    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'City is Required.' });
    expect(await rowById(added.iAddressId)).toEqual(before);
  });
});

describe('/api/customerAddress/delete', () => {
  it('deletes the address, and a second delete answers 404', async () => {
    const caller = await customer();
    const added = await addAddress(caller);

    const first = await post(DELETE, { iAddressId: added.iAddressId }, { cookie: caller.cookie });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ code: 200, message: 'Address deleted successfully.' });
    expect(await rowById(added.iAddressId)).toBeUndefined();

    const second = await post(DELETE, { iAddressId: added.iAddressId }, { cookie: caller.cookie });
    expect(second.status).toBe(404);
    expect(second.body).toEqual({ code: 404, message: NOT_FOUND });
  });

  it("answers 404 for another customer's address and does not delete it", async () => {
    const owner = await customer();
    const theirs = await addAddress(owner);

    const { status, body } = await post(
      DELETE,
      { iAddressId: theirs.iAddressId },
      { cookie: other.cookie },
    );

    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: NOT_FOUND });
    expect(await rowById(theirs.iAddressId)).toMatchObject({ customerId: owner.id });
  });
});

describe('/api/customerAddress/get_all_data', () => {
  it("lists only the caller's own addresses, newest first", async () => {
    const caller = await customer();
    const neighbour = await customer();
    const first = await addAddress(caller, edmonton);
    await addAddress(neighbour, edmonton);
    const second = await addAddress(caller, calgary);
    const third = await addAddress(caller, { ...edmonton, tAddress: '9797 Jasper Ave NW' });

    const { status, body } = await post<Address[]>(GET_ALL, {}, { cookie: caller.cookie });

    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: 'Success.', data: [third, second, first] });
  });

  it("answers the same list when iCustomerId is the caller's own id", async () => {
    const caller = await customer();
    const added = await addAddress(caller);

    const { status, body } = await post<Address[]>(
      GET_ALL,
      { iCustomerId: caller.id },
      { cookie: caller.cookie },
    );

    expect(status).toBe(200);
    expect(body.data).toEqual([added]);
  });

  it('answers an empty list to a customer without addresses', async () => {
    const caller = await customer();
    const { status, body } = await post<Address[]>(GET_ALL, {}, { cookie: caller.cookie });

    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it("refuses to list another customer's addresses with 403", async () => {
    const caller = await customer();
    await addAddress(other);

    const { status, body } = await post(
      GET_ALL,
      { iCustomerId: other.id },
      { cookie: caller.cookie },
    );

    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, message: NOT_YOURS });
  });
});

describe('who may manage addresses', () => {
  const operations = [
    ['Add', ADD, edmonton],
    ['get_by_id', GET_BY_ID, { iAddressId: 1 }],
    ['edit', EDIT, { vUniqueCode: 'adr_missing', ...edmonton }],
    ['delete', DELETE, { iAddressId: 1 }],
    ['get_all_data', GET_ALL, {}],
  ] as const;

  it.each(operations)(
    '%s without a session answers 401 "Please log in to continue." and writes nothing',
    async (_name, url, body) => {
      const before = await allRowCount();
      const answer = await post(url, body);

      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 401, message: 'Please log in to continue.' });
      expect(await allRowCount()).toBe(before);
    },
  );

  it.each(operations)('%s with a forged session cookie answers 401', async (_name, url, body) => {
    const answer = await post(url, body, { cookie: 'mapleshine_session=forged-session-id' });

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: 'Please log in to continue.' });
  });

  it.each(operations)(
    '%s with a contractor session answers 403 "This is only for customers." and writes nothing',
    async (_name, url, body) => {
      const contractor = await logIn(server.app, demoContractorEmail('Calgary'));
      const before = await allRowCount();
      const answer = await post(url, body, { cookie: contractor.cookie });

      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ code: 403, message: 'This is only for customers.' });
      expect(await allRowCount()).toBe(before);
    },
  );
});
