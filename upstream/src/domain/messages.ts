import { ACCESS_TOKEN_DAYS, ACCESS_TOKEN_NAME_MAX, accessTokenText } from '../../../contract/limits.ts';
import {
  midText,
  orderText,
  PASSWORD_LENGTH,
  passwordText,
  PERIOD_MAX,
  PERIOD_MIN,
  QUANTITY_MAX,
  QUANTITY_MIN,
  TRIAL_DAYS,
  TRIAL_PERIOD,
  TRIAL_QUANTITY,
} from '../../../contract/rules.ts';
import { USERS_MAX, usersInvalid } from '../../../contract/sales.ts';
import { textRefused, wholeNumber } from '../../../contract/input.ts';
import { ApiError } from './api-error.ts';
import { licenseMessages } from './license-messages.ts';
import type { Locale } from './locale.ts';

export interface Text {
  zh: string;
  en: string;
}

/**
 * Every message the upstream answers, in Chinese and English; the request's language picks one
 * (Accept-Language: en… → English, anything else → Chinese). `{name}` marks a value filled in.
 * The `contract.*` entries translate the English messages written in the contract's schemas; a rule's English
 * text and numbers come from contract/rules.ts, so each is written once. No two entries share an English text.
 */
export const messages = {
  // captcha
  captchaInvalid: { en: 'The verification code has expired or was already used; please refresh it', zh: '验证码已失效，请刷新后重新输入' },
  captchaExpired: { en: 'The verification code has expired; please refresh it', zh: '验证码已过期，请刷新后重新输入' },
  captchaWrong: { en: 'The verification code is incorrect; please enter the new one', zh: '验证码错误，请输入新的验证码' },
  tooManyCaptchas: { en: 'Too many verification codes requested; please try again in {seconds} seconds', zh: '获取验证码过于频繁，请 {seconds} 秒后再试' },

  // signing in and sessions
  signInFailed: { en: 'Incorrect username, email address or password', zh: '用户名、邮箱或密码错误' },
  tooManySignIns: { en: 'Too many failed sign-in attempts; please try again in {minutes} minutes', zh: '登录失败次数过多，请 {minutes} 分钟后再试' },
  signInRequired: { en: 'Please sign in first', zh: '请先登录' },
  sessionExpired: { en: 'Your sign-in has expired; please sign in again', zh: '登录已失效，请重新登录' },

  // the server's own rules for accounts
  usernameLength: { en: 'The username must be 3 to 32 characters long', zh: '用户名长度须为 3 到 32 个字符' },
  usernameCharacters: {
    en: 'The username may contain only letters, digits, underscores (_) and hyphens (-), and must start with a letter',
    zh: '用户名只能包含字母、数字、下划线（_）和连字符（-），且须以字母开头',
  },
  emailInvalid: { en: 'Please enter the correct email address.', zh: '请输入正确的邮箱地址。' },
  passwordLength: { en: passwordText.passwordLength, zh: `密码长度须为 ${PASSWORD_LENGTH.min} 到 ${PASSWORD_LENGTH.max} 个字符` },
  passwordWeak: { en: passwordText.passwordWeak, zh: '密码须至少包含一个字母和一个数字' },
  passwordMismatch: { en: 'The two passwords do not match', zh: '两次输入的密码不一致' },
  usernameTaken: { en: 'This username is already taken', zh: '该用户名已被注册' },
  emailTaken: { en: 'This email address is already registered', zh: '该邮箱已被注册' },
  accountNotFound: { en: 'The account does not exist', zh: '账号不存在' },

  // activation
  activationInvalid: { en: 'This activation link is invalid', zh: '激活链接无效' },
  activationUsed: { en: 'This activation link has already been used', zh: '该激活链接已被使用' },
  activationExpired: { en: 'This activation link has expired; please request a new activation mail', zh: '激活链接已过期，请重新发送激活邮件' },
  alreadyVerified: { en: "This account's email address is already verified", zh: '该账号的邮箱已验证' },

  // mail sending
  mailTooSoon: { en: 'A mail was just sent to this address; please try again in {seconds} seconds', zh: '刚刚已向该邮箱发送过邮件，请 {seconds} 秒后再试' },
  mailTooMany: { en: 'Too many mails have been sent to this address; please try again in {minutes} minutes', zh: '向该邮箱发送的邮件过多，请 {minutes} 分钟后再试' },

  // passwords
  resetMismatch: { en: 'The username and email address do not belong to the same account', zh: '用户名与邮箱不属于同一账号' },
  resetInvalid: { en: 'This password reset link is invalid', zh: '密码重置链接无效' },
  resetUsed: { en: 'This password reset link has already been used', zh: '该密码重置链接已被使用' },
  resetExpired: { en: 'This password reset link has expired; please request a new one', zh: '密码重置链接已过期，请重新申请' },
  currentPasswordWrong: { en: 'The current password is incorrect', zh: '当前密码错误' },
  newPasswordSame: { en: 'The new password must be different from the current password', zh: '新密码不能与当前密码相同' },

  // content
  agreementMissing: { en: 'The agreement is not available', zh: '暂无协议内容' },
  // extensions
  pluginPackageMissing: { en: 'The extension package does not exist', zh: '扩展包不存在' },
  pluginIconMissing: { en: 'This extension has no icon', zh: '该扩展没有图标' },
  pluginMissing: { en: 'This extension is not in the market', zh: '扩展市场中没有该扩展' },
  pluginUploadMissing: { en: 'Choose a .zip package to upload', zh: '请选择要上传的 .zip 扩展包' },
  pluginUploadTooLarge: { en: 'The package is larger than 20 MB; an extension package may be at most 20 MB', zh: '扩展包超过 20 MB，单个扩展包最大为 20 MB' },
  pluginPublisherTaken: {
    en: 'The publisher name {publisher} belongs to another account; choose your own publisher name',
    zh: '发布者名称 {publisher} 属于其他账号，请使用您自己的发布者名称',
  },
  pluginPublisherReserved: { en: 'The publisher name {publisher} is reserved for Tidewatch staff', zh: '发布者名称 {publisher} 为潮望官方保留' },
  pluginVersionNotHigher: {
    en: 'Version {version} must be higher than {latest}, the highest version of {extension} uploaded so far',
    zh: '版本 {version} 必须高于 {extension} 已上传的最高版本 {latest}',
  },
  pluginDuplicate: { en: 'This exact package was already uploaded as {extension} {version}', zh: '完全相同的扩展包已作为 {extension} {version} 上传过' },
  pluginDeletedName: { en: 'You deleted {extension}; its id cannot be used again. Choose another name', zh: '您已删除 {extension}，该扩展 ID 不能再次使用，请换一个名称' },
  pluginNotFound: { en: 'The extension does not exist', zh: '扩展不存在' },
  pluginNotYours: { en: 'Only the publisher of this extension may delete it', zh: '只有该扩展的发布者可以删除它' },
  pluginSignatureMissing: { en: 'This package has not been signed yet', zh: '该扩展包尚未签名' },

  // publishing tokens (issue #19)
  accessTokenMissing: {
    en: 'Send a publishing token as Authorization: Bearer <token>; make one in the user centre, Extensions tab',
    zh: '请以 Authorization: Bearer <令牌> 发送发布令牌；可在个人中心的“扩展”页创建',
  },
  accessTokenUnknown: {
    en: 'This publishing token is not known: check that it was copied whole, or make a new one in the user centre',
    zh: '无法识别该发布令牌：请检查是否完整复制，或在个人中心创建新的令牌',
  },
  accessTokenExpired: { en: 'This publishing token expired on {date}; make a new one in the user centre', zh: '该发布令牌已于 {date} 过期，请在个人中心创建新的令牌' },
  accessTokenRevoked: { en: 'This publishing token was revoked on {date}; make a new one in the user centre', zh: '该发布令牌已于 {date} 吊销，请在个人中心创建新的令牌' },
  accessTokenScope: { en: 'This token does not have the {scope} scope', zh: '该令牌没有 {scope} 权限' },
  accessTokenLimit: { en: 'You already have {max} active publishing tokens; revoke one before making another', zh: '您已有 {max} 个有效的发布令牌，请先吊销一个再创建' },
  accessTokenNotFound: { en: 'The publishing token does not exist or is already revoked', zh: '该发布令牌不存在或已被吊销' },

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
  editionFree: { en: 'The Community edition is free: please download it instead of buying it', zh: '社区版免费，请直接下载，无需购买' },
  editionContactSales: { en: 'This edition is not sold online: please contact sales', zh: '该版本不支持在线购买，请联系销售' },
  quantityInvalid: { en: orderText.quantityRange, zh: `数量须为 ${QUANTITY_MIN} 到 ${QUANTITY_MAX} 之间的整数` },
  /** the contract's period message too */
  periodInvalid: { en: orderText.periodRange, zh: `购买时长须为 ${TRIAL_PERIOD}（${TRIAL_DAYS} 天）或 ${PERIOD_MIN} 到 ${PERIOD_MAX} 个月` },
  trialOtherEdition: {
    en: `The ${TRIAL_DAYS}-day trial (period ${TRIAL_PERIOD}) is only available for the one-yuan trial edition`,
    zh: `${TRIAL_DAYS} 天体验（时长 ${TRIAL_PERIOD}）仅适用于一元体验版`,
  },
  trialPeriodOnly: { en: `The one-yuan trial edition is sold for ${TRIAL_DAYS} days only (period ${TRIAL_PERIOD})`, zh: `一元体验版仅支持 ${TRIAL_DAYS} 天（时长 ${TRIAL_PERIOD}）` },
  trialQuantity: { en: `The ${TRIAL_DAYS}-day trial is limited to one license`, zh: `${TRIAL_DAYS} 天体验仅限购买 ${TRIAL_QUANTITY} 个授权` },
  trialNoCoupon: { en: `Coupons cannot be used for the ${TRIAL_DAYS}-day trial`, zh: `${TRIAL_DAYS} 天体验不可使用优惠券` },
  couponUnknown: { en: 'The coupon code {code} does not exist', zh: '优惠码 {code} 不存在' },
  couponNotStarted: { en: 'The coupon code {code} is not valid yet', zh: '优惠码 {code} 尚未生效' },
  couponExpired: { en: 'The coupon code {code} has expired', zh: '优惠码 {code} 已过期' },
  couponOtherEdition: { en: 'The coupon code {code} is not valid for this edition', zh: '优惠码 {code} 不适用于该版本' },
  couponOtherCurrency: { en: 'The coupon code {code} is not valid for payments in {currency}', zh: '优惠码 {code} 不适用于 {currency} 支付' },
  // orders and payments
  /** the trial form's company message too */
  trialCompanyRequired: { en: 'Please enter company name', zh: '请输入公司名称' },
  trialPositionRequired: { en: 'Please select position', zh: '请选择职位' },
  trialUseRequired: { en: 'Please select purpose', zh: '请选择用途' },
  trialNoCompanyPay: { en: 'The one-yuan trial cannot be paid by bank transfer', zh: '一元体验不支持对公转账' },
  onePerPerson: { en: 'Limit one purchase per person.', zh: '每人限购一次。' },
  refundedByStaff: { en: 'Refunded by staff', zh: '已由工作人员退款' },
  orderNotFound: { en: 'The order does not exist', zh: '订单不存在' },
  orderAlreadyPaid: { en: 'This order has already been paid', zh: '该订单已支付' },
  orderRefunded: { en: 'This order has been refunded', zh: '该订单已退款' },
  orderInDollars: { en: 'This order is priced in US dollars: please pay it with PayPal', zh: '该订单以美元计价，请使用 PayPal 支付' },
  orderInYuan: { en: 'This order is priced in yuan: please pay it with Alipay, WeChat Pay or bank transfer', zh: '该订单以人民币计价，请使用支付宝、微信支付或对公转账' },
  paymentDeclined: { en: 'The payment was not completed', zh: '支付未完成' },
  paymentUnverified: { en: 'The payment could not be verified', zh: '支付结果校验失败' },
  paymentAmountMismatch: { en: 'The amount paid does not match the order', zh: '支付金额与订单金额不符' },
  notATransfer: { en: 'Order {orderNo} is not a bank transfer awaiting confirmation', zh: '订单 {orderNo} 不是待确认的对公转账' },
  notPaid: { en: 'Order {orderNo} is not paid, so it cannot be refunded', zh: '订单 {orderNo} 未支付，无法退款' },
  // licenses
  licenseNotFound: { en: 'The license does not exist', zh: '授权不存在' },
  /** the contract's MID message too */
  midIncorrect: { en: midText.midIncorrect, zh: '请输入正确的 MID' },
  licenseBoundElsewhere: { en: 'This license is already bound to another machine (MID {mid})', zh: '该授权已绑定其他机器（MID {mid}）' },
  activationCodeExpired: { en: 'The activation code of this license expired on {date}', zh: '该授权的激活码已于 {date} 过期' },
  // leads: trial requests and sales contacts
  'contract.correctPhone': { en: 'Please enter the correct phone number', zh: '请输入正确的手机号码' },
  'contract.usersNumber': { en: usersInvalid, zh: `用户数须为 1 到 ${USERS_MAX} 之间的整数` },
  'contract.commentLength': { en: 'The message must be at most {max} characters', zh: '留言最多 {max} 个字符' },
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
  declineReasonRequired: { en: 'Please give the reason for declining (--reason TEXT)', zh: '请填写拒绝原因（--reason TEXT）' },
  // sign-out and cross-site login (issue #12)
  crossLoginCodeInvalid: { en: 'This cross-site sign-in code is invalid; please sign in again', zh: '跨站登录凭证无效，请重新登录' },
  crossLoginCodeUsed: { en: 'This cross-site sign-in code has already been used; please sign in again', zh: '该跨站登录凭证已被使用，请重新登录' },
  crossLoginCodeExpired: { en: 'This cross-site sign-in code has expired; please sign in again', zh: '该跨站登录凭证已过期，请重新登录' },
  'contract.missingCrossLoginCode': { en: 'Missing cross-site login code', zh: '缺少跨站登录凭证' },
  // limits under concurrency and against strangers (issue #12)
  signInSlowed: {
    en: 'Too many failed sign-ins for this account; please wait {seconds} seconds, then try again with a new verification code',
    zh: '该账号登录失败次数过多，请等待 {seconds} 秒后输入新的验证码再试',
  },
  tooManyActivationMails: { en: 'Too many activation mails requested from your network; please try again in {minutes} minutes', zh: '请求发送激活邮件过于频繁，请 {minutes} 分钟后再试' },
  tooManyUnpaidOrdersHours: {
    en: 'You already have {limit} unpaid orders from the last 24 hours. Please pay one of your open orders, or wait {hours} hours before placing another',
    zh: '您在 24 小时内已有 {limit} 个未支付的订单。请先支付其中一个未完成的订单，或等待 {hours} 小时后再下单',
  },
  tooManyUnpaidOrdersMinutes: {
    en: 'You already have {limit} unpaid orders from the last 24 hours. Please pay one of your open orders, or wait {minutes} minutes before placing another',
    zh: '您在 24 小时内已有 {limit} 个未支付的订单。请先支付其中一个未完成的订单，或等待 {minutes} 分钟后再下单',
  },
  licenseMailTooMany: { en: 'Too many license files have been mailed from your account; please try again in {minutes} minutes', zh: '您的账号发送授权文件邮件过于频繁，请 {minutes} 分钟后再试' },
  // strict input (contract/input.ts): text the database cannot store, numbers beyond their columns
  textRefused,
  'contract.wholeNumber': wholeNumber,
  ...licenseMessages,
} as const satisfies Record<string, Text>;

