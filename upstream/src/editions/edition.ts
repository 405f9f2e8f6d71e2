import { editionOf } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../domain/api-error.ts';
import type { EditionTable } from '../db/tables.ts';
import type { Selectable } from 'kysely';

/** A stored edition as answered: numeric columns as numbers, and how it is sold (contract editionOf). */
const toEdition = (row: Selectable<EditionTable>) =>
  editionOf({
    ...row,
    price: Number(row.price),
    dollar: Number(row.dollar),
    month_amount: Number(row.month_amount),
    year_amount: Number(row.year_amount),
    month_original_amount: Number(row.month_original_amount),
    year_original_amount: Number(row.year_original_amount),
    month_discount_amount: Number(row.month_discount_amount),
    year_discount_amount: Number(row.year_discount_amount),
    dollar_month_amount: Number(row.dollar_month_amount),
    dollar_year_amount: Number(row.dollar_year_amount),
    dollar_month_original_amount: Number(row.dollar_month_original_amount),
    dollar_year_original_amount: Number(row.dollar_year_original_amount),
  });

export const editionsOnSale = async (db: Database) =>
  (await db.selectFrom('edition').selectAll().where('status', '=', 1).orderBy('sequence').execute()).map(toEdition);

/** The edition with this id, or undefined: each caller says in its own words that it does not exist. */
export const findEdition = async (db: Database, id: number) => {
  const row = await db.selectFrom('edition').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toEdition(row);
};

export const editionById = async (db: Database, id: number) => {
  const edition = await findEdition(db, id);
  if (!edition) throw notFound(`Edition ${id} does not exist`);
  return edition;
};
