/**
 * Compile-time tests, checked by `npm run typecheck` (no runtime: vitest runs only `*.test.ts`). Each
 * `@ts-expect-error` below must stay an error: if the request types stopped catching a misspelt, missing or
 * mistyped REST field, tsc would report the directive as unused and the type check would fail.
 */
import { expectTypeOf } from 'vitest';
import { completePayPalPayment, contactSales, createOrder, deletePlugin, getLicense, listVersions, previewOrder, type RequestOf } from '../../../contract/index.ts';
import type { Upstream } from './client.ts';

declare const upstream: Upstream;
const order = { license_type_id: 3, payment_type: 'paypal', quantity: 1, period: 12 } as const;

// What the resolvers send today compiles.
void upstream.call(previewOrder, { body: order });
void upstream.call(createOrder, { body: { ...order, name: 'Ann Lee', country: 'CN' } });
void upstream.raw(completePayPalPayment, { body: { orderNo: 'A1', PayerID: 'P1', paymentId: 'PAY-1' } });
void upstream.call(contactSales, { body: { name: 'Ann', mobile: '123', company: 'Acme', country: 'CN', position: 'CTO', use: 'audit', license_type_id: 3 } });
void upstream.call(listVersions);

// A misspelt body field.
// @ts-expect-error `license_typ_id` is not a field of the order body
void upstream.call(previewOrder, { body: { ...order, license_typ_id: 3 } });
// @ts-expect-error PayPal's return parameter is spelt `PayerID`
void upstream.raw(completePayPalPayment, { body: { orderNo: 'A1', payerId: 'P1' } });

// A required field left out.
// @ts-expect-error `period` is required
void upstream.call(previewOrder, { body: { license_type_id: 3, payment_type: 'paypal', quantity: 1 } });
// @ts-expect-error the order's body is required
void upstream.call(createOrder);

// A GraphQL ID passed on as it came (a string): the contract's row ids are numbers at the gateway.
// @ts-expect-error `license_id` is a number
void upstream.raw(getLicense, { query: { license_id: '7' } });
// @ts-expect-error `id` is a number
void upstream.call(deletePlugin, { params: { id: '7' } });

// A part the call does not take.
// @ts-expect-error listVersions takes no body
void upstream.call(listVersions, { body: { page: 1 } });

// Defaults the contract states make their fields optional; nothing else does.
expectTypeOf<RequestOf<typeof contactSales>['body']['quantity']>().toEqualTypeOf<number | undefined>();
expectTypeOf<RequestOf<typeof contactSales>['body']['email']>().toEqualTypeOf<string | undefined>();
expectTypeOf<RequestOf<typeof previewOrder>['body']['license_type_id']>().toEqualTypeOf<number>();
