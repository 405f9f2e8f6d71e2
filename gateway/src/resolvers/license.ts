import {
  exportActivationCodes,
  generateLicense,
  getLicense,
  listAvailableLicenses,
  listLicenses,
  moveLicense,
} from '../../../contract/index.ts';
import { TRIAL_DAYS, TRIAL_PERIOD } from '../../../contract/rules.ts';
import { LicenseHistoryKind, LicenseRenewal, type Resolvers } from '../generated/graphql.ts';
import type { Upstream } from '../upstream/client.ts';
import { errorFromUpstream } from '../core/errors.ts';
import { restField } from '../graph/rest-fields.ts';
import { present, rowId } from '../graph/graph-input.ts';

/** One of the caller's licenses; null when it is not theirs (the upstream's 404); any other refusal is an error. */
const ownLicense = async (upstream: Upstream, id: number) => {
  const answer = await upstream.raw(getLicense, { query: { license_id: id } });
  if (answer.statusCode === 200) return answer.data;
  if (answer.statusCode === 404) return null;
  throw errorFromUpstream(200, answer.statusCode, answer.messages);
};

const HISTORY_KINDS = {
  generated: LicenseHistoryKind.Generated,
  moved: LicenseHistoryKind.Moved,
  released: LicenseHistoryKind.Released,
  renewed: LicenseHistoryKind.Renewed,
  renewal_refunded: LicenseHistoryKind.RenewalRefunded,
} as const;

export const licenseResolvers: Resolvers = {
  Query: {
    licenses: async (_, { page, size }, { upstream }) => {
      const answer = await upstream.call(listLicenses, { query: present({ page, size }) });
      return { items: answer.lists, page: answer.page, size: answer.size, total: answer.total };
    },
    /** Another user's license, or none, is null rather than an error (the upstream answers 404). */
    license: (_, { id }, { upstream, locale }) => ownLicense(upstream, rowId(id, 'id', locale)),
    /** The spec's way: the total of the available list at page 1, size 1. */
    availableLicenseCount: async (_, __, { upstream }) => (await upstream.call(listAvailableLicenses, { query: { page: 1, size: 1 } })).total,
  },
  Mutation: {
    generateLicense: async (_, { input }, { upstream, locale }) => {
      const content = await upstream.call(generateLicense, {
        query: {
          license_id: rowId(input.licenseId, 'licenseId', locale),
          mid: input.mid || undefined,
          machine_name: input.machineName?.trim() || undefined,
          email: input.email || undefined,
        },
      });
      return { licenseId: input.licenseId, fileName: 'license.key', content, sentTo: input.email ?? null };
    },
    moveLicense: (_, { id }, { upstream, locale }) => upstream.call(moveLicense, { body: { license_id: rowId(id, 'id', locale) } }),
    exportActivationCodes: async (_, { licenseIds, all }, { upstream, locale }) => {
      if (!all && !licenseIds?.length) return [];
      return upstream.call(exportActivationCodes, { body: { license_ids: all ? [] : licenseIds!.map((id) => rowId(id, 'licenseIds', locale)) } });
    },
  },
  ActivationCode: {
    licenseId: (code) => String(code.id),
    code: restField('key'),
  },
  License: {
    /** The upstream's name in the request's language; a row without one takes its edition's (from the cached list, only then). */
    licenseTypeName: async (license, _, { loaders, locale }) => {
      if (license.license_type_name || license.license_type_id === null) return license.license_type_name;
      const edition = await loaders.edition.load(license.license_type_id);
      return (locale === 'zh' ? edition?.name_cn : edition?.name) ?? null;
    },
    /** Every row's edition comes from one batched, cached lookup: a page costs no call per row. */
    edition: (license, _, { loaders }) => (license.license_type_id === null ? null : loaders.edition.load(license.license_type_id)),
    termDays: (license) => (license.period === TRIAL_PERIOD ? TRIAL_DAYS + license.period_day : null),
    movesLeft: (license) => license.moves_left ?? null,
    movesAgainAt: (license) => license.moves_again_at ?? null,
    renewal: (license) => (license.renewal === 'renew' ? LicenseRenewal.Renew : license.renewal === 'full_edition' ? LicenseRenewal.FullEdition : null),
    machineName: (license) => license.machine_name ?? null,
    teamName: (license) => license.team_name ?? null,
    /** Every row's history from one batched call per page (loaders.ts). */
    history: (license, _, { loaders }) => loaders.licenseHistory.load(license.id),
  },
  LicenseHistoryEvent: {
    kind: (event) => HISTORY_KINDS[event.kind],
    machineName: (event) => event.machine_name,
    expiredAt: (event) => event.expires_at,
    previousExpiredAt: (event) => event.previous_expires_at,
  },
  Order: {
    /**
     * A renewal's license, as it stands now (one call, for the one order a page asks it of); null for an order that
     * renewed several (a team's seats: `renewedLicenseIds` names them), which is no one license's page.
     */
    renewedLicense: async (order, _, { loaders, upstream }) => {
      const known = order.renews_license_id !== undefined && order.renews_license_ids !== undefined ? order : await loaders.order.load(order.order_no);
      const id = known.renews_license_id;
      if ((known.renews_license_ids?.length ?? 0) > 1) return null;
      return id === null || id === undefined ? null : ownLicense(upstream, id);
    },
  },
};
