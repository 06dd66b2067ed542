import autocannon from 'autocannon';
import { cpuMeter, type CpuMeter } from '../support/cpu.ts';

/** DESIGN.md's load shape: 50 connections, one request at a time on each. */
export const CONNECTIONS = 50;
export const PIPELINING = 1;
/** Seconds per measured run; a short unmeasured run before it warms the JIT and the caches. */
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 6);
const WARM_UP_S = 2;

export type Scenario = {
  name: string;
  path: string;
  body: unknown;
  headers?: Record<string, string>;
  /** Headers that change from request to request (e.g. one booking code after another). */
  rotateHeaders?: () => Record<string, string>;
};

export type LoadFigures = {
  scenario: string;
  database: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** The server process's CPU time per request of the measured run (all its threads), µs. */
  cpuMicrosPerRequest: number;
  /** PostgreSQL's (every backend's) CPU time per request of the run, µs; none on PGlite. */
  databaseCpuMicrosPerRequest?: number;
};

/** What a run is aimed at: the server's address and process, and the database's processes. */
export type Target = { url: string; pid: number; database?: CpuMeter };

/** The target of a server with no database of its own (PGlite runs in the server's process). */
export function target(server: { url: string; pid: number }, database?: CpuMeter): Target {
  return { url: server.url, pid: server.pid, ...(database ? { database } : {}) };
}

function fire(baseUrl: string, scenario: Scenario, durationS: number) {
  // As a browser asks: the server may compress what it sends (autocannon counts the bytes only).
  const headers = {
    'content-type': 'application/json',
    'accept-encoding': 'gzip, deflate, br',
    ...scenario.headers,
  };
  const body = JSON.stringify(scenario.body);
  const { rotateHeaders } = scenario;
  return autocannon({
    url: `${baseUrl}${scenario.path}`,
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    duration: durationS,
    method: 'POST',
    headers,
    body,
    ...(rotateHeaders
      ? {
          requests: [
            {
              method: 'POST',
              body,
              setupRequest: (request) => ({
                ...request,
                headers: { ...headers, ...rotateHeaders() },
              }),
            },
          ],
        }
      : {}),
  });
}

/**
 * A run that is not measured: a server just started has not compiled the code of a call it has
 * not served (the first call measured after a start cost three times its figure of later runs).
 */
export async function warmUp(on: Target, scenario: Scenario) {
  await fire(on.url, scenario, WARM_UP_S);
}

/** One scenario: a warm-up, then the measured run. */
export async function measure(
  on: Target,
  database: string,
  scenario: Scenario,
): Promise<LoadFigures> {
  await fire(on.url, scenario, WARM_UP_S);
  // Around the measured run only: the warm-up's JIT work is not the call's cost.
  const server = cpuMeter(() => [on.pid]);
  const serverBefore = server.read();
  const databaseBefore = on.database?.read();
  const result = await fire(on.url, scenario, DURATION_S);
  const serverMicros = server.since(serverBefore);
  const databaseMicros = databaseBefore ? on.database?.since(databaseBefore) : undefined;
  const perRequest = (micros: number) => Math.round(micros / Math.max(result.requests.total, 1));
  const figures: LoadFigures = {
    scenario: scenario.name,
    database,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    cpuMicrosPerRequest: perRequest(serverMicros),
    ...(databaseMicros === undefined
      ? {}
      : { databaseCpuMicrosPerRequest: perRequest(databaseMicros) }),
  };
  console.log(
    `  ${database} · ${scenario.name}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms, ${figures.errors} errors, ${figures.non2xx} non-2xx, CPU ${figures.cpuMicrosPerRequest} µs/request${figures.databaseCpuMicrosPerRequest === undefined ? '' : ` (PostgreSQL ${figures.databaseCpuMicrosPerRequest})`}`,
  );
  return figures;
}
