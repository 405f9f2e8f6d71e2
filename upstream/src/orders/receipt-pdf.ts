import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fonts as notoSansHans } from '@embedpdf/fonts-sc';
import PDFDocument from 'pdfkit';
import type { Locale } from '../domain/locale.ts';
import { label } from './receipt-labels.ts';

/** Everything a receipt shows, already in its language (receipt.ts gathers it). */
export interface ReceiptFacts {
  locale: Locale;
  seller: { name: string; site: string };
  buyer: { name: string; company: string; country: string; email: string };
  orderNo: string;
  paidAt: string;
  /** the document's date in its metadata */
  paidOn: Date;
  paymentMethod: string;
  transactionNo: string;
  edition: string;
  quantity: number;
  term: string;
  unitPrice: string;
  listPrice: string;
  discount: string;
  /** each discount named as the checkout named it (term discount, coupon code) */
  discountNames: string[];
  total: string;
  currency: string;
  /** set when the order was refunded: the reason, in the receipt's language */
  refunded: { reason: string } | null;
  /** set for a renewal: the licences it renewed (one receipt for a team's several) */
  renews: number[] | null;
  /** set when the document is an invoice: its number and the company it is made out to */
  invoice: { number: string; issuedAt: string; company: string; address: string; taxId: string } | null;
  /** set when the document is a credit note cancelling that invoice */
  creditNote?: { number: string; issuedAt: string; reason: string } | null;
}

/** The CJK font comes from the npm registry (@embedpdf/fonts-sc: Noto Sans Hans, OFL), read once per process. */
const fontFiles = (() => {
  let loaded: { regular: Buffer; bold: Buffer } | undefined;
  return () => {
    if (!loaded) {
      const folder = join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts');
      const file = (weight: number) => readFileSync(join(folder, notoSansHans.find((font) => font.weight === weight)!.file));
      loaded = { regular: file(400), bold: file(700) };
    }
    return loaded;
  };
})();

const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const BRAND = '#0f4c81';

type Document = InstanceType<typeof PDFDocument>;

/** The page being drawn: the document, the text column, the receipt's labels and facts. */
interface Sheet {
  doc: Document;
  left: number;
  width: number;
  text: (typeof label)[Locale];
  facts: ReceiptFacts;
}

/** A thin rule across the text column at `y`. */
const rule = ({ doc, left, width }: Sheet, y: number) => doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.7).strokeColor(RULE).stroke();

/** The heading: the seller's name, the title, the order number. */
const heading = (sheet: Sheet) => {
  const { doc, left, width, text, facts } = sheet;
  doc.font('bold').fontSize(20).fillColor(BRAND).text(facts.seller.name, left, 56, { width });
  doc.font('regular').fontSize(10).fillColor(MUTED).text(facts.seller.site, { width });
  const invoiceTitle = facts.creditNote ? text.creditTitle : facts.refunded ? text.refundedInvoiceTitle : text.invoiceTitle;
  const title = facts.invoice ? invoiceTitle : facts.refunded ? text.refundedTitle : text.title;
  doc.font('bold').fontSize(16).fillColor(facts.refunded || facts.creditNote ? '#b91c1c' : INK).text(title, left, 56, { width, align: 'right' });
  doc.font('regular').fontSize(10).fillColor(MUTED).text(facts.creditNote?.number ?? facts.invoice?.number ?? facts.orderNo, { width, align: 'right' });
  rule(sheet, 112);
};

/** Names above values, one pair under the other, from (x, y) in a column `w` wide; answers where the column ends. */
const pairs = ({ doc }: Sheet, x: number, y: number, w: number, rows: [string, string][]) => {
  let top = y;
  for (const [name, value] of rows) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(name, x, top, { width: w });
    doc.font('regular').fontSize(11).fillColor(INK).text(value || '—', x, doc.y + 1, { width: w });
    top = doc.y + 8;
  }
  return top;
};

/** Facts in two columns: who sold and bought, and the order; answers where the longer column ends. */
const parties = (sheet: Sheet) => {
  const { left, width, text, facts } = sheet;
  const half = (width - 24) / 2;
  const buyer = [facts.buyer.name, facts.buyer.company, facts.buyer.email].filter(Boolean).join('\n');
  const invoice = facts.invoice;
  const leftEnd = pairs(sheet, left, 128, half, [
    [text.seller, facts.seller.name],
    [text.buyer, buyer],
    ...(invoice ? ([[text.company, invoice.company], [text.address, invoice.address], [text.taxId, invoice.taxId]] as [string, string][]) : []),
    [text.country, facts.buyer.country],
  ]);
  const rightEnd = pairs(sheet, left + half + 24, 128, half, [
    ...(facts.creditNote ? ([[text.creditOf, invoice?.number ?? ''], [text.issuedAt, facts.creditNote.issuedAt]] as [string, string][]) : []),
    ...(invoice && !facts.creditNote ? ([[text.invoiceNo, invoice.number], [text.issuedAt, invoice.issuedAt]] as [string, string][]) : []),
    [text.orderNo, facts.orderNo],
    [text.paidAt, facts.paidAt],
    [text.method, facts.paymentMethod],
    [text.transaction, facts.transactionNo],
  ]);
  return Math.max(leftEnd, rightEnd);
};

