import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_REFUSED } from '../../../contract/input.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

const LONE = 'A\ud800B';

describe('input the upstream cannot take, through the graph', () => {
  let stack: TestStack;
  let auth: Record<string, string>;
  beforeAll(async () => {
    stack = await startTestStack();
    auth = (await signedInUser(stack, 'strict01')).auth;
  }, 180_000);
  afterAll(() => stack?.close());

  const graph = (query: string, variables: Record<string, unknown>, locale = 'en') => stack.graph(query, variables, { ...auth, 'x-locale': locale });
  const orderCount = async () => ((await graph('{ orders { total } }', {})).body.data as { orders: { total: number } }).orders.total;

  it('answers an unpaired surrogate in an order number as the user’s mistake, not as a network failure', async () => {
    const { status, body } = await graph('mutation($o: ID!) { startPayPalPayment(orderNo: $o) }', { o: LONE });
    expect(status).toBe(200);
    expect(body.errors?.[0]).toMatchObject({ message: TEXT_REFUSED, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers an unpaired surrogate in a MID or an email address as the user’s mistake, in Chinese for a Chinese page', async () => {
    for (const input of [{ licenseId: '1', mid: LONE }, { licenseId: '1', email: `a${LONE}@example.com` }]) {
      const { body } = await graph('mutation($input: GenerateLicenseInput!) { generateLicense(input: $input) { content } }', { input }, 'zh');
      expect(body.errors?.[0], JSON.stringify(input)).toMatchObject({ message: '文本不能包含 NUL 字符或无效的 Unicode 字符（未配对的代理项）', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('refuses a NUL byte in an order’s name as the user’s mistake and places no order', async () => {
    const before = await orderCount();
    const input = { licenseTypeId: '13', paymentType: 'WECHAT_PAY', quantity: 1, period: 3, name: 'Ada\u0000', country: 'GB' };
    const { body } = await graph('mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderNo } }', { input });
    expect(body.errors?.[0]).toMatchObject({ message: TEXT_REFUSED, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await orderCount()).toBe(before);
  });

  it('refuses an id beyond the integer column with the upstream’s message, not a 5xx', async () => {
    const { body } = await graph('mutation($id: ID!) { deletePlugin(id: $id) }', { id: '2147483648' });
    expect(body.errors?.[0]).toMatchObject({ message: 'id must be a whole number from 1 to 2147483647', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('does not read a hexadecimal id as a number: the graph refuses it, naming its own argument', async () => {
    const { body } = await graph('mutation($id: ID!) { resendActivationMail(userId: $id) }', { id: '0x1' });
    expect(body.errors?.[0]).toMatchObject({ message: 'userId must be a whole number from 1 to 2147483647', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
