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
  // enrolment, sign-in and staff management (issue #33)
  'contract.staffEnrolmentLink': { en: 'The enrolment link is incomplete: open the link you were given', zh: '登记链接不完整：请打开您收到的链接' },
  'contract.staffTotpCode': { en: 'Please enter the 6-digit code of your authenticator', zh: '请输入身份验证器中的 6 位验证码' },
  'contract.staffSignInCode': { en: 'Please enter the 6-digit code or a recovery code', zh: '请输入 6 位验证码或恢复码' },
  'contract.staffRole': { en: 'role is one of admin, reviewer, finance, sales, support', zh: '角色须为 admin、reviewer、finance、sales、support 之一' },
  'contract.staffDisabledFlag': { en: 'disabled is true or false', zh: 'disabled 须为 true 或 false' },
  'contract.auditDates': { en: 'from and to are dates (2026-11-28 or an ISO time)', zh: '起止时间须为日期（如 2026-11-28 或 ISO 时间）' },
  staffEnrolmentInvalid: { en: 'This enrolment link is not valid: it was used already or never existed. Ask an admin for a new one', zh: '该登记链接无效：已被使用或不存在，请向管理员索取新链接' },
  staffEnrolmentExpired: { en: 'This enrolment link has expired (links work for 72 hours). Ask an admin for a new one', zh: '该登记链接已过期（有效期 72 小时），请向管理员索取新链接' },
  staffEnrolmentNotStarted: { en: 'Open the enrolment link again to get your authenticator secret', zh: '请重新打开登记链接以获取身份验证器密钥' },
  staffEnrolmentCodeWrong: { en: 'The code does not match the secret: check the time on your phone and enter the current code', zh: '验证码与密钥不符：请检查手机时间并输入当前验证码' },
  staffSignInFailed: { en: 'Incorrect username, password or code', zh: '用户名、密码或验证码错误' },
  staffCodeUsed: { en: 'This code was used already; wait for the next code of your authenticator', zh: '该验证码已使用过，请等待身份验证器生成下一个验证码' },
  staffDisabled: { en: 'This staff account is disabled; ask an admin', zh: '该员工账号已停用，请联系管理员' },
  staffTooManySignIns: { en: 'Too many failed back-office sign-ins from your network; please try again in {minutes} minutes', zh: '管理后台登录失败次数过多，请 {minutes} 分钟后再试' },
  staffSignInSlowed: { en: 'Too many failed sign-ins for this staff account; please wait {seconds} seconds, then try again', zh: '该员工账号登录失败次数过多，请等待 {seconds} 秒后再试' },
  staffUsernameTaken: { en: 'A member of staff already has this username', zh: '已有员工使用该用户名' },
  staffNotFound: { en: 'There is no member of staff {id}', zh: '不存在编号为 {id} 的员工' },
  staffNotSelf: { en: 'You cannot disable yourself; another admin can', zh: '不能停用自己的账号，请由其他管理员操作' },
  staffLastAdmin: { en: 'This is the last enabled admin: make another admin first', zh: '这是最后一位启用中的管理员，请先任命另一位管理员' },
});

export type MessageKey = keyof typeof messages;
