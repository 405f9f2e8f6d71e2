import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** Every relative specifier a file names: static imports and re-exports (type-only ones too) and dynamic imports. */
const relativeImports = (file: string) => {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]);
  return specifiers.map((specifier) => resolve(dirname(file), specifier));
};

/** The import cycles among the given files (each as the files it passes through, first one repeated at the end). */
const importCycles = (files: string[]) => {
  const inScope = new Set(files);
  const edges = new Map(files.map((file) => [file, relativeImports(file).filter((target) => inScope.has(target))]));
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const target of edges.get(file) ?? []) {
      if (state.get(target) === 'open') cycles.push([...path.slice(path.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles.map((cycle) => cycle.map((file) => relative(root, file)).join(' → '));
};

describe('the gateway source', () => {
  it('has no import cycle, type-only imports included', () => {
    expect(importCycles(sourceFiles(root))).toEqual([]);
  });

  it('finds a cycle made of type-only imports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'layers-'));
    try {
      writeFileSync(join(dir, 'context.ts'), "import type { Cached } from './request-context.ts';\nexport type Context = { cached: Cached };\n");
      writeFileSync(join(dir, 'request-context.ts'), "import type { Context } from './context.ts';\nexport type Cached = () => Context;\n");
      expect(importCycles(sourceFiles(dir))).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
