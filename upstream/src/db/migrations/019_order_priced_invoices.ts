import { sql, type Kysely } from 'kysely';

/**
 * Receipts equal to the checkout, and invoices for companies (issue #32).
 *
 * - `order.list_amount` and `order.discounts`: the order as priced at checkout, kept whole: the list price (every
 *   licence at its undiscounted price) and the preview's discount lines (label and descriptions, in the order's
 *   language), so the receipt reads what the buyer saw instead of working it out again from the unit price (which
 *   lost the term discount and the coupon's name). Old orders are backfilled from what they kept: the list price is
 *   total + discount (what the preview said), and the term discount and the coupon are named as the pricing names them.
 * - `order.invoice_*`: the company details a buyer may add until the order's receipt is issued;
 *   `order.receipt_issued_at`: when the receipt was first downloaded after payment (from then on it no longer changes).
 * - `invoice`: an issued invoice, with a copy of the company details and its number `INV-<year>-<seq>`; append-only
 *   (`refuse_change`, migration 017), and an order's invoice details cannot change once it has one.
 * - `credit_note`: the one correction of an issued invoice (`CN-<year>-<seq>`), append-only too.
 * - `document_counter`: the last number given per kind and year; taken with one upsert, so numbers are unique and
 *   gapless (a rolled-back issue rolls its number back with it).
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('order').addColumn('list_amount', sql`numeric(12, 2)`).execute();
  await db.schema.alterTable('order').addColumn('discounts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
  await backfillPrices(db);
  await db.schema.alterTable('order').alterColumn('list_amount', (c) => c.setNotNull()).execute();

  await db.schema.alterTable('order').addColumn('invoice_company', 'text').execute();
  await db.schema.alterTable('order').addColumn('invoice_address', 'text').execute();
  await db.schema.alterTable('order').addColumn('invoice_tax_id', 'text').execute();
  await db.schema.alterTable('order').addColumn('receipt_issued_at', 'timestamptz').execute();

  await db.schema
    .createTable('document_counter')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_counter_pk', ['kind', 'year'])
    .execute();
  await db.schema
    .createTable('invoice')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('order.id'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('tax_id', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('credit_note')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoice.id'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .execute();
  for (const table of ['invoice', 'credit_note']) {
    await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
              for each row execute function refuse_change()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
              for each statement execute function refuse_change()`.execute(db);
  }
  await sql`create function refuse_invoiced_details() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from invoice where order_id = old.id) then
        raise exception 'order % has an issued invoice: its invoice details never change', old.order_no;
      end if;
      return new;
    end
  $$`.execute(db);
  await sql`create trigger order_invoiced_details before update of invoice_company, invoice_address, invoice_tax_id on "order"
            for each row execute function refuse_invoiced_details()`.execute(db);
};

/** Old orders' list price and discount lines, worded as orders/pricing.ts words them, in each order's language. */
const backfillPrices = async (db: Kysely<unknown>) => {
  await sql`update "order" set list_amount = order_amount + discount_amount`.execute(db);
  await sql`
    with o as (
      select id, locale, period, coupon_code, quantity,
             case currency when 'USD' then '$' else '¥' end as sign,
             license_type_price as unit, list_amount / quantity as original,
             license_type_price * quantity - order_amount as coupon_saving,
             period || ' 个月' as term_zh, case when period = 1 then '1 month' else period || ' months' end as term_en
      from "order"),
    m as (
      select *, round((original - unit) / nullif(original, 0) * 100) as percent,
             sign || to_char(unit, 'FM999,999,990') as unit_text, sign || to_char(original, 'FM999,999,990') as original_text,
             sign || to_char(original - unit, 'FM999,999,990') as saving_text, sign || to_char(coupon_saving, 'FM999,999,990') as coupon_text
      from o)
    update "order" set discounts = (
      select coalesce(jsonb_agg(line), '[]'::jsonb) from (
        select jsonb_build_object('period', m.period,
          'label', case when m.locale = 'zh' then m.term_zh || '立减 ' || m.percent || '%' else m.term_en || ': ' || m.percent || '% off' end,
          'description', m.term_en || ' for ' || m.unit_text || ' instead of ' || m.original_text || ': save ' || m.saving_text || ' per license',
          'description_cn', m.term_zh || ' ' || m.unit_text || '，原价 ' || m.original_text || '，每个授权立省 ' || m.saving_text) as line
        where m.period > 0 and m.original > m.unit
        union all
        select jsonb_build_object('period', m.period,
          'label', case when m.locale = 'zh' then '优惠码 ' || m.coupon_code else 'Coupon ' || m.coupon_code end,
          'description', 'Coupon ' || m.coupon_code || ': save ' || m.coupon_text,
          'description_cn', '优惠码 ' || m.coupon_code || '：节省 ' || m.coupon_text)
        where m.coupon_code is not null) lines)
    from m where m.id = "order".id`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop trigger order_invoiced_details on "order"`.execute(db);
  await sql`drop function refuse_invoiced_details()`.execute(db);
  await db.schema.dropTable('credit_note').execute();
  await db.schema.dropTable('invoice').execute();
  await db.schema.dropTable('document_counter').execute();
  for (const column of ['receipt_issued_at', 'invoice_tax_id', 'invoice_address', 'invoice_company', 'discounts', 'list_amount']) {
    await db.schema.alterTable('order').dropColumn(column).execute();
  }
};
