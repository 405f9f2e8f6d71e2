import { makeExecutableSchema } from '@graphql-tools/schema';
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest, INTERNAL_TEXT } from '../../upstream/src/testing/fuzz.ts';
import { isStorableText } from '../../contract/input.ts';
import { typeDefs } from './schema.ts';
import { signedInUser, startTestStack, type TestStack } from './testing/stack.ts';

/**
 * Every mutation of the schema, sent generated variables with one refused value among plausible ones: text
 * with NUL or an unpaired surrogate or overlong, ids that are no ids (2^31, hex, exponents, negatives,
 * floats), numbers beyond 32 bits, wrong types, unknown enum values, missing or null required values, and
 * unknown arguments. Each answer must be a refusal: no 5xx, no internal or upstream-failure code, no stack
 * trace or internal text (the gateway runs in production mode), and the database exactly as it was.
 */
const RUNS_PER_MUTATION = 60;
const SEED = 20261122;

const schema = makeExecutableSchema({ typeDefs, resolverValidationOptions: { requireResolversToMatchSchema: 'ignore' } });
const mutationType = schema.getMutationType()!;
const mutations = Object.values(mutationType.getFields());

/** Values a form would send, by field name; the poison then replaces one of them. */
const plausibleByName: Record<string, unknown> = {
  licenseTypeId: '13',
  licenseId: '1',
  licenseIds: ['1'],
  userId: '1',
  id: '1',
  orderNo: 'ORDER-1',
  paymentType: 'WECHAT_PAY',
  quantity: 1,
  period: 3,
  name: 'Ada Lovelace',
  country: 'GB',
  company: 'Analytical Engines Ltd',
  position: 'engineer',
  use: 'security_testing',
  mid: 'ABCDEFGH12345678abcdefgh87654321',
  email: 'ada@example.com',
  mobile: '+44 20 7946 0958',
  username: 'ada',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  newPassword: 'Secret456',
  confirmNewPassword: 'Secret456',
  agreement: 'User registration and service agreement',
  code: 'ABCD',
  uuid: '00000000-0000-0000-0000-000000000000',
  token: 'token',
};

const plausible = (name: string, type: GraphQLInputType): unknown => {
  if (!isNonNullType(type)) return undefined; // optional values stay out, so the poison is what decides
  if (name in plausibleByName) return plausibleByName[name];
  const named = getNamedType(type);
  if (isInputObjectType(named)) return Object.fromEntries(Object.values(named.getFields()).flatMap((f) => valueEntry(f)));
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isListType(type.ofType)) return [];
  return named.name === 'Int' ? 1 : named.name === 'Boolean' ? true : 'x';
};
const valueEntry = (field: GraphQLArgument | GraphQLInputField) => {
  const value = plausible(field.name, field.type);
  return value === undefined ? [] : [[field.name, value] as const];
};

// ---- poisons ----

const ascii = fc.string({ maxLength: 12 });
const withNul = fc.tuple(ascii, ascii).map(([a, b]) => `${a}\u0000${b}`);
const loneSurrogate = fc
  .tuple(ascii, fc.integer({ min: 0xd800, max: 0xdfff }), ascii)
  .map(([a, unit, b]) => `${a}${String.fromCharCode(unit)}${b}`)
  .filter((s) => !isStorableText(s));
const overlong = fc.integer({ min: 10_001, max: 12_000 }).map((n) => 'x'.repeat(n));
const text = fc.oneof(withNul, loneSurrogate, overlong);
const notAnId = fc.oneof(
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }).map(String),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: -1_000_000, max: 0 }).map(String),
  fc.integer({ min: 0, max: 1_000_000 }).map((n) => `0x${n.toString(16)}`),
  fc.constantFrom('1e3', '1.5', '', ' ', '+1', '١٢', 'NaN', 'Infinity', '0b1', '1_000', '99999999999999999999'),
);
const wrongType = fc.oneof(fc.boolean(), fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)), fc.constant({ a: 1 }), fc.constant([[1]]));
const notAnInt = fc.oneof(
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -(2 ** 31) - 1 }),
  fc.integer({ min: -1000, max: 0 }).filter((n) => n !== -1),
  fc.constantFrom('1', '0x10', 'true'),
  wrongType,
);

const MISSING = Symbol('missing');

/** Row ids travel as ID (licenseTypeId, userId, id…); other IDs (uuid, orderNo) are text, for which '1e3' is fine. */
const isRowId = (name: string) => /^id$|Ids?$/.test(name);

/** A value of `type`, the type of the argument or field `name`, that must be refused. */
const poisonOf = (name: string, type: GraphQLInputType): fc.Arbitrary<unknown> => {
  const required = isNonNullType(type);
  const inner = required ? type.ofType : type;
  const absent = required ? [fc.constant(null), fc.constant(MISSING)] : [];
  if (isListType(inner)) return fc.oneof(...absent, poisonOf(name, inner.ofType).map((item) => [item]), text);
  const named = getNamedType(type);
  if (isInputObjectType(named)) return fc.oneof(...absent, text, fc.constant(['x']));
  if (isEnumType(named)) return fc.oneof(...absent, text, fc.constantFrom('wechat_pay', 'UNKNOWN', ''), wrongType);
  if (isScalarType(named) && named.name === 'Int') return fc.oneof(...absent, notAnInt);
  if (isScalarType(named) && named.name === 'ID') return fc.oneof(...absent, text, ...(isRowId(name) ? [notAnId] : []), wrongType);
  if (isScalarType(named) && named.name === 'Boolean') return fc.oneof(...absent, fc.constantFrom('true', 1, 0), text);
  return fc.oneof(...absent, text, wrongType, fc.integer());
};

