import { getDoc, getExtensionDoc, type DocLang } from '../../../contract/index.ts';
import type { Locale } from '../core/locale.ts';
import { DocKind, type Resolvers } from '../generated/graphql.ts';

/** The doc calls spell languages CN and EN: CN for the Chinese site, EN for any other. */
const docLang = (locale: Locale): DocLang => (locale === 'zh' ? 'CN' : 'EN');

/**
 * The documentation pages, public and shared through the cache. Failures keep the gateway's usual mapping
 * (404 NOT_FOUND, 5xx, timeout and network UPSTREAM_UNAVAILABLE); the upstream timeout is the doc client's 6000 ms.
 */
export const docResolvers: Resolvers = {
  Query: {
    doc: (_, { kind }, { cached, locale }) => {
      const lang = docLang(locale);
      if (kind === DocKind.Extension) return cached(getExtensionDoc, { params: { lang } });
      // type 1 is the EXP doc, type 0 the Go EXP doc
      return cached(getDoc, { params: { type: kind === DocKind.Exp ? '1' : '0', lang } });
    },
  },
};
