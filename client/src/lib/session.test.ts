// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getToken, getUser, saveSession, saveToken, sessionVersion, subscribeSession } from './session.ts';

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the token and the encoded user, Chinese names included', () => {
    saveSession('t1', { id: '7', username: '张三', email: 'z@example.com' });
    expect(getToken()).toBe('t1');
    expect(localStorage.getItem('username')).toBe('张三');
    expect(getUser()).toEqual({ id: '7', username: '张三', email: 'z@example.com' });
  });

  it('clears the session when the stored user info cannot be decoded', () => {
    saveSession('t1', { id: '7', username: 'a', email: 'a@example.com' });
    localStorage.setItem('userInfo', '%%%not-base64');
    expect(getUser()).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('sign-out clears token, username and user info', () => {
    saveSession('t1', { id: '7', username: 'a', email: 'a@example.com' });
    clearSession();
    expect([getToken(), localStorage.getItem('username'), getUser()]).toEqual([null, null, null]);
  });

  it('tells subscribers when the session changes (the header follows sign-in and sign-out)', () => {
    let calls = 0;
    const unsubscribe = subscribeSession(() => calls++);
    const before = sessionVersion();
    saveToken('t2');
    saveSession('t3', { id: '7', username: 'a', email: 'a@example.com' });
    clearSession();
    unsubscribe();
    saveToken('t4');
    expect(calls).toBe(3);
    expect(sessionVersion()).toBeGreaterThan(before);
  });
});
