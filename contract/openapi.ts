import { z } from 'zod';
import type { Call } from './call.ts';
import { envelope, failure } from './envelope.ts';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

const parameters = (call: Call) => {
  const list: object[] = [];
  const add = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return;
    const json = jsonSchema(schema, 'input') as { properties?: Record<string, object>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: property });
    }
  };
  add(call.params, 'path');
  add(call.query, 'query');
  return list;
};

const requestBody = (call: Call) => {
  if (!call.body && !call.file) return undefined;
  if (call.file) {
    const fields = call.body ? (jsonSchema(call.body, 'input') as { properties?: object }).properties : {};
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { ...fields, [call.file]: { type: 'string', format: 'binary' } }, required: [call.file] },
        },
      },
    };
  }
  return { required: true, content: { 'application/json': { schema: jsonSchema(call.body!, 'input') } } };
};

const success = (call: Call) =>
  call.produces
    ? { description: 'the file', content: { [call.produces]: { schema: { type: 'string' } } } }
    : { description: 'statusCode 200 and data', content: { 'application/json': { schema: jsonSchema(envelope(call.data), 'output') } } };

const securityOf = (call: Call) => {
  switch (call.auth) {
    case 'none':
      return [];
    case 'optional':
      return [{}, { bearer: [] }];
    case 'token':
      return [{ publishToken: [] }];
    case 'staff':
      return [{ staffSession: [] }, { adminToken: [] }];
    default:
      return [{ bearer: [] }];
  }
};

/** The OpenAPI 3 document of the /api contract, generated from the same zod schemas the code uses. */
export const openApiDocument = (calls: Call[], serverUrl = '/api') => {
  const paths: Record<string, Record<string, object>> = {};
  for (const call of calls) {
    paths[call.path] ??= {};
    paths[call.path][call.method.toLowerCase()] = {
      operationId: call.id,
      summary: call.summary,
      security: securityOf(call),
      ...(call.auth === 'staff' ? { 'x-staff-roles': ['admin', ...(call.roles ?? [])] } : {}),
      parameters: parameters(call),
      requestBody: requestBody(call),
      responses: {
        200: success(call),
        default: { description: 'statusCode other than 200, with messages', content: { 'application/json': { schema: jsonSchema(failure, 'output') } } },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Scanner site /api',
      version: '1.0.0',
      description:
        'A call succeeds only when HTTP is 200 and the body statusCode is 200, unless the query has index=1, in which case the body is returned as is. ' +
        "On the site's public address (the server below) the gateway serves the desktop client's calls: activateClient, validateClient, " +
        'deactivateClient, listRevocations and getLicensePublicKey; the other calls are the backend contract the gateway itself speaks.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        publishToken: { type: 'http', scheme: 'bearer', description: 'A personal access token (twp_…) made in the user centre; it may publish extensions and nothing else.' },
        staffSession: { type: 'http', scheme: 'bearer', description: 'A staff session (tws_…) from staff sign-in with a second factor; the call lists the roles it admits (x-staff-roles).' },
        adminToken: { type: 'http', scheme: 'bearer', description: 'The admin token of machine jobs and the admin CLI; what it does is logged as the CLI.' },
      },
    },
    paths,
  };
};
