export type { Context } from './request-context.ts';
