import { sql, type Selectable } from 'kysely';
import type {
  applyForTrial as applyForTrialCall,
  BodyOf,
  contactSales as contactSalesCall,
  DictName,
  QueryOf,
} from '../../../contract/index.ts';
import { MAINLAND_MOBILE_PATTERN } from '../../../contract/sales.ts';
import type { Database } from '../db/database.ts';
import type { LeadKind, LeadTable } from '../db/tables.ts';
import type { Locale } from '../domain/locale.ts';
import { fail, say, type MessageKey } from './messages.ts';
import { leadConfirmationMail, leadNotificationMail, type LeadView } from './sales-mails.ts';
import type { Mail } from '../mail/mailer.ts';
import { consumeCaptcha } from '../accounts/index.ts';
import { DAY, HOUR } from '../domain/clock.ts';
import { coverageLagDays, isTrialEdition } from '../../../contract/rules.ts';
import { assertMailAllowed, takeHits, takeMailHit, type Limit } from '../runtime/rate-limit.ts';
import type { Runtime } from '../runtime/runtime.ts';

export type LeadRow = Selectable<LeadTable>;

/** Requests per client address: enough for a person who mistyped, too few for a script. */
export const LEAD_LIMITS = {
  trial: { limit: 5, windowMs: HOUR },
  sales: { limit: 5, windowMs: HOUR },
} as const satisfies Record<LeadKind, Limit>;

/** One trial request per address and edition in this window. */
export const TRIAL_REPEAT_WINDOW = 30 * DAY;

export const leadRateKey = (kind: LeadKind, ip: string) => `lead:${kind}:ip:${ip}`;

/**
 * The date up to which a trial's vulnerability data reaches (spec §9): 14 days before the given day, 30 for
 * the one-yuan trial edition; yyyy-mm-dd.
 */
export const coverageBefore = (day: Date, editionId: number) =>
  new Date(day.getTime() - coverageLagDays(isTrialEdition(editionId)) * DAY).toISOString().slice(0, 10);

export interface RequestContext {
  locale: Locale;
  ip: string;
  userId?: number;
}

/** What each form sends, as the contract has parsed it. */
export type TrialInput = QueryOf<typeof applyForTrialCall>;
export type SalesInput = BodyOf<typeof contactSalesCall>;

const dictText = async (db: Database, dict: DictName, value: string, locale: Locale) => {
  const row = await db.selectFrom('dictionary_entry').select(['text_zh', 'text_en']).where('dict', '=', dict).where('value', '=', value).executeTakeFirst();
  return row && (locale === 'en' ? row.text_en : row.text_zh);
};

/** Country, position and use are dictionary values (POST /dict); anything else is refused with the field's message. */
const checkDictionaries = async (db: Database, input: Pick<TrialInput, 'country' | 'position' | 'use'>, messages: Record<'country' | 'position' | 'use', MessageKey>) => {
  for (const dict of ['country', 'position', 'use'] as const) {
    if (!(await dictText(db, dict, input[dict], 'en'))) throw fail(400, messages[dict]);
  }
};

const editionOf = async (db: Database, id: number) => {
  const edition = await db.selectFrom('edition').select(['id', 'name', 'name_cn']).where('id', '=', id).executeTakeFirst();
  if (!edition) throw fail(400, 'editionUnknown');
  return edition;
};

/** Checks and counts the request against the address in one step, so simultaneous requests cannot all pass. */
const checkRate = async (rt: Pick<Runtime, 'db' | 'clock'>, kind: LeadKind, ip: string) => {
  const taken = await takeHits(rt.db, rt.clock.now(), [{ key: leadRateKey(kind, ip), limit: LEAD_LIMITS[kind] }]);
  const wait = taken.ok ? 0 : taken.seconds;
  if (wait > 0) throw fail(429, kind === 'trial' ? 'tooManyTrialRequests' : 'tooManyContacts', { minutes: Math.ceil(wait / 60) }, { retryAfterSeconds: wait });
};

/** A lead's edition as its mails name it, in `locale` (the id when the edition is gone). */
export const leadEditionName = async (db: Database, lead: Pick<LeadRow, 'edition_id' | 'locale'>, locale: Locale = lead.locale) => {
  const edition = await db.selectFrom('edition').select(['name', 'name_cn']).where('id', '=', lead.edition_id).executeTakeFirst();
  return edition ? (locale === 'en' ? edition.name : edition.name_cn) : String(lead.edition_id);
};

/** The lead as mails show it, dictionary values in `locale`. */
const leadView = async (db: Database, lead: LeadRow, locale: Locale = lead.locale): Promise<LeadView> => ({
  id: lead.id,
  kind: lead.kind,
  edition: await leadEditionName(db, lead, locale),
  name: lead.name,
  email: lead.email,
  mobile: lead.mobile,
  company: lead.company,
  country: (await dictText(db, 'country', lead.country, locale)) ?? lead.country,
  position: (await dictText(db, 'position', lead.position, locale)) ?? lead.position,
  use: (await dictText(db, 'use', lead.use, locale)) ?? lead.use,
  quantity: lead.quantity,
  comment: lead.comment,
  locale: lead.locale,
  createdAt: lead.created_at,
});

