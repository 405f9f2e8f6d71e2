import { z } from 'zod';
import { integer } from './input.ts';

/** Every /api answer: `statusCode` 200 means success; `messages` explains anything else. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    statusCode: z.number().int(),
    messages: z.string().default(''),
    data,
  });

/** The failure answer: any statusCode but 200, data usually null. */
export const failure = z.object({
  statusCode: z.number().int(),
  messages: z.string(),
  data: z.unknown().optional(),
});

/** Paged answers carry `lists`, `page`, `size`, `total`. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    lists: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });

export const pageQuery = z.object({
  page: integer('page', { min: 1 }).default(1),
  size: integer('size', { min: 1, max: 10000 }).default(20),
});
export type PageQuery = z.output<typeof pageQuery>;

/** Timestamps travel as text ("2026-11-02 10:00:00" or ISO); the gateway normalises them. */
export const timestamp = z.string();
