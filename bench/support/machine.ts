import { cpus, loadavg, totalmem } from 'node:os';

/** What the figures were measured on, recorded beside them. */
export function describeMachine() {
  const processors = cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpu: `${processors.length} × ${processors[0]?.model.trim() ?? 'unknown'}`,
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    /** The 1-minute load average when the run started: above the core count, other work shared the CPUs. */
    loadAverageAtStart: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}
