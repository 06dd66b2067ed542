import { expect, type APIRequestContext } from '@playwright/test';
import { onPhone } from './e2e-press.ts';
import { logInOperatorThroughApi } from './e2e-operator.ts';
import { SPEC_CHECK } from './e2e-background-check.ts';

/*
 * A new cleaner for the end-to-end specs of issue 43 (payout-onboarding.spec.ts,
 * cleaner-paid.spec.ts): made through the public application and its e-mailed link, as the form
 * makes one, and, where a spec needs them approved, approved by the demo operator through the
 * console's API with a clear background check (the console's own approval is walked by
 * admin-approval.spec.ts and background-check.spec.ts).
 */

/** A 1×1 PNG: the application form wants a photo, checked by its first bytes. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export type NewCleaner = { email: string; password: string; fullName: string };

async function firstId(api: APIRequestContext, path: string, pick: (row: never) => boolean) {
  const answer = (await (await api.post(path, { data: {} })).json()) as { data: never[] };
  const row = answer.data.find(pick) as Record<string, unknown> | undefined;
  if (!row) throw new Error(`nothing to pick from ${path}`);
  return String(Object.values(row)[0]);
}

/** A new cleaner of `city` through the public application and its e-mailed link (still pending). */
export async function newCleaner(
  api: APIRequestContext,
  {
    tag = 'payouts',
    city = 'Winnipeg',
    fullName = onPhone() ? 'Amara Okafor' : 'Lucie Tremblay',
  }: { tag?: string; city?: string; fullName?: string } = {},
): Promise<NewCleaner> {
  const email = `${tag}.${onPhone() ? 'phone' : 'desktop'}.${Date.now()}@example.ca`;
  const password = 'Maple-Payday-Morning-48';
  const cityId = await firstId(
    api,
    '/api/city/get_all_data',
    (entry: { vCity: string }) => entry.vCity === city,
  );
  const experienceId = await firstId(
    api,
    '/api/housecleaning_exeperience/get_all_data',
    () => true,
  );
  const created = await api.post('/api/contractor/create', {
    multipart: {
      vFullName: fullName,
      vEmail: email,
      vMobile: '2045550148',
      iCityId: cityId,
      iExperienceId: experienceId,
      vPassword: password,
      eBackgroundCheck: 'Yes',
      vImage: { name: 'me.png', mimeType: 'image/png', buffer: PHOTO },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const outbox = await (await api.get('/dev/outbox')).text();
  const mail = outbox.split('<article>').find((article) => article.includes(`</strong> ${email} `));
  const code = /\/account-activation\/([\w-]+)/.exec(mail ?? '')?.[1];
  if (!code) throw new Error(`no activation link mailed to ${email}`);
  const activated = await api.post('/api/auth/activate', { data: { vUniqueCode: code } });
  expect(activated.status(), await activated.text()).toBe(200);
  return { email, password, fullName };
}

/**
 * The demo operator approves `cleaner`'s application with a clear background check (decision
 * 134) through the console's API, on a request context of its own (`server` is its base URL).
 */
export async function approvedByOperator(
  operator: APIRequestContext,
  server: string,
  cleaner: NewCleaner,
) {
  await logInOperatorThroughApi(operator, server);
  const listed = await operator.post('/api/admin/applications/list', {
    data: { status: 'Pending', search: cleaner.email },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const page = (await listed.json()) as { data: { items: { contractorId: number }[] } };
  const contractorId = page.data.items[0]?.contractorId;
  if (!contractorId) throw new Error(`no pending application of ${cleaner.email}`);
  const approved = await operator.post('/api/admin/applications/approve', {
    data: { contractorId, check: { ...SPEC_CHECK, result: 'clear' } },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}
