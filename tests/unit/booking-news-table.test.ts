import { describe, expect, it } from 'vitest';
import { jobLifecycleMachine } from '#machines/job-lifecycle.machine.ts';
import type { JobLifecycleEventType } from '#machines/job-lifecycle.machine.ts';
import { newsOfEvents } from '#server/booking-news/index.ts';
import { readMachineGraph } from '#shared/machine-graph/machine-graph.ts';
import { transitionTells } from '#shared/machine-graph/machine-words.ts';

const graph = readMachineGraph(jobLifecycleMachine);
const events = graph.transitions.filter((transition) => transition.kind === 'event');

describe("the booking news' table and the job lifecycle's meta.tells", () => {
  it('lists every event of the machine, and no other', () => {
    const machineEvents = new Set(events.map((transition) => transition.eventType));
    expect(new Set(Object.keys(newsOfEvents))).toEqual(machineEvents);
  });

  it('declares meta.tells on exactly the transitions whose event sends something', () => {
    const disagreements = events.flatMap((transition) => {
      const sends = newsOfEvents[transition.eventType as JobLifecycleEventType] !== null;
      const declares = transitionTells(transition) !== null;
      return sends === declares
        ? []
        : [
            `${transition.source} on ${transition.eventType}: the table ${sends ? 'sends' : 'sends nothing'}, the machine ${declares ? 'declares tells' : 'declares none'}`,
          ];
    });
    expect(disagreements).toEqual([]);
  });

  it("names in the machine's words each audience the table sends to", () => {
    for (const transition of events) {
      const news = newsOfEvents[transition.eventType as JobLifecycleEventType];
      const tells = transitionTells(transition) ?? '';
      if (news === null) continue;
      expect(tells, `${transition.source} on ${transition.eventType}`).toMatch(/the customer/);
      expect(tells.includes('cleaner'), `${transition.source} on ${transition.eventType}`).toBe(
        news.cleaner !== undefined,
      );
      expect(tells).toMatch(/link/);
    }
  });

  it('has a transition that sends nothing (the quote), so the check can fail both ways', () => {
    expect(newsOfEvents['booking.quote']).toBeNull();
    const quotes = events.filter((transition) => transition.eventType === 'booking.quote');
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.every((transition) => transitionTells(transition) === null)).toBe(true);
  });
});
