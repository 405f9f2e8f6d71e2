import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from '@babel/parser';

/**
 * How long the project's source may grow (issue #30): a file at most 300 lines, a function about 80. Data and
 * generated files are aside (generated code, the demo seed, fixtures, migrations, type declarations), and a test's
 * `describe` block is a group of tests, not a function.
 */
export const MAX_FILE_LINES = 300;
export const MAX_FUNCTION_LINES = 80;

const ASIDE = [/(^|\/)(generated|gql|fixtures|node_modules)\//, /^upstream\/src\/seed\//, /^upstream\/src\/db\/migrations\//, /^client\/public\//, /\.d\.m?ts$/, /^upstream\/src\/db\/tables\.ts$/];
const GROUPS = /^(describe|test\.describe)(\.\w+)*$/;

/** The source files git knows, tracked or new, that the limits apply to. */
export const sourceFiles = (root: string) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.js', '*.mjs'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !ASIDE.some((pattern) => pattern.test(file)));

interface Node {
  type: string;
  loc?: { start: { line: number }; end: { line: number } };
  [key: string]: unknown;
}

const calleeName = (call: Node): string => {
  const callee = call.callee as Node;
  if (callee.type === 'Identifier') return callee.name as string;
  if (callee.type === 'MemberExpression') return `${calleeName({ type: 'CallExpression', callee: callee.object as Node })}.${(callee.property as Node).name as string}`;
  if (callee.type === 'CallExpression') return calleeName(callee);
  return '';
};

const isFunction = (node: Node) => /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression|ObjectMethod|ClassMethod)$/.test(node.type);

/** Every function longer than the limit in one file's text: `[lines, first line]`, groups of tests aside. */
export const longFunctions = (text: string, limit = MAX_FUNCTION_LINES) => {
  const found: [number, number][] = [];
  const visit = (node: Node, inGroupCall: boolean) => {
    if (isFunction(node) && node.loc && !inGroupCall) {
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines > limit) found.push([lines, node.loc.start.line]);
    }
    const group = node.type === 'CallExpression' && GROUPS.test(calleeName(node));
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || !value || typeof value !== 'object') continue;
      const children = (Array.isArray(value) ? value : [value]) as Node[];
      for (const child of children) if (child && typeof child.type === 'string') visit(child, group && key === 'arguments');
    }
  };
  visit(parse(text, { sourceType: 'module', plugins: ['typescript', 'jsx'] }).program as unknown as Node, false);
  return found;
};

/** What is over the limits in the tree at `root`, as `path: what` lines. */
export const oversized = (root: string) =>
  sourceFiles(root).flatMap((file) => {
    const text = readFileSync(`${root}/${file}`, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    return [
      ...(lines > MAX_FILE_LINES ? [`${file}: ${lines} lines`] : []),
      ...longFunctions(text).map(([length, line]) => `${file}:${line}: a function of ${length} lines`),
    ];
  });
