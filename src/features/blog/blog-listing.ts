import type { BlogSummary } from '../../components/blog-card.tsx';

/** Spec §9. */
export const BLOGS_PER_PAGE = 9;
export const POPULAR_BLOGS = 3;
export const RECENT_BLOGS = 3;

type Dated = { dtAddedDate: string };

export function newestFirst<Post extends Dated>(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => Date.parse(b.dtAddedDate) - Date.parse(a.dtAddedDate));
}

/** The popular panel: the newest posts marked popular. */
export function popularBlogs<Post extends Dated & { ePopular: 'Yes' | 'No' }>(posts: Post[]) {
  return newestFirst(posts.filter((post) => post.ePopular === 'Yes')).slice(0, POPULAR_BLOGS);
}

/** Spec §4: a post shows when its category is among the selected ones; none selected = all. */
export function filterByCategories<Post extends Pick<BlogSummary, 'category'>>(
  posts: Post[],
  selected: readonly number[],
): Post[] {
  if (selected.length === 0) return posts;
  return posts.filter((post) => selected.includes(post.category.iCategoryId));
}

export function pageCount(postCount: number): number {
  return Math.max(1, Math.ceil(postCount / BLOGS_PER_PAGE));
}

export function postsOnPage<Post>(posts: Post[], page: number): Post[] {
  return posts.slice((page - 1) * BLOGS_PER_PAGE, page * BLOGS_PER_PAGE);
}

/** `?category=1,4`: the selected category ids, in the order they were picked. */
export function parseCategoryIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value.split(',').map(Number);
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The listing's address parameters in one spelling (`?category=1,4&page=2`): what the listing
 * reads of them, ids in ascending order (the filter is a set), the first page and an empty
 * filter left out. Every spelling of the same listing renders the same page.
 */
export function listingParameters(params: URLSearchParams): [string, string][] {
  const ids = [...parseCategoryIds(params.get('category'))].sort((a, b) => a - b);
  const page = parsePage(params.get('page'));
  return [
    ...(ids.length > 0 ? [['category', ids.join(',')] as [string, string]] : []),
    ...(page > 1 ? [['page', String(page)] as [string, string]] : []),
  ];
}

/**
 * The listing the parameters show with these posts: the selected categories that exist (an
 * unknown id filters nothing in and shows nothing), `none` when every selected one is unknown
 * (No Data Found), and the page shown (one past the last shows the last). Parameters that
 * differ only in what names nothing give the same listing, as the page renders it.
 */
export function shownListing(
  params: URLSearchParams,
  posts: readonly Pick<BlogSummary, 'category'>[],
  categoryIds: ReadonlySet<number>,
): [string, string][] {
  const selected = parseCategoryIds(params.get('category'));
  const known = selected.filter((id) => categoryIds.has(id)).sort((a, b) => a - b);
  const matching = filterByCategories([...posts], selected).length;
  const page = Math.min(parsePage(params.get('page')), pageCount(matching));
  const category = selected.length === 0 ? null : known.length > 0 ? known.join(',') : 'none';
  return [
    ...(category === null ? [] : [['category', category] as [string, string]]),
    ...(page > 1 ? [['page', String(page)] as [string, string]] : []),
  ];
}
