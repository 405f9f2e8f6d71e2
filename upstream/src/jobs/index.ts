import { licenseRenewalReminders } from './license-renewal-reminders.ts';
import { mailOutbox } from './mail-outbox.ts';
import { sandboxNotifications } from './sandbox-notifications.ts';
import type { Job } from './schedule.ts';

/** Every scheduled job of the upstream; each runs once across copies (schedule.ts). */
export const jobs: readonly Job[] = [mailOutbox, sandboxNotifications, licenseRenewalReminders];
