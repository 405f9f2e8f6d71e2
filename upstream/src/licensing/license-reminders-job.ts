import { HOUR } from '../domain/clock.ts';
import { sendRenewalReminders } from './license-reminders.ts';
import type { Job } from '../runtime/schedule.ts';

/** Mails the 14-day and 1-day renewal reminders that are due, each once (license_reminder rows). */
export const licenseRenewalReminders: Job = {
  name: 'license-renewal-reminders',
  everyMs: HOUR,
  run: async (rt) => void (await sendRenewalReminders(rt)),
};
