import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startGateway, type RunningGateway } from '../server.ts';

/** An order detail with exactly the spec's fields (§3 "Order detail"): no period_day, pay_status, trade_status or times. */
const specDetail = {
  order_no: 'TW1',
  license_type_name: 'Professional',
  period: 3,
  quantity: 2,
  order_amount: 5800,
  currency: 'RMB',
  payment_type: 'alipay',
  license_type_price: 2900,
  info: null,
};

let server: Server | undefined;
let gateway: RunningGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  server?.close();
  vi.restoreAllMocks();
});

/** A backend that follows the spec to the letter, answering these bodies by path. */
const specUpstream = async (answers: Record<string, unknown>) => {
  server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://upstream').pathname.replace(/^\/api/, '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 200, messages: 'success', data: answers[path] ?? null }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  gateway = await startGateway({ PORT: 0, UPSTREAM_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, NODE_ENV: 'production' });
  return async (query: string) => {
    const res = await fetch(`${gateway!.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer buyer-token' },
      body: JSON.stringify({ query }),
    });
    return (await res.json()) as { data?: Record<string, Record<string, unknown> | null>; errors?: { message: string; extensions?: { code?: string } }[] };
  };
};

describe('an order field the upstream leaves out', () => {
  it('is null when the spec lets the detail leave it out (extra days, trade status, times), never 0', async () => {
    const graph = await specUpstream({ '/order/detail': specDetail, '/order/checkPayStatus': { status: false } });
    const { data, errors } = await graph('{ order(orderNo: "TW1") { quantity period periodDay tradeStatus payTime createdAt outerTradeNo refundReason payStatus state } }');
    expect(errors).toBeUndefined();
    expect(data!.order).toEqual({
      quantity: 2,
      period: 3,
      periodDay: null,
      tradeStatus: null,
      payTime: null,
      createdAt: null,
      outerTradeNo: null,
      refundReason: null,
      payStatus: 'UNPAID',
      state: 'FAILED',
    });
  });

  it('is an error when the spec requires it (the quantity of a list row), never 0', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { quantity: _left, info: _none, ...row } = specDetail;
    const graph = await specUpstream({ '/order/list': { lists: [{ ...row, pay_status: 0, period_day: 0 }], page: 1, size: 20, total: 1 } });
    const { data, errors } = await graph('{ orders { items { orderNo quantity } } }');
    expect(data ?? null).toBeNull();
    expect(errors![0].extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('is an error when the spec requires it of the detail (the edition name), never an empty name', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { license_type_name: _left, ...detail } = specDetail;
    const graph = await specUpstream({ '/order/detail': detail });
    const { data, errors } = await graph('{ order(orderNo: "TW1") { licenseTypeName } }');
    expect(data!.order).toBeNull();
    expect(errors![0].extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('a license whose row and edition name nothing', () => {
  it('has a null edition name, never an empty one', async () => {
    const row = { id: 1, license_type_name: '', license_type_id: 99, status: 0, period: 3, period_day: 0 };
    const graph = await specUpstream({ '/license/list': { lists: [row], page: 1, size: 20, total: 1 }, '/license/category': [] });
    const { data, errors } = await graph('{ licenses { items { id licenseTypeName } } }');
    expect(errors).toBeUndefined();
    expect(data!.licenses).toEqual({ items: [{ id: '1', licenseTypeName: null }] });
  });
});
