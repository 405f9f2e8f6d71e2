import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { refuse } from './refusals.ts';

/** No input type of the schema nests deeper than 3 levels; 10 leaves room and matches the query depth limit. */
export const MAX_INPUT_DEPTH = 10;
/** Every array element and object property counts; exportActivationCodes takes up to 10,000 licence ids. */
export const MAX_INPUT_VALUES = 20_000;

/**
 * What is wrong with one part of a request (null: nothing), found without recursion, so that a value nested
 * thousands deep is measured, not thrown on: anything the gateway does with it later (the response cache's key,
 * graphql-js's coercion, the metrics) may recurse.
 */
export const inputProblem = (name: string, value: unknown): string | null => {
  const pending: [unknown, number][] = [[value, 0]];
  let values = 0;
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return `"${name}" is nested deeper than ${MAX_INPUT_DEPTH} levels`;
    const children = Array.isArray(current) ? current : Object.values(current);
    values += children.length;
    if (values > MAX_INPUT_VALUES) return `"${name}" holds more than ${MAX_INPUT_VALUES} values`;
    for (const child of children) pending.push([child, depth + 1]);
  }
  return null;
};

/** GET carries variables and extensions as JSON text; what does not parse is left for Apollo to refuse. */
const parsedQueryParameter = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
};

/** The parts of a GraphQL request: `query` and `operationName` are text, but JSON may send anything in their place. */
const PARTS = ['variables', 'extensions', 'query', 'operationName'] as const;
type GraphInput = Partial<Record<(typeof PARTS)[number], unknown>>;

/** The problem of a GraphQL request's parts, whatever the transport (null: none). */
export const graphInputProblem = (request: GraphInput) => {
  for (const part of PARTS) {
    const problem = inputProblem(part, request[part]);
    if (problem) return problem;
  }
  return null;
};

/**
 * Bounds a GraphQL request's variables and extensions (and whatever stands in for its query and operation name)
 * in depth and size before anything reads them: past the bounds the request is answered 400 in GraphQL's error
 * shape (BAD_REQUEST), with one line in the log.
 */
export const boundedGraphInput = (): RequestHandler => (req, res, next) => {
  const source: GraphInput =
    req.method === 'GET'
      ? { variables: parsedQueryParameter(req.query.variables), extensions: parsedQueryParameter(req.query.extensions) }
      : typeof req.body === 'object' && req.body !== null
        ? req.body
        : {};
  const problem = graphInputProblem(source);
  if (!problem) return next();
  refuse(req, res, 400, 'BAD_REQUEST', `The request's ${problem}`);
};

/** The same bound for a graphql-ws subscribe message: the errors to answer it with, or null. */
export const socketInputErrors = (payload: GraphInput) => {
  const problem = graphInputProblem(payload);
  return problem ? [new GraphQLError(`The request's ${problem}`, { extensions: { code: 'BAD_REQUEST' } })] : null;
};
