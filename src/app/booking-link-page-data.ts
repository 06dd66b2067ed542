// The data a booking's page from its link is rendered from on the server (decision 159). Only the
// page renderer (src/entry-server.tsx) imports this module, so the browser's entry does not carry it.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../api/client.ts';
import { bookingLinkQuery } from '../features/my-bookings/booking-view-queries.ts';
import { refusalKeyOf } from '../features/my-bookings/server-refusal.ts';
import { firstPageAnswers, prefetch, publicShell } from './first-page-data.ts';
import { routeMatchesAt } from './route-matches.ts';
import { routes } from './router.tsx';
import { metaSlugFor } from './shell/route-meta.ts';
import { BOOKING_LINK_PATH } from '#shared/booking-link.ts';
import type { FirstPageAnswer } from '#shared/server-render-contract.ts';

/** The route's pattern, as the route table spells it. */
const BOOKING_LINK_ROUTE = `${BOOKING_LINK_PATH}:token`;

/**
 * The token of a booking's page at `pathname` (without its language's prefix), as the route
 * table reads it for the page (useParams); null for any other page.
 */
export function bookingLinkTokenOf(pathname: string): string | null {
  const leaf = routeMatchesAt(routes, pathname).at(-1);
  if (leaf?.route.path !== BOOKING_LINK_ROUTE) return null;
  return leaf.params.token ?? null;
}

/**
 * Makes the page's first calls (its frame's and its booking's) and answers what the browser's
 * cache takes: the successful answers and, when the link opened nothing, the refusal the page
 * shows (under its own key, src/features/my-bookings/server-refusal.ts). Null when the booking's
 * call failed otherwise (the server itself): the browser then renders the page and asks.
 */
export async function bookingLinkPageData(
  queryClient: QueryClient,
  client: ApiClient,
  pathname: string,
  token: string,
): Promise<FirstPageAnswer[] | null> {
  const booking = bookingLinkQuery(client, token);
  await Promise.all(
    [...publicShell(client, metaSlugFor(pathname, false)), prefetch(booking)].map((start) =>
      start(queryClient),
    ),
  );
  const answers = firstPageAnswers(queryClient);
  const { status, error } = queryClient.getQueryState(booking.queryKey) ?? {};
  if (status === 'success') return answers;
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return [
    ...answers,
    {
      key: refusalKeyOf(booking.queryKey),
      data: { status: error.status, message: error.message },
    },
  ];
}
