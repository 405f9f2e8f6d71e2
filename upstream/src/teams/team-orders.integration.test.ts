import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License, OrderDetail, OrderListRow, Team } from '../../../contract/index.ts';
import { DAY } from '../domain/clock.ts';
import { licenseExpiry } from '../licensing/license-term.ts';
import { receiptFacts } from '../orders/receipt.ts';
import { freshAccount, freshIp, from, lastMailTo, tokenFor, tokenOf } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { confirmTransferOf, twoPersonRefund } from '../testing/staff-money.ts';
import { buyer, details, type Buyer } from '../testing/orders.ts';

let t: TestUpstream;
beforeAll(async () => {
  t = await startTestUpstream();
});
afterAll(() => t.close());

const RED_TEAM = 13;
const mid = (n: number) => `T${String(n).padStart(31, '0')}`;
let machines = 0;

/** The buyer signed in afresh (the clock moves weeks in these tests, past any session), in `lang`. */
const fresh = async (b: Buyer, lang = 'en'): Promise<Buyer> => {
  const { token } = await tokenFor(t, b.account.username, b.account.password);
  return {
    token,
    account: b.account,
    get: (path) => t.api(path, { headers: from(freshIp(), lang, token) }),
    post: (path, json) => t.api(path, { method: 'POST', json, headers: from(freshIp(), lang, token) }),
  };
};

const order = (b: Buyer, body: Record<string, unknown>) =>
  b.post<{ order_no: string }>('/order/add', { ...details, license_type_id: RED_TEAM, payment_type: 'company_pay', quantity: 1, period: 12, ...body });
const placed = async (b: Buyer, body: Record<string, unknown>) => {
  const { body: answer } = await order(b, body);
  if (answer.statusCode !== 200) throw new Error(`order refused: ${answer.messages}`);
  return answer.data.order_no;
};
const pay = async (orderNo: string) => expect((await confirmTransferOf(t, orderNo)).status).toBe(200);
const orderRow = (orderNo: string) => t.upstream.db.selectFrom('order').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const licenseRows = (ids: number[]) => t.upstream.db.selectFrom('license').selectAll().where('id', 'in', ids).orderBy('id').execute();
const seatsOf = (teamId: number) => t.upstream.db.selectFrom('team_seat').selectAll().where('team_id', '=', teamId).orderBy('license_id').execute();
const generate = (b: Buyer, licenseId: number) =>
  fetch(`${t.upstream.apiUrl}/license/generateById?license_id=${licenseId}&mid=${mid(++machines)}`, { headers: { authorization: `Bearer ${b.token}` } });

/** A team of `owner`, with `member` joined as a member when given. */
const teamOf = async (owner: Buyer, member?: Buyer) => {
  const team = (await owner.post<Team>('/team/create', { name: 'Blue Team' })).body.data;
  if (member) {
    const { email } = freshAccount('tm');
    await owner.post('/team/invite', { team_id: team.id, email });
    await member.post('/team/invitation/accept', { token: tokenOf((await lastMailTo(t, email)).links[0]!) });
  }
  return team;
};

/** A team whose owner bought `count` Red Team seats for it, all generated; the clock then 10 days before they end. */
const generatedSeats = async (count: number) => {
  const owner = await buyer(t);
  const team = await teamOf(owner);
  const orderNo = await placed(owner, { quantity: count, period: 3, team_id: team.id });
  await pay(orderNo);
  const ids = (await seatsOf(team.id)).map((seat) => seat.license_id);
  for (const id of ids) expect((await generate(owner, id)).status).toBe(200);
  const [first] = await licenseRows(ids);
  t.clock.advance(first!.expired_at!.getTime() - 10 * DAY - t.clock.now().getTime());
  return { owner: await fresh(owner), team, ids };
};

