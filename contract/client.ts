import { z } from 'zod';
import { defineCall } from './call.ts';
import { id, text } from './input.ts';
import { timestamp } from './envelope.ts';
import { ENTITLEMENTS, type Entitlement } from './license-rules.ts';
import { midRule } from './rules.ts';

/**
 * The desktop product's own calls (DESIGN "The desktop client's calls"): no session, authenticated by what the
 * machine holds — the activation code, or the licence id with its MID. Every answer a client may keep is signed
 * with the licence key (a compact JWS, EdDSA, like license.key), so a cached answer can be trusted offline.
 */

export const activationKeyText = { enterKey: 'Please enter the activation code' };

/** An activation code as typed or pasted: case and spaces do not matter (`abcde-fghjk …` is `ABCDE-FGHJK…`). */
export const activationKey = text()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(1, activationKeyText.enterKey).max(64, activationKeyText.enterKey));

export const entitlement = z.enum(ENTITLEMENTS as [Entitlement, ...Entitlement[]]);

/** How a licence stands for the machine that asks: in use, ended, or moved away from this machine. */
export const clientLicenseState = z.enum(['active', 'expired', 'released']);
export type ClientLicenseState = z.infer<typeof clientLicenseState>;

export const activateClient = defineCall({
  id: 'activateClient',
  method: 'POST',
  path: '/client/activate',
  summary:
    'The desktop product redeems an activation code for its machine: a licence not generated yet is bound to the MID exactly as the ' +
    'web dialog binds it, and the signed license.key is answered. The same code and MID again answer the same file. No session; ' +
    'limited per code (10 in 10 minutes); unknown codes and codes used elsewhere per address (60 failed calls in 10 minutes). Messages follow Accept-Language.',
  auth: 'none',
  body: z.object({ key: activationKey, mid: midRule() }),
  data: z.object({
    license_id: z.number().int(),
    /** the license.key file: a compact JWS whose payload is the licence (see GET /license/public-key) */
    license_file: z.string(),
    expires_at: timestamp,
  }),
});

/** What a validate answer says; `signed` is the same, signed. */
export const clientValidation = z.object({
  license_id: z.number().int(),
  mid: z.string(),
  /** true only while the licence is bound to this MID and has not ended */
  valid: z.boolean(),
  state: clientLicenseState,
  /** the licence was moved off this machine: its file here is revoked */
  released: z.boolean(),
  edition_id: z.number().int(),
  /** the edition's English name */
  edition: z.string(),
  entitlements: z.array(entitlement),
  expires_at: timestamp,
  checked_at: timestamp,
  /**
   * The team the licence is a seat of and the username of the member holding the seat (issue #34); null when it is in
   * no team, and for a machine it was moved away from (state `released`), which learns nothing of the new holder.
   */
  team: z
    .object({ id: z.number().int(), name: z.string(), seat_holder: z.string() })
    .nullable()
    .default(null),
});
export type ClientValidation = z.infer<typeof clientValidation>;

export const validateClient = defineCall({
  id: 'validateClient',
  method: 'POST',
  path: '/client/validate',
  summary:
    'Whether a licence is valid for this machine now: its state, expiry, edition and entitlements, and whether it was released ' +
    '(moved to another machine). `signed` is a compact JWS of the same answer (typ tidewatch-validation+jwt) for the client to ' +
    'cache and trust offline. A licence id and MID that were never bound together answer 404. `team` names the team and seat holder of a licence ' +
    'that is a seat. A known licence is limited per licence (30 checks in 10 minutes), never per address; failed checks per address (60 in 10 minutes).',
  auth: 'none',
  body: z.object({ license_id: id('license_id'), mid: midRule() }),
  data: clientValidation.extend({ signed: z.string() }),
});

export const revocation = z.object({
  license_id: z.number().int(),
  /** SHA-256 (hex) of the MID, upper case, the revoked file was bound to: a client compares its own, nobody learns another's */
  mid_sha256: z.string(),
  /** files of this licence for this MID issued before this moment are revoked */
  revoked_at: timestamp,
});
export type Revocation = z.infer<typeof revocation>;

export const listRevocations = defineCall({
  id: 'listRevocations',
  method: 'GET',
  path: '/license/revocations',
  summary:
    'The licence files revoked because their licence moved to another machine and that have not expired yet. `signed` is a compact ' +
    'JWS (typ tidewatch-revocations+jwt) of `{ revoked, issued_at }` for the client to fetch, cache and trust offline.',
  auth: 'none',
  data: z.object({ revoked: z.array(revocation), issued_at: timestamp, signed: z.string() }),
  example: {},
});

export const licenseFileTexts = { missing: 'Please send the license file', invalid: 'This is not a license file signed by this site' };

/** A license.key file as the client holds it: one compact JWS, a few hundred bytes. */
const licenseFileText = text()
  .trim()
  .pipe(z.string().min(1, licenseFileTexts.missing).max(8192, licenseFileTexts.invalid));

export const deactivateClient = defineCall({
  id: 'deactivateClient',
  method: 'POST',
  path: '/client/deactivate',
  summary:
    'The desktop product releases its machine, with its license.key as proof: the file must be signed by this site and be the ' +
    "licence's current binding. The licence returns to not generated (same term and end) and can be activated on another machine; " +
    'it counts as a move (at most 3 per licence in 30 days, then 429 with Retry-After), and the file is revoked. No session; limited per licence, and files that are not the site\'s or not current per address.',
  auth: 'none',
  body: z.object({ license_file: licenseFileText }),
  data: z.object({
    license_id: z.number().int(),
    /** the MID the licence was bound to, now released */
    mid: z.string(),
    released_at: timestamp,
    /** moves (and releases) still allowed in the window */
    moves_left: z.number().int(),
  }),
});
