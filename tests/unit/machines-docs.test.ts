import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { couponMachine } from '#machines/coupon.machine.ts';
import { readMachineGraph } from '#shared/machine-graph/machine-graph.ts';
import { sameDayBookingMachine } from '#machines/same-day-booking.machine.ts';
import { machineEdges } from '#shared/machine-paths/machine-coverage.ts';
import { renderMachineDoc } from '../../scripts/machine-docs/render-markdown.ts';

const run = promisify(execFile);

function docOf(name: string, machine: Parameters<typeof readMachineGraph>[0]) {
  return renderMachineDoc({
    name,
    file: `machines/${name}.machine.ts`,
    graph: readMachineGraph(machine),
  });
}

function section(doc: string, heading: string): string[] {
  const start = doc.indexOf(`## ${heading}`);
  const rest = doc.slice(start + heading.length + 3);
  const end = rest.indexOf('\n## ');
  return (end === -1 ? rest : rest.slice(0, end))
    .split('\n')
    .filter((line) => line.startsWith('| `') || line.startsWith('| any'));
}

describe('the machine docs generator', () => {
  const coupon = docOf('coupon', couponMachine);

  it('lists every transition of the coupon machine, one row per move', () => {
    const rows = section(coupon, 'Transitions');
    expect(rows).toHaveLength(machineEdges(couponMachine).size);
    expect(rows).toEqual([
      '| `unticked` | The customer ticks the checkbox. (`coupon.toggle`) |  | `ticked` |  |',
      '| `ticked` | The customer unticks the checkbox; the code and any discount are cleared. (`coupon.toggle`) |  | `unticked` | `clearCoupon` |',
      '| `ticked` | The customer types or changes the code. (`coupon.change`) |  | (stays) | `changeCode` |',
      '| `ticked` | The customer applies the code. (`coupon.apply`) | Is code empty? | (stays) | `requireCode` |',
      '| `ticked` | The customer applies the code. (`coupon.apply`) | Otherwise (none of the checks above holds) | `applying` | `clearError` |',
      '| `applying` | The customer unticks the checkbox; the code and any discount are cleared. (`coupon.toggle`) |  | `unticked` | `clearCoupon` |',
      '| `applying` | The server accepts the code and answers the discounted figures. (`applyCoupon succeeds`) |  | `applied` | keeps what it learned |',
      '| `applying` | The server refuses the code. (`applyCoupon fails`) |  | `invalid` | keeps what it learned |',
      '| `applied` | The customer unticks the checkbox; the code and any discount are cleared. (`coupon.toggle`) |  | `unticked` | `clearCoupon` |',
      '| `applied` | The customer changes the code, which must be applied again. (`coupon.change`) |  | `ticked` | `changeCode` |',
      '| `invalid` | The customer unticks the checkbox; the code and any discount are cleared. (`coupon.toggle`) |  | `unticked` | `clearCoupon` |',
      '| `invalid` | The customer changes the code, which must be applied again. (`coupon.change`) |  | `ticked` | `changeCode` |',
    ]);
  });

  it('draws every transition in the Mermaid diagram, from the initial state to the ends', () => {
    const diagram = coupon.slice(coupon.indexOf('```mermaid'), coupon.indexOf('```\n\n## States'));
    expect(diagram).toContain('stateDiagram-v2\n    [*] --> unticked\n');
    for (const line of [
      'unticked --> ticked : coupon.toggle',
      'ticked --> ticked : coupon.apply [isCodeEmpty]',
      'ticked --> applying : coupon.apply [otherwise]',
      'applying --> applied : applyCoupon succeeds',
      'applying --> invalid : applyCoupon fails',
      'invalid --> ticked : coupon.change',
    ]) {
      expect(diagram).toContain(`    ${line}\n`);
    }
    expect(diagram.match(/ --> /g)).toHaveLength(machineEdges(couponMachine).size + 1);
  });

  it('says what the user sees in every state, from the state descriptions', () => {
    const rows = section(coupon, 'States');
    expect(rows.map((row) => row.split(' | ')[0])).toEqual(
      ['unticked', 'ticked', 'applying', 'applied', 'invalid'].map((state) => `| \`${state}\``),
    );
    expect(rows[0]).toContain(
      'The have-a-coupon checkbox is not ticked, so no coupon box shows. | Start.',
    );
    expect(rows[2]).toContain('Calls `applyCoupon` and waits for its answer.');
    expect(coupon).toContain(couponMachine.root.description);
  });

  it('writes waits in words and the machine-wide transitions from "any state"', () => {
    const doc = docOf('same-day-booking', sameDayBookingMachine);
    expect(doc).toContain('    from_any_state --> contact : draft.clear\n');
    expect(doc).toContain('    contactLoader --> details : after 2 seconds\n');
    expect(doc).toContain('    contact --> summary : draft.restore [isDraftAt(summary)]\n');
    const rows = section(doc, 'Transitions');
    expect(rows[0]).toMatch(
      /^\| any state \| The draft is cleared .*\(`draft\.clear`\) \| {2}\| `contact` \|/,
    );
    expect(rows).toContain(
      '| `contactLoader` | 2 seconds pass. (`after 2 seconds`) |  | `details` |  |',
    );
    expect(rows).toContain(
      '| `contact` | The page opens with a saved draft and resumes it. (`draft.restore`) | Is draft at payment? | `payment` | `restoreDraft` |',
    );
    expect(section(doc, 'States')).toContain(
      '| `payment` | The payment form, where the card payment (its own machine) takes over. The booking wizard ends here. | End: nothing leaves it. |',
    );
  });

  it('nests compound states and falls back to plain words where the machine has none', () => {
    const door = setup({ guards: { isLocked: () => false } }).createMachine({
      id: 'door',
      initial: 'powered',
      states: {
        powered: {
          initial: 'closed',
          on: { 'power.cut': 'dark' },
          states: {
            closed: { on: { 'door.open': { guard: 'isLocked', target: 'open' } } },
            open: { after: { 500: 'closed' } },
          },
        },
        dark: { type: 'final' },
      },
    });
    const doc = docOf('door', door);
    expect(doc).toContain(
      [
        '    state powered {',
        '        [*] --> powered__closed',
        '        state "closed" as powered__closed',
        '        state "open" as powered__open',
        '    }',
      ].join('\n'),
    );
    expect(doc).toContain('    powered__closed --> powered__open : door.open [isLocked]\n');
    expect(doc).toContain(
      '| `powered.closed` | The door open event arrives. (`door.open`) | Is locked? | `powered.open` |  |',
    );
    expect(doc).toContain(
      '| `powered.open` | 500 ms pass. (`after 500 ms`) |  | `powered.closed` |  |',
    );
    expect(doc).toContain(
      '| `powered.closed` | (no description in the machine) | Entered first. |',
    );
  });

  it('renders the same page every time', () => {
    expect(docOf('coupon', couponMachine)).toBe(coupon);
  });
});

