/**
 * The real payment providers this build offers, by the name PAYMENT_PROVIDER gives them (payments/providers.ts builds
 * the ones chosen, with their settings). Each adapter speaks its provider's documented API.
 */
export const realProviders = {};
