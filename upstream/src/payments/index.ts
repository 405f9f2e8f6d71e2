/** Payments as other parts see them: the routes, the provider choice, the sandbox, the jobs and what staff confirm. */
export { NOTIFY_PATH, payRoutes } from './pay-routes.ts';
export { confirmTransfer, refundOrder, type PaymentRuntime } from './payment.ts';
export { paymentProviderOf } from './provider-choice.ts';
export { sandboxNotifications } from './sandbox-notifications-job.ts';
export { sandboxRoutes } from './sandbox-routes.ts';
export { createSandbox } from './sandbox.ts';