describe('npm run machines:docs', () => {
  let dir = '';
  const tsx = path.resolve('node_modules/.bin/tsx');
  const generate = (...args: string[]) =>
    run(tsx, ['scripts/machines-docs.ts', '--out', dir, ...args], { env: { ...process.env } });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'machine-docs-'));
    await generate();
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one page per machine file, and --check passes on them', async () => {
    const coupon = await readFile(path.join(dir, 'coupon.md'), 'utf8');
    expect(coupon).toMatch(/^# Coupon\n/);
    expect(coupon).toContain(
      'Generated from machines/coupon.machine.ts by `npm run machines:docs`',
    );
    const { stdout } = await generate('--check');
    expect(stdout).toMatch(/Machine docs match the machines \(\d+ pages\)\./);
  }, 60_000);

  it('--check fails and names the page that no longer matches its machine', async () => {
    const page = path.join(dir, 'coupon.md');
    const fresh = await readFile(page, 'utf8');
    await writeFile(page, fresh.replace('| `applied`', '| `accepted`'));
    await rm(path.join(dir, 'form-submit.md'));
    const failure = await generate('--check').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      `Stale machine docs: ${path.join(dir, 'coupon.md')}, ${path.join(dir, 'form-submit.md')} (missing). Run \`npm run machines:docs\` and commit.`,
    );
    await generate();
    expect(await readFile(page, 'utf8')).toBe(fresh);
  }, 60_000);
});
