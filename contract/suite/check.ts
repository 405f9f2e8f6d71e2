import { envelope, failure, fillPath, type Call } from '../index.ts';

export type Outcome = 'pass' | 'fail' | 'not implemented';
export interface CheckResult {
  name: string;
  outcome: Outcome;
  detail: string;
}

const request = async (base: string, call: Call, example: NonNullable<Call['example']>, token?: string) => {
  const url = new URL(base.replace(/\/$/, '') + fillPath(call.path, example.params ?? {}));
  for (const [key, value] of Object.entries(example.query ?? {})) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method: call.method,
    headers: {
      ...(example.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: example.body === undefined ? undefined : JSON.stringify(example.body),
    signal: AbortSignal.timeout(6000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* a file answer, or garbage: judged below */
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
};

/** A call is taken as not implemented when the upstream has no such route (HTTP 404 or 405). */
const checkCall = async (base: string, call: Call, token?: string): Promise<CheckResult> => {
  const name = `${call.method} ${call.path}`;
  try {
    const answer = await request(base, call, call.example!, token);
    if (answer.status === 404 || answer.status === 405) {
      const envelopeFailure = failure.safeParse(answer.body);
      const routeMissing = !envelopeFailure.success || /no such call|not found|cannot/i.test(envelopeFailure.data.messages);
      if (routeMissing) return { name, outcome: 'not implemented', detail: `HTTP ${answer.status}` };
    }
    if (call.produces) {
      const ok = answer.status === 200 && typeof answer.body === 'string' && answer.body.length > 0;
      return { name, outcome: ok ? 'pass' : 'fail', detail: ok ? answer.contentType : `HTTP ${answer.status}` };
    }
    if (answer.status !== 200) return { name, outcome: 'fail', detail: `HTTP ${answer.status}` };
    const parsed = envelope(call.data).safeParse(answer.body);
    if (!parsed.success) return { name, outcome: 'fail', detail: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
    if (parsed.data.statusCode !== 200) return { name, outcome: 'fail', detail: `statusCode ${parsed.data.statusCode}: ${parsed.data.messages}` };
    return { name, outcome: 'pass', detail: 'answer matches the contract' };
  } catch (error) {
    return { name, outcome: 'fail', detail: (error as Error).message };
  }
};

/** The contract's own rules that any upstream must keep, beyond the shapes. */
const checkRules = async (base: string, calls: Call[]): Promise<CheckResult[]> => {
  const results: CheckResult[] = [];
  const signedInCall = calls.find((c) => c.example && c.auth === 'required' && c.method === 'GET');
  if (signedInCall) {
    const visitor = await request(base, signedInCall, signedInCall.example!).catch(() => null);
    if (visitor && visitor.status !== 404 && visitor.status !== 405) {
      const body = failure.safeParse(visitor.body);
      results.push({
        name: `a visitor is refused with statusCode 401 (${signedInCall.method} ${signedInCall.path})`,
        outcome: visitor.status === 401 && body.success && body.data.statusCode === 401 ? 'pass' : 'fail',
        detail: `HTTP ${visitor.status}${body.success ? `, statusCode ${body.data.statusCode}` : ''}`,
      });
    }
  }
  const unknown = await fetch(`${base.replace(/\/$/, '')}/license/category/detail?license_type_id=not-a-number`).catch(() => null);
  if (unknown && unknown.status !== 404) {
    const body = failure.safeParse(await unknown.json().catch(() => null));
    results.push({
      name: 'bad input is refused with statusCode ≠ 200 and a message',
      outcome: body.success && body.data.statusCode !== 200 && body.data.messages.length > 0 ? 'pass' : 'fail',
      detail: body.success ? `statusCode ${body.data.statusCode}: ${body.data.messages}` : 'no envelope',
    });
  }
  results.push(...(await checkPluginDownload(base, calls)));
  results.push(...(await checkLeadForms(base, calls)));
  return results;
};

/**
 * The download path has no fixed example (hashes come from the data): the first extension of `/plugins`
 * must download as a zip named publisher.name-version.zip, and an unknown hash must answer 404.
 * (A real download: it counts once for the checking machine's address that day.)
 */
const checkPluginDownload = async (base: string, calls: Call[]): Promise<CheckResult[]> => {
  const list = calls.find((c) => c.id === 'listPlugins');
  const download = calls.find((c) => c.id === 'downloadPlugin');
  if (!list?.example || !download) return [];
  const answer = await request(base, list, { query: { page: 1, size: 1 } }).catch(() => null);
  const page = answer?.status === 200 ? envelope(list.data).safeParse(answer.body) : null;
  const first = page?.success ? (page.data.data as { lists: { publisher: string; name: string; version: string; version_hash: string }[] }).lists[0] : undefined;
  if (!first) return [];
  const root = base.replace(/\/$/, '');
  const results: CheckResult[] = [];
  const name = `${download.method} ${download.path} answers the zip of a listed extension`;
  try {
    const response = await fetch(root + fillPath(download.path, { hash: first.version_hash }), { signal: AbortSignal.timeout(6000) });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const disposition = response.headers.get('content-disposition') ?? '';
    const expected = `${first.publisher}.${first.name}-${first.version}.zip`;
    const problems = [
      response.status === 200 ? '' : `HTTP ${response.status}`,
      (response.headers.get('content-type') ?? '').startsWith('application/zip') ? '' : `content-type ${response.headers.get('content-type')}`,
      bytes[0] === 0x50 && bytes[1] === 0x4b ? '' : 'not a zip',
      disposition.includes(`filename="${expected}"`) ? '' : `Content-Disposition "${disposition}" does not name ${expected}`,
    ].filter(Boolean);
    results.push({ name, outcome: problems.length ? 'fail' : 'pass', detail: problems.join('; ') || expected });
  } catch (error) {
    results.push({ name, outcome: 'fail', detail: (error as Error).message });
  }
  const unknown = await fetch(root + fillPath(download.path, { hash: '0'.repeat(64) }), { signal: AbortSignal.timeout(6000) }).catch(() => null);
  results.push({
    name: `${download.method} ${download.path} answers 404 for an unknown package`,
    outcome: unknown?.status === 404 ? 'pass' : 'fail',
    detail: unknown ? `HTTP ${unknown.status}` : 'no answer',
  });
  return results;
};

/**
 * The trial and contact forms write, so the suite never sends a complete request: it checks that an empty one
 * is refused with statusCode 400 and a message, and that a trial with a made-up captcha is refused too.
 */
const checkLeadForms = async (base: string, calls: Call[]): Promise<CheckResult[]> => {
  const results: CheckResult[] = [];
  const root = base.replace(/\/$/, '');
  const probes: { id: string; name: string; send: () => Promise<Response> }[] = [
    { id: 'applyForTrial', name: 'an empty trial request is refused with statusCode 400 and a message (GET /license/trial)', send: () => fetch(`${root}/license/trial`) },
    {
      id: 'applyForTrial',
      name: 'a trial request with a made-up captcha is refused with statusCode 400 and a message (GET /license/trial)',
      send: () =>
        fetch(
          `${root}/license/trial?${new URLSearchParams({
            name: 'Contract Suite',
            email: 'contract-suite@example.com',
            country: 'GB',
            company: 'Contract Suite',
            position: 'security_engineer',
            use: 'penetration_testing',
            license_type_id: '13',
            uuid: '00000000-0000-0000-0000-000000000000',
            code: 'none',
          })}`,
        ),
    },
    {
      id: 'contactSales',
      name: 'an empty sales contact is refused with statusCode 400 and a message (POST /contact)',
      send: () => fetch(`${root}/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    },
  ];
  for (const probe of probes.filter((p) => calls.some((c) => c.id === p.id))) {
    const answer = await probe.send().catch(() => null);
    if (!answer || answer.status === 404 || answer.status === 405) continue;
    const body = failure.safeParse(await answer.json().catch(() => null));
    results.push({
      name: probe.name,
      outcome: body.success && body.data.statusCode === 400 && body.data.messages.length > 0 ? 'pass' : 'fail',
      detail: body.success ? `statusCode ${body.data.statusCode}: ${body.data.messages}` : `HTTP ${answer.status}, no envelope`,
    });
  }
  return results;
};

/**
 * Checks an upstream's answers against the contract for every call with an example that it implements:
 * the public ones, and with a signed-in user's token also the signed-in ones (all read-only).
 */
export const checkUpstream = async (base: string, calls: Call[], { token }: { token?: string } = {}): Promise<CheckResult[]> => {
  const results: CheckResult[] = [];
  for (const call of calls.filter((c) => c.example && (c.auth !== 'required' || token))) results.push(await checkCall(base, call, token));
  results.push(...(await checkRules(base, calls)));
  return results;
};
