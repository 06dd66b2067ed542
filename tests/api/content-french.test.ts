import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { catalogReads, readMostlyCache } from '#server/catalog/index.ts';
import { faqTranslations, faqs, labelTranslations, labels } from '#server/db/schema.ts';
import { tellMissingOnce } from '#server/db/shared-queries/translations.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/*
 * The site's content follows the caller's language (decision 106): French where it is written,
 * English where it is not, and English answers exactly as before.
 */

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  // With the change feed, so the catalog's answers are cached as in production.
  app = await buildApp({ db: database.db, changes: database.changes });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Envelope = { code: number; message: string; data?: unknown };

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url, payload: body as object, headers });
  return {
    status: response.statusCode,
    body: response.json() as Envelope,
    headers: response.headers,
  };
}
const french = { 'x-mapleshine-locale': 'fr-CA' };
const english = { 'x-mapleshine-locale': 'en-CA' };

const publicReads: [string, unknown][] = [
  ['/api/label/get_all_data', { vSlug: 'home' }],
  ['/api/page/get_all_data', { vSlug: 'about-us' }],
  ['/api/meta/get_by_id', { slug: 'home' }],
  ['/api/faq/get_all_data', {}],
  ['/api/faq/get_all_data', { eType: 'Contractor' }],
  ['/api/blog/get_all_data', {}],
  ['/api/blog/get_by_id', { vSlug: 'clean-oven-racks-without-harsh-fumes' }],
  ['/api/category/get_all_data', {}],
  ['/api/tag/get_all_data', {}],
  ['/api/banner/get_all_data', {}],
  ['/api/setting/company', { eConfig: 'Company' }],
  ['/api/setting/social', {}],
  ['/api/city/get_all_data', {}],
  ['/api/service/get_all_data', {}],
  ['/api/residence_type/get_all_data', {}],
  ['/api/extra_utility/get_all_data', {}],
];

describe('the public content in English', () => {
  it.each(publicReads)('%s answers the same without a language and in en-CA', async (url, body) => {
    const plain = await post(url, body);
    expect(plain.status).toBe(200);
    expect((await post(url, body, english)).body).toEqual(plain.body);
  });
});

describe('the public content in French', () => {
  it.each(publicReads)('%s answers 200 in French', async (url, body) => {
    const answer = await post(url, body, french);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
  });

  it('answers the services, residence types and extras in French, prices unchanged', async () => {
    const [fr, en] = await Promise.all([
      post('/api/service/get_all_data', {}, french),
      post('/api/service/get_all_data', {}),
    ]);
    const frServices = fr.body.data as Record<string, unknown>[];
    const enServices = en.body.data as Record<string, unknown>[];
    expect(frServices.map((service) => service.vServiceName)).toContain('Grand ménage');
    expect(enServices.map((service) => service.vServiceName)).toContain('Deep Cleaning');
    expect(frServices.map((service) => [service.vSlug, service.fFromPrice])).toEqual(
      enServices.map((service) => [service.vSlug, service.fFromPrice]),
    );
    expect(fr.headers.vary).toContain('x-mapleshine-locale');

    const residences = (await post('/api/residence_type/get_all_data', {}, french)).body.data as {
      vResidenceType: string;
    }[];
    expect(residences.map((residence) => residence.vResidenceType)).toContain('Maison en rangée');
    const extras = (await post('/api/extra_utility/get_all_data', {}, french)).body.data as {
      vExtras: string;
    }[];
    expect(extras.map((extra) => extra.vExtras)).toContain('Intérieur du four');
    const cities = (await post('/api/city/get_all_data', {}, french)).body.data as {
      vCity: string;
    }[];
    expect(cities.map((city) => city.vCity)).toContain('Edmonton');
  });

  it('follows Accept-Language when the web app sends no language of its own', async () => {
    const answer = await post(
      '/api/meta/get_by_id',
      { slug: 'home' },
      {
        'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5',
      },
    );
    expect(answer.body.data).toMatchObject({ vTitle: 'Ménage ponctuel à domicile au Canada' });
  });

  it('answers the FAQ, meta, banners and the footer in French', async () => {
    const faq = (await post('/api/faq/get_all_data', { eType: 'Customer' }, french)).body.data as {
      vQuestion: string;
    }[];
    expect(faq[0]?.vQuestion).toBe('Comment réserver un ménage\u00a0?');
    const banners = (await post('/api/banner/get_all_data', {}, french)).body.data as {
      vHeading: string;
    }[];
    expect(banners[0]?.vHeading).toBe('Une maison impeccable, réservée en une minute');
    const company = (await post('/api/setting/company', { eConfig: 'Company' }, french)).body
      .data as { vName: string; vValue: string }[];
    const value = (name: string) => company.find((setting) => setting.vName === name)?.vValue;
    expect(value('COPYRIGHTED_TEXT')).toBe('© 2026 MapleShine Cleaning Inc. Tous droits réservés.');
    expect(value('COMPANY_NUMBER')).toBe('1-888-555-0143');
    const categories = (await post('/api/category/get_all_data', {}, french)).body.data as {
      vCategory: string;
    }[];
    expect(categories.map((category) => category.vCategory)).toContain('Salles de bain');
  });

  it('keeps a post at the same address in both languages', async () => {
    const slug = 'clean-oven-racks-without-harsh-fumes';
    const fr = (await post('/api/blog/get_by_id', { vSlug: slug }, french)).body.data as {
      vSlug: string;
      category: { vCategory: string };
    };
    expect(fr.vSlug).toBe(slug);
    expect(fr.category.vCategory).toBe('Cuisine et électroménagers');
  });

  it('falls back to the English text where the French one is missing', async () => {
    const question = 'Do I need an account to book?';
    const [row] = await database.db.select().from(faqs).where(eq(faqs.question, question));
    await database.db
      .delete(faqTranslations)
      .where(and(eq(faqTranslations.faqId, row!.id), eq(faqTranslations.locale, 'fr-CA')));
    const faq = (await post('/api/faq/get_all_data', { eType: 'Customer' }, french)).body.data as {
      iFaqId: number;
      vQuestion: string;
      vAnswer: string;
    }[];
    const entry = faq.find((item) => item.iFaqId === row!.id);
    expect(entry).toMatchObject({ vQuestion: question, vAnswer: row!.answer });
    expect(
      faq.filter((item) => item.vQuestion === 'Comment réserver un ménage\u00a0?'),
    ).toHaveLength(1);
  });
});

