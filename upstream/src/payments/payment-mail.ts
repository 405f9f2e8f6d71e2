import type { Locale } from '../domain/locale.ts';
import type { Mail } from '../mail/mailer.ts';
import { compose, SANDBOX_SUBJECT } from '../mail/layout.ts';

export interface PaymentMailInput {
  to: string;
  locale: Locale;
  orderNo: string;
  /** the edition's name in the mail's language */
  edition: string;
  quantity: number;
  /** the amount paid, formatted with its currency */
  total: string;
  /** set for a renewal: the licence renewed and its new end (yyyy-mm-dd) */
  renewal: { licenseId: number; until: string } | null;
  /** the user centre's license page */
  link: string;
  receipt: { fileName: string; pdf: Buffer };
  /** paid through the sandbox provider: marked as every sandbox mail is, since no money moved */
  sandbox?: boolean;
}

/** The line a payment mail of the sandbox opens with. */
export const SANDBOX_PAYMENT_NOTE = {
  en: 'Sandbox payment: this order was paid in the payment sandbox, and no real money moved.',
  zh: '沙箱支付：此订单是在支付沙箱中支付的，未产生真实扣款。',
};

/** The payment confirmation: what was bought, where the licences are, and the receipt attached as a PDF. */
export const paymentMail = ({ to, locale, orderNo, edition, quantity, total, renewal, link, receipt, sandbox = false }: PaymentMailInput): Mail => {
  const note = sandbox ? [SANDBOX_PAYMENT_NOTE[locale]] : [];
  const mark = sandbox ? SANDBOX_SUBJECT[locale] : '';
  const mail = compose(
    to,
    link,
    locale,
    {
      en: {
        subject: `${mark}Payment received: Tidewatch order ${orderNo}`,
        greeting: 'Hello,',
        paragraphs: [
          ...note,
          `We received ${total} for order ${orderNo}: ${quantity} × ${edition}.`,
          renewal
            ? `License ${renewal.licenseId} is renewed until ${renewal.until}; it stays on its machine. Download its new license file in license management.`
            : 'Your licenses are ready: generate each one for a machine in license management, or activate it from Tidewatch with its activation code.',
          'The receipt is attached as a PDF; you can also download it from order management.',
        ],
        button: 'Manage licenses',
        fallback: 'Your licenses are in the user centre:',
      },
      zh: {
        subject: `${mark}付款成功：潮望订单 ${orderNo}`,
        greeting: '您好：',
        paragraphs: [
          ...note,
          `我们已收到订单 ${orderNo} 的付款 ${total}：${edition} × ${quantity}。`,
          renewal
            ? `授权 ${renewal.licenseId} 已续费至 ${renewal.until}，仍绑定原机器。请在授权管理中下载新的授权文件。`
            : '您的授权已就绪：请在授权管理中为每台机器生成授权，或在潮望客户端中使用激活码激活。',
          '收据以 PDF 附件形式发送，您也可以在订单管理中下载。',
        ],
        button: '管理授权',
        fallback: '您也可以在用户中心查看全部授权：',
      },
    },
  );
  return { ...mail, attachments: [{ filename: receipt.fileName, content: receipt.pdf.toString('base64'), encoding: 'base64', contentType: 'application/pdf' }] };
};
