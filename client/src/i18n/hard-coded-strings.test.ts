import { parse } from '@babel/parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every visible string goes through Lingui, so that neither language's page shows the other's words: no Chinese
 * written into a component, no English text or accessible name outside a message. Names that read the same in
 * both languages (acronyms, file names, the endonym of the language switch, the ICP record) are listed here.
 */
const SAME_IN_BOTH = new Set(['中文', '京ICP备2026012345号-1', 'CVSS', 'README', 'tidewatch-extension.d.ts']);

/** Attributes that are read out or shown: they must come from a message (t`…`), not a literal. */
const SPOKEN = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'alt', 'title', 'placeholder']);

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]/;
const WORD = /[A-Za-z]{2,}/;
/** "35W+": counting in 万 is Chinese notation; the English source text says 350,000+ */
const WAN = /\d\s*W\+/;

const root = join(import.meta.dirname, '..');
const components = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['gql', 'locales'].includes(entry.name) ? [] : components(path);
    // components, and the message lists they show (msg`…` in .ts files)
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The hard-coded strings of a file, as "path:line text". */
const hardCoded = (path: string) => {
  const file = relative(root, path);
  const found: string[] = [];
  const report = (node: Node, text: string) => {
    if (!SAME_IN_BOTH.has(text.trim())) found.push(`${file}:${node.loc?.start.line} ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: Node, inMessage: boolean) => {
    if (node.type === 'JSXElement') {
      const name = (node.openingElement as { name: Node }).name;
      if (name.type === 'JSXIdentifier' && (name.name === 'Trans' || name.name === 'Plural')) inMessage = true;
    }
    // Chinese anywhere in code (comments are not nodes); English text only outside <Trans>
    if ((node.type === 'StringLiteral' || node.type === 'JSXText') && HAN.test(String(node.value))) report(node, String(node.value));
    if (node.type === 'TemplateElement' && HAN.test((node.value as { raw: string }).raw)) report(node, (node.value as { raw: string }).raw);
    if ((node.type === 'StringLiteral' || node.type === 'JSXText') && WAN.test(String(node.value))) report(node, String(node.value));
    if (node.type === 'TemplateElement' && WAN.test((node.value as { raw: string }).raw)) report(node, (node.value as { raw: string }).raw);
    if (node.type === 'JSXText' && !inMessage && WORD.test(String(node.value)) && !HAN.test(String(node.value))) report(node, String(node.value));
    if (node.type === 'JSXAttribute' && SPOKEN.has(String((node.name as Node).name))) {
      const value = node.value as Node | null;
      const literal = value?.type === 'JSXExpressionContainer' ? (value.expression as Node) : value;
      if (literal?.type === 'StringLiteral' && WORD.test(String(literal.value))) report(literal, String(literal.value));
      if (literal?.type === 'TemplateLiteral') {
        const raw = (literal.quasis as { value: { raw: string } }[]).map((quasi) => quasi.value.raw).join('');
        if (WORD.test(raw)) report(literal, raw);
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key.endsWith('Comments')) continue;
      if (Array.isArray(value)) value.forEach((child) => isNode(child) && visit(child, inMessage));
      else if (isNode(value)) visit(value, inMessage);
    }
  };
  const plugins: ('jsx' | 'typescript')[] = path.endsWith('.tsx') ? ['jsx', 'typescript'] : ['typescript'];
  visit(parse(readFileSync(path, 'utf8'), { sourceType: 'module', plugins }).program as unknown as Node, false);
  return found;
};

describe('strings in components', () => {
  const files = components(root);

  it('finds the components', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('no Chinese, no English text and no literal accessible name outside the message catalogs', () => {
    expect(files.flatMap(hardCoded)).toEqual([]);
  });
});
