import { useSearchParams } from 'react-router-dom';
import type { components } from '../../api/schema.d.ts';
import {
  filterByCategories,
  pageCount,
  parseCategoryIds,
  parsePage,
  postsOnPage,
} from './blog-listing.ts';

type Blog = components['schemas']['Blog'];

/**
 * The listing's category filter and page, kept in the address (`?category=1,4&page=2`) so the
 * browser's Back button returns a reader from a post to the page they were on. Spec §4: changing
 * the filter keeps the current page (shown as the last page when the filter leaves fewer).
 */
export function useBlogListing(blogs: Blog[]) {
  const [params, setParams] = useSearchParams();
  const selected = parseCategoryIds(params.get('category'));
  const requestedPage = parsePage(params.get('page'));

  const matching = filterByCategories(blogs, selected);
  const totalPages = pageCount(matching.length);
  const page = Math.min(requestedPage, totalPages);

  const setSelected = (categoryIds: number[]) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (categoryIds.length === 0) next.delete('category');
        else next.set('category', categoryIds.join(','));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const toggleCategory = (categoryId: number) =>
    setSelected(
      selected.includes(categoryId)
        ? selected.filter((id) => id !== categoryId)
        : [...selected, categoryId],
    );

  const removeCategory = (categoryId: number) =>
    setSelected(selected.filter((id) => id !== categoryId));

  const goToPage = (nextPage: number) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (nextPage <= 1) next.delete('page');
      else next.set('page', String(nextPage));
      return next;
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return {
    selected,
    toggleCategory,
    removeCategory,
    page,
    totalPages,
    goToPage,
    matchingCount: matching.length,
    posts: postsOnPage(matching, page),
  };
}
