import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longFunctions, MAX_FILE_LINES, MAX_FUNCTION_LINES, oversized } from './sizes.ts';

const body = (lines: number) => Array.from({ length: lines - 2 }, (_, i) => `  const x${i} = ${i};`).join('\n');

describe('the size of the source', () => {
  it('finds a function longer than the limit, and not one at the limit', () => {
    const text = `export const short = () => {\n${body(MAX_FUNCTION_LINES)}\n};\nexport function long() {\n${body(MAX_FUNCTION_LINES + 1)}\n}\n`;
    expect(longFunctions(text)).toEqual([[MAX_FUNCTION_LINES + 1, MAX_FUNCTION_LINES + 1]]);
  });

  it('counts a test, but not a group of tests, as a function', () => {
    const long = `() => {\n${body(MAX_FUNCTION_LINES + 1)}\n}`;
    expect(longFunctions(`describe('a group', ${long});\ntest.describe.serial('another', ${long});`)).toEqual([]);
    expect(longFunctions(`it('a behaviour', ${long});`)).toHaveLength(1);
  });

  it(`keeps every file at most ${MAX_FILE_LINES} lines and every function at most ${MAX_FUNCTION_LINES}`, () => {
    expect(oversized(resolve(import.meta.dirname, '../..'))).toEqual([]);
  });
});
