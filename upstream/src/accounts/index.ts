/** The accounts feature as other parts see it: its routes, the session a bearer token names, captchas, publishing tokens. */
export { accessTokenRoutes } from './access-token-routes.ts';
export { publisherOfToken } from './access-token.ts';
export { captchaCode, consumeCaptcha } from './captcha.ts';
export { findSession } from './session.ts';
export { sessionRoutes, userRoutes } from './user-routes.ts';
