import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeHandlers } from '#server/db/change-feed.ts';
import { accountChanges } from '#server/auth/account-changes.ts';
import {
  AVAILABILITY_KEPT_MS,
  AVAILABILITY_RENEWED_MS,
  keptAvailability,
} from '#server/quote/kept-availability.ts';
import type { Window } from '#server/quote/availability.ts';

/** A change feed the test announces on by hand. */
function handFeed() {
  let handlers: ChangeHandlers | undefined;
  const feed: ChangeFeed = {
    listen: async (_channel, given) => {
      handlers = given;
      return async () => {
        handlers = undefined;
      };
    },
  };
  const on = () => {
    if (!handlers) throw new Error('Nothing listens.');
    return handlers;
  };
  return { feed, announce: (payload: string) => on().changed(payload), on };
}

const monday: Window = {
  cityId: 2,
  startsAt: new Date('2026-11-23T16:00:00Z'),
  blockedUntil: new Date('2026-11-23T22:00:00Z'),
  localDate: '2026-11-23',
  fromMinutes: 540,
  untilMinutes: 870,
};
const tuesday: Window = { ...monday, localDate: '2026-11-24' };

async function setUp() {
  const { feed, announce, on } = handFeed();
  const changes = accountChanges(feed);
  await changes.start();
  let now = new Date('2026-11-22T15:00:00Z').getTime();
  const clock = () => new Date(now);
  const availability = keptAvailability(changes, clock);
  const findFree = (window: Window) => availability.asking(window)();
  return {
    changes,
    availability,
    announce,
    on,
    findFree,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('keptAvailability', () => {
  it('knows a window found free, and only that window', async () => {
    const { availability, findFree } = await setUp();
    expect(availability.knownFree(monday)).toBe(false);
    findFree(monday);
    expect(availability.knownFree(monday)).toBe(true);
    expect(availability.knownFree(tuesday)).toBe(false);
  });

  // The four tables the free-cleaner rule reads decide a window; any other change does not.
  it.each([
    { payload: 'contractors', kept: false },
    { payload: 'contractor_weekly_hours', kept: false },
    { payload: 'contractor_days_off', kept: false },
    { payload: 'bookings', kept: false },
    { payload: 'users', kept: true },
    { payload: 'customers', kept: true },
    { payload: 'reviews', kept: true },
    { payload: 'customer_addresses', kept: true },
    { payload: 'sessions:abc', kept: true },
  ])('after a change to $payload is announced, still knows the window: $kept', async (row) => {
    const { availability, findFree, announce } = await setUp();
    findFree(monday);
    announce(row.payload);
    expect(availability.knownFree(monday)).toBe(row.kept);
  });

  it('forgets it when this process changed anything, or the feed was lost', async () => {
    const here = await setUp();
    here.findFree(monday);
    here.changes.changedHere();
    expect(here.availability.knownFree(monday)).toBe(false);

    const lost = await setUp();
    lost.findFree(monday);
    lost.on().lost();
    expect(lost.availability.knownFree(monday)).toBe(false);
    lost.findFree(monday);
    expect(lost.availability.knownFree(monday)).toBe(false);
    lost.on().resumed();
    expect(lost.availability.knownFree(monday)).toBe(false);
  });

  it('does not keep an answer read while a change was announced', async () => {
    const { availability, announce } = await setUp();
    const foundFree = availability.asking(monday);
    announce('contractor_days_off');
    foundFree();
    expect(availability.knownFree(monday)).toBe(false);
  });

  it('keeps it for a second at most, and not longer when the clock moves back', async () => {
    const { availability, findFree, advance } = await setUp();
    findFree(monday);
    advance(AVAILABILITY_KEPT_MS - 1);
    // The first caller of the answer's last moments asks again (below); the others keep it.
    expect(availability.knownFree(monday)).toBe(false);
    expect(availability.knownFree(monday)).toBe(true);
    advance(1);
    expect(availability.knownFree(monday)).toBe(false);
    expect(availability.knownFree(monday)).toBe(false);

    findFree(monday);
    advance(-60_000);
    expect(availability.knownFree(monday)).toBe(false);
  });

  it('has one caller ask again before the answer lapses, and keeps what it brings back', async () => {
    const { availability, findFree, advance } = await setUp();
    findFree(monday);
    advance(AVAILABILITY_KEPT_MS - AVAILABILITY_RENEWED_MS - 1);
    expect(availability.knownFree(monday)).toBe(true);
    advance(1);
    // One asks; every other quote in flight keeps the answer meanwhile instead of asking too.
    const renewal = availability.knownFree(monday);
    expect(renewal).toBe(false);
    const foundFree = availability.asking(monday);
    expect([1, 2, 3].map(() => availability.knownFree(monday))).toEqual([true, true, true]);
    advance(AVAILABILITY_RENEWED_MS - 10);
    foundFree();
    // Brought back 10 ms before the old answer lapsed: kept a second from when it was asked.
    advance(20);
    // Past the old answer's second the renewed one serves (one caller may be renewing it again).
    expect([availability.knownFree(monday), availability.knownFree(monday)]).toContain(true);
    advance(AVAILABILITY_KEPT_MS - AVAILABILITY_RENEWED_MS - 10);
    expect(availability.knownFree(monday)).toBe(false);
    expect(availability.knownFree(monday)).toBe(false);
  });

  it('lets an answer lapse when its renewal brings nothing back', async () => {
    const { availability, findFree, advance } = await setUp();
    findFree(monday);
    advance(AVAILABILITY_KEPT_MS - AVAILABILITY_RENEWED_MS);
    expect(availability.knownFree(monday)).toBe(false);
    availability.asking(monday); // its write found no cleaner: never called back
    expect(availability.knownFree(monday)).toBe(true);
    advance(AVAILABILITY_RENEWED_MS);
    expect(availability.knownFree(monday)).toBe(false);
  });
});
