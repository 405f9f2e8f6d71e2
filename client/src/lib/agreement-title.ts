import { msg } from '@lingui/core/macro';

/** The agreement's title: the link text of every agreement checkbox and part of its message. */
export const agreementTitle = msg`User Registration and Service Agreement`;
