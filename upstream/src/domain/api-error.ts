import type { Locale } from './locale.ts';

/** A message in both languages (see messages.ts). */
export interface Bilingual {
  zh: string;
  en: string;
}

/**
 * A failure answered as `{ statusCode, messages, data: null }`, with the same HTTP status (HTTP 200 in
 * raw mode, index=1). A bilingual message is answered in the request's language.
 */
export class ApiError extends Error {
  readonly text: Bilingual | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly statusCode: number,
    message: string | Bilingual,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.text = typeof message === 'string' ? undefined : message;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  messageIn(locale: Locale) {
    return this.text ? this.text[locale] : this.message;
  }
}

export const notFound = (message: string | Bilingual) => new ApiError(404, message);
