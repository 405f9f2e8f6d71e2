import { adminTokenFile, readTrimmed, upstreamOriginFile } from './admin-files.ts';

/** How the admin CLI reaches the running upstream's /admin routes, and the message for each way that fails. */

const dataDirOf = (env: NodeJS.ProcessEnv) => env.DATA_DIR ?? '.data';

/** The token and where it came from (said when the upstream refuses it). */
const adminToken = (env: NodeJS.ProcessEnv) => {
  if (env.ADMIN_TOKEN) return { token: env.ADMIN_TOKEN, source: 'ADMIN_TOKEN' };
  const file = adminTokenFile(dataDirOf(env));
  const token = readTrimmed(file);
  if (!token) throw new Error(`No admin token: set ADMIN_TOKEN, or start the site once (npm start) so that it writes ${file}.`);
  return { token, source: file };
};

/** Where the upstream is and how that was found (said when nothing answers there). */
const upstreamOrigin = (env: NodeJS.ProcessEnv) => {
  if (env.UPSTREAM_ORIGIN) return { origin: env.UPSTREAM_ORIGIN.replace(/\/$/, ''), source: 'UPSTREAM_ORIGIN' };
  const file = upstreamOriginFile(dataDirOf(env));
  const recorded = readTrimmed(file);
  if (recorded) return { origin: recorded.replace(/\/$/, ''), source: `${file}, written by npm start` };
  return { origin: `http://127.0.0.1:${env.UPSTREAM_PORT ?? 4010}`, source: env.UPSTREAM_PORT ? 'UPSTREAM_PORT' : `the default; no ${file} was found` };
};

/** One call of the upstream's /admin routes, or of a staff call (a path starting /api/): answers the JSON it sends back, or throws with a message for staff. */
export type AdminRequest = (method: 'GET' | 'POST', path: string, payload?: unknown) => Promise<unknown>;

/** The calls for `env`; nothing is looked up until a call is made, so a command's own checks come first. */
export const adminRequest =
  (env: NodeJS.ProcessEnv): AdminRequest =>
  async (method, path, payload) => {
    // each cause its own message: the token is looked for before anything is sent
    const token = adminToken(env);
    const { origin, source } = upstreamOrigin(env);
    let response: Response;
    try {
      const headers: Record<string, string> = { authorization: `Bearer ${token.token}`, 'accept-language': 'en' };
      response = await fetch(
        // the staff calls (/api/staff/…) are the back office's own, which the CLI makes as "cli"; the rest are /admin's
        path.startsWith('/api/') ? `${origin}${path}` : `${origin}/admin${path}`,
        payload === undefined ? { method, headers } : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(payload) },
      );
    } catch {
      throw new Error(`The site is not running at ${origin} (${source}): nothing answers there. Start it with npm start, or set UPSTREAM_ORIGIN if it runs elsewhere.`);
    }
    if (response.status === 401) {
      throw new Error(`The upstream at ${origin} refused the admin token from ${token.source}: it is not this site's token. Use the DATA_DIR the site was started with, or set ADMIN_TOKEN to its token.`);
    }
    const body = (await response.json().catch(() => ({}))) as { messages?: string; message?: string; data?: unknown };
    if (!response.ok) throw new Error(body.messages ?? body.message ?? `HTTP ${response.status}`);
    // an /api answer is an envelope: the command wants its data
    return path.startsWith('/api/') ? body.data : (body as unknown);
  };
