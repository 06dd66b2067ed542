import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractors, customers, users } from '#server/db/schema.ts';
import {
  call,
  callMultipart,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  demoContractorEmail,
  jpegBytes,
  logIn,
  newActiveCustomer,
  pngBytes,
  randomIp,
  type Answer,
  type UploadFile,
} from '../support/accounts.ts';
import { noisyPng } from '../support/images.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

const LOGIN_REQUIRED = 'Please log in to continue.';
const NOT_YOUR_PROFILE = 'You can only see and change your own profile.';
const ONLY_CUSTOMERS = 'This is only for customers.';
const ONLY_CONTRACTORS = 'This is only for contractors.';
const PROFILE_UPDATED = 'Profile updated successfully.';
const UNSUPPORTED_IMAGE = 'Unsupported file type. Please select a .jpg, .jpeg, or .png file.';
const PHOTO_TOO_LARGE = 'The photo must be 5 MB or smaller.';
const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';
const GENERATED_PNG = /^\/uploads\/[A-Za-z0-9_-]+\.png$/;
const GENERATED_JPG = /^\/uploads\/[A-Za-z0-9_-]+\.jpg$/;

type CustomerProfile = {
  iCustomerId: number;
  vUniqueCode: string;
  vFirstName: string;
  vLastName: string;
  vFullName: string;
  vEmail: string;
  vMobile: string;
  vImage: string;
  vImageAlt: string;
  tAddress: string;
  vCity: string;
  vZipCode: string;
  vRegion: string;
  vCountry: string;
};

type ContractorProfile = {
  iContractorId: number;
  vUniqueCode: string;
  vFullName: string;
  vEmail: string;
  vMobile: string;
  vImage: string;
  vImageAlt: string;
  tAddress: string;
  vCity: string;
  vZipCode: string;
  vRegion: string;
  vCountry: string;
  iCityId: number;
  vServiceCity: string;
  eStatus: 'Pending' | 'Approved' | 'Rejected';
  bPaused: boolean;
};

type Customer = Awaited<ReturnType<typeof newActiveCustomer>>;

async function customerRow(customerId: number) {
  const rows = await server.database.db
    .select()
    .from(customers)
    .where(eq(customers.id, customerId));
  return rows[0];
}

async function contractorRow(contractorId: number) {
  const rows = await server.database.db
    .select()
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return rows[0];
}

async function userRow(email: string) {
  const rows = await server.database.db.select().from(users).where(eq(users.email, email));
  return rows[0];
}

function customerCode(customer: Customer): string {
  const code = customer.data.vCustomerUniqueCode;
  if (!code) throw new Error('the new customer has no customer code');
  return code;
}

function customerId(customer: Customer): number {
  const id = customer.data.iCustomerId;
  if (id === undefined) throw new Error('the new customer has no customer id');
  return id;
}

/** A complete, valid customer update form; `changes` replace or add fields. */
function customerForm(customer: Customer, changes: Record<string, string> = {}) {
  return {
    vUniqueCode: customerCode(customer),
    vFirstName: 'Chloé',
    vLastName: 'Martin',
    vMobile: '6135550110',
    ...changes,
  };
}

function updateCustomer(
  customer: Customer,
  fields: Record<string, string>,
  file?: UploadFile,
  cookie: string = customer.cookie,
): Promise<Answer<CustomerProfile>> {
  return callMultipart<CustomerProfile>(server.app, '/api/customer/update', fields, file, {
    cookie,
  });
}

/** A demo contractor, logged in, with the codes of their profile. */
async function demoContractor(city: string) {
  const session = await logIn(server.app, demoContractorEmail(city));
  const code = session.data.vContractorUniqueCode;
  const id = session.data.iContractorId;
  if (!code || id === undefined) throw new Error(`${city}'s demo contractor has no profile`);
  return { ...session, code, id, email: demoContractorEmail(city) };
}

function without(fields: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
}

/** Bytes that start like a PNG and are `size` bytes long. */
function pngOfSize(size: number): Buffer {
  return Buffer.concat([pngBytes, Buffer.alloc(size - pngBytes.length, 7)]);
}

