/** Defaults of every admin list (openapi.yaml AdminPageNumber, AdminPerPage). */
export const DEFAULT_PER_PAGE = 20;

export type PageRequest = { page?: number | undefined; perPage?: number | undefined };

/** The page asked for, with the contract's defaults, as LIMIT/OFFSET and as answered back. */
export function pageOf(request: PageRequest) {
  const page = request.page ?? 1;
  const perPage = request.perPage ?? DEFAULT_PER_PAGE;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

/** What every admin list answers: its items and the paging (openapi.yaml AdminPage). */
export function pageAnswer<Item>(
  items: Item[],
  total: number,
  page: { page: number; perPage: number },
) {
  return { items, total, page: page.page, perPage: page.perPage };
}
