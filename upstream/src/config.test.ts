import { describe, expect, it } from 'vitest';
import { readUpstreamConfig } from './config.ts';

describe('upstream configuration', () => {
  it('MAIL_URL is optional and accepts smtp:// and smtps://', () => {
    expect(readUpstreamConfig({}).MAIL_URL).toBeUndefined();
    expect(readUpstreamConfig({ MAIL_URL: 'smtp://user:pass@mail.example:587' }).MAIL_URL).toBe('smtp://user:pass@mail.example:587');
    expect(readUpstreamConfig({ MAIL_URL: 'smtps://mail.example' }).MAIL_URL).toBe('smtps://mail.example');
  });

  it('a MAIL_URL that is not SMTP stops start-up with a message naming it', () => {
    expect(() => readUpstreamConfig({ MAIL_URL: 'http://mail.example' })).toThrow(/MAIL_URL: must be smtp:\/\/… or smtps:\/\//);
  });
});
