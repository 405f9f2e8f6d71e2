import type { AppRuntime } from './app.ts';
import { licenseRenewalReminders } from './licensing/index.ts';
import { paymentReconciliation, sandboxNotifications } from './payments/index.ts';
import { mailOutbox } from './runtime/mail-outbox-job.ts';
import type { Job } from './runtime/schedule.ts';

/** Every scheduled job of the upstream; each runs once across copies (runtime/schedule.ts). */
export const jobs: readonly Job<AppRuntime>[] = [mailOutbox, sandboxNotifications, paymentReconciliation, licenseRenewalReminders];
