import { describe, expect, it } from 'vitest';
import { withoutTitleHeading } from '#server/db/seed/page-headings.ts';
import { pageSeed } from '#server/db/seed/pages.ts';

describe('seeded pages never open with their own title (issue 23)', () => {
  it('drops the opening heading that repeats the title and lifts the h3s to h2', () => {
    expect(
      withoutTitleHeading({
        slug: 'deep-cleaning',
        title: 'Deep Cleaning',
        html: '<h2>Deep cleaning</h2>\n<p>A reset.</p>\n<h3>What is included</h3>\n<h4>Kitchen</h4>',
      }).html,
    ).toBe('<p>A reset.</p>\n<h2>What is included</h2>\n<h3>Kitchen</h3>');
  });

  it('keeps a page whose opening heading says something else', () => {
    const page = {
      slug: 'about-us',
      title: 'About Us',
      html: '<h2>About MapleShine</h2><p>Hi</p>',
    };
    expect(withoutTitleHeading(page)).toEqual(page);
  });

  it('seeds no page whose content opens with its title', () => {
    const plain = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
    const repeating = pageSeed.filter((page) => {
      const opening = /^\s*<h[1-6]>([\s\S]*?)<\/h[1-6]>/.exec(page.html)?.[1];
      return opening !== undefined && plain(opening) === plain(page.title);
    });
    expect(repeating.map((page) => page.slug)).toEqual([]);
  });
});
