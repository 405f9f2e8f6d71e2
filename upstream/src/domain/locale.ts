/** The language an answer is written in; the http layer reads it from the request (http/locale.ts). */
export type { Locale } from '../../../contract/locale.ts';
