import type { ColumnType } from 'kysely';

/** How columns are typed across the tables: a creation time, JSON text, money, an optional moment. */

export type Created = ColumnType<Date, Date | string | undefined, never>;

export type Json<T> = ColumnType<T, string, string>;

export type Money = ColumnType<string, number, number>;

export type Moment = ColumnType<Date | null, Date | null | undefined, Date | null>;
