import { EARLY_CALLS_GLOBAL, type EarlyCall, type EarlyCalls } from '#shared/early-calls.ts';
import { LOCALE_HEADER } from '#shared/i18n/locale.ts';

/*
 * Decision 157: the HTML of a booking's page and of the console's Today has started the app's
 * first calls already (server/http/early-calls-script.ts). The API client's fetch hands the app
 * such a call's answer instead of asking again, once per call: the same path, body and language,
 * asked at the address the page was opened at. The answer then goes through the client's
 * middleware as its own would (a refusal throws its ApiError, a 401 ends the session, a failed
 * request fails the call). A call taken is forgotten, so a later refetch asks the server; once
 * the app has moved to another address, every call not taken is forgotten too.
 */

/** What the page's script left, taken off the window so that only one client can adopt it. */
export function takeEarlyCalls(target: object = globalThis): EarlyCalls | null {
  const left: unknown = Reflect.get(target, EARLY_CALLS_GLOBAL);
  Reflect.deleteProperty(target, EARLY_CALLS_GLOBAL);
  if (!isEarlyCalls(left)) return null;
  return left.calls.length > 0 ? left : null;
}

function isEarlyCalls(value: unknown): value is EarlyCalls {
  return (
    typeof value === 'object' &&
    value !== null &&
    'at' in value &&
    typeof value.at === 'string' &&
    'calls' in value &&
    Array.isArray(value.calls)
  );
}

type Fetch = typeof globalThis.fetch;

/**
 * A fetch that answers the first matching request with the early call's answer, and sends every
 * other request to `send`. `here` is the page's current path.
 */
export function adoptingFetch(
  early: EarlyCalls | null,
  send: Fetch = (input, init) => globalThis.fetch(input, init),
  here: () => string = () => globalThis.location.pathname,
): Fetch {
  let waiting: EarlyCall[] = early ? [...early.calls] : [];
  return async (input, init) => {
    if (waiting.length > 0 && input instanceof Request && input.method === 'POST') {
      if (here() !== early?.at) {
        waiting = [];
      } else {
        const call = await matching(waiting, input);
        // Still waiting after the body was read: two requests never share one answer.
        if (call && waiting.includes(call)) {
          waiting = waiting.filter((other) => other !== call);
          return call.response;
        }
      }
    }
    return send(input, init);
  };
}

async function matching(calls: EarlyCall[], request: Request): Promise<EarlyCall | undefined> {
  const url = new URL(request.url);
  const candidates = calls.filter(
    (call) =>
      call.path === `${url.pathname}${url.search}` &&
      call.locale === request.headers.get(LOCALE_HEADER),
  );
  if (candidates.length === 0) return undefined;
  const body = await request.clone().text();
  return candidates.find((call) => call.body === body);
}
