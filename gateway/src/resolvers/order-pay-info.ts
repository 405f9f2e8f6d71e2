import {
  getArgumentValues,
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getNamedType,
  isObjectType,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import { getOrderPayInfo, type DataOf, type OrderSource, type PaymentType } from '../../../contract/index.ts';
import type { Context } from '../context.ts';

type PayInfoAnswer = DataOf<typeof getOrderPayInfo>;

/**
 * The upstream's pay-information answer holds the whole order detail too. A query that asks an order for
 * `payInfo(paymentType: …)` beside its other fields (the checkstand, the bank-transfer page) is answered
 * from that one call instead of a detail call and a pay-information call. Answers are kept per request.
 */
const asked = new WeakMap<Context, Map<string, Promise<PayInfoAnswer>>>();
const keyOf = (orderNo: string, method: PaymentType) => `${orderNo}\n${method}`;

/** The one pay-information call of this request for an order and method. */
export const payInfoOf = (context: Context, orderNo: string, method: PaymentType) => {
  let answers = asked.get(context);
  if (!answers) asked.set(context, (answers = new Map()));
  const key = keyOf(orderNo, method);
  let answer = answers.get(key);
  if (!answer) {
    answer = context.upstream.call(getOrderPayInfo, { query: { order_no: orderNo, payment_type: method } });
    answers.set(key, answer);
  }
  return answer;
};

/** Whether a field node is kept by its @skip / @include directives. */
const included = (node: Parameters<typeof getDirectiveValues>[1], variables: GraphQLResolveInfo['variableValues']) =>
  getDirectiveValues(GraphQLSkipDirective, node, variables)?.if !== true && getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;

/** The method the query names for `payInfo` under this order field (a literal or a variable), if it names one. */
export const payInfoMethodAsked = (info: GraphQLResolveInfo): PaymentType | null => {
  const orderType = getNamedType(info.returnType);
  const field = isObjectType(orderType) ? orderType.getFields().payInfo : undefined;
  if (!field) return null;
  const search = (selections: SelectionSetNode | undefined): PaymentType | null => {
    for (const node of selections?.selections ?? []) {
      if (!included(node, info.variableValues)) continue;
      if (node.kind === Kind.FIELD && node.name.value === 'payInfo') {
        const method = getArgumentValues(field, node, info.variableValues).paymentType as PaymentType | null | undefined;
        if (method) return method;
      } else if (node.kind === Kind.INLINE_FRAGMENT) {
        const found = search(node.selectionSet);
        if (found) return found;
      } else if (node.kind === Kind.FRAGMENT_SPREAD) {
        const found = search(info.fragments[node.name.value]?.selectionSet);
        if (found) return found;
      }
    }
    return null;
  };
  for (const node of info.fieldNodes) {
    const found = search(node.selectionSet);
    if (found) return found;
  }
  return null;
};

/**
 * An order whose query also asks its pay information by a named method: the detail comes from the
 * pay-information call, and the request's order loader keeps it for every other field. When that call is
 * refused (a method the order cannot use), the order still shows from its detail; `payInfo` reports the refusal.
 */
export const orderWithPayInfo = async (context: Context, orderNo: string, method: PaymentType): Promise<OrderSource> => {
  try {
    // the detail as the detail call answers it: pay information is `payInfo`'s to give
    const detail = { ...(await payInfoOf(context, orderNo, method)), info: null };
    context.loaders.order.prime(orderNo, detail);
    return detail;
  } catch {
    return context.loaders.order.load(orderNo);
  }
};
