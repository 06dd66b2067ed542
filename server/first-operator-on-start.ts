import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './db/database.ts';
import type { Clock } from './platform/clock.ts';
import { createFirstOperator } from './accounts/index.ts';

/** Where the first start keeps the first operator's password (DATA_DIR; decision 071). */
export const FIRST_OPERATOR_FILE = 'first-operator.txt';

/**
 * A server with no operator makes the console's first one, prints its password once and keeps it
 * in DATA_DIR, readable by the server's user alone; the lines to print come back.
 */
export async function firstOperatorOnStart(
  context: { db: Database; clock: Clock },
  settings: { email: string; dataDir: string; publicUrl: string },
): Promise<string[]> {
  const result = await createFirstOperator(context, settings.email);
  if (result.outcome === 'exists') return [];
  if (result.outcome === 'taken') {
    return [
      `No operator yet: ${result.email} (FIRST_OPERATOR_EMAIL) already has a customer's or cleaner's account.`,
      'Add one with: npm run ops -- create-operator <email> "<full name>"',
    ];
  }
  const file = path.join(settings.dataDir, FIRST_OPERATOR_FILE);
  await mkdir(settings.dataDir, { recursive: true });
  await writeFile(
    file,
    [
      `The console's first operator, made ${context.clock().toISOString()}:`,
      `  e-mail:   ${result.email}`,
      `  password: ${result.password}`,
      `Sign in at ${settings.publicUrl}/admin. Add your team with npm run ops -- create-operator,`,
      'then delete this file.',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  return [
    `The console's first operator: ${result.email}, password ${result.password}`,
    `  (shown this once; kept in ${file} until you delete it). Sign in at ${settings.publicUrl}/admin.`,
  ];
}
