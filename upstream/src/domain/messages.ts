import { activationKeyText } from '../../../contract/client.ts';
import { textRefused, wholeNumber } from '../../../contract/input.ts';
import { ACCESS_TOKEN_DAYS, ACCESS_TOKEN_NAME_MAX, accessTokenText } from '../../../contract/limits.ts';
import { midText, orderText, PASSWORD_LENGTH, passwordText, PERIOD_MAX, PERIOD_MIN, QUANTITY_MAX, QUANTITY_MIN, TRIAL_DAYS, TRIAL_PERIOD } from '../../../contract/rules.ts';
import { USERS_MAX, usersInvalid } from '../../../contract/sales.ts';
import { ApiError } from './api-error.ts';
import type { Locale } from './locale.ts';

/** A message in both languages; the request's language picks one (Accept-Language: en… → English, else Chinese). */
export interface Text {
  zh: string;
  en: string;
}

/** Values filled into `{name}`: the same in both languages, or a text of their own in each. */
export type Params = Record<string, string | number | Text>;

const fill = (template: string, locale: Locale, params: Params = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name]!;
    return typeof value === 'object' ? value[locale] : String(value);
  });

/**
 * Every table defined so far (each feature's, as its messages.ts is loaded, and the kernel's), so that `translate` finds
 * a contract message whichever table holds it without the kernel importing a feature. No two entries share an English
 * text, so the answer is never ambiguous.
 */
const tables = new Set<Record<string, Text>>();
let index: { exact: Map<string, Text>; templates: { text: Text; names: string[]; pattern: RegExp }[] } | undefined;

/**
 * One way to speak for every table of messages: each feature keeps its own (`<feature>/messages.ts`, the kernel's
 * spread in) and gets from here `textOf` (both languages, values filled in), `say` (one language) and `fail` (a
 * failure answered in the request's language by the error middleware).
 */
export const defineMessages = <T extends Record<string, Text>>(messages: T) => {
  tables.add(messages);
  index = undefined;
  const textOf = (key: keyof T & string, params?: Params): Text => ({ zh: fill(messages[key]!.zh, 'zh', params), en: fill(messages[key]!.en, 'en', params) });
  return {
    messages,
    textOf,
    say: (locale: Locale, key: keyof T & string, params?: Params) => fill(messages[key]![locale], locale, params),
    fail: (statusCode: number, key: keyof T & string, params?: Params, options: { retryAfterSeconds?: number } = {}) =>
      new ApiError(statusCode, textOf(key, params), options),
  };
};

/**
 * The kernel's messages: what the shared layers answer (sessions, rate limits, strict input, the unexpected), what
 * more than one feature answers, and the English messages written in the contract's schemas (`contract.*`, and the
 * rules' texts from contract/rules.ts), which `translate` finds for the request's language. No two entries of any
 * table share an English text (domain/messages.test.ts).
 */
