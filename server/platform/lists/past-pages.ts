import type { PastPage, PastPageStart } from '../../db/shared-queries/job-lists.ts';
import {
  DEFAULT_PAGE_SIZE,
  decodeCursor,
  encodeCursor,
  BAD_CURSOR,
} from '../../domain/list-cursor.ts';
import { InvalidError } from '../../domain/errors.ts';
import type { Said } from '../../domain/said.ts';

export { BAD_CURSOR };

/** What a list call may say about paging (openapi.yaml: vCursor, iLimit). */
export type PageRequest = { vCursor?: string; iLimit?: number };

/** Where the page starts (null: the newest) and how many items it holds; a bad cursor is a 400. */
export function pageAsked(request: PageRequest): { start: PastPageStart | null; limit: number } {
  return {
    start: request.vCursor === undefined ? null : decodeCursor(request.vCursor),
    limit: request.iLimit ?? DEFAULT_PAGE_SIZE,
  };
}

/** The cursor of the page after this one, or null at the end of the list. */
export function nextCursorOf(page: PastPage): string | null {
  const last = page.rows.at(-1);
  if (!page.more || !last?.position) return null;
  return encodeCursor(last.position, last.booking.id);
}

/** Paging asked of a list that has no pages (the open jobs, the jobs to do). */
export function refuseUnpaged(request: PageRequest, message: Said) {
  if (request.vCursor !== undefined || request.iLimit !== undefined) {
    throw new InvalidError(message);
  }
}
