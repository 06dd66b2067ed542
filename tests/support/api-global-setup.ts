import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seededSnapshot } from './database-snapshot.ts';
import { createTemplateDatabase } from './postgres-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the migrated, seeded snapshot each test file's database is loaded from. */
    pgliteSnapshotPath: string;
    /** PostgreSQL (TEST_DATABASE_URL): the migrated, seeded database each one is copied from; '' on PGlite. */
    postgresTemplate: string;
  }
}

/**
 * Once per run of a project (api, api-pglite, cluster): the migrations and the seed run here,
 * and each test file's database starts from their result (tests/support/test-database.ts).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createTemplateDatabase(adminUrl);
    project.provide('pgliteSnapshotPath', '');
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }

  const folder = path.resolve('.tmp');
  await mkdir(folder, { recursive: true });
  const snapshotPath = path.join(folder, `pglite-seeded-${process.pid}-${project.name}.tar`);
  const blob = await seededSnapshot();
  await writeFile(snapshotPath, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteSnapshotPath', snapshotPath);
  project.provide('postgresTemplate', '');
  return async () => {
    await rm(snapshotPath, { force: true });
  };
}
