import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestApp, type TestApp } from '../support/test-app.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

describe('/api/city/get_all_data', () => {
  it('lists the nine cities alphabetically with province and time zone', async () => {
    const { status, body } = await postJson(server.app, '/api/city/get_all_data', {});
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const cities = body.data as { vCity: string; vProvince: string; vTimeZone: string }[];
    expect(cities.map((city) => city.vCity)).toEqual([
      'Brampton',
      'Calgary',
      'Edmonton',
      'Gatineau',
      'Lower Mainland',
      'Mississauga',
      'Ottawa',
      'Toronto',
      'Winnipeg',
    ]);
    expect(cities.find((city) => city.vCity === 'Edmonton')).toMatchObject({
      vProvince: 'AB',
      vTimeZone: 'America/Edmonton',
    });
    // Gatineau keeps Eastern time with Ottawa (America/Montreal is only a link to this zone).
    expect(cities.find((city) => city.vCity === 'Gatineau')).toMatchObject({
      vProvince: 'QC',
      vPostalLetters: 'GHJ',
      vTimeZone: 'America/Toronto',
    });
    expect(cities.find((city) => city.vCity === 'Lower Mainland')).toMatchObject({
      vProvince: 'BC',
      vTimeZone: 'America/Vancouver',
    });
  });

  it('answers a call with no body at all', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/city/get_all_data' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(9);
  });

  it('refuses an unknown field with 400 and a readable message', async () => {
    const { status, body } = await postJson(server.app, '/api/city/get_all_data', { iCityId: 1 });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'Unknown field `iCityId`.' });
  });

  it('refuses a body that is not an object', async () => {
    const { status, body } = await postJson(server.app, '/api/city/get_all_data', [1, 2]);
    expect(status).toBe(400);
    expect(body.message).toBe('The request body must be an object.');
  });
});

describe('/api/service/get_all_data', () => {
  it('lists the five services with the slugs of their spec pages and an image', async () => {
    const { status, body } = await postJson(server.app, '/api/service/get_all_data', {});
    expect(status).toBe(200);
    const services = body.data as {
      vServiceName: string;
      vSlug: string;
      vWebpImage: string;
      tDescription: string;
    }[];
    expect(services.map((service) => [service.vServiceName, service.vSlug])).toEqual([
      ['Move-Out/Move-In Clean', 'move-out-move-in-clean'],
      ['Deep Cleaning', 'deep-cleaning'],
      ['Post-Event Cleanup', 'post-event-cleanup'],
      ['Routine Clean', 'routine-clean'],
      ['Commercial Cleaning', 'commercial-cleaning'],
    ]);
    for (const service of services) {
      expect(service.vWebpImage).toMatch(/^\/images\/services\/[a-z-]+\.svg$/);
      expect(service.tDescription.length).toBeGreaterThan(80);
    }
  });

  it('does not expose pricing internals, only the from-price computed from them', async () => {
    const { body } = await postJson(server.app, '/api/service/get_all_data', {});
    const first = (body.data as Record<string, unknown>[])[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'iServiceId',
        'tDescription',
        'vServiceName',
        'vSlug',
        'vWebpImage',
        'fFromPrice',
        'fFromHours',
      ].sort(),
    );
  });
});

describe('/api/residence_type/get_all_data', () => {
  it('lists the residence types in display order', async () => {
    const { status, body } = await postJson(server.app, '/api/residence_type/get_all_data', {});
    expect(status).toBe(200);
    expect((body.data as { vResidenceType: string }[]).map((type) => type.vResidenceType)).toEqual([
      'House',
      'Apartment or Condo',
      'Townhouse',
      'Basement Suite',
      'Office or Commercial Unit',
    ]);
  });

  it('refuses an unknown field', async () => {
    const { status, body } = await postJson(server.app, '/api/residence_type/get_all_data', {
      headers: {},
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Unknown field `headers`.');
  });
});

describe('/api/extra_utility/get_all_data', () => {
  it('lists at least eight extras, each with an image', async () => {
    const { status, body } = await postJson(server.app, '/api/extra_utility/get_all_data', {});
    expect(status).toBe(200);
    const extras = body.data as { vExtras: string; vImage: string }[];
    expect(extras.map((extra) => extra.vExtras)).toEqual(
      expect.arrayContaining([
        'Inside Fridge',
        'Inside Oven',
        'Inside Cupboards',
        'Interior Windows',
        'Garbage Removal',
        'Balcony',
        'Garage',
        'Laundry',
      ]),
    );
    for (const extra of extras) expect(extra.vImage).toMatch(/^\/images\/extras\/[a-z-]+\.svg$/);
  });

  it('refuses an unknown field', async () => {
    const { status } = await postJson(server.app, '/api/extra_utility/get_all_data', {
      vExtras: 'x',
    });
    expect(status).toBe(400);
  });
});
