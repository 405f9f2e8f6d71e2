// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countedPath, referrerHost, trackingAllowed, type PageView } from './analytics.ts';

const view = (path: string): PageView => ({ path, referrer_host: '', locale: 'en', width: 390 });

describe('what a page view holds', () => {
  it('counts the path without query string or hash, with order numbers and tokens masked', () => {
    expect(countedPath('/updates')).toBe('/updates');
    expect(countedPath('/password/reset?token=abc#x')).toBe('/password/reset');
    expect(countedPath('/buy/checkStand/TW2026112200001/0', { orderNo: 'TW2026112200001', oneYuan: '0' })).toBe('/buy/checkStand/:orderNo/0');
    expect(countedPath('/buy/orderForm/15/0', { edition: '15', oneYuan: '0' })).toBe('/buy/orderForm/15/0');
    expect(countedPath('/' + 'a'.repeat(300))).toHaveLength(200);
  });
  it('counts each page under its route’s own spelling, whatever letter case the address had', () => {
    expect(['/friendlink', '/friendLink', '/FRIENDLINK', '/friendlink/'].map((path) => countedPath(path))).toEqual(Array(4).fill('/friendLink'));
    expect(['/goexp', '/goExp', '/GoExp'].map((path) => countedPath(path))).toEqual(Array(3).fill('/goExp'));
    expect(countedPath('/BUY/CHECKSTAND/TW1/0', { orderNo: 'TW1', oneYuan: '0' })).toBe('/buy/checkStand/:orderNo/0');
    expect(countedPath('/extensions/Acme.Scanner', { extensionId: 'Acme.Scanner' })).toBe('/extensions/Acme.Scanner');
    expect(countedPath('/no-such-page')).toBe('/no-such-page');
  });
  it('keeps only the host of another site as the referrer', () => {
    expect(referrerHost('https://www.Example.org/search?q=scanner', 'localhost')).toBe('www.example.org');
    expect(referrerHost('http://localhost:8080/sale', 'localhost')).toBe('');
    expect(referrerHost('', 'localhost')).toBe('');
    expect(referrerHost('android-app://com.example', 'localhost')).toBe('');
  });
  it('is not collected under Do Not Track or Global Privacy Control', () => {
    expect(trackingAllowed({ doNotTrack: '1' })).toBe(false);
    expect(trackingAllowed({ globalPrivacyControl: true })).toBe(false);
    expect(trackingAllowed({ doNotTrack: '0', globalPrivacyControl: false })).toBe(true);
    expect(trackingAllowed({ doNotTrack: null })).toBe(true);
  });
});

describe('sending page views', () => {
  let beacons: { url: string; body: { views: PageView[] } }[];
  let analytics: typeof import('./analytics.ts');
  let privacy: { doNotTrack: string | null; globalPrivacyControl: boolean };
  let refuse: boolean;

  beforeEach(async () => {
    vi.resetModules();
    analytics = await import('./analytics.ts');
    beacons = [];
    refuse = false;
    privacy = { doNotTrack: null, globalPrivacyControl: false };
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => {
        if (refuse) throw new TypeError('beacon refused');
        beacons.push({ url, body: JSON.parse(body) });
        return true;
      },
    });
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, get: () => privacy.doNotTrack });
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, get: () => privacy.globalPrivacyControl });
  });
  afterEach(() => analytics.flushPageViews());

  const hide = () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  };

  it('queues views and sends them in one beacon when the page is hidden', () => {
    analytics.reportPageView(view('/'));
    analytics.reportPageView(view('/sale'));
    expect(beacons).toEqual([]);
    hide();
    expect(beacons).toEqual([{ url: '/analytics/page-views', body: { views: [view('/'), view('/sale')] } }]);
    hide();
    expect(beacons).toHaveLength(1);
  });

  it('sends on pagehide, and at once when a batch is full', () => {
    for (let i = 0; i < analytics.BATCH_SIZE; i++) analytics.reportPageView(view(`/p${i}`));
    expect(beacons).toHaveLength(1);
    expect(beacons[0].body.views).toHaveLength(analytics.BATCH_SIZE);
    analytics.reportPageView(view('/faq'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.map((b) => b.body.views.map((v) => v.path))).toEqual([['/p0', '/p1', '/p2', '/p3', '/p4'], ['/faq']]);
  });

  it('collects nothing under Do Not Track or Global Privacy Control', () => {
    privacy.doNotTrack = '1';
    analytics.reportPageView(view('/'));
    privacy.doNotTrack = null;
    privacy.globalPrivacyControl = true;
    analytics.reportPageView(view('/sale'));
    hide();
    expect(beacons).toEqual([]);
  });

  it('swallows a beacon that fails, and drops its views', () => {
    refuse = true;
    analytics.reportPageView(view('/'));
    expect(() => hide()).not.toThrow();
    refuse = false;
    hide();
    expect(beacons).toEqual([]);
  });
});
