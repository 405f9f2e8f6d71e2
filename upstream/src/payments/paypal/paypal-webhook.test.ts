import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DAY, manualClock } from '../../domain/clock.ts';
import type { RawNotification } from '../provider.ts';
import { createWebhookVerifier, MAX_TRANSMISSION_AGE_MS, type WebhookVerifierOptions } from './paypal-webhook.ts';

/**
 * The offline verifier against a notification PayPal itself signed (fixtures/README.md: PayPal's Java SDK test). Its
 * certificates expired in 2021, so the clock stands at the transmission time and the certificate URL is answered by a
 * fake fetch with the leaf and its DigiCert intermediate; the root is the real one, from Node's TLS roots.
 */

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const sample = JSON.parse(fixture('paypal-sample-transmission.json').toString()) as { webhookId: string; headers: Record<string, string> };
const body = fixture('paypal-sample-body.json');
const leaf = fixture('paypal-sandbox-leaf.pem').toString();
const intermediate = fixture('digicert-sha2-ev-server-ca.pem').toString();
const certUrl = sample.headers['paypal-cert-url'];
const sentAt = new Date(sample.headers['paypal-transmission-time']);

/** A fetch that answers the sample's certificate URL with `pem` and counts what was asked. */
const certServer = (pem = `${leaf}\n${intermediate}`) => {
  const asked: string[] = [];
  const fetcher = (async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    return url === certUrl ? new Response(pem) : new Response('not found', { status: 404 });
  }) as typeof fetch;
  return { fetcher, asked };
};

const verifier = (options: Partial<WebhookVerifierOptions> = {}) =>
  createWebhookVerifier({ webhookId: sample.webhookId, fetch: certServer().fetcher, clock: manualClock(sentAt), ...options });

const notification = (changes: { body?: Buffer; headers?: Record<string, string> } = {}): RawNotification => ({
  body: changes.body ?? body,
  headers: { 'content-type': 'application/json', ...sample.headers, ...changes.headers },
});

/** The same text with its character at `at` replaced by another of the same kind (so it stays well-formed). */
const oneChanged = (text: string, at: number) => {
  const swap = /[0-9]/.test(text[at]) ? (text[at] === '0' ? '1' : '0') : text[at] === 'A' ? 'B' : 'A';
  return `${text.slice(0, at)}${swap}${text.slice(at + 1)}`;
};

describe("PayPal's webhook signature, verified offline against PayPal's own sample", () => {
  it("verifies PayPal's signed sample, the certificate fetched once however many notifications name it", async () => {
    const server = certServer();
    const verify = verifier({ fetch: server.fetcher });
    expect(await verify(notification())).toEqual({ ok: true, value: body });
    expect(await verify(notification())).toMatchObject({ ok: true });
    expect(server.asked).toEqual([certUrl]);
  });

  it('refuses the body with one byte changed', async () => {
    const at = body.indexOf('30.11');
    const changed = Buffer.from(body);
    changed[at] = '4'.charCodeAt(0);
    expect(await verifier()(notification({ body: changed }))).toEqual({ ok: false, reason: 'signature does not verify' });
    // and a newline added at the end, as an editor would
    expect(await verifier()(notification({ body: Buffer.concat([body, Buffer.from('\n')]) }))).toMatchObject({ ok: false });
  });

  it('refuses another transmission id, another webhook id, and a signature with one character changed', async () => {
    const id = sample.headers['paypal-transmission-id'];
    expect(await verifier()(notification({ headers: { 'paypal-transmission-id': oneChanged(id, 0) } }))).toMatchObject({ ok: false });
    expect(await verifier({ webhookId: oneChanged(sample.webhookId, 0) })(notification())).toMatchObject({ ok: false });
    const signature = sample.headers['paypal-transmission-sig'];
    const refused = await verifier()(notification({ headers: { 'paypal-transmission-sig': oneChanged(signature, 10) } }));
    expect(refused).toEqual({ ok: false, reason: 'signature does not verify' });
  });

  it('refuses another auth algorithm and missing headers', async () => {
    expect(await verifier()(notification({ headers: { 'paypal-auth-algo': 'SHA1withRSA' } }))).toMatchObject({ ok: false });
    const { ['paypal-transmission-sig']: _dropped, ...rest } = sample.headers;
    expect(await verifier()({ body, headers: rest })).toEqual({ ok: false, reason: 'missing PayPal transmission headers' });
  });

});

