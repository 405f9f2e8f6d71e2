import { defineMessages, kernelMessages } from '../domain/messages.ts';

/**
 * What sales/ answers, in Chinese and English (trial requests and sales contacts); the kernel's messages are
 * in the table too, so this feature's `fail` and `say` serve every message it gives. `{name}` marks a value filled in.
 */
export const { messages, textOf, say, fail } = defineMessages({
  ...kernelMessages,
  // leads: trial requests and sales contacts
  trialReceived: {
    en: 'Success! Your trial request has been received; we will mail you the trial license once it is approved.',
    zh: '提交成功！我们已收到您的试用申请，审核通过后将通过邮件向您发送试用授权。',
  },
  contactReceived: {
    en: 'Success! Your message has been received; our sales team will contact you within 2 working days.',
    zh: '提交成功！我们已收到您的留言，销售团队将在 2 个工作日内与您联系。',
  },
  trialAlreadyRequested: {
    en: 'A trial of this edition was already requested with this email address; you can request it again after {date}',
    zh: '该邮箱已申请过此版本的试用，请于 {date} 之后再申请',
  },
  tooManyTrialRequests: { en: 'Too many trial requests from your network; please try again in {minutes} minutes', zh: '试用申请过于频繁，请 {minutes} 分钟后再试' },
  tooManyContacts: { en: 'Too many messages from your network; please try again in {minutes} minutes', zh: '留言过于频繁，请 {minutes} 分钟后再试' },
  leadNotFound: { en: 'Request {id} does not exist', zh: '申请 {id} 不存在' },
  leadNotTrial: { en: 'Request {id} is a sales contact, not a trial request', zh: '申请 {id} 是销售咨询，不是试用申请' },
  leadClosed: { en: 'Request {id} is already {state}', zh: '申请 {id} 已处理（{state}）' },
  leadAlreadyInState: { en: 'Request {id} is {state} already: nothing to change', zh: '申请 {id} 已是该状态（{state}），无需更改' },
  leadNeverBackToNew: { en: 'Request {id} cannot be moved back to new: a lead goes on to contacted, won or lost', zh: '申请 {id} 不能退回为新线索：线索只能改为已联系、成交或流失' },
  leadWonByGrant: { en: 'Request {id} is a trial request: it is won by granting the trial', zh: '申请 {id} 是试用申请：开通试用即为成交' },
  leadOwnerNotSales: { en: 'Member {id} cannot own a lead: the owner must be an active sales member or admin', zh: '员工 {id} 不能负责该线索：负责人须为在职的销售或管理员' },
  quoteForSalesOnly: { en: 'Request {id} is a trial request: quotes are for sales contacts', zh: '申请 {id} 是试用申请：报价仅适用于销售咨询' },
  quoteNeedsEmail: { en: 'Request {id} left no email address to send a quote to', zh: '申请 {id} 未留邮箱，无法发送报价' },
  declineReasonRequired: { en: 'Please give the reason the lead is lost (--reason TEXT)', zh: '请填写线索流失的原因（--reason TEXT）' },
});

export type MessageKey = keyof typeof messages;
