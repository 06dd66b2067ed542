import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dropRepeatedHeading } from '#src/components/drop-repeated-heading.ts';
import { contentSlugFor, labelSlugFor } from '#src/features/content/content-slug.ts';
import { removeBookNowButtons } from '#src/features/content/remove-book-now.ts';
import { splitServiceBody } from '#src/features/content/service-body.ts';
import { renderApp } from '../support/render-app.tsx';

async function pageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

function main() {
  return screen.getByRole('main');
}

describe('the slug of a content page (spec §2 "Content pages")', () => {
  it.each([
    ['/service-detail/deep-cleaning', 'deep-cleaning'],
    ['/service-detail/move-out-move-in-clean', 'move-out-move-in-clean'],
    ['/help-and-legal/terms-and-conditions', 'terms-and-conditions'],
    ['/help-and-legal/privacy-policy/', 'privacy-policy'],
    ['/about-us', 'about-us'],
    ['/deep-cleaning', 'deep-cleaning'],
    ['/terms-and-conditions', 'terms-and-conditions'],
    ['/careers/anything/else', 'careers'],
    ['/', 'home'],
  ])('takes %s to "%s"', (path, slug) => {
    expect(contentSlugFor(path)).toBe(slug);
  });
});

describe('the labels of a content page (spec §1: the first path segment)', () => {
  it.each([
    ['/service-detail/deep-cleaning', 'service-detail'],
    ['/help-and-legal/terms-and-conditions', 'help-and-legal'],
    ['/about-us', 'about-us'],
    ['/', 'home'],
  ])('takes %s to "%s"', (path, slug) => {
    expect(labelSlugFor(path)).toBe(slug);
  });

  it('asks for the labels of service-detail on /service-detail/deep-cleaning', async () => {
    const { queryClient } = renderApp('/service-detail/deep-cleaning');
    await pageHeading('Deep Cleaning');
    const asked = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['labels'] })
      .map((query) => query.queryKey[1]);
    expect(asked).toContain('service-detail');
    expect(asked).not.toContain('deep-cleaning');
  });
});

describe('content pages', () => {
  it('shows /help-and-legal/terms-and-conditions from the terms page (last segment)', async () => {
    renderApp('/help-and-legal/terms-and-conditions');
    expect(await pageHeading('Terms and Conditions')).toBeInTheDocument();
    expect(
      await within(main()).findByRole('heading', {
        level: 2,
        name: '5. Cancellations and changes',
      }),
    ).toBeInTheDocument();
  });

  it('shows /about-us with its subheading from the labels and one h1', async () => {
    renderApp('/about-us');
    expect(await pageHeading('About Us')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'A Canadian cleaning marketplace built on trust, clear prices and fair pay.',
      ),
    ).toBeInTheDocument();
    expect(
      within(main()).getByRole('heading', { level: 2, name: 'About MapleShine' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows No Data Found when there is no page for the slug', async () => {
    renderApp('/help-and-legal/house-rules');
    expect(await pageHeading('House Rules')).toBeInTheDocument();
    expect(within(main()).getByText('No Data Found')).toBeInTheDocument();
  });

  it('removes the Book Now button inside service-detail content and shows its own', async () => {
    renderApp('/service-detail/deep-cleaning');
    expect(await pageHeading('Deep Cleaning')).toBeInTheDocument();
    await within(main()).findByRole('heading', { level: 2, name: 'What is included' });
    const bookNow = within(main()).getAllByRole('link', { name: 'Book Now' });
    expect(bookNow).toHaveLength(1);
    expect(bookNow[0]).not.toHaveClass('btn-orange');
    expect(bookNow[0]).toHaveAttribute('href', '/book-now');
  });

  it('keeps the Book Now button of the content on the plain service page', async () => {
    renderApp('/deep-cleaning');
    await within(await screen.findByRole('main')).findByRole('heading', {
      level: 2,
      name: 'What is included',
    });
    // The content's own orange button stays; the app's Book Now sits under the from-price.
    const bookNow = within(main()).getAllByRole('link', { name: 'Book Now' });
    expect(bookNow).toHaveLength(2);
    expect(bookNow.filter((link) => link.classList.contains('btn-orange'))).toHaveLength(1);
    for (const link of bookNow) expect(link).toHaveAttribute('href', '/book-now');
  });

  it("shows the service's own questions under its page, the first one open", async () => {
    renderApp('/service-detail/post-event-cleanup');
    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    const first = await within(faq).findByRole('button', {
      name: 'How soon after my event can a cleaner come?',
    });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(faq).getByRole('button', { name: 'Do you take the garbage away after the party?' }),
    ).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).getAllByRole('button', { name: /\?$/ })).toHaveLength(2);
  });

  it('drops only a book-now button, and an emptied paragraph with it', () => {
    expect(
      removeBookNowButtons(
        '<p>Intro</p><p><a href="/book-now" class="btn-orange">Book Now</a></p><p><a href="/contact-us" class="btn-orange">Contact</a> or <a href="/book-now">book</a></p>',
      ),
    ).toBe(
      '<p>Intro</p><p><a href="/contact-us" class="btn-orange">Contact</a> or <a href="/book-now">book</a></p>',
    );
  });
});

