import { HOUR } from '../domain/clock.ts';
import { sendRenewalReminders } from '../services/license-reminders.ts';
import type { Job } from './schedule.ts';

/** Every scheduled job of the upstream; each runs once across copies (schedule.ts). */
export const jobs: readonly Job[] = [
  { name: 'license-renewal-reminders', everyMs: HOUR, run: async (runtime) => void (await sendRenewalReminders(runtime)) },
];