describe('an order placed for a team', () => {
  it('once paid, its licences are the team’s seats, held by the buyer, and the order names the team', async () => {
    const owner = await buyer(t);
    const team = await teamOf(owner);
    const orderNo = await placed(owner, { quantity: 5, team_id: team.id });
    expect(await seatsOf(team.id)).toEqual([]);
    await pay(orderNo);
    const seats = await seatsOf(team.id);
    const { id: orderId } = await orderRow(orderNo);
    const issued = await t.upstream.db.selectFrom('license').select('id').where('order_id', '=', orderId).orderBy('id').execute();
    expect(seats.map((seat) => [seat.license_id, seat.member_id])).toEqual(issued.map((row) => [row.id, owner.account.id]));
    expect(seats).toHaveLength(5);
    expect((await owner.get<OrderDetail>(`/order/detail?order_no=${orderNo}`)).body.data.team_name).toBe('Blue Team');
    const list = (await owner.get<{ lists: OrderListRow[] }>('/order/list')).body.data.lists;
    expect(list.find((row) => row.order_no === orderNo)?.team_name).toBe('Blue Team');
    expect((await owner.get<{ lists: License[] }>('/license/list?size=100')).body.data.lists).toHaveLength(5);
  });

  it('an order for oneself names no team and seats nothing', async () => {
    const b = await buyer(t);
    const orderNo = await placed(b, {});
    await pay(orderNo);
    expect((await b.get<OrderDetail>(`/order/detail?order_no=${orderNo}`)).body.data.team_name).toBeNull();
    expect(await t.upstream.db.selectFrom('team_seat').innerJoin('license', 'license.id', 'team_seat.license_id').select('license.id').where('license.user_id', '=', b.account.id).execute()).toEqual([]);
  });

  it('is refused to a member of the team (403) and to a stranger (404), in their language', async () => {
    const owner = await buyer(t);
    const member = await buyer(t, 'zh-CN');
    const team = await teamOf(owner, member);
    expect((await order(member, { team_id: team.id })).body).toMatchObject({ statusCode: 403, messages: '只有团队所有者和管理员可以执行此操作' });
    const stranger = await buyer(t);
    expect((await order(stranger, { team_id: team.id })).body).toMatchObject({ statusCode: 404, messages: `Team ${team.id} does not exist` });
    expect(await t.upstream.db.selectFrom('order').select('id').where('team_id', '=', team.id).execute()).toEqual([]);
  });

  it('a refund withdraws its licences and so the team’s seats', async () => {
    const owner = await buyer(t);
    const team = await teamOf(owner);
    const orderNo = await placed(owner, { quantity: 2, team_id: team.id });
    await pay(orderNo);
    expect(await seatsOf(team.id)).toHaveLength(2);
    expect((await twoPersonRefund(t, orderNo)).status).toBe(200);
    expect(await seatsOf(team.id)).toEqual([]);
    expect((await owner.get<{ lists: License[] }>('/license/list')).body.data.lists).toEqual([]);
  });

  it('a member of the team sees none of its orders', async () => {
    const owner = await buyer(t);
    const member = await buyer(t);
    const team = await teamOf(owner, member);
    const orderNo = await placed(owner, { quantity: 2, team_id: team.id });
    await pay(orderNo);
    expect((await member.get<{ lists: OrderListRow[] }>('/order/list')).body.data.lists).toEqual([]);
    expect((await member.get(`/order/detail?order_no=${orderNo}`)).body).toMatchObject({ statusCode: 404 });
  });
});

describe('renewing a team’s seats in one order', () => {
  it('three seats are one order: each is extended by the period, keeps its MID, and one receipt lists them', async () => {
    const { owner, ids } = await generatedSeats(4);
    const renewed = ids.slice(0, 3);
    const before = await licenseRows(ids);
    const orderNo = await placed(owner, { quantity: 3, renew_license_ids: renewed });
    await pay(orderNo);
    const after = await licenseRows(ids);
    for (const [i, row] of after.entries()) {
      const expected = renewed.includes(row.id) ? licenseExpiry(before[i]!.expired_at!, 12, 0) : before[i]!.expired_at;
      expect({ id: row.id, mid: row.mid, end: row.expired_at }).toEqual({ id: row.id, mid: before[i]!.mid, end: expected });
    }
    expect(await t.upstream.db.selectFrom('license').select('id').where('order_id', '=', (await orderRow(orderNo)).id).execute()).toEqual([]);
    const detail = (await owner.get<OrderDetail>(`/order/detail?order_no=${orderNo}`)).body.data;
    expect(detail).toMatchObject({ quantity: 3, renews_license_ids: renewed, renews_license_id: renewed[0] });
    const facts = await receiptFacts(t.upstream.db, await orderRow(orderNo), { site: 'http://localhost:8080' });
    expect(facts.renews).toEqual(renewed);
  });

  it('a refund takes back what it added to each seat', async () => {
    const { owner, ids } = await generatedSeats(2);
    const before = await licenseRows(ids);
    const orderNo = await placed(owner, { quantity: 2, renew_license_ids: ids });
    await pay(orderNo);
    expect((await twoPersonRefund(t, orderNo)).status).toBe(200);
    expect((await licenseRows(ids)).map((row) => row.expired_at)).toEqual(before.map((row) => row.expired_at));
  });

  it('the same seats renewed by two orders placed and paid at once: both are accepted and each seat gains both periods', async () => {
    const { owner, ids } = await generatedSeats(3);
    const before = await licenseRows(ids);
    const [first, second] = await Promise.all([placed(owner, { quantity: 3, renew_license_ids: ids }), placed(owner, { quantity: 3, renew_license_ids: [...ids].reverse() })]);
    const paid = await Promise.all([confirmTransferOf(t, first), confirmTransferOf(t, second)]);
    expect(paid.map((answer) => answer.status)).toEqual([200, 200]);
    const after = await licenseRows(ids);
    expect(after.map((row) => row.expired_at)).toEqual(before.map((row) => licenseExpiry(licenseExpiry(row.expired_at!, 12, 0), 12, 0)));
    const events = await t.upstream.db.selectFrom('license_event').select('license_id').where('license_id', 'in', ids).where('kind', '=', 'renewed').execute();
    expect(events).toHaveLength(6);
  });

  it('a manager renews the team’s seats; a member of the team is told they do not exist', async () => {
    const { owner, team, ids } = await generatedSeats(2);
    const manager = await buyer(t);
    const member = await buyer(t);
    const { email } = freshAccount('mgr');
    await owner.post('/team/invite', { team_id: team.id, email, role: 'manager' });
    await manager.post('/team/invitation/accept', { token: tokenOf((await lastMailTo(t, email)).links[0]!) });
    const { email: memberEmail } = freshAccount('mem');
    await owner.post('/team/invite', { team_id: team.id, email: memberEmail });
    await member.post('/team/invitation/accept', { token: tokenOf((await lastMailTo(t, memberEmail)).links[0]!) });
    expect((await order(member, { quantity: 2, renew_license_ids: ids })).body).toMatchObject({ statusCode: 404, messages: `License ${ids[0]} does not exist` });
    expect((await order(manager, { quantity: 2, renew_license_ids: ids })).body.statusCode).toBe(200);
  });
});

