import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { couponMachine } from '#machines/coupon.machine.ts';
import { jobLifecycleMachine } from '#machines/job-lifecycle.machine.ts';
import { readMachineGraph } from '#shared/machine-graph/machine-graph.ts';
import { sameDayBookingMachine } from '#machines/same-day-booking.machine.ts';
import { machineEdges } from '#shared/machine-paths/machine-coverage.ts';
import { transitionCoverage } from '#shared/machine-paths/machine-paths.ts';
import { loadMachinePaths, loadMachines } from '#tests/support/machine-catalog.ts';
import {
  renderMachineDoc,
  renderMachineIndex,
} from '../../scripts/machine-docs/render-markdown.ts';

const run = promisify(execFile);

function docOf(name: string, machine: Parameters<typeof readMachineGraph>[0]) {
  return renderMachineDoc({
    name,
    file: `machines/${name}.machine.ts`,
    graph: readMachineGraph(machine),
  });
}

/** The rows of a section's table, header and separator left out. */
function section(doc: string, heading: string): string[] {
  const start = doc.indexOf(`## ${heading}`);
  const rest = doc.slice(start + heading.length + 3);
  const end = rest.indexOf('\n## ');
  return (end === -1 ? rest : rest.slice(0, end))
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .slice(2);
}

function mermaidOf(doc: string): string {
  return doc.slice(doc.indexOf('```mermaid'), doc.indexOf('```\n\n## States'));
}