interface Leaf {
  path: string[];
  type: GraphQLInputType;
}
/** Every place a value goes: the arguments and, inside input objects, their fields. */
const leavesOf = (fields: readonly (GraphQLArgument | GraphQLInputField)[], prefix: string[] = []): Leaf[] =>
  fields.flatMap((field) => {
    const here = { path: [...prefix, field.name], type: field.type };
    const named = getNamedType(field.type);
    const nested = isInputObjectType(named) && !isListType(isNonNullType(field.type) ? field.type.ofType : field.type) ? leavesOf(Object.values(named.getFields()), here.path) : [];
    return [here, ...nested];
  });

const withValue = (values: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> => {
  const [head, ...rest] = path;
  const copy = { ...values };
  if (rest.length === 0) {
    if (value === MISSING) delete copy[head];
    else copy[head] = value;
  } else {
    copy[head] = withValue((values[head] as Record<string, unknown> | undefined) ?? {}, rest, value);
  }
  return copy;
};

const operationOf = (field: (typeof mutations)[number], extraArgument: boolean) => {
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  if (extraArgument) {
    declared.push('$unknown: String');
    passed.push('unknown: $unknown');
  }
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const args = passed.length > 0 ? `(${passed.join(', ')})` : '';
  return `mutation Fuzz${declared.length > 0 ? `(${declared.join(', ')})` : ''} { ${field.name}${args}${selection} }`;
};

const requestOf = (field: (typeof mutations)[number]) => {
  const base: Record<string, unknown> = Object.fromEntries(field.args.flatMap((arg) => valueEntry(arg)));
  const poisoned = leavesOf(field.args).map((leaf) =>
    poisonOf(leaf.path.at(-1)!, leaf.type).map((value) => ({ query: operationOf(field, false), variables: withValue(base, leaf.path, value), poisoned: leaf.path.join('.') })),
  );
  const unknownArgument = text.map((value) => ({ query: operationOf(field, true), variables: { ...base, unknown: value }, poisoned: 'unknown' }));
  return poisoned.length > 0 ? fc.oneof(...poisoned, unknownArgument) : unknownArgument;
};

// ---- what must hold ----

const INTERNAL = new RegExp(`${INTERNAL_TEXT.source}|network connection is abnormal`, 'i');

let stack: TestStack;
let auth: Record<string, string>;
let sent = 0;
beforeAll(async () => {
  // Production mode: errors leave as clients see them in production, without stack traces.
  stack = await startTestStack({ NODE_ENV: 'production' });
  auth = (await signedInUser(stack, 'fuzzer01')).auth;
}, 180_000);
afterAll(() => stack?.close());

describe('generated bad variables to every mutation of the schema', () => {
  it('covers every mutation', () => {
    expect(mutations.map((m) => m.name)).toEqual(expect.arrayContaining(['signIn', 'signUp', 'createOrder', 'generateLicense', 'deletePlugin', 'contactSales']));
  });

  it.each(mutations.map((field) => [field.name, field] as const))('%s is refused plainly and changes nothing', async (_, field) => {
    const before = await databaseDigest(stack.upstream.db);
    await fc.assert(
      fc.asyncProperty(requestOf(field), fc.constantFrom('en', 'zh'), async ({ query, variables }, locale) => {
        const response = await fetch(`${stack.gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'x-locale': locale, ...auth },
          body: JSON.stringify({ query, variables }),
        });
        sent++;
        const text = await response.text();
        expect(response.status, text.slice(0, 500)).toBeLessThan(500);
        const body = JSON.parse(text) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
        // A refusal is an error, or the answer false of a call whose false means "not done" (completePayPalPayment).
        const refused = (body.errors?.length ?? 0) > 0 || Object.values((body.data ?? {}) as Record<string, unknown>).every((value) => value === false);
        expect(refused, text.slice(0, 500)).toBe(true);
        for (const error of body.errors ?? []) {
          expect(error.extensions?.code, error.message.slice(0, 300)).not.toMatch(/INTERNAL_SERVER_ERROR|UPSTREAM_UNAVAILABLE/);
          expect(error.extensions?.stacktrace).toBeUndefined();
          expect(error.message).not.toMatch(INTERNAL);
        }
      }),
      { numRuns: RUNS_PER_MUTATION, seed: SEED, endOnFailure: true },
    );
    expect(await databaseDigest(stack.upstream.db)).toEqual(before);
  }, 180_000);

  it('sent at least 1,000 bad requests in all', () => {
    expect(mutations.length * RUNS_PER_MUTATION).toBeGreaterThanOrEqual(1000);
    expect(sent).toBe(mutations.length * RUNS_PER_MUTATION);
  });
});
