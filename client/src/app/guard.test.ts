import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const toasts: [string, string][] = [];
vi.mock('../lib/toasts.ts', () => ({ showToast: (kind: string, text: string) => toasts.push([kind, text]) }));
vi.mock('../lib/session.ts', () => ({ getToken: () => null }));
vi.mock('../i18n/i18n.ts', async () => ({ i18n: (await import('@lingui/core')).i18n }));

const { guardLoader, guardRedirect } = await import('./guard.ts');

const url = new URL('http://localhost:8080/center/licenseManagement?page=2');

describe('route guard', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('sends a visitor on a token route to sign-in with the original full path', () => {
    expect(guardRedirect({ auth: true }, url, null)).toBe('/signIn?redirect=%2Fcenter%2FlicenseManagement%3Fpage%3D2');
  });

  it('lets a signed-in user and unflagged routes through', () => {
    expect(guardRedirect({ auth: true }, url, 'token')).toBeNull();
    expect(guardRedirect({}, url, null)).toBeNull();
  });

  it('warns before sending a visitor from the order form to sign-in', () => {
    const request = new Request('http://localhost:8080/buy/orderForm/13/0');
    let thrown: unknown;
    try {
      guardLoader({ auth: true, purchase: true })({ request, params: {}, context: undefined } as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/signIn?redirect=%2Fbuy%2ForderForm%2F13%2F0');
    expect(toasts).toEqual([['warning', 'Please log in to purchase a license']]);
  });
});
