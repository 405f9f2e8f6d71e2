import { z } from 'zod';
import { defineCall } from './call.ts';
import { id, text } from './input.ts';
import { paged, pageQuery, timestamp } from './envelope.ts';
import { MACHINE_NAME_MAX } from './limits.ts';
import { midRule } from './rules.ts';

/** A machine id: 32 letters or digits (entered as four groups of 8; rules.ts). */
export const mid = midRule();

export const machineNameText = { tooLong: `A machine name is at most ${MACHINE_NAME_MAX} characters` };

/** The name a buyer gives a machine when binding a licence to it: optional, trimmed, blank is none. */
export const machineName = text()
  .trim()
  .max(MACHINE_NAME_MAX, machineNameText.tooLong)
  .transform((value) => value || undefined);

/** 0 = not generated, 1 = generated */
export const licenseStatus = z.union([z.literal(0), z.literal(1)]);
export type LicenseStatus = z.infer<typeof licenseStatus>;

/** Runtime values of the GraphQL enum LicenseStatus. */
export const licenseStatusEnum = { NOT_GENERATED: 0, GENERATED: 1 } as const satisfies Record<string, LicenseStatus>;

/** A license row (spec §3); MID, dates and key are null until the license is generated. */
export const license = z.object({
  id: z.number().int(),
  license_type_name: z.string(),
  /** the edition's id (not in the spec's row; lets the gateway resolve the edition) */
  license_type_id: z.number().int().nullable().default(null),
  mid: z.string().nullable().default(null),
  status: licenseStatus,
  generated_at: timestamp.nullable().default(null),
  expired_at: timestamp.nullable().default(null),
  /** months; -1 means 7 days */
  period: z.number().int(),
  /** extra days on top of the period */
  period_day: z.number().int(),
  /** the activation code */
  key: z.string().nullable().default(null),
  key_expired_at: timestamp.nullable().default(null),
  /** the name the buyer gave the machine it is bound to (issue #32); null when none */
  machine_name: z.string().nullable().optional(),
  // Not in the spec's row (issue #25): what can still be done with it.
  /** moves to another machine still allowed now (at most MOVE_LIMIT in its window) */
  moves_left: z.number().int().optional(),
  /** when no move is left: when the next one becomes possible */
  moves_again_at: timestamp.nullable().optional(),
  /** what its owner can buy for it now: `renew` (the same licence, longer) or `full_edition` (a trial's); null when neither */
  renewal: z.enum(['renew', 'full_edition']).nullable().optional(),
  /** the team whose seat it is (issue #34); null when it is in no team */
  team_name: z.string().nullable().optional(),
});
export type License = z.infer<typeof license>;

export const activationCode = z.object({ id: z.number().int(), key: z.string() });
export type ActivationCode = z.infer<typeof activationCode>;

export const listLicenses = defineCall({
  id: 'listLicenses',
  method: 'GET',
  path: '/license/list',
  summary: "The signed-in user's licenses, paged.",
  auth: 'required',
  query: pageQuery,
  data: paged(license),
  example: {},
});

export const generateLicense = defineCall({
  id: 'generateLicense',
  method: 'GET',
  path: '/license/generateById',
  summary:
    'Bind a license to a MID and answer the license.key file (a compact JWS). With email the file is also mailed there. ' +
    'A generated license asked again without a MID answers its file.',
  auth: 'required',
  query: z.object({
    license_id: id('license_id'),
    mid: mid.optional(),
    /** a name for the machine, kept with the binding (issue #32) */
    machine_name: machineName.optional(),
    email: text().pipe(z.email('Please enter the correct email address.').max(254)).optional(),
  }),
  data: z.string(),
  produces: 'text/plain',
});

export const listAvailableLicenses = defineCall({
  id: 'listAvailableLicenses',
  method: 'GET',
  path: '/license/available',
  summary: 'Licenses still available for distribution (not generated), paged; callers read the count from total (page 1, size 1).',
  auth: 'required',
  query: pageQuery,
  data: paged(license),
  example: {},
});

export const exportActivationCodes = defineCall({
  id: 'exportActivationCodes',
  method: 'POST',
  path: '/license/exportUserKeys',
  summary: "Activation codes of the given licenses, or of all the user's licenses when license_ids is empty.",
  auth: 'required',
  body: z.object({ license_ids: z.array(id('license_ids')).max(10000).default([]) }),
  data: z.array(activationCode),
});

export const getLicense = defineCall({
  id: 'getLicense',
  method: 'GET',
  path: '/license/detail',
  summary: "One of the signed-in user's licenses.",
  auth: 'required',
  query: z.object({ license_id: id('license_id') }),
  data: license,
});

export const moveLicense = defineCall({
  id: 'moveLicense',
  method: 'POST',
  path: '/license/move',
  summary:
    'Release a generated license from its machine so it can be generated for another: it returns to not generated with the same ' +
    'term and expiry, and its file is revoked (GET /license/revocations). At most 3 moves per license in 30 days.',
  auth: 'required',
  body: z.object({ license_id: id('license_id') }),
  data: license,
});

export const getLicensePublicKey = defineCall({
  id: 'getLicensePublicKey',
  method: 'GET',
  path: '/license/public-key',
  summary: 'The Ed25519 public key (SPKI PEM) that verifies license files offline.',
  auth: 'none',
  data: z.string(),
  produces: 'application/x-pem-file',
  example: {},
});

/** One thing that happened to a licence; `released` is a move made by the desktop client itself. */
export const licenseHistoryEvent = z.object({
  kind: z.enum(['generated', 'moved', 'released', 'renewed', 'renewal_refunded']),
  at: timestamp,
  /** generated: the MID bound; moved and released: the MID it left */
  mid: z.string().nullable(),
  machine_name: z.string().nullable(),
  /** the licence's end after the event */
  expires_at: timestamp.nullable(),
  /** renewed and renewal_refunded: the end before */
  previous_expires_at: timestamp.nullable(),
});
export type LicenseHistoryEvent = z.infer<typeof licenseHistoryEvent>;

export const licenseHistory = defineCall({
  id: 'licenseHistory',
  method: 'POST',
  path: '/license/history',
  summary:
    "The histories of several of the signed-in user's licences in one call (a page's worth), oldest event first. A licence " +
    'that is not theirs is left out.',
  auth: 'required',
  body: z.object({ license_ids: z.array(id('license_ids')).min(1).max(100) }),
  data: z.array(z.object({ license_id: z.number().int(), events: z.array(licenseHistoryEvent) })),
});
