import { config } from 'zod/v4/core';

/**
 * What `import … from 'zod'` resolves to in the client build (the alias in vite.config.ts): zod, configured before
 * any module that imports it builds a schema. Only the screens with forms import zod, so the first page loads none.
 *
 * zod compiles object parsers with `new Function` unless told not to, after probing whether eval is allowed;
 * under the site's CSP (script-src 'self', no 'unsafe-eval') that probe alone is a reported violation.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
