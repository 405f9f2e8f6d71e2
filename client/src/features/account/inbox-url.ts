/** Webmail of the most common providers; any other address opens the mail program. */
const webmail: Record<string, string> = {
  'gmail.com': 'https://mail.google.com/',
  'qq.com': 'https://mail.qq.com/',
  '163.com': 'https://mail.163.com/',
  '126.com': 'https://mail.126.com/',
  'outlook.com': 'https://outlook.live.com/mail/',
  'hotmail.com': 'https://outlook.live.com/mail/',
  'yahoo.com': 'https://mail.yahoo.com/',
};

/** Where the Inbox link of the activation page goes for this address. */
export const inboxUrl = (email: string) => {
  const domain = email.split('@')[1]?.trim().toLowerCase() ?? '';
  return webmail[domain] ?? (email ? `mailto:${email}` : 'mailto:');
};
