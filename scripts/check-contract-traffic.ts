/**
 * Judges every answer the API tests recorded (CONTRACT_TRAFFIC_DIR, tests/support/
 * contract-traffic.ts) against openapi.yaml with an independent validator, and fails on any
 * answer outside the contract: an undeclared status, content type or body (decision 091).
 * `npm test` runs it right after the API suite on PostgreSQL; by hand:
 *   CONTRACT_TRAFFIC_DIR=test-results/contract-traffic bash scripts/with-postgres.sh \
 *     npx vitest run --project api && npx tsx scripts/check-contract-traffic.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contractChecker, type TrafficRecord } from '#tests/support/contract-check.ts';

const directory = process.argv[2] ?? process.env.CONTRACT_TRAFFIC_DIR;
if (!directory) {
  console.error('usage: tsx scripts/check-contract-traffic.ts DIR (or set CONTRACT_TRAFFIC_DIR)');
  process.exit(2);
}

const files = readdirSync(directory).filter((name) => name.endsWith('.jsonl'));
const checker = contractChecker();
const operations = new Set<string>();
/** Each kind of problem once, with how often it came and the first test that met it. */
const problems = new Map<string, { count: number; test: string | undefined }>();
let judged = 0;
let outside = 0;

for (const file of files) {
  for (const line of readFileSync(path.join(directory, file), 'utf8').split('\n')) {
    if (line === '') continue;
    const record = JSON.parse(line) as TrafficRecord;
    const found = checker.problemsOf(record);
    // Pages, photos, development tools, unknown paths: no operation of the contract to judge by.
    if (found === null) {
      outside += 1;
      continue;
    }
    judged += 1;
    operations.add(checker.operationIdOf(record) ?? '');
    for (const problem of found) {
      const key = `${record.method} ${record.path} ${record.status}: ${problem}`;
      const seen = problems.get(key);
      if (seen) seen.count += 1;
      else problems.set(key, { count: 1, test: record.test });
    }
  }
}

if (judged === 0) {
  console.error(
    `No answer of the contract recorded in ${directory}: was CONTRACT_TRAFFIC_DIR set?`,
  );
  process.exit(1);
}
const summary =
  `${judged} answers of ${operations.size} of the contract's ${checker.operationCount} ` +
  `operations judged against openapi.yaml (${outside} other requests: pages, files, unknown paths)`;
if (problems.size > 0) {
  console.error(`${summary}; answers outside the contract:`);
  for (const [key, { count, test }] of problems) {
    console.error(`- ${key} (${count}×; first in ${test ?? 'an unknown test'})`);
  }
  process.exit(1);
}
console.log(`${summary}: every one within the contract.`);
