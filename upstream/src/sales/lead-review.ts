import type { StaffLeadView } from '../../../contract/staff-leads.ts';
import type { Database } from '../db/database.ts';
import type { LeadKind, LeadState } from '../db/tables.ts';
import type { LeadRow } from './sales.ts';

/** Staff's view of the leads the sales forms store (sales.ts): listed with their owners, and the notes of them all in one more query. */

export interface LeadFilter {
  kind?: LeadKind;
  state?: LeadState;
  /** a member's id, or `none` for leads nobody owns */
  owner?: number | 'none';
  /** a single lead */
  id?: number;
  limit?: number;
}

const iso = (date: Date) => date.toISOString();

const toView = (row: LeadRow & { edition: string; owner: string | null }, notes: StaffLeadView['notes']): StaffLeadView => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  edition_id: row.edition_id,
  edition: row.edition,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  company: row.company,
  country: row.country,
  position: row.position,
  use: row.use,
  quantity: row.quantity,
  comment: row.comment,
  mid: row.mid,
  locale: row.locale,
  lost_reason: row.lost_reason,
  owner_id: row.owner_staff_id,
  owner: row.owner,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  notes,
});

/** The leads of the filter, newest first, each with its owner's name and its notes in the order they were written. */
export const listLeads = async (db: Database, { kind, state, owner, id, limit = 1000 }: LeadFilter): Promise<StaffLeadView[]> => {
  let query = db
    .selectFrom('lead')
    .innerJoin('edition', 'edition.id', 'lead.edition_id')
    .leftJoin('staff', 'staff.id', 'lead.owner_staff_id')
    .selectAll('lead')
    .select(['edition.name as edition', 'staff.username as owner']);
  if (id !== undefined) query = query.where('lead.id', '=', id);
  if (kind) query = query.where('lead.kind', '=', kind);
  if (state) query = query.where('lead.state', '=', state);
  if (owner === 'none') query = query.where('lead.owner_staff_id', 'is', null);
  else if (owner !== undefined) query = query.where('lead.owner_staff_id', '=', owner);
  const rows = await query.orderBy('lead.created_at', 'desc').orderBy('lead.id', 'desc').limit(limit).execute();
  if (rows.length === 0) return [];
  const notes = await db
    .selectFrom('lead_note')
    .select(['id', 'lead_id', 'author_name', 'text', 'created_at'])
    .where('lead_id', 'in', rows.map((row) => row.id))
    .orderBy('id')
    .execute();
  const notesOf = new Map<number, StaffLeadView['notes']>();
  for (const note of notes) {
    const list = notesOf.get(note.lead_id) ?? [];
    list.push({ id: note.id, author: note.author_name, created_at: iso(note.created_at), text: note.text });
    notesOf.set(note.lead_id, list);
  }
  return rows.map((row) => toView(row, notesOf.get(row.id) ?? []));
};

/** One lead as staff see it, after a change. */
export const leadOf = async (db: Database, id: number) => (await listLeads(db, { id }))[0];

/** Who may own a lead: enabled members of sales, and admins. */
export const leadOwners = (db: Database) =>
  db.selectFrom('staff').select(['id', 'username']).where('role', 'in', ['sales', 'admin']).where('disabled_at', 'is', null).orderBy('username').execute();
