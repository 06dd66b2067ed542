import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestApp, type TestApp } from '../support/test-app.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

describe('/api/label/get_all_data', () => {
  it('answers the labels of the home page as vLabel/tText pairs', async () => {
    const { status, body } = await postJson(server.app, '/api/label/get_all_data', {
      vSlug: 'home',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual(
      expect.arrayContaining([
        { vLabel: 'BOOK_NOW', tText: 'Book Now' },
        { vLabel: 'READ_MORE', tText: 'READ MORE' },
        { vLabel: 'VIEW_ALL', tText: 'View All' },
      ]),
    );
  });

  it('answers an empty list for a page without labels', async () => {
    const { status, body } = await postJson(server.app, '/api/label/get_all_data', {
      vSlug: 'no-such-page',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it.each([
    [{}, '`vSlug` is required.'],
    [{ vSlug: '' }, '`vSlug` must not be empty.'],
    [{ vSlug: 42 }, '`vSlug` must be a string.'],
    [{ vSlug: 'Home Page' }, '`vSlug` has an invalid format.'],
    [{ vSlug: 'x'.repeat(101) }, '`vSlug` must be at most 100 characters.'],
    [{ vSlug: 'home', eStatus: 'Active' }, 'Unknown field `eStatus`.'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const { status, body } = await postJson(server.app, '/api/label/get_all_data', payload);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message });
  });
});

describe('/api/setting/company', () => {
  it('answers the company settings the footer shows', async () => {
    const { status, body } = await postJson(server.app, '/api/setting/company', {
      eConfig: 'Company',
    });
    expect(status).toBe(200);
    const names = (body.data as { vName: string }[]).map((entry) => entry.vName);
    expect(names.sort()).toEqual([
      'COMPANY_EMAIL',
      'COMPANY_NUMBER',
      'COPYRIGHTED_TEXT',
      'FOOTER_DESCRIPTION',
      'planDiscountEvery2Weeks',
      'planDiscountEvery4Weeks',
      'planDiscountWeekly',
    ]);
    // The regular cleanings' discounts the wizard shows (issue 45): the defaults until changed.
    expect(body.data).toContainEqual({ vName: 'planDiscountEvery2Weeks', vValue: '10' });
  });

  it('treats a missing eConfig as Company', async () => {
    const { body } = await postJson(server.app, '/api/setting/company', {});
    expect(body.data).toContainEqual({ vName: 'COMPANY_EMAIL', vValue: 'hello@mapleshine.ca' });
  });

  it('answers the seeded social links for eConfig Social', async () => {
    const { status, body } = await postJson(server.app, '/api/setting/company', {
      eConfig: 'Social',
    });
    expect(status).toBe(200);
    expect((body.data as { vName: string }[]).map((setting) => setting.vName)).toEqual([
      'SOCIAL_FACEBOOK',
      'SOCIAL_TWITTER',
      'SOCIAL_INSTAGRAM',
    ]);
  });

  it('refuses an unknown group', async () => {
    const { status, body } = await postJson(server.app, '/api/setting/company', {
      eConfig: 'Secrets',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('`eConfig` must be one of: Company, Social.');
  });
});