/** A multipart body whose single file is sent under `fieldName` instead of vImage. */
function multipartWithFileUnder(
  fieldName: string,
  fields: Record<string, string>,
  file: UploadFile,
) {
  const boundary = `----mapleshine-test${randomInt(1e9)}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  return {
    payload: Buffer.concat([
      ...parts,
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function getUpload(url: string) {
  return server.app.inject({ method: 'GET', url });
}

describe('reading the own customer profile', () => {
  it('answers the signed-in customer with every profile field of the spec', async () => {
    const { cookie, data } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    const answer = await call<CustomerProfile>(
      server.app,
      '/api/customer/get_by_id',
      { vUniqueCode: data.vCustomerUniqueCode },
      { cookie },
    );

    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toEqual({
      iCustomerId: data.iCustomerId,
      vUniqueCode: data.vCustomerUniqueCode,
      vFirstName: 'Amelia',
      vLastName: 'Tremblay',
      vFullName: 'Amelia Tremblay',
      vEmail: DEMO_CUSTOMER_EMAIL,
      vMobile: '7805550142',
      vImage: '',
      vImageAlt: 'Amelia Tremblay',
      tAddress: '10150 Jasper Ave NW',
      vCity: 'Edmonton',
      vZipCode: 'T5J 1W4',
      vRegion: 'Alberta',
      vCountry: 'Canada',
      locale: 'en-CA',
    });
  });

  it('never puts the password hash in the answer', async () => {
    const { cookie, data } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    const answer = await call(
      server.app,
      '/api/customer/get_by_id',
      { vUniqueCode: data.vCustomerUniqueCode },
      { cookie },
    );
    const hash = (await userRow(DEMO_CUSTOMER_EMAIL))!.passwordHash;

    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(hash);
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/password/i);
  });

  it('asks a caller without a session to log in', async () => {
    const { data } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    const answer = await call(server.app, '/api/customer/get_by_id', {
      vUniqueCode: data.vCustomerUniqueCode,
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: LOGIN_REQUIRED });
  });

  it("refuses another customer's profile with 403", async () => {
    const { data } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    const other = await newActiveCustomer(server.app, server.database.db);
    const answer = await call(
      server.app,
      '/api/customer/get_by_id',
      { vUniqueCode: data.vCustomerUniqueCode },
      { cookie: other.cookie },
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 403, message: NOT_YOUR_PROFILE });
  });

  it('refuses a contractor with "This is only for customers."', async () => {
    const contractor = await demoContractor('Calgary');
    const answer = await call(
      server.app,
      '/api/customer/get_by_id',
      { vUniqueCode: contractor.code },
      { cookie: contractor.cookie },
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 403, message: ONLY_CUSTOMERS });
  });
});

describe('updating the own customer profile', () => {
  it('saves trimmed names, the phone and the address, and answers the new profile', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const answer = await updateCustomer(
      customer,
      customerForm(customer, {
        vFirstName: '  Élise ',
        vLastName: ' Roy  ',
        vEmail: customer.email,
        vMobile: '2045550177',
        tAddress: '  393 Portage Ave ',
        vCity: 'Winnipeg',
        vZipCode: 'R3B 3H6',
        vRegion: 'Manitoba',
        vCountry: 'Canada',
        vPassword: '',
      }),
    );

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(PROFILE_UPDATED);
    expect(answer.body.data).toEqual({
      iCustomerId: customerId(customer),
      vUniqueCode: customerCode(customer),
      vFirstName: 'Élise',
      vLastName: 'Roy',
      vFullName: 'Élise Roy',
      vEmail: customer.email,
      vMobile: '2045550177',
      vImage: '',
      vImageAlt: 'Élise Roy',
      tAddress: '393 Portage Ave',
      vCity: 'Winnipeg',
      vZipCode: 'R3B 3H6',
      vRegion: 'Manitoba',
      vCountry: 'Canada',
      locale: 'en-CA',
    });
    expect(await customerRow(customerId(customer))).toMatchObject({
      firstName: 'Élise',
      lastName: 'Roy',
      mobile: '2045550177',
      address: '393 Portage Ave',
      city: 'Winnipeg',
      zipCode: 'R3B 3H6',
      region: 'Manitoba',
      country: 'Canada',
      imagePath: null,
    });
  });

  it('keeps the address fields that were not sent', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    await updateCustomer(
      customer,
      customerForm(customer, { tAddress: '1 Main St', vCity: 'Ottawa', vZipCode: 'K1P 1J1' }),
    );
    const answer = await updateCustomer(
      customer,
      customerForm(customer, { vMobile: '6135550199' }),
    );

    expect(answer.status).toBe(200);
    expect(await customerRow(customerId(customer))).toMatchObject({
      mobile: '6135550199',
      address: '1 Main St',
      city: 'Ottawa',
      zipCode: 'K1P 1J1',
    });
  });

  it('asks a caller without a session to log in and changes nothing', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const before = await customerRow(customerId(customer));
    const answer = await callMultipart(
      server.app,
      '/api/customer/update',
      customerForm(customer, { vFirstName: 'Mallory' }),
    );
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: LOGIN_REQUIRED });
    expect(await customerRow(customerId(customer))).toEqual(before);
  });

  it("refuses to change another customer's profile and leaves their row as it was", async () => {
    const victim = await newActiveCustomer(server.app, server.database.db);
    const attacker = await newActiveCustomer(server.app, server.database.db);
    const before = await customerRow(customerId(victim));

    const answer = await updateCustomer(
      attacker,
      customerForm(victim, { vFirstName: 'Mallory', vLastName: 'Hacker', vMobile: '9995550100' }),
      undefined,
      attacker.cookie,
    );

    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 403, message: NOT_YOUR_PROFILE });
    expect(await customerRow(customerId(victim))).toEqual(before);
    expect((await customerRow(customerId(attacker)))!.firstName).toBe('Chloé');
  });

  it('refuses a contractor with "This is only for customers."', async () => {
    const contractor = await demoContractor('Ottawa');
    const before = await contractorRow(contractor.id);
    const answer = await callMultipart(
      server.app,
      '/api/customer/update',
      { vUniqueCode: contractor.code, vFirstName: 'A', vLastName: 'B', vMobile: '6135550110' },
      undefined,
      { cookie: contractor.cookie },
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 403, message: ONLY_CUSTOMERS });
    expect(await contractorRow(contractor.id)).toEqual(before);
  });

  const invalidForms: {
    name: string;
    change: (form: Record<string, string>) => Record<string, string>;
    message: string;
  }[] = [
    {
      name: 'a missing first name',
      change: (form) => without(form, 'vFirstName'),
      message: 'First Name is Required.',
    },
    {
      name: 'a blank first name',
      change: (form) => ({ ...form, vFirstName: '   ' }),
      message: 'First Name is Required.',
    },
    {
      name: 'a missing last name',
      change: (form) => without(form, 'vLastName'),
      message: 'Last Name is Required.',
    },
    {
      name: 'a blank last name',
      change: (form) => ({ ...form, vLastName: ' ' }),
      message: 'Last Name is Required.',
    },
    {
      name: 'a 9-digit phone number',
      change: (form) => ({ ...form, vMobile: '613555011' }),
      message: 'Invalid Phone Number.',
    },
    {
      name: 'a missing phone number',
      change: (form) => without(form, 'vMobile'),
      message: 'Phone Number is Required.',
    },
    {
      name: 'an empty phone number',
      change: (form) => ({ ...form, vMobile: '' }),
      message: 'Phone Number is Required.',
    },
    {
      name: 'a 5-character password',
      change: (form) => ({ ...form, vPassword: 'abcde' }),
      message: 'Enter min 6 characters.',
    },
    {
      name: 'a common password',
      change: (form) => ({ ...form, vPassword: 'password123' }),
      message: 'This password is too common. Please choose a less common one.',
    },
    {
      name: 'a different e-mail address',
      change: (form) => ({ ...form, vEmail: 'someone.else@example.ca' }),
      message: 'The e-mail address cannot be changed.',
    },
  ];

  it.each(invalidForms)(
    'refuses $name with 400 "$message" and leaves the profile and login unchanged',
    async ({ change, message }) => {
      const customer = await newActiveCustomer(server.app, server.database.db);
      const before = await customerRow(customerId(customer));
      const loginBefore = await userRow(customer.email);

      const answer = await updateCustomer(
        customer,
        change(customerForm(customer, { vFirstName: 'Changed', tAddress: '9 Elm St' })),
      );

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message });
      expect(await customerRow(customerId(customer))).toEqual(before);
      expect(await userRow(customer.email)).toEqual(loginBefore);
    },
  );

  it('keeps the e-mail in the users table when a different one is sent', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const userId = (await userRow(customer.email))!.id;
    await updateCustomer(customer, customerForm(customer, { vEmail: 'new.address@example.ca' }));

    const rows = await server.database.db.select().from(users).where(eq(users.id, userId));
    expect(rows[0]!.email).toBe(customer.email);
    expect(await userRow('new.address@example.ca')).toBeUndefined();
  });
});

describe('the profile photo', () => {
  it('stores a PNG under a generated name and serves the same bytes as image/png', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const answer = await updateCustomer(customer, customerForm(customer), {
      name: 'my-holiday-photo.png',
      bytes: pngBytes,
      contentType: 'image/png',
    });

    expect(answer.status).toBe(200);
    const url = answer.body.data!.vImage;
    expect(url).toMatch(GENERATED_PNG);
    expect(url).not.toContain('my-holiday-photo');
    expect((await customerRow(customerId(customer)))!.imagePath).toBe(url);

    const served = await getUpload(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, pngBytes)).toBe(0);
  });

  it('stores a JPEG as .jpg and serves it as image/jpeg', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const answer = await updateCustomer(customer, customerForm(customer), {
      name: 'portrait.jpeg',
      bytes: jpegBytes,
      contentType: 'image/jpeg',
    });

    expect(answer.status).toBe(200);
    const url = answer.body.data!.vImage;
    expect(url).toMatch(GENERATED_JPG);
    expect(url).not.toContain('portrait');

    const served = await getUpload(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, jpegBytes)).toBe(0);
  });

  it('accepts a photo of 4 MB', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    // A real image: what follows a PNG's end is not stored.
    const bytes = noisyPng(1024, 1000);
    expect(bytes.length).toBeGreaterThan(4 * 1000 * 1000);
    const answer = await updateCustomer(customer, customerForm(customer), {
      name: 'big.png',
      bytes,
      contentType: 'image/png',
    });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(PROFILE_UPDATED);
    const served = await getUpload(answer.body.data!.vImage);
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
  });

  const refusedFiles: { name: string; file: UploadFile }[] = [
    {
      name: 'a text file named me.png',
      file: {
        name: 'me.png',
        bytes: Buffer.from('just some text, not a picture'),
        contentType: 'image/png',
      },
    },
    {
      name: 'a GIF',
      file: {
        name: 'me.gif',
        bytes: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 1)]),
        contentType: 'image/gif',
      },
    },
  ];

  it.each(refusedFiles)(
    'refuses $name by its bytes with 400 and changes neither photo nor names',
    async ({ file }) => {
      const customer = await newActiveCustomer(server.app, server.database.db);
      await updateCustomer(customer, customerForm(customer), {
        name: 'first.png',
        bytes: pngBytes,
        contentType: 'image/png',
      });
      const before = await customerRow(customerId(customer));

      const answer = await updateCustomer(
        customer,
        customerForm(customer, { vFirstName: 'Changed', vLastName: 'Name' }),
        file,
      );

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: UNSUPPORTED_IMAGE });
      expect(await customerRow(customerId(customer))).toEqual(before);
      expect((await getUpload(before!.imagePath!)).statusCode).toBe(200);
    },
  );

  it('refuses a photo over 5 MB with 413 and changes nothing', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const before = await customerRow(customerId(customer));

    const answer = await updateCustomer(
      customer,
      customerForm(customer, { vFirstName: 'Changed' }),
      { name: 'huge.png', bytes: pngOfSize(5 * 1024 * 1024 + 1), contentType: 'image/png' },
    );

    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ code: 413, message: PHOTO_TOO_LARGE });
    expect(await customerRow(customerId(customer))).toEqual(before);
  });

  it('refuses a file sent under another field name with 400 and changes nothing', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const before = await customerRow(customerId(customer));
    const { payload, contentType } = multipartWithFileUnder(
      'vDocument',
      customerForm(customer, { vFirstName: 'Changed' }),
      { name: 'me.png', bytes: pngBytes, contentType: 'image/png' },
    );

    const response = await server.app.inject({
      method: 'POST',
      url: '/api/customer/update',
      payload,
      remoteAddress: randomIp(),
      headers: { 'content-type': contentType, cookie: customer.cookie },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: 'Only the photo (vImage) can be a file.',
    });
    expect(await customerRow(customerId(customer))).toEqual(before);
  });

  it('stops serving the old photo once it is replaced', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const first = await updateCustomer(customer, customerForm(customer), {
      name: 'first.png',
      bytes: pngBytes,
      contentType: 'image/png',
    });
    const oldUrl = first.body.data!.vImage;
    expect((await getUpload(oldUrl)).statusCode).toBe(200);

    const second = await updateCustomer(customer, customerForm(customer), {
      name: 'second.jpg',
      bytes: jpegBytes,
      contentType: 'image/jpeg',
    });

    expect(second.status).toBe(200);
    const newUrl = second.body.data!.vImage;
    expect(newUrl).toMatch(GENERATED_JPG);
    expect(newUrl).not.toBe(oldUrl);
    const old = await getUpload(oldUrl);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ code: 404, message: 'Not found.' });
    expect((await getUpload(newUrl)).statusCode).toBe(200);
  });

  it('keeps the photo when an update sends none', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const first = await updateCustomer(customer, customerForm(customer), {
      name: 'first.png',
      bytes: pngBytes,
      contentType: 'image/png',
    });
    const answer = await updateCustomer(customer, customerForm(customer, { vFirstName: 'Lou' }));

    expect(answer.status).toBe(200);
    expect(answer.body.data!.vImage).toBe(first.body.data!.vImage);
    expect((await getUpload(first.body.data!.vImage)).statusCode).toBe(200);
  });
});

describe('serving uploads', () => {
  it.each(['/uploads/../etc/passwd', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/unknown.png'])(
    'answers %s with 404',
    async (url) => {
      const response = await getUpload(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('root:');
    },
  );
});

describe('changing the password in the profile', () => {
  it('makes the new password log in instead of the old one', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const newPassword = 'Fundy-Tides-Rise-88';
    const answer = await updateCustomer(
      customer,
      customerForm(customer, { vPassword: newPassword, vCurrentPassword: customer.password }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(PROFILE_UPDATED);

    const withOld = await call(server.app, '/api/auth/login', {
      vEmail: customer.email,
      vPassword: customer.password,
    });
    expect(withOld.status).toBe(400);
    expect(withOld.body.message).toBe(WRONG_CREDENTIALS);
    const withNew = await logIn(server.app, customer.email, newPassword);
    expect(withNew.data.vCustomerUniqueCode).toBe(customerCode(customer));
  });

  it('keeps the session that made the change and ends the other sessions of the user', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const earlier = customer.cookie;
    const current = await logIn(server.app, customer.email, customer.password);

    const answer = await updateCustomer(
      customer,
      customerForm(customer, {
        vPassword: 'Fundy-Tides-Rise-88',
        vCurrentPassword: customer.password,
      }),
      undefined,
      current.cookie,
    );
    expect(answer.status).toBe(200);

    const stillIn = await call(
      server.app,
      '/api/customer/get_by_id',
      { vUniqueCode: customerCode(customer) },
      { cookie: current.cookie },
    );
    expect(stillIn.status).toBe(200);
    const loggedOut = await call(
      server.app,
      '/api/customer/get_by_id',
      { vUniqueCode: customerCode(customer) },
      { cookie: earlier },
    );
    expect(loggedOut.status).toBe(401);
    expect(loggedOut.body).toEqual({ code: 401, message: LOGIN_REQUIRED });
  });

  it('keeps the password and every session when vPassword is empty', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const other = await logIn(server.app, customer.email, customer.password);
    const hashBefore = (await userRow(customer.email))!.passwordHash;

    const answer = await updateCustomer(customer, customerForm(customer, { vPassword: '' }));

    expect(answer.status).toBe(200);
    expect((await userRow(customer.email))!.passwordHash).toBe(hashBefore);
    await expect(logIn(server.app, customer.email, customer.password)).resolves.toBeDefined();
    const otherStillIn = await call(
      server.app,
      '/api/customer/get_by_id',
      { vUniqueCode: customerCode(customer) },
      { cookie: other.cookie },
    );
    expect(otherStillIn.status).toBe(200);
  });
});

describe('reading the own contractor profile', () => {
  it('tells a cleaner an operator paused them, and again once resumed, without the reason', async () => {
    const contractor = await demoContractor('Winnipeg');
    const operator = await logInAsDemoOperator(server.app);
    const read = async () =>
      (
        await call<ContractorProfile>(
          server.app,
          '/api/contractor/get_by_id',
          { vUniqueCode: contractor.code },
          { cookie: contractor.cookie },
        )
      ).body.data;
    const reason = 'Two no-shows this month.';
    const paused = await call(
      server.app,
      '/api/admin/cleaners/pause',
      { id: contractor.id, reason },
      { cookie: operator.cookie },
    );
    expect(paused.status).toBe(200);
    const whilePaused = await read();
    expect(whilePaused?.bPaused).toBe(true);
    expect(JSON.stringify(whilePaused)).not.toContain(reason);

    await call(
      server.app,
      '/api/admin/cleaners/resume',
      { id: contractor.id, reason: 'Talked it over.' },
      { cookie: operator.cookie },
    );
    expect((await read())?.bPaused).toBe(false);
  });

  it('answers the signed-in contractor with every profile field of the spec', async () => {
    const contractor = await demoContractor('Calgary');
    const answer = await call<ContractorProfile>(
      server.app,
      '/api/contractor/get_by_id',
      { vUniqueCode: contractor.code },
      { cookie: contractor.cookie },
    );
    const row = await contractorRow(contractor.id);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      iContractorId: contractor.id,
      vUniqueCode: contractor.code,
      vFullName: 'Jordan Singh',
      vEmail: 'cleaner.calgary@demo.mapleshine.ca',
      vMobile: '4035550199',
      vImage: '',
      vImageAlt: 'Jordan Singh',
      tAddress: '',
      vCity: '',
      vZipCode: '',
      vRegion: '',
      vCountry: '',
      iCityId: row!.cityId,
      vServiceCity: 'Calgary',
      eStatus: 'Approved',
      bPaused: false,
      locale: 'en-CA',
    });
    const hash = (await userRow(contractor.email))!.passwordHash;
    expect(JSON.stringify(answer.body)).not.toContain(hash);
    expect(JSON.stringify(answer.body)).not.toMatch(/password/i);
  });

  it('asks a caller without a session to log in', async () => {
    const contractor = await demoContractor('Calgary');
    const answer = await call(server.app, '/api/contractor/get_by_id', {
      vUniqueCode: contractor.code,
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: LOGIN_REQUIRED });
  });

  it("refuses another contractor's profile with 403", async () => {
    const calgary = await demoContractor('Calgary');
    const toronto = await demoContractor('Toronto');
    const answer = await call(
      server.app,
      '/api/contractor/get_by_id',
      { vUniqueCode: toronto.code },
      { cookie: calgary.cookie },
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 403, message: NOT_YOUR_PROFILE });
  });

  it('refuses a customer with "This is only for contractors."', async () => {
    const { cookie, data } = await logIn(server.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);
    const answer = await call(
      server.app,
      '/api/contractor/get_by_id',
      { vUniqueCode: data.vCustomerUniqueCode },
      { cookie },
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 403, message: ONLY_CONTRACTORS });
  });
});

describe('updating the own contractor profile', () => {
  it('saves the trimmed name, phone, address and photo, and answers the new profile', async () => {
    const contractor = await demoContractor('Edmonton');
    const answer = await callMultipart<ContractorProfile>(
      server.app,
      '/api/contractor/update',
      {
        vUniqueCode: contractor.code,
        vFullName: '  Marie-Ève Leblanc ',
        vEmail: contractor.email,
        vMobile: '7805550123',
        tAddress: '10111 104 Ave NW',
        vCity: 'Edmonton',
        vZipCode: 'T5J 0J4',
        vRegion: 'Alberta',
        vCountry: 'Canada',
        vPassword: '',
      },
      { name: 'marie.png', bytes: pngBytes, contentType: 'image/png' },
      { cookie: contractor.cookie },
    );

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(PROFILE_UPDATED);
    expect(answer.body.data).toMatchObject({
      iContractorId: contractor.id,
      vFullName: 'Marie-Ève Leblanc',
      vEmail: contractor.email,
      vMobile: '7805550123',
      tAddress: '10111 104 Ave NW',
      vCity: 'Edmonton',
      vZipCode: 'T5J 0J4',
      vRegion: 'Alberta',
      vCountry: 'Canada',
      vServiceCity: 'Edmonton',
      eStatus: 'Approved',
    });
    expect(answer.body.data!.vImage).toMatch(GENERATED_PNG);
    expect(await contractorRow(contractor.id)).toMatchObject({
      fullName: 'Marie-Ève Leblanc',
      mobile: '7805550123',
      address: '10111 104 Ave NW',
      imagePath: answer.body.data!.vImage,
      status: 'Approved',
    });
  });

  it('refuses a customer with "This is only for contractors." and changes nothing', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const before = await customerRow(customerId(customer));
    const answer = await callMultipart(
      server.app,
      '/api/contractor/update',
      { vUniqueCode: customerCode(customer), vFullName: 'Someone', vMobile: '6135550110' },
      undefined,
      { cookie: customer.cookie },
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 403, message: ONLY_CONTRACTORS });
    expect(await customerRow(customerId(customer))).toEqual(before);
  });

  it("refuses to change another contractor's profile and leaves their row as it was", async () => {
    const attacker = await demoContractor('Winnipeg');
    const victim = await demoContractor('Brampton');
    const before = await contractorRow(victim.id);

    const answer = await callMultipart(
      server.app,
      '/api/contractor/update',
      { vUniqueCode: victim.code, vFullName: 'Mallory', vMobile: '9995550100' },
      undefined,
      { cookie: attacker.cookie },
    );

    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 403, message: NOT_YOUR_PROFILE });
    expect(await contractorRow(victim.id)).toEqual(before);
  });

  const invalidForms: {
    name: string;
    change: (form: Record<string, string>) => Record<string, string>;
    message: string;
  }[] = [
    {
      name: 'a missing name',
      change: (form) => without(form, 'vFullName'),
      message: 'Name is Required.',
    },
    {
      name: 'a blank name',
      change: (form) => ({ ...form, vFullName: '  ' }),
      message: 'Name is Required.',
    },
    {
      name: 'a 9-digit phone number',
      change: (form) => ({ ...form, vMobile: '403555019' }),
      message: 'Invalid Phone Number.',
    },
    {
      name: 'a missing phone number',
      change: (form) => without(form, 'vMobile'),
      message: 'Phone Number is Required.',
    },
    {
      name: 'a 5-character password',
      change: (form) => ({ ...form, vPassword: 'abcde' }),
      message: 'Enter min 6 characters.',
    },
    {
      name: 'a common password',
      change: (form) => ({ ...form, vPassword: 'password123' }),
      message: 'This password is too common. Please choose a less common one.',
    },
    {
      name: 'a different e-mail address',
      change: (form) => ({ ...form, vEmail: 'someone.else@example.ca' }),
      message: 'The e-mail address cannot be changed.',
    },
  ];

  it.each(invalidForms)(
    'refuses $name with 400 "$message" and leaves the contractor unchanged',
    async ({ change, message }) => {
      const contractor = await demoContractor('Mississauga');
      const before = await contractorRow(contractor.id);
      const loginBefore = await userRow(contractor.email);

      const answer = await callMultipart(
        server.app,
        '/api/contractor/update',
        change({
          vUniqueCode: contractor.code,
          vFullName: 'Changed Name',
          vMobile: '9055550100',
          tAddress: '1 City Centre Dr',
        }),
        undefined,
        { cookie: contractor.cookie },
      );

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message });
      expect(await contractorRow(contractor.id)).toEqual(before);
      expect(await userRow(contractor.email)).toEqual(loginBefore);
    },
  );

  it('refuses a text file posing as a PNG and keeps the contractor as it was', async () => {
    const contractor = await demoContractor('Lower Mainland');
    const before = await contractorRow(contractor.id);
    const answer = await callMultipart(
      server.app,
      '/api/contractor/update',
      { vUniqueCode: contractor.code, vFullName: 'Changed Name', vMobile: '6045550100' },
      { name: 'me.png', bytes: Buffer.from('not a picture at all'), contentType: 'image/png' },
      { cookie: contractor.cookie },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: UNSUPPORTED_IMAGE });
    expect(await contractorRow(contractor.id)).toEqual(before);
  });
});
