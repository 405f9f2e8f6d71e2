import {
  captureJson,
  fakeId,
  invalid,
  isMoney,
  notFound,
  orderJson,
  unprocessable,
  within,
  type Answer,
  type FakeCapture,
  type FakeOrder,
  type LedgerState,
  type Unit,
} from './fake-paypal-shapes.ts';

/** The fake's Orders v2: create, show, capture, and the buyer's approval or cancel on the checkout page. */

type OrderRequest = {
  intent?: unknown;
  purchase_units?: Array<Partial<Unit>>;
  payment_source?: { paypal?: { experience_context?: { return_url?: unknown; cancel_url?: unknown } } };
};

/** Refuses what PayPal refuses of the adapter's request (PayPal's field limits), or answers undefined. */
const orderRequestProblem = (request: OrderRequest): Answer | undefined => {
  const units = request.purchase_units;
  const context = request.payment_source?.paypal?.experience_context;
  if (request.intent !== 'CAPTURE') return invalid('INVALID_PARAMETER_VALUE', 'intent must be CAPTURE here');
  if (!Array.isArray(units) || units.length !== 1) return invalid('INVALID_ARRAY_MAX_ITEMS', 'one purchase unit');
  const [unit] = units;
  if (!isMoney(unit.amount)) return invalid('MISSING_REQUIRED_PARAMETER', 'purchase_units[0].amount');
  if (!within(unit.custom_id, 127) || !within(unit.invoice_id, 127) || !within(unit.description, 127) || !within(unit.reference_id, 256))
    return invalid('INVALID_STRING_LENGTH', 'a purchase unit field is too long or empty');
  const urls = [context?.return_url, context?.cancel_url];
  if (!urls.every((url) => typeof url === 'string' && URL.canParse(url)))
    return invalid('MISSING_REQUIRED_PARAMETER', 'payment_source.paypal.experience_context.return_url / cancel_url');
  return undefined;
};

export const createOrder = (state: LedgerState, request: OrderRequest): Answer => {
  const problem = orderRequestProblem(request);
  if (problem) return problem;
  const unit = request.purchase_units![0] as Unit;
  const context = request.payment_source!.paypal!.experience_context!;
  const order: FakeOrder = {
    id: fakeId(),
    status: 'PAYER_ACTION_REQUIRED',
    unit: { reference_id: unit.reference_id ?? 'default', custom_id: unit.custom_id, invoice_id: unit.invoice_id, description: unit.description, amount: unit.amount },
    returnUrl: context.return_url as string,
    cancelUrl: context.cancel_url as string,
    captureIds: [],
  };
  state.orders.set(order.id, order);
  return { status: 201, body: orderJson(state, order) };
};

export const getOrder = (state: LedgerState, id: string): Answer => {
  const order = state.orders.get(id);
  return order ? { status: 200, body: orderJson(state, order) } : notFound();
};

export const captureOrder = (state: LedgerState, id: string): Answer => {
  const order = state.orders.get(id);
  if (!order) return notFound();
  if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED', "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.");
  if (order.status !== 'APPROVED')
    return unprocessable('ORDER_NOT_APPROVED', "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'payer-action' url.");
  const rule = state.captureRules.shift() ?? {};
  if (rule.issue) {
    order.status = 'PAYER_ACTION_REQUIRED';
    return unprocessable(rule.issue, 'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.');
  }
  const capture: FakeCapture = {
    id: fakeId(),
    orderId: order.id,
    status: rule.status ?? 'COMPLETED',
    amount: { currency_code: rule.currency_code ?? order.unit.amount.currency_code, value: rule.value ?? order.unit.amount.value },
    custom_id: rule.custom_id ?? order.unit.custom_id,
    invoice_id: order.unit.invoice_id,
    refundIds: [],
  };
  state.captures.set(capture.id, capture);
  order.captureIds.push(capture.id);
  order.status = 'COMPLETED';
  return { status: 201, body: orderJson(state, order) };
};

const waiting = (state: LedgerState, id: string) => {
  const order = state.orders.get(id);
  if (!order || order.status !== 'PAYER_ACTION_REQUIRED') throw new Error(`fake PayPal: order ${id} is not waiting for the buyer`);
  return order;
};

/** The buyer approved on the checkout page: the URL PayPal sends their browser to, with token and PayerID. */
export const approveOrder = (state: LedgerState, id: string) => {
  const order = waiting(state, id);
  order.status = 'APPROVED';
  order.payerId ??= fakeId(13);
  const url = new URL(order.returnUrl);
  url.searchParams.set('token', order.id);
  url.searchParams.set('PayerID', order.payerId);
  return url.toString();
};

/** The buyer cancelled on the checkout page: the cancel URL with the token alone. */
export const cancelOrder = (state: LedgerState, id: string) => {
  const order = waiting(state, id);
  const url = new URL(order.cancelUrl);
  url.searchParams.set('token', order.id);
  return url.toString();
};

export const voidOrder = (state: LedgerState, id: string) => {
  const order = state.orders.get(id);
  if (!order) throw new Error(`fake PayPal: no order ${id}`);
  order.status = 'VOIDED';
};

export const captureShown = (state: LedgerState, id: string) => captureJson(state, state.captures.get(id)!);
