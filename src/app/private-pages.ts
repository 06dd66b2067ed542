import type { Role } from '../session/role.ts';
import type { PageLoad } from './account-pages.ts';
import { accountPaths, customerPaths, type PrivatePath } from './private-paths.ts';

type Table<Path extends string> = () => Promise<Readonly<Record<Path, PageLoad>>>;

/*
 * Decision 167: the signed-in pages' code is named by three tables, one for each group of
 * private-paths.ts and each a chunk of its own, so a cleaner's job list does not download the
 * names of the customer's pages' files. This module, which the router fetches for the first
 * signed-in page (decision 162), only picks the table; no public page loads either.
 */
const accountTable = () => import('./account-pages.ts').then((module) => module.accountPages);
const customerTable = () => import('./customer-pages.ts').then((module) => module.customerPages);
const cleanerTable = () => import('./cleaner-pages.ts').then((module) => module.cleanerPages);

const isIn = <Path extends string>(paths: readonly Path[], path: string): path is Path =>
  (paths as readonly string[]).includes(path);

/** The page at a signed-in address, from its group's table. */
export async function loadPrivatePage(path: PrivatePath): ReturnType<PageLoad> {
  if (isIn(accountPaths, path)) return (await accountTable())[path]();
  if (isIn(customerPaths, path)) return (await customerTable())[path]();
  return (await cleanerTable())[path]();
}

/** The tables of the signed-in pages a person in each role can open next. */
const tablesOf: Record<Role, readonly Table<string>[]> = {
  // Signing in on the login page can lead to either role's pages.
  visitor: [accountTable, customerTable, cleanerTable],
  customer: [accountTable, customerTable],
  contractor: [accountTable, cleanerTable],
};

/** Fetches those tables ahead of the person's next page; a failure is asked again then. */
export function loadTablesOf(role: Role) {
  for (const table of tablesOf[role]) void table().catch(() => undefined);
}