describe('a team renewal is refused, in both languages', () => {
  it('when its quantity is not the number of licences, or a licence is named twice', async () => {
    const { owner, ids } = await generatedSeats(2);
    expect((await order(owner, { quantity: 3, renew_license_ids: ids })).body).toMatchObject({ statusCode: 400, messages: 'The quantity of a renewal is the number of licenses it renews (2)' });
    const zh = await fresh(owner, 'zh-CN');
    expect((await order(zh, { quantity: 2, renew_license_ids: [ids[0], ids[0]] })).body).toMatchObject({ statusCode: 400, messages: '同一订单中每个授权只能续费一次' });
  });

  it('when the licences are of different editions', async () => {
    const { owner, team, ids } = await generatedSeats(1);
    const vulScan = await placed(owner, { license_type_id: 14, period: 3, team_id: team.id });
    await pay(vulScan);
    const other = (await seatsOf(team.id)).map((seat) => seat.license_id).find((id) => !ids.includes(id))!;
    expect((await order(owner, { quantity: 2, renew_license_ids: [ids[0], other] })).body).toMatchObject({ statusCode: 400, messages: 'The licenses renewed in one order are of one edition' });
    const zh = await fresh(owner, 'zh-CN');
    expect((await order(zh, { quantity: 2, renew_license_ids: [ids[0], other] })).body.messages).toBe('同一订单续费的授权须为同一版本');
  });

  it('when one licence is not renewable yet, naming it', async () => {
    const { owner, team, ids } = await generatedSeats(1);
    await pay(await placed(owner, { period: 3, team_id: team.id }));
    const newer = (await seatsOf(team.id)).map((seat) => seat.license_id).find((id) => !ids.includes(id))!;
    expect((await order(owner, { quantity: 2, renew_license_ids: [ids[0], newer] })).body).toMatchObject({
      statusCode: 400,
      messages: `License ${newer}: This license has not been generated yet, so its term has not started`,
    });
    const zh = await fresh(owner, 'zh-CN');
    expect((await order(zh, { quantity: 2, renew_license_ids: [ids[0], newer] })).body.messages).toBe(`授权 ${newer}：该授权尚未生成，有效期尚未开始`);
  });

  it('when a licence is of another team', async () => {
    const mine = await generatedSeats(1);
    const theirs = await generatedSeats(1);
    const owner = await fresh(mine.owner);
    expect((await order(owner, { quantity: 2, renew_license_ids: [mine.ids[0], theirs.ids[0]] })).body).toMatchObject({
      statusCode: 404,
      messages: `License ${theirs.ids[0]} does not exist`,
    });
    const zh = await fresh(mine.owner, 'zh-CN');
    expect((await order(zh, { quantity: 2, renew_license_ids: [mine.ids[0], theirs.ids[0]] })).body.messages).toBe(`授权 ${theirs.ids[0]} 不存在`);
  });
});
