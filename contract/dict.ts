import { z } from 'zod';
import { defineCall } from './call.ts';

export const dictName = z.enum(['country', 'position', 'use']);
export type DictName = z.infer<typeof dictName>;

export const dictEntry = z.object({ text: z.string(), value: z.string() });
export type DictEntry = z.infer<typeof dictEntry>;

export const getDictionaries = defineCall({
  id: 'getDictionaries',
  method: 'POST',
  path: '/dict',
  summary: "Text/value lists for the named dictionaries, in the request's language (Accept-Language).",
  auth: 'none',
  body: z.object({ dicts: z.array(dictName).min(1) }),
  data: z.object({
    country: z.array(dictEntry).optional(),
    position: z.array(dictEntry).optional(),
    use: z.array(dictEntry).optional(),
  }),
  example: { body: { dicts: ['country', 'position', 'use'] } },
});
