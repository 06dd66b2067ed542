import pg from 'pg';

/**
 * Drops and creates the database `name` on the server of `adminUrl` (scripts/with-postgres.sh's
 * TEST_DATABASE_URL), so every bench run seeds from nothing, and returns its URL.
 */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