export const kernelMessages = {
  // signing in and sessions
  signInRequired: { en: 'Please sign in first', zh: '请先登录' },
  sessionExpired: { en: 'Your sign-in has expired; please sign in again', zh: '登录已失效，请重新登录' },
  // the server's own rules for accounts
  emailInvalid: { en: 'Please enter the correct email address.', zh: '请输入正确的邮箱地址。' },
  passwordLength: { en: passwordText.passwordLength, zh: `密码长度须为 ${PASSWORD_LENGTH.min} 到 ${PASSWORD_LENGTH.max} 个字符` },
  passwordWeak: { en: passwordText.passwordWeak, zh: '密码须至少包含一个字母和一个数字' },
  // mail sending
  mailTooSoon: { en: 'A mail was just sent to this address; please try again in {seconds} seconds', zh: '刚刚已向该邮箱发送过邮件，请 {seconds} 秒后再试' },
  mailTooMany: { en: 'Too many mails have been sent to this address; please try again in {minutes} minutes', zh: '向该邮箱发送的邮件过多，请 {minutes} 分钟后再试' },
  // extensions
  pluginUploadMissing: { en: 'Choose a .zip package to upload', zh: '请选择要上传的 .zip 扩展包' },
  pluginUploadTooLarge: { en: 'The package is larger than 20 MB; an extension package may be at most 20 MB', zh: '扩展包超过 20 MB，单个扩展包最大为 20 MB' },
  // anything unexpected
  internalError: { en: 'Internal server error', zh: '服务器内部错误' },
  bodyTooLarge: { en: 'The request body is too large', zh: '请求内容过大' },
  bodyNotJson: { en: 'The request body is not valid JSON', zh: '请求内容不是有效的 JSON' },
  // the contract's own validation messages (English as written in contract/*.ts)
  'contract.enterUsername': { en: 'Please enter your username', zh: '请输入用户名' },
  'contract.accessTokenName': { en: accessTokenText.name, zh: '请为令牌命名' },
  'contract.accessTokenNameMax': { en: accessTokenText.nameMax, zh: `令牌名称最多 ${ACCESS_TOKEN_NAME_MAX} 个字符` },
  'contract.accessTokenDays': { en: accessTokenText.days, zh: `expires_in_days 必须为 ${ACCESS_TOKEN_DAYS.slice(0, -1).join('、')} 或 ${ACCESS_TOKEN_DAYS.at(-1)}` },
  'contract.enterEmail': { en: 'Please enter your email.', zh: '请输入邮箱。' },
  'contract.enterPassword': { en: 'Please enter password', zh: '请输入密码' },
  'contract.confirmPassword': { en: 'Please confirm the password', zh: '请确认密码' },
  'contract.enterCode': { en: 'Please enter the verification code', zh: '请输入验证码' },
  'contract.refreshCode': { en: 'Please refresh the verification code', zh: '请刷新验证码' },
  'contract.missingActivationToken': { en: 'Missing activation token', zh: '激活链接缺少令牌' },
  'contract.enterUsernameOrEmail': { en: 'Please enter your username or email address', zh: '请输入用户名或邮箱地址' },
  'contract.missingResetToken': { en: 'Missing reset token', zh: '重置链接缺少令牌' },
  'contract.enterCurrentPassword': { en: 'Please enter your current password', zh: '请输入当前密码' },
  'contract.enterNewPassword': { en: 'Please enter a new password', zh: '请输入新密码' },
  'contract.reenterNewPassword': { en: 'Please re-enter the new password', zh: '请再次输入新密码' },
  'contract.atMost': { en: 'At most {max} characters', zh: '最多 {max} 个字符' },
  'contract.enterName': { en: 'Please enter the first and last name', zh: '请输入姓名' },
  'contract.name': { en: 'First and last name', zh: '请输入姓名' },
  'contract.selectTheCountry': { en: 'Please select the country', zh: '请选择国家' },
  'contract.selectCountry': { en: 'Please select country', zh: '请选择国家' },
  'contract.enterCompany': { en: 'Please enter your company', zh: '请输入公司名称' },
  'contract.enterJobTitle': { en: 'Please enter your job title', zh: '请输入您的职位' },
  'contract.enterPurpose': { en: 'Please enter your purpose of use', zh: '请输入使用目的' },
  'contract.selectPurpose': { en: 'Please select your purpose of use', zh: '请选择使用目的' },
  'contract.enterVerification': { en: 'Please enter verification', zh: '请输入验证码' },
  'contract.enterPhone': { en: 'Please enter your phone number', zh: '请输入手机号码' },
  'contract.periodWhole': { en: orderText.periodWhole, zh: '购买时长须为整数个月' },
  'contract.quantityWhole': { en: orderText.quantityWhole, zh: '数量须为整数' },
  'contract.quantityMin': { en: orderText.quantityMin, zh: `数量至少为 ${QUANTITY_MIN}` },
  'contract.quantityMax': { en: orderText.quantityMax, zh: `数量最多为 ${QUANTITY_MAX}` },
  'contract.missingOrderNo': { en: orderText.orderNoMissing, zh: '缺少订单号' },
  'contract.enginesVersion': { en: 'engines must be a product version such as 1.8.237', zh: 'engines 须为产品版本号，例如 1.8.237' },
  // price preview
  editionUnknown: { en: 'The edition does not exist', zh: '该版本不存在' },
  quantityInvalid: { en: orderText.quantityRange, zh: `数量须为 ${QUANTITY_MIN} 到 ${QUANTITY_MAX} 之间的整数` },
  /** the contract's period message too */
  periodInvalid: { en: orderText.periodRange, zh: `购买时长须为 ${TRIAL_PERIOD}（${TRIAL_DAYS} 天）或 ${PERIOD_MIN} 到 ${PERIOD_MAX} 个月` },
  // orders and payments
  trialNoCompanyPay: { en: 'The one-yuan trial cannot be paid by bank transfer', zh: '一元体验不支持对公转账' },
  // refund reasons: stored with the order by payments/, read back by orders/ (the key is kept, the text follows the reader)
  refundedByStaff: { en: 'Refunded by staff', zh: '已由工作人员退款' },
  onePerPerson: { en: 'Limit one purchase per person.', zh: '每人限购一次。' },
  // a method the site does not take (its provider is not configured): orders and payments both refuse it
  paymentMethodUnavailable: { en: 'This payment method is not available; please choose another', zh: '暂不支持该支付方式，请选择其他支付方式' },
  orderNotFound: { en: 'The order does not exist', zh: '订单不存在' },
  // licenses
  /** the contract's MID message too */
  midIncorrect: { en: midText.midIncorrect, zh: '请输入正确的 MID' },
  // leads: trial requests and sales contacts
  'contract.correctPhone': { en: 'Please enter the correct phone number', zh: '请输入正确的手机号码' },
  'contract.usersNumber': { en: usersInvalid, zh: `用户数须为 1 到 ${USERS_MAX} 之间的整数` },
  'contract.commentLength': { en: 'The message must be at most {max} characters', zh: '留言最多 {max} 个字符' },
  // sign-out and cross-site login (issue #12)
  'contract.missingCrossLoginCode': { en: 'Missing cross-site login code', zh: '缺少跨站登录凭证' },
  // strict input (contract/input.ts): text the database cannot store, numbers beyond their columns
  textRefused,
  'contract.wholeNumber': wholeNumber,
  'contract.enterActivationKey': { en: activationKeyText.enterKey, zh: '请输入激活码' },
} as const satisfies Record<string, Text>;

export const { messages, textOf, say, fail } = defineMessages(kernelMessages);
export type MessageKey = keyof typeof kernelMessages;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English text → its entry: exact texts first, then templates with `{values}`. */
const indexOf = () => {
  if (index) return index;
  const texts = [...new Set([...tables].flatMap((table) => Object.values(table)))];
  const templates = texts
    .filter((text) => /\{\w+\}/.test(text.en))
    .map((text) => {
      const names: string[] = [];
      const pattern = escapeRegExp(text.en).replace(/\\\{(\w+)\\\}/g, (_, name: string) => {
        names.push(name);
        return '(.+?)';
      });
      return { text, names, pattern: new RegExp(`^${pattern}$`) };
    });
  return (index = { exact: new Map(texts.map((text) => [text.en, text])), templates });
};

/**
 * A contract schema's English message in the given language, or undefined when no table knows it.
 */
export const translate = (english: string, locale: Locale): string | undefined => {
  const { exact, templates } = indexOf();
  const known = exact.get(english);
  if (known) return known[locale];
  for (const { text, names, pattern } of templates) {
    const match = pattern.exec(english);
    if (match) return fill(text[locale], locale, Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])));
  }
  return undefined;
};
