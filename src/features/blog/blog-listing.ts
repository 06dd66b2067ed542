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
