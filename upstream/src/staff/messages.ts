import { defineMessages, kernelMessages } from '../domain/messages.ts';

/** What staff/ answers, in Chinese and English; `{name}` marks a value filled in. */
export const { messages, textOf, say, fail } = defineMessages({
  ...kernelMessages,
  staffSignInRequired: { en: 'Please sign in to the back office', zh: '请先登录管理后台' },
  staffSessionExpired: { en: 'Your back-office session has ended; please sign in again', zh: '管理后台登录已失效，请重新登录' },
  staffOnly: { en: 'This is for staff only: sign in to the back office with a staff account', zh: '仅限工作人员：请使用员工账号登录管理后台' },
  pageViewDayInvalid: { en: 'A day is written yyyy-mm-dd and must exist', zh: '日期须为存在的 yyyy-mm-dd' },
  pageViewRangeInvalid: { en: 'The range must start on or before its end and span at most {max} days', zh: '起始日期不得晚于结束日期，且范围最多 {max} 天' },
  staffRoleRefused: { en: 'Your role ({role}) may not do this', zh: '您的角色（{role}）无权执行此操作' },
});

export type MessageKey = keyof typeof messages;
