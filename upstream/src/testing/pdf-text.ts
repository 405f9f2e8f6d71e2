import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader sees it (pdfjs-dist, the Mozilla reader's engine), one line per run of text on the
 * same baseline, so tests read a receipt as a person would rather than trusting the facts it was drawn from.
 */
export const pdfLines = async (pdf: Uint8Array) => {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of items) {
      if (!('str' in item) || item.str === '') continue;
      const y = Math.round(item.transform[5]);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4], text: item.str }]);
    }
    for (const [, row] of [...rows].sort(([a], [b]) => b - a)) lines.push(row.sort((a, b) => a.x - b.x).map((cell) => cell.text).join(' ').replace(/\s+/g, ' ').trim());
  }
  await document.destroy();
  return lines;
};
