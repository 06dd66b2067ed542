// What the quote's measurements share (run.ts, quote-scales.ts): its drafts and request, the
// real server, and its floor route, each started on the bench's PostgreSQL.
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { cities, services } from '#server/db/schema.ts';
import { freePort, startNodeServer } from '../support/processes.ts';
import { projectRoot } from '../support/results.ts';
import { insertQuoteDrafts } from './bench-data.ts';
import type { Scenario } from './load.ts';

/** Whether a POST of `body` to `url` answers 2xx. */
export async function answers(url: string, body: unknown = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.ok;
}

/** What the quote needs: the ids of Edmonton and Deep Cleaning, and the drafts it prices. */
export async function prepareQuote(db: Database) {
  const [edmonton] = await db.select().from(cities).where(eq(cities.name, 'Edmonton'));
  const [deepCleaning] = await db.select().from(services).where(eq(services.slug, 'deep-cleaning'));
  if (!edmonton || !deepCleaning) throw new Error('The seed has no Edmonton or Deep Cleaning.');
  const codes = await insertQuoteDrafts(db);
  return { edmontonId: edmonton.id, serviceId: deepCleaning.id, codes };
}

export type PreparedQuote = Awaited<ReturnType<typeof prepareQuote>>;

/** Tomorrow afternoon in Edmonton: clear of the bench cleaners' morning jobs. */
export function quoteScenario(prepared: PreparedQuote): Scenario {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const vDate = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Edmonton',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(tomorrow);
  let next = 0;
  return {
    name: 'quote (schedule-cleaning)',
    path: '/api/cleaning/schedule-cleaning',
    body: {
      vResidence: 'House',
      iServiceId: prepared.serviceId,
      iCityId: prepared.edmontonId,
      vBedrooms: '3',
      vBathrooms: '2',
      vExtras: ['Inside Oven'],
      vUnit: '',
      vAddress: '10150 Jasper Ave NW, Edmonton, AB T5J 1W4',
      vPostalCode: 'T5J 1W4',
      vDate,
      vFrom: '1:00PM',
      vUntill: '9:00PM',
    },
    // One draft after another, as many customers quoting at once would.
    rotateHeaders: () => ({ vUniqueCode: prepared.codes[next++ % prepared.codes.length] ?? '' }),
  };
}

/** The real server (server/main.ts) on a free port, as production runs it but for its log. */
export function startApiServer(env: Record<string, string>, port: number) {
  return startNodeServer({
    name: 'MapleShine server',
    entry: 'server/main.ts',
    cwd: projectRoot,
    env: { LOG_LEVEL: 'warn', ...env },
    port,
    ready: (url) => answers(`${url}/api/city/get_all_data`),
  });
}

/** The quote's floor (floor-server.ts) on the bench's PostgreSQL. */
export async function startFloorServer(databaseUrl: string) {
  return startNodeServer({
    name: 'floor route',
    entry: 'bench/api/floor-server.ts',
    cwd: projectRoot,
    env: { DATABASE_URL: databaseUrl },
    port: await freePort(),
    ready: async (baseUrl) => {
      const response = await fetch(`${baseUrl}/api/floor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', vUniqueCode: 'bench-quote-1' },
        body: '{}',
      });
      return response.ok;
    },
  });
}
