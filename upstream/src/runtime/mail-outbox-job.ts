import { MINUTE } from '../domain/clock.ts';
import type { Job } from './schedule.ts';

/** Sends the mails no copy has sent yet: one whose sender died after storing it, or whose SMTP attempt failed. */
export const mailOutbox: Job = {
  name: 'mail-outbox',
  everyMs: MINUTE,
  run: async (rt) => void (await rt.mailer.sendDue()),
};
