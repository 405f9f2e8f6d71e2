import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as userCalls from '../../../contract/user.ts';
import type { Call } from '../../../contract/index.ts';
import { ApiError } from './api-error.ts';
import { messages as accounts, fail, say } from '../accounts/messages.ts';
import { messages as content } from '../content/messages.ts';
import { messages as licensing } from '../licensing/messages.ts';
import { messages as orders } from '../orders/messages.ts';
import { messages as payments } from '../payments/messages.ts';
import { messages as plugins } from '../plugins/messages.ts';
import { messages as sales } from '../sales/messages.ts';
import { messages as teams } from '../teams/messages.ts';
import { translate, type Text } from './messages.ts';

/** Every table's entries once (each feature's table holds the kernel's too). */
const messages: Record<string, Text> = { ...accounts, ...content, ...licensing, ...orders, ...payments, ...plugins, ...sales, ...teams };
const tables: Record<string, Text>[] = [accounts, content, licensing, orders, payments, plugins, sales, teams];

const chinese = /[\u4e00-\u9fff]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the messages tables', () => {
  it('no key means two things in two tables', () => {
    const twice = tables.flatMap((table) => Object.entries(table).filter(([key, text]) => messages[key] !== text).map(([key]) => key));
    expect(twice).toEqual([]);
  });

  it('every message has a Chinese and an English text with the same placeholders', () => {
    const faulty = Object.entries(messages).filter(
      ([, text]) => !chinese.test(text.zh) || chinese.test(text.en) || text.en.length === 0 || placeholders(text.zh).join() !== placeholders(text.en).join(),
    );
    expect(faulty.map(([key]) => key)).toEqual([]);
  });

  it('no two messages share an English text, so translating a contract message finds one entry', () => {
    const seen = new Map<string, string>();
    const repeated = Object.entries(messages).filter(([key, text]) => seen.has(text.en) || !seen.set(text.en, key));
    expect(repeated.map(([key, text]) => `${key} repeats ${seen.get(text.en)}`)).toEqual([]);
  });

  it('fills values in and answers in the language asked for', () => {
    expect(say('en', 'mailTooSoon', { seconds: 42 })).toBe('A mail was just sent to this address; please try again in 42 seconds');
    expect(say('zh', 'mailTooSoon', { seconds: 42 })).toBe('刚刚已向该邮箱发送过邮件，请 42 秒后再试');
    const error = fail(429, 'tooManySignIns', { minutes: 15 }, { retryAfterSeconds: 900 });
    expect(error).toBeInstanceOf(ApiError);
    expect([error.statusCode, error.retryAfterSeconds, error.messageIn('zh'), error.messageIn('en')]).toEqual([
      429,
      900,
      '登录失败次数过多，请 15 分钟后再试',
      'Too many failed sign-in attempts; please try again in 15 minutes',
    ]);
  });

  it('translates English texts, templates included, and knows when it does not know one', () => {
    expect(translate('Please enter password', 'zh')).toBe('请输入密码');
    expect(translate('Please enter password', 'en')).toBe('Please enter password');
    expect(translate('At most 254 characters', 'zh')).toBe('最多 254 个字符');
    expect(translate('Something else entirely', 'zh')).toBeUndefined();
  });

  it('every message the account calls of the contract can give has a Chinese text', () => {
    const found = new Set<string>();
    for (const call of Object.values(userCalls) as Call[]) {
      const body = call.body as z.ZodObject | undefined;
      if (!body || !('shape' in body)) continue;
      for (const value of ['', ' ', 'x'.repeat(600)]) {
        const attempt = Object.fromEntries(Object.keys(body.shape).map((key) => [key, value]));
        for (const issue of body.safeParse(attempt).error?.issues ?? []) found.add(issue.message);
      }
    }
    const custom = [...found].filter((message) => !/^(Invalid|Too)/.test(message));
    expect(custom).toEqual(expect.arrayContaining(['Please enter password', 'Please enter your username or email address', 'At most 64 characters']));
    expect(custom.filter((message) => !translate(message, 'zh')?.match(chinese))).toEqual([]);
  });
});
