import { InvalidError } from './errors.ts';
import { httpRefusals } from './http-refusals.ts';

/**
 * Where a page of past work ended: the last item's cleaning start (UTC, to the microsecond, as
 * PostgreSQL keeps it) and its id, which breaks ties between items of the same start. The next
 * page is everything strictly before that pair, newest first (decision 054). A position, not an
 * offset: a page costs the same however deep it is, and items added meanwhile shift nothing.
 */
export type ListPosition = { at: string; id: number };

export const BAD_CURSOR = httpRefusals.badCursor;

/** A page's items when the caller does not say (iLimit). */
export const DEFAULT_PAGE_SIZE = 10;

const position = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})(\d{3})Z$/;
const MAX_ID = 2_147_483_647;

/** Opaque to the caller: base64url of "at|id". It names a place in a list, not whose list. */
export function encodeCursor(at: string, id: number): string {
  return Buffer.from(`${at}|${id}`, 'utf8').toString('base64url');
}

/**
 * The position a cursor names, or a 400 in words (never a database error): the date must be a
 * real instant, so PostgreSQL is never handed a value it would refuse.
 */
export function decodeCursor(cursor: string): ListPosition {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new InvalidError(BAD_CURSOR);
  const [at = '', idText = '', ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split('|');
  const match = position.exec(at);
  const id = Number(idText);
  if (rest.length > 0 || !match?.[1] || !/^[1-9]\d{0,9}$/.test(idText) || id > MAX_ID) {
    throw new InvalidError(BAD_CURSOR);
  }
  const millis = new Date(`${match[1]}Z`);
  // "2026-02-31" parses to March 3rd in some engines and not at all in others: a real date
  // writes itself back the same.
  if (Number.isNaN(millis.getTime()) || millis.toISOString() !== `${match[1]}Z`) {
    throw new InvalidError(BAD_CURSOR);
  }
  return { at, id };
}
