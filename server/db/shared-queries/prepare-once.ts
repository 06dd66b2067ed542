import type { Database } from '../database.ts';

/**
 * A prepared statement built once per database: Drizzle writes its SQL once instead of on every
 * call, and PostgreSQL parses and plans it once per connection (decisions 054 and 058).
 */
export function prepareOnce<Statement>(build: (db: Database) => Statement) {
  const statements = new WeakMap<Database, Statement>();
  return (db: Database): Statement => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
