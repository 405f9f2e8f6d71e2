/** The accounts feature as other parts see it: its routes, the session a bearer token names, captchas, publishing tokens. */
export { accessTokenRoutes } from './access-token-routes.ts';
export { publisherOfToken } from './access-token.ts';
export { captchaCode, consumeCaptcha } from './captcha.ts';
export { findSession } from './session.ts';
export { sessionRoutes, userRoutes } from './user-routes.ts';
// staff sign in as buyers do, with the same hashing of passwords and tokens (staff/)
export { decoyHash, hashPassword, verifyPassword } from './password.ts';
export { hashToken, newToken } from './tokens.ts';
// staff members follow the site's rules for names, addresses and passwords
export { checkEmail, checkNewPassword, checkUsername } from './account-rules.ts';
