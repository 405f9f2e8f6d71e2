import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Anything of the server's insides an answer must never show: stack frames, source files, SQL, database or runtime errors. */
export const INTERNAL_TEXT =
  /\bat \S+ \(|\.[cm]?[jt]s:\d+|node_modules|internal server error|服务器内部错误|\b(select|insert|update|delete) .*\b(from|into|set)\b|out of range|invalid byte sequence|violates|duplicate key|TypeError|ReferenceError|RangeError|undefined is not|cannot read prop/i;

/** Every table's row count and a digest of its rows: equal before and after means nothing changed. */
export const databaseDigest = async (db: Database) => {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db);
  const lines: string[] = [];
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: string; digest: string }>`select count(*)::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(name)} t`.execute(db);
    lines.push(`${name} ${rows[0].n} ${rows[0].digest}`);
  }
  return lines;
};