/** The item between two rules: edition, quantity, term, unit price, list price; answers the lower rule's height. */
const item = (sheet: Sheet, top: number) => {
  const { doc, left, width, text, facts } = sheet;
  let y = top + 12;
  rule(sheet, y);
  y += 10;
  const columns = [
    { name: text.edition, at: 0, w: 0.34 },
    { name: text.quantity, at: 0.34, w: 0.12, right: true },
    { name: text.term, at: 0.46, w: 0.2, right: true },
    { name: text.unitPrice, at: 0.66, w: 0.16, right: true },
    { name: text.listPrice, at: 0.82, w: 0.18, right: true },
  ];
  doc.font('bold').fontSize(9).fillColor(MUTED);
  for (const column of columns) doc.text(column.name, left + column.at * width, y, { width: column.w * width, align: column.right ? 'right' : 'left' });
  y += 18;
  const edition = facts.renews ? `${facts.edition}\n${text.renews(facts.renews)}` : facts.edition;
  const cells = [edition, String(facts.quantity), facts.term, facts.unitPrice, facts.listPrice];
  doc.font('regular').fontSize(11).fillColor(INK);
  let rowEnd = y;
  cells.forEach((cell, i) => {
    doc.text(cell, left + columns[i].at * width, y, { width: columns[i].w * width, align: columns[i].right ? 'right' : 'left' });
    rowEnd = Math.max(rowEnd, doc.y);
  });
  y = rowEnd + 10;
  rule(sheet, y);
  return y;
};

/** The sums, right-aligned under the list price; answers where they end. */
const sums = ({ doc, left, width, text, facts }: Sheet, top: number) => {
  let y = top + 12;
  const sum = (name: string, value: string, strong = false) => {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 13 : 11).fillColor(INK);
    doc.text(name, left + width * 0.46, y, { width: width * 0.3, align: 'right' });
    doc.text(value, left + width * 0.78, y, { width: width * 0.22, align: 'right' });
    y = doc.y + 6;
  };
  sum(text.listPrice, facts.listPrice);
  sum(text.discount, facts.discount);
  // what the discount is, as the checkout named it
  for (const name of facts.discountNames) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(name, left + width * 0.2, y, { width: width * 0.8, align: 'right' });
    y = doc.y + 4;
  }
  if (facts.creditNote) sum(text.credited, `-${facts.total}`, true);
  else sum(text.total, facts.total, true);
  sum(text.currency, facts.currency);
  return y;
};

/** A refunded order says so, with the reason when there is one. */
const refundNote = ({ doc, left, width, text, facts }: Sheet, top: number) => {
  if (facts.creditNote) {
    doc.font('bold').fontSize(11).fillColor('#b91c1c').text(text.creditNote(facts.invoice?.number ?? ''), left, top + 12, { width });
    doc.font('regular').fontSize(10).fillColor(INK).text(`${text.creditReason}${facts.creditNote.reason}`, { width });
    return;
  }
  if (!facts.refunded) return;
  doc.font('bold').fontSize(11).fillColor('#b91c1c').text(text.refunded, left, top + 12, { width });
  if (facts.refunded.reason) doc.font('regular').fontSize(10).fillColor(INK).text(`${text.reason}${facts.refunded.reason}`, { width });
};

const footer = ({ doc, left, width, text, facts }: Sheet) =>
  doc.font('regular').fontSize(8.5).fillColor(MUTED).text(facts.invoice ? text.invoiceFooter : text.footer, left, doc.page.height - doc.page.margins.bottom - 14, { width, align: 'center', lineBreak: false });

/** A one-page A4 receipt; answers the PDF's bytes. The document's dates are fixed so the same facts give the same file. */
export const renderReceipt = (facts: ReceiptFacts): Promise<Buffer> => {
  const text = label[facts.locale];
  const { regular, bold } = fontFiles();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: facts.locale === 'zh' ? 'zh-CN' : 'en',
    info: { Title: facts.creditNote ? `${text.creditTitle} ${facts.creditNote.number}` : facts.invoice ? `${text.invoiceTitle} ${facts.invoice.number}` : `${text.title} ${facts.orderNo}`, Author: facts.seller.name, CreationDate: facts.paidOn },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const sheet: Sheet = { doc, left, width: doc.page.width - left - doc.page.margins.right, text, facts };
  // top to bottom, each part starting where the one above it ends
  heading(sheet);
  const partiesEnd = parties(sheet);
  const itemEnd = item(sheet, partiesEnd);
  const sumsEnd = sums(sheet, itemEnd);
  refundNote(sheet, sumsEnd);
  footer(sheet);
  doc.end();
  return done;
};
