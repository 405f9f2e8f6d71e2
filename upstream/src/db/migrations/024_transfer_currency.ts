import { sql, type Kysely } from 'kysely';

/**
 * Issue #32: a bank transfer charges the site's currency (dollars on the English site, into an international account
 * with its SWIFT/BIC code). The demo FAQ that older databases hold still says every method but PayPal charges yuan;
 * its sentences are rewritten where they still read as seeded, so an answer an operator rewrote is left alone.
 *
 * The sentences are written here, not imported from the seed, so that this migration stays what it was when it shipped.
 */
const sentences: { before: string; after: string }[] = [
  {
    before: 'PayPal 订单以美元结算，其他方式以人民币结算。',
    after: 'PayPal 以美元结算，支付宝和微信支付以人民币结算；对公转账按站点币种结算：中文站为人民币，英文站为美元（国际账户，附 SWIFT/BIC 代码）。',
  },
  {
    before: 'PayPal orders are charged in US dollars, the other methods in yuan.',
    after:
      "PayPal charges US dollars and Alipay and WeChat Pay yuan; a bank transfer is in the site's currency: US dollars on the English site (into an international account with its SWIFT/BIC code), yuan on the Chinese site.",
  },
  {
    before: '页面会显示收款账户名、开户行、账号、汇款金额和订单备注。',
    after: '页面会显示收款账户名、开户行、账号、汇款金额和订单备注（美元订单另有 SWIFT/BIC 代码、开户行地址和收款人地址）。',
  },
  {
    before: 'Choose bank transfer and the page shows the account name, bank, account number, amount and the order note.',
    after:
      "Choose bank transfer and the page shows the account name, bank, account number, amount and the order note (for a US dollar order also the bank's SWIFT/BIC code, the bank's address and the beneficiary's address).",
  },
];

const rewrite = async (db: Kysely<unknown>, from: string, to: string) => {
  await sql`update content_entry set content = replace(content, ${from}, ${to}) where kind = 'faq' and strpos(content, ${from}) > 0`.execute(db);
};

export const up = async (db: Kysely<unknown>) => {
  for (const { before, after } of sentences) await rewrite(db, before, after);
};

export const down = async (db: Kysely<unknown>) => {
  for (const { before, after } of sentences) await rewrite(db, after, before);
};
