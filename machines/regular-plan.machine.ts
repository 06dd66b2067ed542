/**
 * A regular cleaning's life (issue 45, decision 145), shared by the server (which asks it before
 * every change of a plan and refuses any other with 409) and the web app (which offers only the
 * changes it takes). Top-level states: `active` (visits are written and held; inside it the plan's
 * next visit: `scheduled` on the saved card, `held` 24 hours before, `assigned` to a cleaner, or
 * `skipped`), `paused` (no visit until it resumes) and the end `ended`.
 *
 * A visit is an ordinary booking: its cancellation, completion and moves stay the job lifecycle's
 * (job-lifecycle.machine.ts). This machine says only which changes the plan allows.
 */
import { setup, transition } from 'xstate';

export type PlanStatus = 'active' | 'paused' | 'ended';
export type VisitState = 'scheduled' | 'held' | 'assigned' | 'skipped';

export type RegularPlanEvent =
  | { type: 'visit.skip' }
  | { type: 'visit.move' }
  | { type: 'visit.hold' }
  | { type: 'visit.assign' }
  | { type: 'visit.handBack' }
  | { type: 'visit.next' }
  | { type: 'plan.pause' }
  | { type: 'plan.resume' }
  | { type: 'plan.change' }
  | { type: 'plan.end' };

export type RegularPlanEventType = RegularPlanEvent['type'];

