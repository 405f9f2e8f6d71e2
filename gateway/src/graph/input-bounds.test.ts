import { describe, expect, it } from 'vitest';
import { inputProblem, MAX_INPUT_DEPTH, MAX_INPUT_VALUES } from './input-bounds.ts';

const nested = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
};

describe('the bounds on GraphQL variables', () => {
  it('let the deepest and largest input the schema takes through', () => {
    expect(inputProblem('variables', { input: { licenseIds: Array.from({ length: 10_000 }, (_, i) => String(i + 1)) } })).toBeNull();
    expect(inputProblem('variables', { x: nested(MAX_INPUT_DEPTH - 1) })).toBeNull();
    expect(inputProblem('variables', undefined)).toBeNull();
  });

  it('measure a value nested 5,000 deep without recursing, and refuse it', () => {
    expect(inputProblem('variables', { x: nested(5000) })).toBe(`"variables" is nested deeper than ${MAX_INPUT_DEPTH} levels`);
    expect(inputProblem('variables', { x: nested(MAX_INPUT_DEPTH) })).toMatch(/nested deeper/);
  });

  it('refuse more values than the limit, however flat', () => {
    expect(inputProblem('extensions', { a: Array.from({ length: MAX_INPUT_VALUES + 1 }, () => 0) })).toBe(`"extensions" holds more than ${MAX_INPUT_VALUES} values`);
  });
});