describe("PayPal's webhook certificate: where it comes from, when it holds, whom it names", () => {
  it("refuses once the clock is past the leaf's expiry (2021-05-24), the transmission time aside", async () => {
    const clock = manualClock(new Date('2021-05-24T12:00:01Z'));
    // the freshness window is not what refuses here: the time of the transmission is moved along with the clock
    const recent = { 'paypal-transmission-time': '2021-05-24T12:00:00Z' };
    expect(await verifier({ clock })(notification({ headers: recent }))).toEqual({ ok: false, reason: 'certificate expired or not yet valid' });
  });

  it('refuses a transmission older than PayPal retries for, or from the future', async () => {
    const late = manualClock(new Date(sentAt.getTime() + MAX_TRANSMISSION_AGE_MS + 1000));
    expect(await verifier({ clock: late })(notification())).toEqual({ ok: false, reason: 'stale transmission' });
    const early = manualClock(new Date(sentAt.getTime() - DAY));
    expect(await verifier({ clock: early })(notification())).toEqual({ ok: false, reason: 'transmission time in the future' });
    // a retry three days on still holds
    const retried = manualClock(new Date(sentAt.getTime() + 3 * DAY));
    expect(await verifier({ clock: retried })(notification())).toMatchObject({ ok: true });
  });

  it("fetches nothing from a certificate URL on another host, over http, or on PayPal's host but another path", async () => {
    const refusedUrls = [
      'https://api.sandbox.paypal.com.evil.example/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      'https://evil.example/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      'http://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      'https://api.sandbox.paypal.com/v1/oauth2/token',
      'https://api.sandbox.paypal.com/v1/notifications/certs/../../oauth2/token',
      'https://api.sandbox.paypal.com:8443/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270?x=1',
    ];
    for (const url of refusedUrls) {
      const server = certServer();
      const verdict = await verifier({ fetch: server.fetcher })(notification({ headers: { 'paypal-cert-url': url } }));
      expect(verdict, url).toMatchObject({ ok: false });
      expect(server.asked, url).toEqual([]);
    }
  });

  it("completes a leaf served alone from its issuer's address at DigiCert (DER), still checked to a trusted root", async () => {
    const issuerUrl = 'http://cacerts.digicert.com/DigiCertSHA2ExtendedValidationServerCA.crt';
    const asked: string[] = [];
    const fetcher = (async (input: string | URL | Request) => {
      const url = String(input instanceof Request ? input.url : input);
      asked.push(url);
      if (url === certUrl) return new Response(leaf);
      return url === issuerUrl ? new Response(new X509Certificate(intermediate).raw) : new Response('not found', { status: 404 });
    }) as typeof fetch;
    expect(await verifier({ fetch: fetcher })(notification())).toMatchObject({ ok: true });
    expect(asked).toEqual([certUrl, issuerUrl]);
    // an issuer's address on a host that is not the CA's is not followed
    expect(await verifier({ fetch: fetcher, issuerHosts: ['cacerts.example.com'] })(notification())).toEqual({ ok: false, reason: 'certificate chain not trusted' });
    // what the issuer's address answers is believed only if it chains to a trusted root
    expect(await verifier({ fetch: fetcher, trustedRoots: [leaf] })(notification())).toMatchObject({ ok: true });
    expect(await verifier({ fetch: fetcher, trustedRoots: [] })(notification())).toEqual({ ok: false, reason: 'certificate chain not trusted' });
  });

  it('refuses a chain that does not reach a trusted root: no roots, another root, or the leaf without its intermediate', async () => {
    expect(await verifier({ trustedRoots: [] })(notification())).toEqual({ ok: false, reason: 'certificate chain not trusted' });
    expect(await verifier({ trustedRoots: [leaf] })(notification())).toEqual({ ok: false, reason: 'certificate chain not trusted' });
    expect(await verifier({ fetch: certServer(leaf).fetcher })(notification())).toEqual({ ok: false, reason: 'certificate chain not trusted' });
    // the intermediate alone, named as what is trusted, anchors the leaf (how PayPal's Java SDK pins it)
    expect(await verifier({ fetch: certServer(leaf).fetcher, trustedRoots: [intermediate] })(notification())).toMatchObject({ ok: true });
  });

  it("refuses a chain in the wrong order, and a leaf not issued to PayPal's message-verification name", async () => {
    expect(await verifier({ fetch: certServer(`${intermediate}\n${leaf}`).fetcher })(notification())).toMatchObject({ ok: false });
    expect(await verifier({ certificateNames: ['messageverificationcerts.paypal.com'] })(notification())).toMatchObject({ ok: false });
  });

  it('answers a reason without the webhook id or the signature in it', async () => {
    const verdict = await verifier({ webhookId: 'SECRETWEBHOOKID' })(notification());
    expect(verdict.ok).toBe(false);
    const reason = verdict.ok ? '' : verdict.reason;
    expect(reason).not.toContain('SECRETWEBHOOKID');
    expect(reason).not.toContain(sample.headers['paypal-transmission-sig'].slice(0, 12));
  });
});