describe('the machine docs generator', () => {
  const coupon = docOf('coupon', couponMachine);

  it('lists every transition of the coupon machine in words, the code names in the last column', () => {
    const rows = section(coupon, 'Transitions');
    expect(rows).toHaveLength(machineEdges(couponMachine).size);
    expect(rows.slice(0, 5)).toEqual([
      '| No coupon box | The customer ticks the box |  | Coupon box open | The customer ticks the checkbox. | `unticked` → `ticked` on `coupon.toggle` |',
      '| Coupon box open | The customer unticks the box |  | No coupon box | The customer unticks the checkbox; the code and any discount are cleared. | `ticked` → `unticked` on `coupon.toggle`; does `clearCoupon` |',
      '| Coupon box open | The customer types a code |  | (stays) | The customer types or changes the code. | `ticked` → (stays) on `coupon.change`; does `changeCode` |',
      '| Coupon box open | The customer applies the code | when the box is empty | (stays) | The customer applies the code. | `ticked` → (stays) on `coupon.apply` if `isCodeEmpty`; does `requireCode` |',
      '| Coupon box open | The customer applies the code | otherwise | Checking the code | The customer applies the code. | `ticked` → `applying` on `coupon.apply`; does `clearError` |',
    ]);
  });

  it("draws the diagram in the users' words: states as they see them, transitions as sentences", () => {
    const diagram = mermaidOf(coupon);
    expect(diagram).toContain('stateDiagram-v2\n    [*] --> unticked\n');
    for (const line of [
      'state "No coupon box" as unticked',
      'unticked --> ticked : The customer ticks the box',
      'ticked --> ticked : The customer applies the code (when the box is empty)',
      'ticked --> applying : The customer applies the code (otherwise)',
      'applying --> applied : The code is valid',
      'applying --> invalid : The code is refused',
      'invalid --> ticked : The customer changes the code',
    ]) {
      expect(diagram).toContain(`    ${line}\n`);
    }
    expect(diagram.match(/ --> /g)).toHaveLength(machineEdges(couponMachine).size + 1);
  });

  it('keeps code names out of every diagram', async () => {
    for (const { name, machine } of await loadMachines()) {
      const graph = readMachineGraph(machine);
      const diagram = mermaidOf(docOf(name, machine));
      const labels = diagram.split('\n').flatMap((line) => {
        const label = / : (.*)$/.exec(line)?.[1] ?? /^\s*state "(.*)" as /.exec(line)?.[1];
        return label ? [label] : [];
      });
      expect(labels.length, name).toBeGreaterThan(0);
      const codeNames = [
        ...graph.transitions.map((transition) => transition.eventType),
        ...graph.transitions.flatMap((transition) => transition.guard?.name ?? []),
      ];
      for (const label of labels) {
        for (const codeName of codeNames) expect(label, name).not.toContain(codeName);
        expect(label, name).not.toMatch(/\b\d{3}\b|\.ts\b/);
      }
    }
  });

  it('tells from the job lifecycle diagram what a hand-back does and when a customer can cancel', () => {
    const diagram = mermaidOf(docOf('job-lifecycle', jobLifecycleMachine));
    expect(diagram).toContain(
      '    state "Finding a cleaner (customer) / Open (cleaner)" as authorized\n',
    );
    expect(diagram).toContain(
      // ✉: the move sends a message (decision 096).
      '    assigned --> authorized : The cleaner hands it back before the start, and it reopens to other cleaners ✉\n',
    );
    const cancels = diagram
      .split('\n')
      .filter((line) => line.includes(': The customer cancels'))
      .map((line) => line.trim().split(' ')[0]);
    expect(cancels).toEqual(['draft', 'quoted', 'authorized', 'assigned']);
  });

  it('names every state for its users with the code name beside it', () => {
    const rows = section(coupon, 'States');
    expect(rows.map((row) => row.split(' | ').at(-1))).toEqual(
      ['unticked', 'ticked', 'applying', 'applied', 'invalid'].map((state) => `\`${state}\` |`),
    );
    expect(rows[0]).toContain(
      '| No coupon box | customer: No coupon box | The have-a-coupon checkbox is not ticked, so no coupon box shows. | Start. |',
    );
    expect(rows[2]).toContain('Calls `applyCoupon` and waits for its answer.');
    expect(coupon).toContain(couponMachine.root.description);
  });

  it('writes waits and the machine-wide transitions from "any state"', () => {
    const doc = docOf('same-day-booking', sameDayBookingMachine);
    expect(doc).toContain('    from_any_state --> contact : The booking starts over\n');
    expect(doc).toContain('    contactLoader --> details : The 2-second loader ends\n');
    expect(doc).toContain(
      '    contact --> summary : A saved booking is resumed (when it was left at the quote)\n',
    );
    const rows = section(doc, 'Transitions');
    expect(rows[0]).toMatch(
      /^\| any state \| The booking starts over \| {2}\| Contact details form \| The draft is cleared .*\| any state → `contact` on `draft\.clear`; does `clearDraft` \|$/,
    );
    expect(rows).toContain(
      '| Loader | The 2-second loader ends |  | Cleaning details form | 2 seconds pass. | `contactLoader` → `details` on `after 2 seconds` |',
    );
  });

  it('stops, naming what is missing, when a machine lacks words for people', () => {
    const door = setup({ guards: { isLocked: () => false } }).createMachine({
      id: 'door',
      meta: { summary: 'A door.', runsIn: 'The hall.' },
      initial: 'closed',
      states: {
        closed: {
          meta: { name: 'Closed' },
          on: { 'door.open': { guard: 'isLocked', target: 'open' } },
        },
        open: { meta: { name: 'Open' } },
      },
    });
    expect(() => docOf('door', door)).toThrow(
      'machines/door.machine.ts lacks words for people (decision 046):\n  door: the transition from closed on door.open has no meta.label.\n  door: the transition from closed on door.open has guard isLocked but no meta.condition.',
    );
  });

  it('indexes every machine with its summary, where it runs and its computed coverage', async () => {
    const catalog = await loadMachinePaths();
    const index = renderMachineIndex(
      catalog.map(({ name, machine, paths }) => ({
        name,
        graph: readMachineGraph(machine),
        coverage: transitionCoverage(machine, paths),
      })),
    );
    expect(index).toContain(
      '| [Job lifecycle](job-lifecycle.md) | The status of every booking, from the first contact details to a finished or cancelled cleaning. |',
    );
    for (const { name, machine, paths } of catalog) {
      const { covered, total } = transitionCoverage(machine, paths);
      expect(index).toMatch(
        new RegExp(
          `\\(${name}\\.md\\) \\|.*\\| ${covered} of ${total} transitions tested \\(100%\\) \\|`,
        ),
      );
    }
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
    expect(await readFile(path.join(dir, 'README.md'), 'utf8')).toMatch(/^# Machines\n/);
    expect(coupon).toContain(
      'Generated from machines/coupon.machine.ts by `npm run machines:docs`',
    );
    const { stdout } = await generate('--check');
    expect(stdout).toMatch(/Machine docs match the machines \(\d+ pages\)\./);
  }, 60_000);

  it('--check fails and names the page that no longer matches its machine', async () => {
    const page = path.join(dir, 'coupon.md');
    const fresh = await readFile(page, 'utf8');
    await writeFile(page, fresh.replace('| Discount applied', '| Discount accepted'));
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
