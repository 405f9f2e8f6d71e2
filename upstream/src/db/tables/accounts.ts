import type { ColumnType, Generated } from 'kysely';
import type { Created } from './columns.ts';

/** Accounts and what signing in keeps: users, sessions, mail links, captchas, rate-limit counts, cross-site login codes. */

export type MailTokenPurpose = 'activate' | 'reset';

export interface UserTable {
  id: Generated<number>;
  username: string;
  email: string;
  /** scrypt of the password with password_salt, hex */
  password_hash: string;
  password_salt: string;
  name: string | null;
  country: string | null;
  api_key: string;
  /** 0 = email not verified yet, 1 = verified */
  status: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  /** the language of the sign-up page; mails to the user use it */
  locale: 'zh' | 'en';
  created_at: Created;
}

/** A signed-in session; the bearer token itself is never stored, only its SHA-256. */
export interface SessionTable {
  token_hash: string;
  user_id: number;
  expires_at: ColumnType<Date, Date, Date>;
  created_at: Created;
}

/** The token of an activation or password-reset link, stored as its SHA-256. */
export interface MailTokenTable {
  token_hash: string;
  user_id: number;
  purpose: MailTokenPurpose;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Created;
}

export interface CaptchaTable {
  uuid: string;
  /** the text shown in the image, lower case */
  code: string;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One counted event (a failed sign-in, a captcha, a mail) under a rate-limit key. */
export interface RateLimitHitTable {
  id: Generated<number>;
  key: string;
  at: ColumnType<Date, Date, Date>;
}

/** A cross-site login code (migration 011), stored as its SHA-256; single use, 60 seconds, tied to the session that made it. */
export interface CrossLoginCodeTable {
  code_hash: string;
  user_id: number;
  session_hash: string;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Created;
}
