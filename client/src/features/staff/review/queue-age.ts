import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const HOUR = 60 * 60 * 1000;

/** How long an upload has waited, in days and hours: what a reviewer sorts their day by. */
export const queueAge = (i18n: I18n, queuedAt: string, now = Date.now()) => {
  const hours = Math.max(0, Math.floor((now - new Date(queuedAt).getTime()) / HOUR));
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return days > 0 ? i18n._(msg`${days} d ${rest} h`) : i18n._(msg`${rest} h`);
};
