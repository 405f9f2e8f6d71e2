import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN } from '../../../upstream/src/testing/api.ts';
import { totpCode } from '../../../upstream/src/testing/staff.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

// The back office's core through the graph (issue #33): enrolment, sign-in, staff and the audit log, never cached.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ PUBLIC_CACHE_TTL_MS: 60_000 });
}, 60_000);
afterAll(() => stack.close());

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const raw = (query: string, variables: object, headers: Record<string, string> = {}) =>
  fetch(`${stack.gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });

/** A member created by the admin token and enrolled through the graph, as the enrolment page does. */
const enrolled = async (username: string) => {
  const created = await stack.graph<{ createStaff: { enrolmentLink: string } }>(
    'mutation($input: CreateStaffInput!) { createStaff(input: $input) { enrolmentLink } }',
    { input: { username, email: `${username}@staff.example.com`, role: 'SUPPORT' } },
    admin,
  );
  const token = new URL(created.body.data!.createStaff.enrolmentLink).searchParams.get('token')!;
  const started = await stack.graph<{ startStaffEnrolment: { secret: string; otpauthUri: string } }>('mutation($t: String!) { startStaffEnrolment(token: $t) { secret otpauthUri } }', { t: token });
  const { secret, otpauthUri } = started.body.data!.startStaffEnrolment;
  const done = await stack.graph<{ finishStaffEnrolment: { recoveryCodes: string[] } }>(
    'mutation($input: FinishStaffEnrolmentInput!) { finishStaffEnrolment(input: $input) { recoveryCodes } }',
    { input: { token, password: 'staff-pass-1', confirmPassword: 'staff-pass-1', code: totpCode(secret, new Date()) } },
  );
  return { username, secret, otpauthUri, recoveryCodes: done.body.data!.finishStaffEnrolment.recoveryCodes };
};

const SIGN_IN = 'mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { token member { username role } } }';

describe('the staff graph', () => {
  it('enrols with an otpauth URI of SHA-1, 6 digits and 30 s, and 10 recovery codes', async () => {
    const m = await enrolled('graphenrol');
    expect(m.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*algorithm=SHA1.*digits=6.*period=30/);
    expect(m.recoveryCodes).toHaveLength(10);
  });

  it('answers a staff sign-in private, no-store', async () => {
    const m = await enrolled('graphsignin');
    const answer = await raw(SIGN_IN, { input: { username: m.username, password: 'staff-pass-1', code: m.recoveryCodes[0] } });
    const body = (await answer.json()) as { data: { staffSignIn: { token: string; member: { role: string } } } };
    expect(body.data.staffSignIn.token).toMatch(/^tws_/);
    expect(body.data.staffSignIn.member.role).toBe('SUPPORT');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers the audit log private, no-store, with before and after as JSON', async () => {
    const answer = await raw('query { auditLog(filter: { action: "staff.create" }, size: 5) { total entries { actorName action after } } }', {}, admin);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const body = (await answer.json()) as { data: { auditLog: { total: number; entries: { actorName: string; after: string }[] } } };
    expect(body.data.auditLog.total).toBeGreaterThan(0);
    expect(JSON.parse(body.data.auditLog.entries[0].after)).toMatchObject({ role: 'support' });
  });

  it("gives a buyer's token FORBIDDEN from staff fields", async () => {
    const buyer = await signedInUser(stack, 'buyerstaff');
    for (const query of ['query { staffMembers { id } }', 'query { auditLog { total } }', 'mutation { staffSignOut }']) {
      const { body } = await stack.graph(query, {}, buyer.auth);
      expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});