export const regularPlanMachine = setup({
  types: { events: {} as RegularPlanEvent },
}).createMachine({
  id: 'regularPlan',
  meta: {
    summary:
      'A regular cleaning every 1, 2 or 4 weeks: running, paused or ended, and where its next visit stands.',
    runsIn:
      'On the server, which allows or refuses every change of a plan; the customer’s plan page and the console show its states and offer only what it allows.',
  },
  description:
    'A plan starts when the customer pays its first visit. While it runs, each visit is written ahead as its own booking on the saved card, held 24 hours before and taken by a cleaner (the plan’s cleaner first). The customer can skip one visit, move one, pause the plan for a few weeks, change its frequency or day, or end it; each change that cancels visits takes each one’s fee under its cancellation policy, shown before confirming. An operator can pause a plan too. Once ended, nothing more happens.',
  initial: 'active',
  states: {
    active: {
      meta: { customer: 'Active', cleaner: 'Active', operator: 'Active' },
      description:
        'The plan runs: its visits are written five weeks ahead as bookings, each held on the saved card 24 hours before. The customer sees the next visits with Skip and Move, and Pause, Change and End.',
      initial: 'scheduled',
      on: {
        'plan.pause': {
          target: 'paused',
          meta: {
            label: 'The customer (or an operator) pauses the plan',
          },
          description:
            'The plan is paused for 1 week up to the operators’ longest pause: the visits inside the pause are cancelled, each under its cancellation policy.',
        },
        'plan.change': {
          target: 'active',
          reenter: true,
          meta: { label: 'The customer changes the frequency or the day' },
          description:
            'The written visits that no longer fit are cancelled, each under its cancellation policy, and the visits of the new rhythm are written.',
        },
        'plan.end': {
          target: 'ended',
          meta: { label: 'The customer ends the plan' },
          description:
            'The plan ends: its future visits are cancelled, each under its cancellation policy, and no more are written.',
        },
      },
      states: {
        scheduled: {
          meta: { customer: 'Scheduled', cleaner: 'Upcoming' },
          description:
            'The next visit is written as a booking on the saved card, not yet held. The customer can skip or move it.',
          on: {
            'visit.hold': {
              target: 'held',
              meta: { label: 'The card is held, 24 hours before' },
              description: 'The scheduler holds the visit’s price on the saved card.',
            },
            'visit.assign': {
              target: 'assigned',
              meta: { label: 'A cleaner accepts the visit' },
              description:
                'The plan’s cleaner (or, when they cannot, another from the board) accepts the visit.',
            },
            'visit.skip': {
              target: 'skipped',
              meta: { label: 'The customer skips the visit' },
              description:
                'The visit is cancelled as the customer’s own cancel, with its fee under the policy.',
            },
            'visit.move': {
              target: 'scheduled',
              meta: { label: 'The customer moves the visit' },
              description: 'The visit moves with the reschedule rules; the plan’s rhythm stays.',
            },
          },
        },
        held: {
          meta: { customer: 'Paid', cleaner: 'Open' },
          description: 'The visit’s price is held on the card; the visit waits for a cleaner.',
          on: {
            'visit.assign': {
              target: 'assigned',
              meta: { label: 'A cleaner accepts the visit' },
              description: 'The plan’s cleaner (or another from the board) accepts the visit.',
            },
            'visit.skip': {
              target: 'skipped',
              meta: { label: 'The customer skips the visit' },
              description: 'The visit is cancelled and its hold released, with its fee if any.',
            },
            'visit.move': {
              target: 'held',
              meta: { label: 'The customer moves the visit' },
              description: 'The visit moves with the reschedule rules.',
            },
          },
        },
        assigned: {
          meta: { customer: 'Cleaner assigned', cleaner: 'Assigned' },
          description: 'A cleaner holds the visit’s time.',
          on: {
            'visit.handBack': {
              target: 'held',
              meta: { label: 'The cleaner hands the visit back' },
              description:
                'The cleaner cannot come: the visit goes to the board and the customer is told.',
            },
            'visit.skip': {
              target: 'skipped',
              meta: { label: 'The customer skips the visit' },
              description:
                'The visit is cancelled, with the fee its cancellation policy sets now that a cleaner holds it.',
            },
            'visit.move': {
              target: 'assigned',
              meta: { label: 'The customer moves the visit' },
              description: 'The visit moves with the reschedule rules; the cleaner is asked.',
            },
          },
        },
        skipped: {
          meta: { customer: 'Skipped', cleaner: 'Cancelled' },
          description: 'The visit is skipped (cancelled); the plan goes on with the next one.',
          on: {
            'visit.next': {
              target: 'scheduled',
              meta: { label: 'The next visit is written' },
              description: 'The scheduler writes the plan’s next visit.',
            },
          },
        },
      },
    },
    paused: {
      meta: { customer: 'Paused', cleaner: 'Paused', operator: 'Paused' },
      description:
        'No visit is written before the day it resumes. The customer sees that day, with Resume, Change and End.',
      on: {
        'plan.resume': {
          target: 'active',
          meta: { label: 'The customer resumes it (or its day comes)' },
          description: 'The plan runs again: its visits are written from the next due date.',
        },
        'plan.change': {
          target: 'paused',
          meta: { label: 'The customer changes the frequency or the day' },
          description: 'The new rhythm applies from the day the plan resumes.',
        },
        'visit.skip': {
          target: 'paused',
          meta: { label: 'The customer skips a visit after the pause' },
          description:
            'A visit already written for after the pause is cancelled as the customer’s own cancel.',
        },
        'visit.move': {
          target: 'paused',
          meta: { label: 'The customer moves a visit after the pause' },
          description:
            'A visit already written for after the pause moves with the reschedule rules.',
        },
        'plan.end': {
          target: 'ended',
          meta: { label: 'The customer ends the plan' },
          description:
            'The plan ends: its future visits are cancelled, each under its cancellation policy.',
        },
      },
    },
    ended: {
      meta: { customer: 'Ended', cleaner: 'Ended', operator: 'Ended' },
      description:
        'The plan is over: no visit is written and nothing can change. Its history stays on its page.',
      type: 'final',
    },
  },
});

/** The machine's value for a plan's status and the state of its visit. */
export function planStateValue(
  status: PlanStatus,
  visit: VisitState = 'scheduled',
): PlanStatus | { active: VisitState } {
  return status === 'active' ? { active: visit } : status;
}

/** The plan's status after the event, or null when the machine refuses it. */
export function nextPlanStatus(
  status: PlanStatus,
  event: RegularPlanEventType,
  visit: VisitState = 'scheduled',
): PlanStatus | null {
  const snapshot = regularPlanMachine.resolveState({ value: planStateValue(status, visit) });
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(regularPlanMachine, snapshot, { type: event });
  const value: unknown = next.value;
  if (typeof value === 'string') return value as PlanStatus;
  return 'active';
}

/** The changes a customer is offered for a plan in `status` (the plan page's buttons). */
export const customerPlanChanges = [
  'plan.pause',
  'plan.resume',
  'plan.change',
  'plan.end',
] as const;

export function offeredPlanChanges(status: PlanStatus): RegularPlanEventType[] {
  return customerPlanChanges.filter((event) => nextPlanStatus(status, event) !== null);
}