describe('the labels in French', () => {
  async function label(key: string, headers: Record<string, string>) {
    const { body } = await post('/api/label/get_all_data', { vSlug: 'home' }, headers);
    return (body.data as { vLabel: string; tText: string }[]).find((item) => item.vLabel === key)
      ?.tText;
  }

  it('answers a label without French in English, then its French once written, each language cached apart', async () => {
    const [row] = await database.db
      .select()
      .from(labels)
      .where(and(eq(labels.pageSlug, 'home'), eq(labels.key, 'VIEW_ALL')));
    // Every label is seeded in French: this one loses its French, as an operator may remove it.
    await database.db.delete(labelTranslations).where(eq(labelTranslations.labelId, row!.id));
    await expect.poll(() => label('VIEW_ALL', french), { timeout: 5000 }).toBe('View All');
    expect(await label('VIEW_ALL', english)).toBe('View All');
    await database.db
      .insert(labelTranslations)
      .values({ labelId: row!.id, locale: 'fr-CA', text: 'Tout voir' });
    // The translation's table announces its change: the cached French answer is dropped.
    await expect.poll(() => label('VIEW_ALL', french), { timeout: 5000 }).toBe('Tout voir');
    expect(await label('VIEW_ALL', english)).toBe('View All');
    expect(await label('VIEW_ALL', {})).toBe('View All');
  });
});

describe('the quote with the names the French lists answer', () => {
  it('finds a residence type and extras by their French or English names', async () => {
    const catalog = catalogReads(database.db, readMostlyCache(undefined));
    expect((await catalog.residenceTypeNamed('Maison'))?.name).toBe('House');
    expect((await catalog.residenceTypeNamed('House'))?.name).toBe('House');
    expect(await catalog.residenceTypeNamed('Château')).toBeNull();
    const extras = await catalog.extrasNamed(['Intérieur du four', 'Balcony', 'Nothing']);
    expect(extras.map((extra) => extra.name)).toEqual(['Inside Oven', 'Balcony']);
  });
});

describe('a missing translation told once', () => {
  it('tells each language and key once, with nothing but them', () => {
    const told: unknown[] = [];
    const log = { warn: (fields: Record<string, string>) => told.push(fields) };
    const missing = tellMissingOnce(log, 'fr-CA');
    missing('faq:test-only-1');
    missing('faq:test-only-1');
    missing('faq:test-only-2');
    expect(told).toEqual([
      { locale: 'fr-CA', key: 'faq:test-only-1' },
      { locale: 'fr-CA', key: 'faq:test-only-2' },
    ]);
  });
});
