import { signInPath } from './return-url.ts';

/** Routes as data: links are built from here, never by hand. */
export const paths = {
  home: { path: '/', href: () => '/' },
  download: { href: () => '/#dl' },
  features: { path: '/features', href: () => '/features' },
  extensions: { path: '/extensions', href: () => '/extensions' },
  /** an extension's detail view, by its extension id (publisher.name) */
  extension: { path: '/extensions/:extensionId', href: (extensionId: string) => `/extensions/${encodeURIComponent(extensionId)}` },
  updates: { path: '/updates', href: (v?: number) => (v ? `/updates?v=${v}` : '/updates') },
  sale: { path: '/sale', href: () => '/sale' },
  /** the order form of an edition; `period` in months (3 or 12) preselects the term chosen on /sale */
  /** the purchase area: goes on to the order form */
  buy: { path: '/buy', href: () => '/buy' },
  /** the order form without an edition: goes on to /sale */
  orderFormIndex: { path: '/buy/orderForm', href: () => '/buy/orderForm' },
  /**
   * the order form of an edition; `period` in months (3 or 12) preselects the term chosen on /sale, and a
   * coupon code (from the page that linked here) is carried in the query string
   */
  orderForm: {
    path: '/buy/orderForm/:edition/:oneYuan',
    href: (edition: number, oneYuan: 0 | 1 = 0, period?: number, coupon?: string) => {
      const query = new URLSearchParams();
      if (period) query.set('period', String(period));
      if (coupon) query.set('coupon', coupon);
      const search = query.toString();
      return `/buy/orderForm/${edition}/${oneYuan}${search ? `?${search}` : ''}`;
    },
  },
  /** the order form renewing one license in place: its edition, one license, a period to choose */
  renewLicense: { href: (edition: number, licenseId: string) => `/buy/orderForm/${edition}/0?renew=${encodeURIComponent(licenseId)}` },
  /** the order form renewing several seats of a team in one order (issue #34): one edition, quantity their count */
  renewSeats: { href: (edition: number, licenseIds: string[]) => `/buy/orderForm/${edition}/0?renew=${licenseIds.map(encodeURIComponent).join(',')}` },
  /** the payment tabs of an order paid by QR code or bank transfer */
  checkStand: {
    path: '/buy/checkStand/:orderNo/:oneYuan',
    href: (orderNo: string, oneYuan: 0 | 1 = 0) => `/buy/checkStand/${encodeURIComponent(orderNo)}/${oneYuan}`,
  },
  /** where Alipay's desktop page sends the buyer back (`?orderNo=…&paymentType=alipay`): on to the order's checkstand */
  checkStandReturn: { path: '/buy/checkStand', href: (orderNo: string) => `/buy/checkStand?orderNo=${encodeURIComponent(orderNo)}&paymentType=alipay` },
  /** the bank-transfer details of an order */
  bankTransfer: { path: '/buy/pay', href: (orderNo: string) => `/buy/pay?orderNo=${encodeURIComponent(orderNo)}` },
  /** where PayPal sends the browser back to, with its return parameters */
  payPalResult: { path: '/buy/payPalResult', href: () => '/buy/payPalResult' },
  /** 'Payment successful'; with the order's number it also says what was paid */
  payResultSuccess: {
    path: '/buy/payResultSuccess/:oneYuan',
    href: (oneYuan: 0 | 1 = 0, orderNo?: string) => `/buy/payResultSuccess/${oneYuan}${orderNo ? `?orderNo=${encodeURIComponent(orderNo)}` : ''}`,
  },
  payResultError: { path: '/buy/payResultError/:orderNo', href: (orderNo: string) => `/buy/payResultError/${encodeURIComponent(orderNo)}` },
  /** 'Talk to our sales team' about an edition (15 Red Team Enterprise, 17 Blue Team Enterprise) */
  chat: { path: '/chat/:edition', href: (edition: number) => `/chat/${edition}` },
  /** the message to sales is received */
  chatSuccess: { path: '/chatSuccess/:edition', href: (edition: number) => `/chatSuccess/${edition}` },
  /** the trial application of an edition */
  trial: { path: '/trial/:edition', href: (edition: number) => `/trial/${edition}` },
  /** the trial request is received */
  trialSuccess: { path: '/trialSuccess/:edition', href: (edition: number) => `/trialSuccess/${edition}` },
  faq: { path: '/faq', href: () => '/faq' },
  doc: { path: '/doc', href: () => '/doc' },
  exp: { path: '/exp', href: () => '/exp' },
  goExp: { path: '/goExp', href: () => '/goExp' },
  friendLink: { path: '/friendLink', href: () => '/friendlink' },
  signIn: { path: '/signIn', href: (redirect?: string) => signInPath(redirect) },
  signUp: { path: '/signUp', href: () => '/signUp' },
  agreement: { path: '/agreement', href: () => '/agreement' },
  activate: { path: '/activate', href: () => '/activate' },
  activateMail: { path: '/activate/mail', href: () => '/activate/mail' },
  activateResult: { path: '/activate/result', href: (token: string) => `/activate/result?token=${encodeURIComponent(token)}` },
  password: { path: '/password', href: () => '/password' },
  passwordSend: { path: '/password/send', href: () => '/password/send' },
  passwordReset: { path: '/password/reset', href: (token: string) => `/password/reset?token=${encodeURIComponent(token)}` },
  modify: { path: '/modify', href: () => '/modify' },
  crossLogin: { path: '/crossLogin', href: () => '/crossLogin' },
  /** the staff back office (issue #33): its own sign-in, never prerendered, kept out of robots and the sitemap */
  admin: { path: '/admin', href: () => '/admin' },
  adminSignIn: { path: '/admin/signIn', href: (redirect?: string) => (redirect ? `/admin/signIn?redirect=${encodeURIComponent(redirect)}` : '/admin/signIn') },
  center: { path: '/center', href: () => '/center' },
  profile: { path: '/center/profile', href: () => '/center/profile' },
  licenseManagement: { path: '/center/licenseManagement', href: () => '/center/licenseManagement' },
  orderManagement: { path: '/center/orderManagement', href: () => '/center/orderManagement' },
  myExtensions: { path: '/center/extensions', href: () => '/center/extensions' },
  /** the caller's teams (issue #34) */
  teams: { path: '/center/team', href: () => '/center/team' },
  /** the invitation mail's link: joins the team after signing in or up */
  teamAccept: { path: '/center/team/accept', href: (token?: string) => (token ? `/center/team/accept?token=${encodeURIComponent(token)}` : '/center/team/accept') },
  teamSeats: { path: '/center/team/:teamId/seats', href: (teamId: string) => `/center/team/${teamId}/seats` },
} as const;
