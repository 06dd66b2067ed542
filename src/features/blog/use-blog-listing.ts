import { useLayoutEffect, useRef } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import type { components } from '#shared/api-schema.d.ts';
import {
  filterByCategories,
  pageCount,
  parseCategoryIds,
  parsePage,
  postsOnPage,
} from './blog-listing.ts';

type Blog = components['schemas']['Blog'];

/**
 * Spec §2 "scroll to top on page change": once the new page's posts are in the document, before
 * the browser paints them, and at once. A smooth scroll started at the click is cut short when the
 * shorter page renders mid-way (Chromium clamps it and stops, leaving the reader at the foot).
 * Back and Forward are left to the browser, which returns the reader to where they were on that
 * page. The filter keeps the requested page, so ticking a category never moves the reader.
 */
function useTopOfNewPage(requestedPage: number) {
  const navigationType = useNavigationType();
  const previous = useRef(requestedPage);
  useLayoutEffect(() => {
    if (previous.current === requestedPage) return;
    previous.current = requestedPage;
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [requestedPage, navigationType]);
}

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
  useTopOfNewPage(requestedPage);

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
