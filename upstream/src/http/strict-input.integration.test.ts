import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_REFUSED } from '../../../contract/input.ts';
import { freshIp, from } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, details, type Buyer } from '../testing/orders.ts';

let t: TestUpstream;
let alice: Buyer;
beforeAll(async () => {
  t = await startTestUpstream();
  alice = await buyer(t);
});
afterAll(() => t.close());

const order = { license_type_id: 13, payment_type: 'wechat_pay', quantity: 1, period: 3 };
const post = (path: string, json: unknown, lang = 'en') => t.api(path, { method: 'POST', json, headers: from(freshIp(), lang, alice.token) });
const get = (path: string, lang = 'en') => t.api(path, { headers: from(freshIp(), lang, alice.token) });
const remove = (path: string) => t.api(path, { method: 'DELETE', headers: from(freshIp(), 'en', alice.token) });
const orderCount = async () => ((await get('/order/list?size=1')).body.data as { total: number }).total;


describe('text the database cannot store', () => {
  it('refuses a NUL byte in a body string with 400 and a message, and stores nothing', async () => {
    const before = await orderCount();
    const { status, body } = await post('/order/add', { ...order, ...details, name: 'Ada\u0000Lovelace' });
    expect([status, body.statusCode, body.messages]).toEqual([400, 400, TEXT_REFUSED]);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a NUL byte in a query string, in Chinese for a Chinese request', async () => {
    const { status, body } = await get('/order/detail?order_no=a%00b', 'zh-CN');
    expect([status, body.statusCode, body.messages]).toEqual([400, 400, '文本不能包含 NUL 字符或无效的 Unicode 字符（未配对的代理项）']);
  });

  it('refuses an unpaired surrogate instead of storing a replacement character', async () => {
    const before = await orderCount();
    const { status, body } = await post('/order/add', { ...order, ...details, company: 'Engines \ud800 Ltd' });
    expect([status, body.statusCode, body.messages]).toEqual([400, 400, TEXT_REFUSED]);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a NUL byte hidden in a key of the body', async () => {
    const { status, body } = await post('/order/perAdd', { ...order, 'x\u0000': 1 });
    expect([status, body.statusCode, body.messages]).toEqual([400, 400, TEXT_REFUSED]);
  });
});

describe('integers beyond the integer columns', () => {
  it('refuses an id of 2^31 in a query before it reaches SQL', async () => {
    const { status, body } = await get('/license/category/detail?license_type_id=2147483648');
    expect([status, body.statusCode, body.messages]).toEqual([400, 400, 'license_type_id must be a whole number from 1 to 2147483647']);
  });

  it('refuses an id of 2^31 in a path', async () => {
    const { status, body } = await remove('/plugin/2147483648');
    expect([status, body.statusCode, body.messages]).toEqual([400, 400, 'id must be a whole number from 1 to 2147483647']);
  });

  it('refuses an id of 2^53 in a body', async () => {
    const { status, body } = await post('/license/exportUserKeys', { license_ids: [2 ** 53] });
    expect([status, body.statusCode]).toEqual([400, 400]);
  });

  it('still finds the largest id the column holds as simply unknown', async () => {
    const { status, body } = await get('/license/category/detail?license_type_id=2147483647');
    expect([status, body.statusCode]).toEqual([404, 404]);
  });
});

describe('numbers are numbers', () => {
  it('refuses a hexadecimal quantity', async () => {
    const { status, body } = await post('/order/perAdd', { ...order, quantity: '0x10' });
    expect([status, body.statusCode, body.messages]).toEqual([400, 400, 'The quantity must be a whole number']);
  });

  it('refuses a boolean period', async () => {
    const { status, body } = await post('/order/perAdd', { ...order, period: true });
    expect([status, body.statusCode, body.messages]).toEqual([400, 400, 'The period must be a whole number of months']);
  });

  it('refuses an empty string, an exponent and an array as an id', async () => {
    for (const id of ['', '1e3', [13]]) {
      const { status, body } = await post('/order/perAdd', { ...order, license_type_id: id });
      expect([status, body.statusCode, body.messages], JSON.stringify(id)).toEqual([400, 400, 'license_type_id must be a whole number from 1 to 2147483647']);
    }
  });

  it('still takes decimal digits in a string, as form posts send them', async () => {
    const { status, body } = await post('/order/perAdd', { ...order, license_type_id: '13', quantity: '2', period: '12' });
    expect([status, body.statusCode]).toEqual([200, 200]);
  });
});