export type MessageKey = keyof typeof messages;
export type Params = Record<string, string | number>;

const fill = (template: string, params: Params = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** One message in both languages, values filled in. */
export const textOf = (key: MessageKey, params?: Params): Text => ({
  zh: fill(messages[key].zh, params),
  en: fill(messages[key].en, params),
});

/** One message in the given language. */
export const say = (locale: Locale, key: MessageKey, params?: Params) => fill(messages[key][locale], params);

/** A failure whose message follows the request's language (answered by the error middleware). */
export const fail = (statusCode: number, key: MessageKey, params?: Params, options: { retryAfterSeconds?: number } = {}) =>
  new ApiError(statusCode, textOf(key, params), options);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English text → its entry: exact texts first, then templates with `{values}`. */
const exact = new Map<string, Text>(Object.values(messages).map((text) => [text.en, text]));
const templates = Object.values(messages)
  .filter((text) => /\{\w+\}/.test(text.en))
  .map((text) => {
    const names: string[] = [];
    const pattern = escapeRegExp(text.en).replace(/\\\{(\w+)\\\}/g, (_, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    return { text, names, pattern: new RegExp(`^${pattern}$`) };
  });

/**
 * An English message from the table (such as a contract schema's) in the given language, or undefined
 * when the table does not know it.
 */
export const translate = (english: string, locale: Locale): string | undefined => {
  const known = exact.get(english);
  if (known) return known[locale];
  for (const { text, names, pattern } of templates) {
    const match = pattern.exec(english);
    if (match) return fill(text[locale], Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
  }
  return undefined;
};
