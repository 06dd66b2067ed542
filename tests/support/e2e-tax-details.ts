import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { press } from './e2e-press.ts';

/** A 1×1 PNG: the application form wants a photo, checked by its first bytes. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function firstId(api: APIRequestContext, path: string, pick: (row: never) => boolean) {
  const answer = (await (await api.post(path, { data: {} })).json()) as { data: never[] };
  const row = answer.data.find(pick) as Record<string, unknown> | undefined;
  if (!row) throw new Error(`nothing to pick from ${path}`);
  return String(Object.values(row)[0]);
}

/**
 * A new Calgary cleaner through the public application operation, their address confirmed from
 * /dev/outbox: a cleaner who has never given tax details (decision 135 takes them once).
 */
export async function newCleaner(api: APIRequestContext, fullName: string) {
  const email = `tax.${Date.now()}@example.ca`;
  const password = 'Chinook-Wind-Cleaner-26';
  const cityId = await firstId(
    api,
    '/api/city/get_all_data',
    (city: { vCity: string }) => city.vCity === 'Calgary',
  );
  const experienceId = await firstId(
    api,
    '/api/housecleaning_exeperience/get_all_data',
    () => true,
  );
  const response = await api.post('/api/contractor/create', {
    multipart: {
      vFullName: fullName,
      vEmail: email,
      vMobile: '4035550166',
      iCityId: cityId,
      iExperienceId: experienceId,
      vPassword: password,
      eBackgroundCheck: 'Yes',
      vImage: { name: 'me.png', mimeType: 'image/png', buffer: PHOTO },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const outbox = await (await api.get('/dev/outbox')).text();
  const mail = outbox.split('<article>').find((article) => article.includes(`</strong> ${email} `));
  const code = /\/account-activation\/([\w-]+)/.exec(mail ?? '')?.[1];
  if (!code) throw new Error(`no activation link mailed to ${email}`);
  const activated = await api.post('/api/auth/activate', { data: { vUniqueCode: code } });
  expect(activated.status(), await activated.text()).toBe(200);
  return { email, password };
}

/** Signs in through the login form; the dashboard opens. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await press(form.getByRole('button', { name: 'Log In' }));
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
}
