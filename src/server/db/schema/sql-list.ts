import { sql, type SQL } from 'drizzle-orm';

/** A list of string constants from the shared contract as SQL literals, for CHECK constraints. */
export function sqlList(values: readonly string[]): SQL {
  for (const v of values) if (!/^[a-z_]+$/.test(v)) throw new Error(`Not a plain constant: ${v}`);
  return sql.raw(values.map((v) => `'${v}'`).join(', '));
}
