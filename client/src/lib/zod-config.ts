import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to, after probing whether eval is allowed;
// under the site's CSP (script-src 'self', no 'unsafe-eval') that probe alone is a reported violation.
z.config({ jitless: true });