type NewLead = Omit<LeadTable, 'id' | 'state' | 'lost_reason' | 'owner_staff_id' | 'created_at' | 'updated_at'>;

/**
 * Stores the lead, the applicant's confirmation (when there is an address) and the sales team's notice in one
 * transaction, so a request exists with both mails or not at all; `guard` runs first inside it.
 */
const storeLead = async (rt: Runtime, values: NewLead, now: Date, guard?: (trx: Database) => Promise<void>) => {
  const mails: Mail[] = [];
  const lead = await rt.db.transaction().execute(async (trx) => {
    await guard?.(trx);
    const row = await trx
      .insertInto('lead')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    const view = await leadView(trx, row);
    if (row.email) {
      const path = row.kind === 'trial' ? `/trialSuccess/${row.edition_id}` : `/chatSuccess/${row.edition_id}`;
      mails.push(leadConfirmationMail(view, `${rt.siteOrigin(row.locale)}${path}`));
    }
    mails.push(leadNotificationMail(rt.config.SALES_EMAIL, view));
    for (const mail of mails) await rt.mailer.store(trx, mail);
    if (row.email) await takeMailHit(trx, now, row.email);
    return row;
  });
  for (const mail of mails) await rt.mailer.deliver(mail);
  return lead;
};

/**
 * GET /license/trial. Checked in this order, each refusal storing nothing: the per-address limit, the
 * edition, the dictionaries, the captcha (used up by any attempt that reaches it), the once-in-30-days rule
 * for this address and edition, the mail limit of the address. Then the request, the confirmation and the
 * sales notice are stored together.
 */
export const applyForTrial = async (rt: Runtime, input: TrialInput, { locale, ip, userId }: RequestContext) => {
  const now = rt.clock.now();
  await checkRate(rt, 'trial', ip);
  await editionOf(rt.db, input.license_type_id);
  await checkDictionaries(rt.db, input, { country: 'contract.selectTheCountry', position: 'contract.enterJobTitle', use: 'contract.enterPurpose' });
  await consumeCaptcha(rt, input.uuid, input.code);

  const email = input.email.toLowerCase();
  const earlier = async (db: Database) =>
    db
      .selectFrom('lead')
      .select('created_at')
      .where('kind', '=', 'trial')
      .where(sql<string>`lower(email)`, '=', email)
      .where('edition_id', '=', input.license_type_id)
      .where('created_at', '>', new Date(now.getTime() - TRIAL_REPEAT_WINDOW))
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  const refuseRepeat = (previous: { created_at: Date }) =>
    fail(400, 'trialAlreadyRequested', { date: new Date(previous.created_at.getTime() + TRIAL_REPEAT_WINDOW).toISOString().slice(0, 10) });
  const previous = await earlier(rt.db);
  if (previous) throw refuseRepeat(previous);
  await assertMailAllowed(rt, email);

  const lead = await storeLead(
    rt,
    {
      kind: 'trial',
      edition_id: input.license_type_id,
      name: input.name,
      email: input.email,
      mobile: null,
      company: input.company,
      country: input.country,
      position: input.position,
      use: input.use,
      quantity: null,
      comment: null,
      mid: input.mid || null,
      locale,
      ip,
      user_id: userId ?? null,
    },
    now,
    async (trx) => {
      // Two simultaneous requests for one address and edition: the second waits here, then sees the first.
      await sql`select pg_advisory_xact_lock(hashtext(${`trial:${email}:${input.license_type_id}`}))`.execute(trx);
      const raced = await earlier(trx);
      if (raced) throw refuseRepeat(raced);
    },
  );
  return { message: say(locale, 'trialReceived'), id: lead.id };
};

/**
 * POST /contact. Checked in this order, each refusal storing nothing: the per-address limit, the edition, the
 * Chinese page's mainland mobile rule, the dictionaries, the mail limit of the address when one is given.
 */
export const contactSales = async (rt: Runtime, input: SalesInput, { locale, ip, userId }: RequestContext) => {
  const now = rt.clock.now();
  await checkRate(rt, 'sales', ip);
  await editionOf(rt.db, input.license_type_id);
  const mobile = input.mobile.replace(/[\s()-]/g, '');
  if (locale === 'zh' && !MAINLAND_MOBILE_PATTERN.test(mobile)) throw fail(400, 'contract.correctPhone');
  await checkDictionaries(rt.db, input, { country: 'contract.selectCountry', position: 'contract.enterJobTitle', use: 'contract.selectPurpose' });
  if (input.email) await assertMailAllowed(rt, input.email);
  const lead = await storeLead(
    rt,
    {
      kind: 'sales',
      edition_id: input.license_type_id,
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      company: input.company,
      country: input.country,
      position: input.position,
      use: input.use,
      quantity: input.quantity,
      comment: input.comment || null,
      mid: null,
      locale,
      ip,
      user_id: userId ?? null,
    },
    now,
  );
  return { message: say(locale, 'contactReceived'), id: lead.id };
};
