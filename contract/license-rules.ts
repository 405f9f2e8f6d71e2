/**
 * What happens to a licence after the sale (issue #25): what each edition includes, how often it may move to
 * another machine, when it can be renewed and when its owner is reminded. No zod here, like limits.ts, so a
 * page that only says "moves left" or "renew from" loads no schema code.
 */

/**
 * The stable identifiers of what an edition includes, one for each line of the pricing cards (the client's
 * editions/features.ts `line`, under the same keys): the licence file and the client's validate answer carry
 * them, and the desktop product switches features on by them. Never rename one: files in the field name them.
 */
export const ENTITLEMENT_OF_LINE = {
  assetMapping: 'asset-mapping',
  protocols: 'protocol-identification',
  rules: 'fingerprint-rules',
  extensions: 'market-extensions',
  basicPocs: 'public-pocs',
  fullPocs: 'poc-library',
  weeklyPocs: 'poc-updates',
  hotVulns: 'hot-vulnerabilities',
  bruteForce: 'red-team-tools',
  report: 'report-export',
  api: 'api-access',
  permanent: 'permanent-license',
  offline: 'offline-activation',
  support: 'priority-support',
  customPocs: 'custom-pocs',
  multiUser: 'multi-user',
} as const;

export type EntitlementLine = keyof typeof ENTITLEMENT_OF_LINE;
export type Entitlement = (typeof ENTITLEMENT_OF_LINE)[EntitlementLine];
export const ENTITLEMENTS = Object.values(ENTITLEMENT_OF_LINE) as Entitlement[];

const of = (...lines: EntitlementLine[]): readonly Entitlement[] => lines.map((line) => ENTITLEMENT_OF_LINE[line]);

const mapping = ['assetMapping', 'protocols', 'rules', 'extensions'] as const;
const redTeam = of(...mapping, 'fullPocs', 'weeklyPocs', 'hotVulns', 'bruteForce', 'report', 'api');
const enterprise = of(...mapping, 'fullPocs', 'weeklyPocs', 'hotVulns', 'bruteForce', 'report', 'api', 'permanent', 'offline', 'support', 'customPocs');

/**
 * Each edition's entitlements, by edition id (the pricing cards' ticks: Community, Vul Scan, Red Team, and the
 * Enterprise card for Red Team Enterprise; the one-yuan trial is Red Team for 7 days; Blue Team Enterprise is
 * Enterprise with several users). An edition not listed includes nothing.
 */
export const EDITION_ENTITLEMENTS: Readonly<Record<number, readonly Entitlement[]>> = {
  11: of(...mapping, 'basicPocs'),
  14: of(...mapping, 'fullPocs', 'report'),
  13: redTeam,
  16: redTeam,
  15: enterprise,
  17: [...enterprise, ENTITLEMENT_OF_LINE.multiUser],
};

export const entitlementsOf = (editionId: number): readonly Entitlement[] => EDITION_ENTITLEMENTS[editionId] ?? [];

/** Moving a licence to another machine: at most this many moves in this many days (a stolen code cannot hop forever). */
export const MOVE_LIMIT = { moves: 3, days: 30 } as const;

/** A subscription can be renewed in place from 30 days before its end until 90 days after it. */
export const RENEWAL_WINDOW = { daysBefore: 30, daysAfter: 90 } as const;

/** Renewal reminders go this many days before a subscription ends, once each. */
export const REMINDER_DAYS = [14, 1] as const;
