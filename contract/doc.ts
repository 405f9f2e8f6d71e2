import { z } from 'zod';
import { defineCall } from './call.ts';

export const docLang = z.enum(['CN', 'EN']);
export type DocLang = z.infer<typeof docLang>;

export const doc = z.object({
  /** Markdown / HTML of the whole page; headings build the table of contents */
  content: z.string(),
  version: z.string(),
  updateDate: z.string(),
});
export type Doc = z.infer<typeof doc>;

/** The legacy body fields the doc calls also carry beside the envelope: code 0 on success and the doc. */
export const legacyDocFields = z.object({ code: z.number().int(), doc });
export type LegacyDocFields = z.infer<typeof legacyDocFields>;

export const getDoc = defineCall({
  id: 'getDoc',
  method: 'GET',
  path: '/doc/info/{type}/{lang}',
  summary:
    'Exploit documentation: type 1 the EXP doc, 0 the Go EXP doc; lang CN or EN. Unlike other calls the legacy answer is ' +
    '{code: 0, doc: {content, version, updateDate}}; this contract answers the usual envelope with the doc as data and ' +
    'ALSO carries code (0 on success) and doc at the top level, so both kinds of client read it.',
  auth: 'none',
  params: z.object({ type: z.enum(['0', '1']), lang: docLang }),
  data: doc,
  example: { params: { type: '1', lang: 'EN' } },
});

export const getExtensionDoc = defineCall({
  id: 'getExtensionDoc',
  method: 'GET',
  path: '/doc/extension/{lang}',
  summary:
    'The extension developer documentation (/doc page) in CN or EN; some sections exist in Chinese only. ' +
    'Same answer as /doc/info: the envelope with the doc as data, plus top-level code and doc.',
  auth: 'none',
  params: z.object({ lang: docLang }),
  data: doc,
  example: { params: { lang: 'EN' } },
});
