import { defineMessages, kernelMessages } from '../domain/messages.ts';

/**
 * What content/ answers, in Chinese and English (the site's content); the kernel's messages are
 * in the table too, so this feature's `fail` and `say` serve every message it gives. `{name}` marks a value filled in.
 */
export const { messages, textOf, say, fail } = defineMessages({
  ...kernelMessages,
  // content
  agreementMissing: { en: 'The agreement is not available', zh: '暂无协议内容' },
});

export type MessageKey = keyof typeof messages;
