import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seededSnapshot } from './database-snapshot.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = path.resolve('.tmp');
  await mkdir(folder, { recursive: true });
  const snapshotPath = path.join(folder, `pglite-seeded-${process.pid}.tar`);
  if (!process.env.TEST_DATABASE_URL) {
    const blob = await seededSnapshot();
    await writeFile(snapshotPath, Buffer.from(await blob.arrayBuffer()));
  }
  project.provide('pgliteSnapshotPath', snapshotPath);
  return async () => {
    await rm(snapshotPath, { force: true });
  };
}
