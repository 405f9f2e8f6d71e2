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
import type { OrderSource, PaymentType } from '../../../contract/index.ts';
import type { Context } from '../graph/context.ts';

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
 * The upstream's pay-information answer holds the whole order detail too, so a query that asks an order for
 * `payInfo(paymentType: …)` beside its other fields (the checkstand, the bank-transfer page) costs one call, not two.
 */
export const orderWithPayInfo = async (context: Context, orderNo: string, method: PaymentType): Promise<OrderSource> => {
  try {
    // the detail as the detail call answers it: pay information is `payInfo`'s to give
    const detail = { ...(await context.loaders.payInfo.load({ orderNo, method })), info: null };
    context.loaders.order.prime(orderNo, detail);
    return detail;
  } catch {
    return context.loaders.order.load(orderNo);
  }
};
