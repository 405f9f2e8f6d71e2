import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { restField, restFieldResolver } from './rest-fields.ts';

const read = (parent: unknown, fieldName: string) => restFieldResolver(parent, {}, undefined, { fieldName } as GraphQLResolveInfo);

describe('a GraphQL field read from its REST parent', () => {
  it('takes the snake_case field of the camelCase name', () => {
    expect(read({ created_at: '2026-01-02 03:04:05' }, 'createdAt')).toBe('2026-01-02 03:04:05');
  });

  it('keeps a 0 or an empty text the upstream sent', () => {
    expect(read({ period_day: 0 }, 'periodDay')).toBe(0);
    expect(restField('blank_name')({ blank_name: '' })).toBe('');
  });

  it('is absent when the upstream left it out, with no 0 or empty text in its place', () => {
    expect(read({ order_no: 'TW1' }, 'periodDay')).toBeUndefined();
    expect(restField('blank_name')({} as { blank_name?: string })).toBeNull();
  });
});
