/** The webmail of the common providers, by the address's domain. */
const webmail: Record<string, string> = {
  'qq.com': 'https://mail.qq.com/',
  'vip.qq.com': 'https://mail.qq.com/',
  'foxmail.com': 'https://mail.qq.com/',
  '163.com': 'https://mail.163.com/',
  'vip.163.com': 'https://vip.163.com/',
  '126.com': 'https://mail.126.com/',
  'yeah.net': 'https://mail.yeah.net/',
  'sina.com': 'https://mail.sina.com.cn/',
  'sina.cn': 'https://mail.sina.com.cn/',
  'vip.sina.com': 'https://mail.sina.com.cn/',
  'sohu.com': 'https://mail.sohu.com/',
  'aliyun.com': 'https://mail.aliyun.com/',
  '139.com': 'https://mail.10086.cn/',
  'gmail.com': 'https://mail.google.com/',
  'googlemail.com': 'https://mail.google.com/',
  'outlook.com': 'https://outlook.live.com/mail/',
  'hotmail.com': 'https://outlook.live.com/mail/',
  'live.com': 'https://outlook.live.com/mail/',
  'msn.com': 'https://outlook.live.com/mail/',
  'yahoo.com': 'https://mail.yahoo.com/',
  'icloud.com': 'https://www.icloud.com/mail/',
  'me.com': 'https://www.icloud.com/mail/',
  'proton.me': 'https://mail.proton.me/',
  'protonmail.com': 'https://mail.proton.me/',
};

/**
 * Where the Inbox link of the activation page goes: the webmail of the address's provider, or null when the
 * provider is not known (a company's own mail): no link then, since a `mailto:` would only start writing a
 * new mail to the user's own address.
 */
export const inboxUrl = (email: string): string | null => {
  const domain = email.split('@')[1]?.trim().toLowerCase() ?? '';
  return webmail[domain] ?? null;
};
