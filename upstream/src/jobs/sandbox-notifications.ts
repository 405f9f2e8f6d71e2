import { SECOND } from '../domain/clock.ts';
import type { Job } from './schedule.ts';

/** The sandbox provider's notifications still due, whichever copy approved the payment (its own timer died with it). */
export const sandboxNotifications: Job = {
  name: 'sandbox-notifications',
  everyMs: 10 * SECOND,
  run: async (rt) => void (await rt.payments.sandboxNotifications?.()),
};
