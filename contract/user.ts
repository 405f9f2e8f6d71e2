import { z } from 'zod';
import { defineCall, type DataOf } from './call.ts';
import { id, integer, required, text } from './input.ts';
import { timestamp } from './envelope.ts';
import { CAPTCHA_CODE_MAX } from './rules.ts';

/** 0 = email not verified yet, 1 = verified */
export const userStatus = z.union([z.literal(0), z.literal(1)]);
export type UserStatus = z.infer<typeof userStatus>;

/** Runtime values of the GraphQL enum UserStatus. */
export const userStatusEnum = { UNVERIFIED: 0, VERIFIED: 1 } as const satisfies Record<string, UserStatus>;

export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string().nullable().default(null),
  country: z.string().nullable().default(null),
  /** the API key */
  key: z.string().nullable().default(null),
  status: userStatus,
  created_at: timestamp,
});
export type User = z.infer<typeof user>;

export const captcha = z.object({
  /** a data-URL image (e.g. data:image/svg+xml;base64,…) */
  captcha: z.string(),
  uuid: z.string(),
});
export type Captcha = z.infer<typeof captcha>;

export const getCaptcha = defineCall({
  id: 'getCaptcha',
  method: 'GET',
  path: '/user/captcha',
  summary: 'A new single-use captcha: the image as a data URL and the uuid to send back with its code.',
  auth: 'none',
  data: captcha,
  example: {},
});

export const signUp = defineCall({
  id: 'signUp',
  method: 'POST',
  path: '/user/register',
  summary: 'Create an account; an activation mail goes to the address. Answers the new user id.',
  auth: 'none',
  body: z.object({
    username: required('Please enter your username', 64),
    email: required('Please enter your email.', 254),
    password: text().min(1, 'Please enter password').max(128),
    confirmPassword: text().min(1, 'Please confirm the password').max(128),
    /** the agreement the user accepted, as text (its title or version) */
    agreement: text().trim().max(10000).default(''),
    code: required('Please enter the verification code', CAPTCHA_CODE_MAX),
    uuid: required('Please refresh the verification code', 64),
  }),
  data: z.object({ id: z.number().int() }),
});

export const activateAccount = defineCall({
  id: 'activateAccount',
  method: 'POST',
  path: '/user/activate',
  summary: "Verify the account's email with the token from the activation mail.",
  auth: 'none',
  body: z.object({ token: required('Missing activation token', 512) }),
  data: z.unknown(),
});

export const resendActivationMail = defineCall({
  id: 'resendActivationMail',
  method: 'POST',
  path: '/user/resendActiveMail',
  summary: 'Send the activation mail again to the user with this id (rate limited).',
  auth: 'none',
  body: z.object({ id: id('id') }),
  data: z.unknown(),
});

export const signIn = defineCall({
  id: 'signIn',
  method: 'POST',
  path: '/user/login',
  summary: 'Sign in with username or email, password and captcha; answers a bearer token and the user.',
  auth: 'none',
  body: z.object({
    username: required('Please enter your username or email address', 254),
    password: text().min(1, 'Please enter password').max(128),
    code: required('Please enter the verification code', CAPTCHA_CODE_MAX),
    uuid: required('Please refresh the verification code', 64),
  }),
  data: z.object({ token: z.string(), user }),
});

export const getUserInfo = defineCall({
  id: 'getUserInfo',
  method: 'GET',
  path: '/user/info',
  summary: 'The signed-in user. With index=1 the body is returned as is (the caller reads statusCode).',
  auth: 'required',
  query: z.object({ index: integer('index').optional() }),
  data: user,
  example: {},
});

export const refreshApiKey = defineCall({
  id: 'refreshApiKey',
  method: 'POST',
  path: '/user/updateKey',
  summary: 'Replace the API key with a new one; answers the new key.',
  auth: 'required',
  data: z.object({ key: z.string() }),
});

export const requestPasswordReset = defineCall({
  id: 'requestPasswordReset',
  method: 'POST',
  path: '/user/send/retrievePasswordMail',
  summary: 'Mail a password reset link when username and email belong to the same account.',
  auth: 'none',
  body: z.object({
    username: required('Please enter your username', 64),
    email: required('Please enter your email.', 254),
  }),
  data: z.unknown(),
});

export const resetPassword = defineCall({
  id: 'resetPassword',
  method: 'POST',
  path: '/user/retrievePassword',
  summary: 'Set a new password with the token from the reset mail.',
  auth: 'none',
  body: z.object({
    token: required('Missing reset token', 512),
    password: text().min(1, 'Please enter password').max(128),
    confirmPassword: text().min(1, 'Please confirm the password').max(128),
  }),
  data: z.unknown(),
});

export const changePassword = defineCall({
  id: 'changePassword',
  method: 'POST',
  path: '/user/updatePassword',
  summary: "Change the signed-in user's password, given the current one.",
  auth: 'required',
  body: z.object({
    password: text().min(1, 'Please enter your current password').max(128),
    newPassword: text().min(1, 'Please enter a new password').max(128),
    confirmNewPassword: text().min(1, 'Please re-enter the new password').max(128),
  }),
  data: z.unknown(),
});

export type SignInAnswer = DataOf<typeof signIn>;
export type SignUpAnswer = DataOf<typeof signUp>;

// Sign-out and cross-site login (issue #12): the session ends on the server, and the sister origin signs in
// with a short-lived single-use code, never with the session token itself.

export const signOut = defineCall({
  id: 'signOut',
  method: 'POST',
  path: '/user/signOut',
  summary: "End the caller's session: its bearer token stops working at once.",
  auth: 'required',
  data: z.unknown(),
});

export const signOutEverywhere = defineCall({
  id: 'signOutEverywhere',
  method: 'POST',
  path: '/user/signOutEverywhere',
  summary: "End every session of the caller's account, the caller's own included.",
  auth: 'required',
  data: z.unknown(),
});

export const createCrossLoginCode = defineCall({
  id: 'createCrossLoginCode',
  method: 'POST',
  path: '/user/crossLogin/code',
  summary:
    "A code that signs the caller's account in on the other language's site: good for 60 seconds, once, and only while the caller's session lasts.",
  auth: 'required',
  data: z.object({ code: z.string(), expires_at: timestamp }),
});

export const redeemCrossLoginCode = defineCall({
  id: 'redeemCrossLoginCode',
  method: 'POST',
  path: '/user/crossLogin/redeem',
  summary: 'Trade a cross-site login code for a new session of the account it was made for; answers a bearer token and the user.',
  auth: 'none',
  body: z.object({ code: required('Missing cross-site login code', 128) }),
  data: z.object({ token: z.string(), user }),
});
