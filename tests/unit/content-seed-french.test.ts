import { describe, expect, it } from 'vitest';
import { blogCategorySeed, blogSeed, blogTagSeed } from '../../server/db/seed/blog.ts';
import { blogFrench } from '../../server/db/seed/blog-french.ts';
import { extraSeed, residenceTypeSeed, serviceSeed } from '../../server/db/seed/catalog.ts';
import {
  blogCategoryFrench,
  blogTagFrench,
  extraFrench,
  residenceTypeFrench,
  serviceFrench,
} from '../../server/db/seed/catalog-french.ts';
import { companySettingSeed } from '../../server/db/seed/content.ts';
import { bannerFrench, settingFrench } from '../../server/db/seed/content-french.ts';
import { faqSeed } from '../../server/db/seed/faq.ts';
import { faqFrench } from '../../server/db/seed/faq-french.ts';
import { metaFrench } from '../../server/db/seed/meta-french.ts';
import { bannerSeed, metaSeed, pageSeed } from '../../server/db/seed/pages.ts';
import { pageFrench } from '../../server/db/seed/pages-french.ts';
import { withoutTitleHeading } from '../../server/db/seed/page-headings.ts';

/*
 * The seeded content in French (decision 106): every seeded text people read has its French, keyed
 * by the English row's natural key, and no French is keyed by a row the seed does not have.
 */

/** The keys of `english` lacking French, and the French keys no English row has. */
function compare(english: string[], french: Record<string, unknown>) {
  return {
    lacking: english.filter((key) => french[key] === undefined),
    stray: Object.keys(french).filter((key) => !english.includes(key)),
  };
}

const nothingWrong = { lacking: [], stray: [] };

describe('the seeded content in French', () => {
  it.each([
    ['services', serviceSeed.map((row) => row.slug), serviceFrench],
    ['residence types', residenceTypeSeed.map((row) => row.name), residenceTypeFrench],
    ['extras', extraSeed.map((row) => row.name), extraFrench],
    ['blog categories', blogCategorySeed, blogCategoryFrench],
    ['blog tags', blogTagSeed, blogTagFrench],
    ['banners', bannerSeed.map((row) => row.heading), bannerFrench],
    ['page meta', metaSeed.map((row) => row.slug), metaFrench],
    ['FAQ', faqSeed.map((row) => row.question), faqFrench],
  ] as const)('has every one of the %s', (_what, english, french) => {
    expect(compare([...english], french)).toEqual(nothingWrong);
  });

  it('translates the settings people read, and only those', () => {
    expect(Object.keys(settingFrench).sort()).toEqual(['COPYRIGHTED_TEXT', 'FOOTER_DESCRIPTION']);
    const names: string[] = companySettingSeed.map((setting) => setting.name);
    for (const name of Object.keys(settingFrench)) expect(names).toContain(name);
  });

  it('has every content page', () => {
    const slugs = pageSeed.map((page) => page.slug);
    expect(compare(slugs, pageFrench)).toEqual(nothingWrong);
  });

  it('never opens a French page with its own title again', () => {
    for (const [slug, page] of Object.entries(pageFrench)) {
      expect(withoutTitleHeading({ slug, ...page }).html, slug).toBe(page.html);
    }
  });

  it('keeps each French page in the shape of its English: the same tags, in the same order', () => {
    const tags = (html: string) => html.match(/<\/?[a-z][a-z0-9]*/g) ?? [];
    for (const [slug, page] of Object.entries(pageFrench)) {
      const english = pageSeed.find((entry) => entry.slug === slug);
      expect(tags(page.html), slug).toEqual(tags(english?.html ?? ''));
    }
  });

  it('links a French page to the French site, never to an English page', () => {
    for (const [slug, page] of Object.entries(pageFrench)) {
      const links = [...page.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
      const english = links.filter((link) => link.startsWith('/') && !/^\/fr(\/|$)/.test(link));
      expect(english, slug).toEqual([]);
    }
  });

  it('has every blog post', () => {
    const slugs = blogSeed.map((post) => post.slug);
    expect(compare(slugs, blogFrench)).toEqual(nothingWrong);
  });

  it('leaves no French text empty or in English', () => {
    const texts: [string, string, string][] = [
      ...faqSeed.map((faq): [string, string, string] => [
        faq.question,
        faq.answer,
        faqFrench[faq.question]?.answer ?? '',
      ]),
      ...metaSeed.map((meta): [string, string, string] => [
        meta.slug,
        meta.description,
        metaFrench[meta.slug]?.description ?? '',
      ]),
      ...serviceSeed.map((service): [string, string, string] => [
        service.slug,
        service.description,
        serviceFrench[service.slug]?.description ?? '',
      ]),
    ];
    const same = texts.filter(([, english, french]) => !french.trim() || french === english);
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it('uses « courriel », never « e-mail », and no « cleaner »', () => {
    // A link's address is not read: French pages keep the English slugs (/fr/house-cleaner-jobs-…,
    // decision 103), so only the texts around the addresses are looked at.
    const all = JSON.stringify(
      [
        faqFrench,
        metaFrench,
        serviceFrench,
        bannerFrench,
        settingFrench,
        pageFrench,
        blogFrench,
      ].map((texts) => Object.values(texts)),
    ).replace(/href=\\"[^"]*\\"/g, 'href=""');
    expect(all).not.toMatch(/\be-?mail/i);
    expect(all).not.toMatch(/\bcleaner/i);
    expect(all).not.toMatch(/\bbooking/i);
  });
});
