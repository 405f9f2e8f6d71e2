import { defineMessages, kernelMessages } from '../domain/messages.ts';

/**
 * What accounts/ answers, in Chinese and English (signing up and in, activation, passwords, sessions, cross-site login and publishing tokens); the kernel's messages are
 * in the table too, so this feature's `fail` and `say` serve every message it gives. `{name}` marks a value filled in.
 */
export const { messages, textOf, say, fail } = defineMessages({
  ...kernelMessages,
  // captcha
  captchaInvalid: { en: 'The verification code has expired or was already used; please refresh it', zh: '验证码已失效，请刷新后重新输入' },
  captchaExpired: { en: 'The verification code has expired; please refresh it', zh: '验证码已过期，请刷新后重新输入' },
  captchaWrong: { en: 'The verification code is incorrect; please enter the new one', zh: '验证码错误，请输入新的验证码' },
  tooManyCaptchas: { en: 'Too many verification codes requested; please try again in {seconds} seconds', zh: '获取验证码过于频繁，请 {seconds} 秒后再试' },
  // signing in and sessions
  signInFailed: { en: 'Incorrect username, email address or password', zh: '用户名、邮箱或密码错误' },
  tooManySignIns: { en: 'Too many failed sign-in attempts; please try again in {minutes} minutes', zh: '登录失败次数过多，请 {minutes} 分钟后再试' },
  // the server's own rules for accounts
  usernameLength: { en: 'The username must be 3 to 32 characters long', zh: '用户名长度须为 3 到 32 个字符' },
  usernameCharacters: {
    en: 'The username may contain only letters, digits, underscores (_) and hyphens (-), and must start with a letter',
    zh: '用户名只能包含字母、数字、下划线（_）和连字符（-），且须以字母开头',
  },
  passwordMismatch: { en: 'The two passwords do not match', zh: '两次输入的密码不一致' },
  usernameTaken: { en: 'This username is already taken', zh: '该用户名已被注册' },
  emailTaken: { en: 'This email address is already registered', zh: '该邮箱已被注册' },
  accountNotFound: { en: 'The account does not exist', zh: '账号不存在' },
  // activation
  activationInvalid: { en: 'This activation link is invalid', zh: '激活链接无效' },
  activationUsed: { en: 'This activation link has already been used', zh: '该激活链接已被使用' },
  activationExpired: { en: 'This activation link has expired; please request a new activation mail', zh: '激活链接已过期，请重新发送激活邮件' },
  alreadyVerified: { en: "This account's email address is already verified", zh: '该账号的邮箱已验证' },
  // passwords
  resetMismatch: { en: 'The username and email address do not belong to the same account', zh: '用户名与邮箱不属于同一账号' },
  resetInvalid: { en: 'This password reset link is invalid', zh: '密码重置链接无效' },
  resetUsed: { en: 'This password reset link has already been used', zh: '该密码重置链接已被使用' },
  resetExpired: { en: 'This password reset link has expired; please request a new one', zh: '密码重置链接已过期，请重新申请' },
  currentPasswordWrong: { en: 'The current password is incorrect', zh: '当前密码错误' },
  newPasswordSame: { en: 'The new password must be different from the current password', zh: '新密码不能与当前密码相同' },
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
  // sign-out and cross-site login (issue #12)
  crossLoginCodeInvalid: { en: 'This cross-site sign-in code is invalid; please sign in again', zh: '跨站登录凭证无效，请重新登录' },
  crossLoginCodeUsed: { en: 'This cross-site sign-in code has already been used; please sign in again', zh: '该跨站登录凭证已被使用，请重新登录' },
  crossLoginCodeExpired: { en: 'This cross-site sign-in code has expired; please sign in again', zh: '该跨站登录凭证已过期，请重新登录' },
  // limits under concurrency and against strangers (issue #12)
  signInSlowed: {
    en: 'Too many failed sign-ins for this account; please wait {seconds} seconds, then try again with a new verification code',
    zh: '该账号登录失败次数过多，请等待 {seconds} 秒后输入新的验证码再试',
  },
  tooManyActivationMails: { en: 'Too many activation mails requested from your network; please try again in {minutes} minutes', zh: '请求发送激活邮件过于频繁，请 {minutes} 分钟后再试' },
});

export type MessageKey = keyof typeof messages;
