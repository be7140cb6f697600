import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client';

/**
 * What the backup and restore read from PostgreSQL's catalog (the same on PGlite): Chowdr's tables
 * in the `public` schema (not an extension's), their columns, their foreign keys and sequences.
 */

/** Base tables of `public`, parents before children (foreign keys), then by name. */
export async function tablesInLoadOrder(db: Db): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
            and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
          order by c.relname`,
    )
  ).map((r) => r.name);
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select cl.relname as child, pl.relname as parent from pg_constraint k
        join pg_class cl on cl.oid = k.conrelid join pg_class pl on pl.oid = k.confrelid
        join pg_namespace n on n.oid = cl.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and cl.oid <> pl.oid`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const e of edges) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const done = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !done.has(t) && [...parents.get(t)!].every((p) => done.has(p) || !parents.has(p)),
    );
    // A cycle of foreign keys (none today): take the rest by name; the restore's checks will say so.
    const next = ready.length ? ready : tables.filter((t) => !done.has(t));
    for (const t of next) {
      ordered.push(t);
      done.add(t);
    }
  }
  return ordered;
}

/** Columns in table order, without generated ones (they cannot be inserted). */
export async function columnsOf(db: Db, table: string): Promise<{ name: string; generated: boolean }[]> {
  const found = await rows<{ name: string; generated: string }>(
    db,
    sql`select attname as name, attgenerated as generated from pg_attribute
        where attrelid = to_regclass(format('%I.%I', 'public', ${table}::text)) and attnum > 0 and not attisdropped
        order by attnum`,
  );
  return found.map((c) => ({ name: c.name, generated: c.generated !== '' }));
}

/** Identity and serial columns of a table with their sequence (schema-qualified, quoted). */
export async function sequencesOf(db: Db, table: string): Promise<{ column: string; sequence: string }[]> {
  return rows<{ column: string; sequence: string }>(
    db,
    sql`select a.attname as column, pg_get_serial_sequence(format('%I.%I', 'public', ${table}::text), a.attname) as sequence
        from pg_attribute a
        where a.attrelid = to_regclass(format('%I.%I', 'public', ${table}::text)) and a.attnum > 0 and not a.attisdropped
          and pg_get_serial_sequence(format('%I.%I', 'public', ${table}::text), a.attname) is not null`,
  );
}

/** columnsOf for every table of `public` in one query. */
export async function allColumns(db: Db): Promise<Map<string, { name: string; generated: boolean }[]>> {
  const found = await rows<{ table: string; name: string; generated: string }>(
    db,
    sql`select c.relname as table, a.attname as name, a.attgenerated as generated
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
  );
  const out = new Map<string, { name: string; generated: boolean }[]>();
  for (const c of found) {
    const list = out.get(c.table) ?? [];
    list.push({ name: c.name, generated: c.generated !== '' });
    out.set(c.table, list);
  }
  return out;
}

/** sequencesOf for every table of `public` in one query, with each sequence's last value handed out. */
export async function allSequences(
  db: Db,
): Promise<Map<string, { column: string; sequence: string; lastValue: number | null }[]>> {
  const found = await rows<{ table: string; column: string; sequence: string; v: string | number | null }>(
    db,
    sql`select s.table, s.column, s.sequence, pg_sequence_last_value(s.sequence::regclass) as v from (
          select c.relname as table, a.attname as column,
                 pg_get_serial_sequence(format('%I.%I', 'public', c.relname), a.attname) as sequence
          from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        ) s where s.sequence is not null`,
  );
  const out = new Map<string, { column: string; sequence: string; lastValue: number | null }[]>();
  for (const s of found) {
    const list = out.get(s.table) ?? [];
    list.push({ column: s.column, sequence: s.sequence, lastValue: s.v == null ? null : Number(s.v) });
    out.set(s.table, list);
  }
  return out;
}
