import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { jobLifecycleMachine } from '#machines/job-lifecycle.machine.ts';
import { bookingPageStatus } from '#shared/catalogue/en-CA/api-bookings.ts';
import { readMachineGraph, type GraphState } from '#shared/machine-graph/machine-graph.ts';
import {
  coverageWords,
  edgeWords,
  missingWords,
  stateTitle,
} from '#shared/machine-graph/machine-words.ts';

function state(meta: GraphState['meta']): GraphState {
  return {
    id: 'x',
    key: 'x',
    path: ['x'],
    parent: '',
    type: 'atomic',
    initial: null,
    description: null,
    meta,
    invokes: [],
  };
}

describe('the words a diagram is drawn in', () => {
  it('names a state once when everyone calls it the same, and per audience when they differ', () => {
    expect(stateTitle(state({ name: 'In progress' }))).toBe('In progress');
    expect(stateTitle(state({ customer: 'Finding a cleaner', cleaner: 'Open' }))).toBe(
      'Finding a cleaner (customer) / Open (cleaner)',
    );
    expect(stateTitle(state({ customer: 'Paid', operator: 'Paid', cleaner: 'Open' }))).toBe(
      'Paid (customer) / Open (cleaner) / Paid (operator)',
    );
    expect(stateTitle(state({ customer: 'Done', cleaner: 'Done' }))).toBe('Done');
    expect(stateTitle(state({ customer: 'Awaiting payment' }))).toBe('Awaiting payment');
    expect(stateTitle(state(null))).toBeNull();
  });

  it('writes a guarded transition with its condition', () => {
    const graph = readMachineGraph(jobLifecycleMachine);
    const complete = graph.transitions.find((each) => each.eventType === 'job.complete');
    expect(complete && edgeWords(complete)).toBe(
      'The cleaner completes and the card is charged (only once half the estimated time has passed since the start)',
    );
  });

  it('lists every state, transition and guard that has no words', () => {
    const door = setup({ guards: { isLocked: () => false } }).createMachine({
      id: 'door',
      meta: { summary: 'A door.' },
      initial: 'closed',
      states: {
        closed: {
          meta: { name: 'Closed' },
          on: {
            'door.open': { guard: 'isLocked', target: 'open', meta: { label: 'Someone opens it' } },
          },
        },
        open: { after: { 500: 'closed' } },
      },
    });
    expect(missingWords(readMachineGraph(door))).toEqual([
      'door has no meta.runsIn.',
      'door: state open has no meta.name (or meta.customer / cleaner / operator).',
      'door: the transition from closed on door.open has guard isLocked but no meta.condition.',
      'door: the transition from open on xstate.after.500.door.open has no meta.label.',
    ]);
  });

  it("words a booking's page status as the lifecycle's customer does, state by state", () => {
    const customerWords = readMachineGraph(jobLifecycleMachine)
      .states.filter((each) => each.type !== 'compound' && each.path.length > 0)
      .map((each) => {
        const meta = (each.meta ?? {}) as { customer?: string; name?: string };
        return [each.path.join('.'), meta.customer ?? meta.name ?? ''];
      });
    expect(Object.fromEntries(customerWords)).toEqual(bookingPageStatus);
  });

  it('says the coverage in words', () => {
    expect(coverageWords({ covered: 13, total: 13 })).toBe('13 of 13 transitions tested (100%)');
    expect(coverageWords({ covered: 2, total: 3 })).toBe('2 of 3 transitions tested (66%)');
  });
});