describe('a French service page (decision 106)', () => {
  it('drops its Réserver button too, which leads to /fr/book-now', () => {
    expect(
      removeBookNowButtons(
        '<p>Intro</p><p><a href="/fr/book-now" class="btn-orange">Réserver</a></p><p>Fin</p>',
      ),
    ).toBe('<p>Intro</p><p>Fin</p>');
  });

  it('shows its « Ce qui est inclus » list as the checklist', () => {
    const body = splitServiceBody(
      '<p>Intro</p><h3>Ce qui est inclus</h3><ul><li>Cuisine</li><li>Salles de bain</li></ul><p>Fin</p>',
    );
    expect(body).toEqual({
      intro: '<p>Intro</p>',
      included: { heading: 'Ce qui est inclus', items: ['Cuisine', 'Salles de bain'] },
      rest: '<p>Fin</p>',
    });
  });
});

describe('the services page', () => {
  it('lists every service with READ MORE to its page', async () => {
    renderApp('/services');
    expect(await pageHeading('Our Services')).toBeInTheDocument();
    const readMore = await within(main()).findAllByRole('link', { name: /^READ MORE: / });
    expect(readMore.map((link) => link.getAttribute('href'))).toEqual([
      '/service-detail/move-out-move-in-clean',
      '/service-detail/deep-cleaning',
      '/service-detail/post-event-cleanup',
      '/service-detail/routine-clean',
      '/service-detail/commercial-cleaning',
    ]);
  });

  it("fetches the first card's picture on arrival and the others as a phone scrolls near them", async () => {
    renderApp('/services');
    expect(await pageHeading('Our Services')).toBeInTheDocument();
    await within(main()).findAllByRole('link', { name: /^READ MORE: / });
    const pictures = within(main())
      .getAllByRole('article')
      .map((card) => card.querySelector('img')?.getAttribute('loading'));
    expect(pictures).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });
});

describe('one heading, said once (issue 23)', () => {
  function headingTexts() {
    return screen
      .getAllByRole('heading')
      .map((heading) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase());
  }

  it.each([
    ['/deep-cleaning', 'Deep Cleaning', 'What is included'],
    ['/service-detail/move-out-move-in-clean', 'Move-Out/Move-In Clean', 'What is included'],
    ['/terms-and-conditions', 'Terms and Conditions', '5. Cancellations and changes'],
    ['/privacy-policy', 'Privacy Policy', 'Children'],
    ['/house-cleaner-jobs-calgary', 'House Cleaner Jobs in Calgary', 'How to apply'],
  ])('%s shows no two headings with the same text', async (path, title, contentHeading) => {
    renderApp(path);
    await pageHeading(title);
    // The page's content has arrived when one of its own headings shows.
    await within(main()).findByRole('heading', { level: 2, name: contentHeading });
    const texts = headingTexts();
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it("drops an operator's heading that repeats the page's h1, whatever its case and spaces", () => {
    expect(
      dropRepeatedHeading(
        '<h2>Deep  cleaning</h2><p>A reset.</p><h3>What is included</h3>',
        'Deep Cleaning',
      ),
    ).toBe('<p>A reset.</p><h3>What is included</h3>');
  });

  it('keeps content whose headings differ from the h1 as it is', () => {
    const html = '<h2>About MapleShine</h2><p>We started in Edmonton.</p>';
    expect(dropRepeatedHeading(html, 'About Us')).toBe(html);
  });

  it("shows the service's own picture beside the h1 of its page", async () => {
    renderApp('/service-detail/deep-cleaning');
    await pageHeading('Deep Cleaning');
    await waitFor(() =>
      expect(main().querySelector('img[src="/images/services/deep-cleaning.svg"]')).not.toBeNull(),
    );
  });
});
