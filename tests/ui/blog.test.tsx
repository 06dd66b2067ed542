import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultUiTimings, UiTimingsContext } from '#src/components/ui-timings.ts';
import { useSkeletonHold } from '#src/features/blog/use-skeleton-hold.ts';
import { DEMO_PASSWORD, demoCustomer } from '#server/db/seed/accounts.ts';
import { blogSeed } from '#server/db/seed/blog.ts';
import { logInThroughApi, renderApp } from '../support/render-app.tsx';

const noHold = { timings: { skeletonHoldMs: 0 } };

/** The seeded posts as the listing orders them: newest first. */
const newest = [...blogSeed].sort((a, b) => b.addedOn.localeCompare(a.addedOn));
const titlesOf = (category?: string[]) =>
  newest.filter((post) => !category || category.includes(post.category)).map((p) => p.title);

async function listedTitles() {
  const articles = await screen.findAllByRole('article');
  return articles.map((article) => within(article).getByRole('heading').textContent);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the blog listing', () => {
  it('shows 9 posts per page, newest first, with numbered pages and Previous and Next', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp('/blog', noHold);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cleaning Tips & News' }),
    ).toBeInTheDocument();
    expect(await listedTitles()).toEqual(titlesOf().slice(0, 9));

    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();

    scrollTo.mockClear();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await listedTitles()).toEqual(titlesOf().slice(9)));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    scrollTo.mockClear();
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(async () => expect(await listedTitles()).toEqual(titlesOf().slice(0, 9)));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect(await listedTitles()).toHaveLength(5));
  });

  it("fetches the first post's picture on arrival and the others as a phone scrolls near them", async () => {
    renderApp('/blog', noHold);
    const articles = await screen.findAllByRole('article');
    expect(
      articles.map((article) => article.querySelector('img')?.getAttribute('loading')),
    ).toEqual(['eager', ...Array<string>(articles.length - 1).fill('lazy')]);
  });

  it('filters by several categories, deselects with the close icon, and shows all with none', async () => {
    renderApp('/blog', noHold);
    const filter = await screen.findByRole('region', { name: 'Categories' });
    const moving = await within(filter).findByRole('button', { name: 'Moving Day' });
    expect(moving).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(moving);
    expect(moving).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect(await listedTitles()).toEqual(titlesOf(['Moving Day'])));

    await userEvent.click(within(filter).getByRole('button', { name: 'Bathrooms' }));
    await waitFor(async () =>
      expect(await listedTitles()).toEqual(titlesOf(['Moving Day', 'Bathrooms'])),
    );
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();

    await userEvent.click(
      within(filter).getByRole('button', { name: 'Remove filter: Moving Day' }),
    );
    await waitFor(async () => expect(await listedTitles()).toEqual(titlesOf(['Bathrooms'])));
    expect(moving).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(filter).queryByRole('button', { name: 'Remove filter: Moving Day' }),
    ).not.toBeInTheDocument();

    // Clicking a selected category toggles it off: none selected shows every post again.
    await userEvent.click(within(filter).getByRole('button', { name: 'Bathrooms' }));
    await waitFor(async () => expect(await listedTitles()).toEqual(titlesOf().slice(0, 9)));
  });

  it('keeps the current page when the filter changes', async () => {
    renderApp('/blog', noHold);
    await screen.findAllByRole('article');
    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect(await listedTitles()).toEqual(titlesOf().slice(9)));

    const filter = screen.getByRole('region', { name: 'Categories' });
    const threeCategories = ['Kitchen & Appliances', 'Bathrooms', 'Moving Day'];
    for (const name of threeCategories) {
      await userEvent.click(within(filter).getByRole('button', { name }));
    }
    await waitFor(async () =>
      expect(await listedTitles()).toEqual(titlesOf(threeCategories).slice(9)),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Blog pages' })).getByRole('button', {
        name: 'Page 2',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('shows the three newest popular posts in the popular panel', async () => {
    renderApp('/blogs', noHold);
    const panel = await screen.findByRole('region', { name: 'Popular Blogs' });
    const links = await within(panel).findAllByRole('link');
    const popular = newest.filter((post) => post.popular).slice(0, 3);
    expect(links.map((link) => link.textContent)).toEqual(popular.map((post) => post.title));
    expect(links[0]).toHaveAttribute('href', `/blog-detail/${popular[0]!.slug}`);
  });

  it('opens a post from its card with the post id in navigation state', async () => {
    const { router } = renderApp('/blog', noHold);
    const [first] = await screen.findAllByRole('article');
    const post = newest[0]!;
    expect(within(first!).getByText('November 12, 2026')).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: post.imageAlt })).toBeInTheDocument();
    const readMore = within(first!).getByRole('link', { name: `READ MORE: ${post.title}` });
    expect(readMore).toHaveAttribute('href', `/blog-detail/${post.slug}`);
    await userEvent.click(readMore);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blog-detail/${post.slug}`));
    expect(router.state.location.state).toEqual({ iBlogId: expect.any(Number) });
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
  });
});

describe('the listing skeleton', () => {
  it('stays for the configured hold after the data arrives', () => {
    vi.useFakeTimers();
    try {
      const wrapper = ({ children }: { children: ReactNode }) => (
        <UiTimingsContext.Provider value={{ ...defaultUiTimings, skeletonHoldMs: 2000 }}>
          {children}
        </UiTimingsContext.Provider>
      );
      const { result, rerender } = renderHook(({ loading }) => useSkeletonHold(loading), {
        initialProps: { loading: true },
        wrapper,
      });
      expect(result.current).toBe(true);
      rerender({ loading: false });
      act(() => vi.advanceTimersByTime(1999));
      expect(result.current).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is a busy status named "Loading blogs" while the posts load', async () => {
    renderApp('/blog');
    const skeleton = await screen.findByRole('status', { name: 'Loading blogs' });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
  });

  it('is not shown again for a listing already loaded', () => {
    const { result } = renderHook(() => useSkeletonHold(false));
    expect(result.current).toBe(false);
  });
});

describe('a blog post', () => {
  const post = blogSeed.find((p) => p.slug === 'move-out-cleaning-checklist-for-renters')!;

  it('shows its picture, category, date, title, content and comments with their count', async () => {
    renderApp(`/blog-detail/${post.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('img', { name: post.imageAlt })).toBeInTheDocument();
    expect(within(article).getByText('Moving Day')).toBeInTheDocument();
    expect(within(article).getByText('April 2, 2026')).toBeInTheDocument();
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(article.querySelector('script')).toBeNull();

    const comments = await screen.findByRole('region', { name: 'Comments (2)' });
    expect(
      within(comments).getByText(/My landlord in Winnipeg claimed a stain was new/),
    ).toBeInTheDocument();
    expect(within(comments).getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks a visitor to log in before commenting', async () => {
    renderApp(`/blog-detail/${post.slug}`);
    const comments = await screen.findByRole('region', { name: /^Comments/ });
    expect(
      within(comments).getByText(/Log in as a customer to leave a comment\./),
    ).toBeInTheDocument();
    expect(within(comments).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(comments).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lists the three newest posts beside it', async () => {
    renderApp(`/blog-detail/${post.slug}`);
    const recent = await screen.findByRole('region', { name: 'Recent Blogs' });
    const links = await within(recent).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(titlesOf().slice(0, 3));
  });

  it('shows Page Not Found for an unknown post, as the server answers it (404)', async () => {
    renderApp('/blog-detail/no-such-post');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | MapleShine'));
  });
});

