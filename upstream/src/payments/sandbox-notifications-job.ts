import { SECOND } from '../domain/clock.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Job } from '../runtime/schedule.ts';
import type { Payments } from './providers.ts';

/** The sandbox provider's notifications still due, whichever copy approved the payment (its own timer died with it). */
export const sandboxNotifications: Job<Runtime & { payments: Payments }> = {
  name: 'sandbox-notifications',
  everyMs: 10 * SECOND,
  run: async (rt) => void (await rt.payments.sandboxNotifications?.()),
};
