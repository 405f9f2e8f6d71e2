import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Captcha } from '../../../contract/index.ts';
import { fail } from './messages.ts';
import { HOUR, MINUTE } from '../domain/clock.ts';
import { LIMITS, rateKey, takeHitsIn } from '../runtime/rate-limit.ts';
import type { Runtime } from '../runtime/runtime.ts';

export const CAPTCHA_LIFETIME = 5 * MINUTE;
export const CAPTCHA_LENGTH = 4;
/** Letters and digits that cannot be taken for one another (no 0/O/Q, 1/I/L, 2/Z, 5/S); compared ignoring case. */
export const CAPTCHA_CHARACTERS = 'ABCDEFGHJKMNPRTUVWXY346789';

/** A new single-use captcha: the image as a data URL and its uuid. At most 60 a minute per IP. */
export const createCaptcha = async (rt: Runtime, ip: string): Promise<Captcha> => {
  const now = rt.clock.now();
  const uuid = randomUUID();
  const image = await rt.db.transaction().execute(async (trx) => {
    const taken = await takeHitsIn(trx, now, [{ key: rateKey.captchaIp(ip), limit: LIMITS.captcha }]);
    if (!taken.ok) throw fail(429, 'tooManyCaptchas', { seconds: taken.seconds }, { retryAfterSeconds: taken.seconds });
    const image = svgCaptcha.create({ size: CAPTCHA_LENGTH, charPreset: CAPTCHA_CHARACTERS, noise: 2, color: true, width: 120, height: 40, fontSize: 44 });
    await trx
      .insertInto('captcha')
      .values({ uuid, code: image.text.toLowerCase(), expires_at: new Date(now.getTime() + CAPTCHA_LIFETIME) })
      .execute();
    await trx.deleteFrom('captcha').where('expires_at', '<', new Date(now.getTime() - HOUR)).execute();
    return image;
  });
  return { captcha: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}`, uuid };
};

/**
 * Checks a captcha answer. Any attempt uses the captcha up, right or wrong; an expired, used or unknown
 * one is refused, as is a wrong code. Letter case does not matter.
 */
export const consumeCaptcha = async ({ db, clock }: Pick<Runtime, 'db' | 'clock'>, uuid: string, code: string) => {
  const now = clock.now();
  const row = await db
    .updateTable('captcha')
    .set({ used_at: now })
    .where('uuid', '=', uuid.trim())
    .where('used_at', 'is', null)
    .returning(['code', 'expires_at'])
    .executeTakeFirst();
  if (!row) throw fail(400, 'captchaInvalid');
  if (row.expires_at.getTime() <= now.getTime()) throw fail(400, 'captchaExpired');
  if (row.code !== code.trim().toLowerCase()) throw fail(400, 'captchaWrong');
};

/** The code of a captcha (development route, so automated tests can pass one). */
export const captchaCode = async ({ db }: Pick<Runtime, 'db'>, uuid: string) =>
  (await db.selectFrom('captcha').select('code').where('uuid', '=', uuid).executeTakeFirst())?.code;
