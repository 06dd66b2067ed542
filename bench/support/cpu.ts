import { readdirSync, readFileSync } from 'node:fs';

/** The kernel's clock ticks per second (`getconf CLK_TCK`), 100 on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far (user and system, all its threads), in microseconds, from
 * /proc/<pid>/stat; undefined once the process is gone. Read around a run, its difference is
 * what the process spent on that run, however busy the load generator beside it was.
 */
export function processCpuMicros(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  return ((userTicks + systemTicks) * 1_000_000) / TICKS_PER_SECOND;
}

/** The pids of every process whose command name is `name` (e.g. PostgreSQL's backends). */
export function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return pids;
}

/**
 * A meter of the CPU time of some processes: `read()` sums their CPU so far, keyed by pid, and
 * `since(before)` what they spent since, counting a process that started meanwhile from zero and
 * one that ended meanwhile not at all (a PostgreSQL backend lives as long as its connection).
 */
export function cpuMeter(pids: () => number[]) {
  const read = () => {
    const usage = new Map<number, number>();
    for (const pid of pids()) {
      const micros = processCpuMicros(pid);
      if (micros !== undefined) usage.set(pid, micros);
    }
    return usage;
  };
  const since = (before: Map<number, number>) => {
    let spent = 0;
    for (const [pid, micros] of read()) spent += micros - (before.get(pid) ?? 0);
    return spent;
  };
  return { read, since };
}

export type CpuMeter = ReturnType<typeof cpuMeter>;