describe('a customer commenting', () => {
  const post = blogSeed.find((p) => p.slug === 'clean-range-hood-filters')!;
  let session: Awaited<ReturnType<typeof logInThroughApi>>;

  beforeAll(async () => {
    session = await logInThroughApi(demoCustomer.email, DEMO_PASSWORD);
  });

  function signIn() {
    sessionStorage.setItem('vCustomerUniqueCode', session.data.vCustomerUniqueCode!);
    sessionStorage.setItem('iCustomerId', String(session.data.iCustomerId));
  }

  it('validates the comment while typing, to at most 250 characters', async () => {
    signIn();
    renderApp(`/blog-detail/${post.slug}`, { cookie: session.cookie });
    const box = await screen.findByRole('textbox', { name: 'Leave a Comment' });
    expect(box).toHaveAttribute('maxLength', '250');

    await userEvent.type(box, 'Great tip');
    expect(screen.getByText('Comment must be at least 50 characters long.')).toBeInTheDocument();
    await userEvent.clear(box);
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(box, 'x'.repeat(50));
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Comment must be at least 50 characters long.'),
    ).not.toBeInTheDocument();
  });

  it('adds the comment, shows the toast, clears the box and reloads the list', async () => {
    signIn();
    renderApp(`/blog-detail/${post.slug}`, { cookie: session.cookie });
    const comments = await screen.findByRole('region', { name: /^Comments \(\d+\)$/ });
    const before = within(comments).queryAllByRole('listitem').length;
    const text =
      'Soaking the filters in hot water with dish soap and baking soda worked on the first try.';

    const box = within(comments).getByRole('textbox', { name: 'Leave a Comment' });
    await userEvent.type(box, text);
    // Without pauses between pointer events the click settles before any answer can arrive.
    await userEvent
      .setup({ delay: null })
      .click(within(comments).getByRole('button', { name: 'Submit' }));
    expect(within(comments).getByRole('button', { name: 'Loading...' })).toBeDisabled();

    expect(await screen.findByText('Comment Added Successfully.')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(
      await screen.findByRole('region', { name: `Comments (${before + 1})` }),
    ).toBeInTheDocument();
    const newest = within(comments).getAllByRole('listitem')[0]!;
    expect(within(newest).getByText(text)).toBeInTheDocument();
    // Signed as reviews are: "Amelia T.", never the last name.
    expect(within(newest).getByText(`${demoCustomer.firstName} T.`)).toBeInTheDocument();
    expect(within(comments).queryByText(new RegExp(demoCustomer.lastName))).toBeNull();
  });

  it("shows the server's message when the session has ended", async () => {
    signIn();
    renderApp(`/blog-detail/${post.slug}`);
    const box = await screen.findByRole('textbox', { name: 'Leave a Comment' });
    await userEvent.type(box, 'y'.repeat(60));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please log in to continue.')).toBeInTheDocument();
    expect(box).toHaveValue('y'.repeat(60));
  });
});
