import { describe, expect, it } from 'vitest';
import { CROSS_LOGIN_MESSAGE, codeFromSister } from './cross-login-messages.ts';

const parent = { postMessage: () => {} } as unknown as MessageEventSource;
const stranger = { postMessage: () => {} } as unknown as MessageEventSource;
const sister = 'http://localhost:8080';
const code = { kind: CROSS_LOGIN_MESSAGE.code, code: 'c0de', userId: '7', switchUser: false };

describe("the cross-site login frame's gate", () => {
  it('takes a code posted by its parent from the sister origin', () => {
    expect(codeFromSister({ origin: sister, source: parent, data: code }, sister, parent)).toEqual(code);
  });

  it('ignores a code posted from any other origin, even by its parent', () => {
    expect(codeFromSister({ origin: 'https://evil.example', source: parent, data: code }, sister, parent)).toBeNull();
    expect(codeFromSister({ origin: 'http://localhost:8081', source: parent, data: code }, sister, parent)).toBeNull();
  });

  it('ignores a code from a window other than its parent (an opener, another frame), even on the sister origin', () => {
    expect(codeFromSister({ origin: sister, source: stranger, data: code }, sister, parent)).toBeNull();
  });

  it('ignores a page opened on its own: no parent, no code', () => {
    expect(codeFromSister({ origin: sister, source: null, data: code }, sister, null)).toBeNull();
  });

  it('ignores messages that are not codes (a session token, a malformed code)', () => {
    expect(codeFromSister({ origin: sister, source: parent, data: { token: 'session-token' } }, sister, parent)).toBeNull();
    expect(codeFromSister({ origin: sister, source: parent, data: { ...code, code: 42 } }, sister, parent)).toBeNull();
    expect(codeFromSister({ origin: sister, source: parent, data: 'c0de' }, sister, parent)).toBeNull();
  });
});
