import type { Params } from '../domain/messages.ts';
import { say, textOf, type packageRules } from './messages.ts';

/** Kinds of secret, named in the refusal. */
export const secretKinds = {
  privateKey: { en: 'a private key', zh: '私钥' },
  aws: { en: 'an AWS access key', zh: 'AWS 访问密钥' },
  github: { en: 'a GitHub token', zh: 'GitHub 令牌' },
  slack: { en: 'a Slack token', zh: 'Slack 令牌' },
  google: { en: 'a Google API key', zh: 'Google API 密钥' },
  stripe: { en: 'a Stripe secret key', zh: 'Stripe 密钥' },
  generic: { en: 'an API key or password', zh: 'API 密钥或密码' },
  tidewatch: { en: 'a Tidewatch publishing token', zh: 'Tidewatch 发布令牌' },
} as const;
export type SecretKind = keyof typeof secretKinds;

export type PackageRule = keyof typeof packageRules;

/** What a field is for, in the required-field message. */
export const requiredFields = {
  name: { en: 'the extension name', zh: '扩展名称' },
  publisher: { en: 'your publisher name', zh: '发布者名称' },
  engines: { en: 'the lowest product version it runs on', zh: '可运行的最低产品版本' },
  version: { en: 'the extension version', zh: '扩展版本' },
  main: { en: 'the path of the main script', zh: '主脚本路径' },
  description: { en: 'a one-line English description', zh: '一句话英文描述' },
  contributes: { en: 'an object of settings, views and themes', zh: '配置、视图和主题对象' },
} as const;


export interface PackageIssue {
  rule: PackageRule;
  /** in the requested language */
  message: string;
  /** in both, so a stored warning follows the reader's language later */
  text: { en: string; zh: string };
}

/** A rule's refusal or warning; a `kind` of secret is named in each language. */
export const issue = (rule: PackageRule, locale: 'zh' | 'en', params: Params = {}): PackageIssue => {
  const filled = typeof params.kind === 'string' && params.kind in secretKinds ? { ...params, kind: secretKinds[params.kind as SecretKind] } : params;
  const text = textOf(rule, filled);
  return { rule, message: say(locale, rule, filled), text };
};
