import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { createTestModel, getPathsFromEvents, getShortestPaths } from 'xstate/graph';
import {
  everyTransition,
  expectAllEdgesCovered,
  machineEdges,
  pathEdges,
} from '#shared/machine-paths/machine-coverage.ts';

// A small nested machine with what the flat job lifecycle lacks: a transition declared on a
// parent, guarded alternatives for one event, a targetless transition, a forbidden event and a
// child's onDone.
type DoorEvent =
  | { type: 'door.open' }
  | { type: 'door.close' }
  | { type: 'door.lock'; code: string }
  | { type: 'door.knock' }
  | { type: 'door.kick' }
  | { type: 'power.cut' };

const doorMachine = setup({
  types: { events: {} as DoorEvent },
  actions: { ring: () => {} },
  guards: { isMasterCode: ({ event }) => event.type === 'door.lock' && event.code === '0000' },
}).createMachine({
  id: 'door',
  initial: 'powered',
  states: {
    powered: {
      initial: 'closed',
      on: { 'power.cut': 'dark', 'door.kick': 'dark' },
      onDone: 'dark',
      states: {
        closed: {
          on: {
            'door.open': 'open',
            'door.knock': { actions: 'ring' },
            'door.lock': [{ guard: 'isMasterCode', target: 'sealed' }, { target: 'locked' }],
          },
        },
        open: { on: { 'door.close': 'closed' } },
        locked: { on: { 'door.kick': undefined } },
        sealed: { type: 'final' },
      },
    },
    dark: { type: 'final' },
  },
});

type DoorModel = ReturnType<typeof createTestModel<typeof doorMachine>>;

const doorEvents: DoorEvent[] = [
  { type: 'door.open' },
  { type: 'door.close' },
  { type: 'door.lock', code: '1234' },
  { type: 'door.lock', code: '0000' },
  { type: 'door.knock' },
  { type: 'door.kick' },
  { type: 'power.cut' },
];

describe('machine coverage', () => {
  it('reads the event-driven transitions of nested states from the definition', () => {
    expect(machineEdges(doorMachine)).toEqual(
      new Set([
        'powered --power.cut--> dark',
        'powered --door.kick--> dark',
        'powered.closed --door.open--> powered.open',
        'powered.closed --door.knock--> (targetless)',
        'powered.closed --door.lock [isMasterCode]--> powered.sealed',
        'powered.closed --door.lock--> powered.locked',
        'powered.open --door.close--> powered.closed',
      ]),
    );
  });

  it('counts a step by the transition the machine selects, guard and all', () => {
    const masterCode = getPathsFromEvents(doorMachine, [{ type: 'door.lock', code: '0000' }]);
    expect(masterCode[0]?.state.value).toBe('dark');
    expect(pathEdges(masterCode)).toEqual(
      new Set(['powered.closed --door.lock [isMasterCode]--> powered.sealed']),
    );
  });

  it.each([
    ['simple', (model: DoorModel) => model.getSimplePaths()],
    ['shortest', (model: DoorModel) => model.getShortestPaths()],
  ])('passes when %s paths of a test model keyed by transition take every one', (_, generate) => {
    const model = createTestModel(doorMachine, { events: doorEvents, ...everyTransition });
    expectAllEdgesCovered(doorMachine, generate(model));
  });

  it('fails for a test model with default keys, which never walks the targetless knock', () => {
    const paths = createTestModel(doorMachine, { events: doorEvents }).getSimplePaths();
    expect(() => expectAllEdgesCovered(doorMachine, paths)).toThrow(
      'No generated path of door takes these transitions:\n  powered.closed --door.knock--> (targetless)',
    );
  });

  it('fails naming the transitions that plain shortest paths leave out', () => {
    const paths = getShortestPaths(doorMachine, { events: doorEvents });
    expect(() => expectAllEdgesCovered(doorMachine, paths)).toThrow(
      [
        'No generated path of door takes these transitions:',
        '  powered --door.kick--> dark',
        '  powered --power.cut--> dark',
        '  powered.closed --door.knock--> (targetless)',
        '  powered.open --door.close--> powered.closed',
      ].join('\n'),
    );
  });
});
