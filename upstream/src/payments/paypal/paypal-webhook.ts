import { createVerify, X509Certificate } from 'node:crypto';
import { rootCertificates } from 'node:tls';
import { crc32 } from 'node:zlib';
import { DAY, MINUTE, type Clock } from '../../domain/clock.ts';
import type { RawNotification } from '../provider.ts';

/**
 * PayPal's webhooks verified offline: PayPal signs `<transmission id>|<transmission time>|<webhook id>|<CRC32 of the
 * raw body, unsigned decimal>` with SHA256withRSA (the PAYPAL-* headers its webhook guide describes,
 * developer.paypal.com/api/rest/webhooks/rest, and what its SDKs verify, e.g. PayPal-Java-SDK's
 * Event.validateReceivedEvent), and names the certificate of its key by a URL. Nothing is asked of PayPal's
 * verify-webhook-signature API: a notification is judged by its exact bytes and PayPal's certificate alone.
 *
 * The URL is the sender's claim, so it is checked before anything is fetched: https, one of PayPal's API hosts, the
 * certificates' path. What it answers is checked again: each certificate valid now and signed by the next, the last
 * by a root this machine trusts, and the first issued to PayPal's message-verification name.
 */

export const PAYPAL_CERT_HOSTS = ['api.paypal.com', 'api-m.paypal.com', 'api.sandbox.paypal.com', 'api-m.sandbox.paypal.com'];
export const PAYPAL_CERT_NAMES = ['messageverificationcerts.paypal.com', 'messageverificationcerts.sandbox.paypal.com'];
/**
 * Where the issuer of a certificate PayPal serves alone may be fetched (its "CA Issuers" address): DigiCert issues
 * PayPal's. What is fetched there proves nothing by itself; it is believed only once it chains to a trusted root.
 */
export const ISSUER_HOSTS = ['cacerts.digicert.com'];
const CERT_PATH = /^\/v1\/notifications\/certs\/[A-Za-z0-9-]{1,128}$/;
/** More than any chain PayPal serves; a longer answer is not a certificate of PayPal's. */
const MAX_CERT_BYTES = 64 * 1024;
const MAX_CHAIN = 5;

/**
 * How old a transmission may be. PayPal retries a delivery that was not answered 2xx "up to 25 times over 3 days"
 * (developer.paypal.com/api/rest/webhooks/rest) and documents nowhere whether a retry is signed anew with a new
 * transmission time. A 15-minute window would refuse retries if they keep the first time, and the retries are what
 * carry a notification over an outage of ours. A replayed notification only repeats what PayPal did say (a capture,
 * a refund), and the upstream acts on each once, so the window is PayPal's retry period with a day to spare: it
 * still refuses a notification captured long ago and replayed. A time in the future beyond clock drift is refused.
 */
export const MAX_TRANSMISSION_AGE_MS = 4 * DAY;
export const MAX_CLOCK_DRIFT_MS = 15 * MINUTE;

export interface TransmissionHeaders {
  transmissionId: string;
  transmissionTime: string;
  transmissionSig: string;
  certUrl: string;
  authAlgo: string;
}

export type Verdict<T> = { ok: true; value: T } | { ok: false; reason: string };
const refuse = (reason: string) => ({ ok: false, reason }) as const;

/** PayPal's transmission headers (the notification's header names are lower case), or why they are not there. */
export const transmissionHeaders = (headers: RawNotification['headers']): Verdict<TransmissionHeaders> => {
  const [transmissionId, transmissionTime, transmissionSig, certUrl, authAlgo] = [
    'paypal-transmission-id',
    'paypal-transmission-time',
    'paypal-transmission-sig',
    'paypal-cert-url',
    'paypal-auth-algo',
  ].map((name) => headers[name]?.trim());
  if (!transmissionId || !transmissionTime || !transmissionSig || !certUrl || !authAlgo) return refuse('missing PayPal transmission headers');
  return { ok: true, value: { transmissionId, transmissionTime, transmissionSig, certUrl, authAlgo } };
};

/** The string PayPal signs; the CRC32 is over the body's exact bytes, as an unsigned decimal. */
export const signedString = (headers: TransmissionHeaders, webhookId: string, body: Buffer) =>
  `${headers.transmissionId}|${headers.transmissionTime}|${webhookId}|${crc32(body) >>> 0}`;

/** Why a transmission time is refused (see MAX_TRANSMISSION_AGE_MS), or undefined. */
export const transmissionTimeProblem = (time: string, now: Date) => {
  const at = Date.parse(time);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(time) || Number.isNaN(at)) return 'unreadable transmission time';
  if (now.getTime() - at > MAX_TRANSMISSION_AGE_MS) return 'stale transmission';
  if (at - now.getTime() > MAX_CLOCK_DRIFT_MS) return 'transmission time in the future';
  return undefined;
};

/** Why a certificate URL is not fetched, or undefined: only https, only PayPal's hosts, only the certificates' path. */
export const certUrlProblem = (certUrl: string, hosts: readonly string[]) => {
  let url: URL;
  try {
    url = new URL(certUrl);
  } catch {
    return 'certificate URL unreadable';
  }
  if (url.protocol !== 'https:') return 'certificate URL not https';
  if (url.username || url.password || url.port || !hosts.includes(url.hostname)) return 'certificate URL on a host that is not PayPal’s';
  if (!CERT_PATH.test(url.pathname) || url.search || url.hash) return 'certificate URL not a PayPal certificate path';
  return undefined;
};

/** The certificates of a PEM answer, in order (leaf first), or undefined when it is not one. */
export const certificatesOf = (pem: string): X509Certificate[] | undefined => {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[A-Za-z0-9+/=\s]+?-----END CERTIFICATE-----/g);
  if (!blocks || blocks.length > MAX_CHAIN) return undefined;
  try {
    return blocks.map((block) => new X509Certificate(block));
  } catch {
    return undefined;
  }
};

const validAt = (cert: X509Certificate, now: Date) => new Date(cert.validFrom) <= now && now <= new Date(cert.validTo);
const signedBy = (cert: X509Certificate, issuer: X509Certificate) => cert.checkIssued(issuer) && cert.verify(issuer.publicKey);
/** An intermediate must be a CA to sign; a trusted root is trusted as it is (some old roots carry no CA flag). */
const signedByCa = (cert: X509Certificate, issuer: X509Certificate) => issuer.ca && signedBy(cert, issuer);
const dnsNames = (cert: X509Certificate) =>
  (cert.subjectAltName ?? '')
    .split(', ')
    .filter((name) => name.startsWith('DNS:'))
    .map((name) => name.slice(4));

/**
 * The leaf of a chain that holds now: every certificate valid at `now`, each signed by the next, the last signed by (or
 * being) a trusted root, the leaf issued to one of `names`. Otherwise why not.
 */
export const trustedLeaf = (chain: X509Certificate[], now: Date, roots: readonly X509Certificate[], names: readonly string[]): Verdict<X509Certificate> => {
  if (chain.length === 0) return refuse('no certificate');
  if (!chain.every((cert) => validAt(cert, now))) return refuse('certificate expired or not yet valid');
  for (let i = 0; i + 1 < chain.length; i++) if (!signedByCa(chain[i], chain[i + 1])) return refuse('certificate chain broken');
  const last = chain[chain.length - 1];
  const anchored = roots.some((root) => validAt(root, now) && (root.fingerprint256 === last.fingerprint256 || signedBy(last, root)));
  if (!anchored) return refuse('certificate chain not trusted');
  const leaf = chain[0];
  if (!dnsNames(leaf).some((name) => names.includes(name))) return refuse('certificate not issued to PayPal’s message verification');
  return { ok: true, value: leaf };
};

/** The "CA Issuers" address of a certificate (its AIA extension), on one of `hosts`, or undefined. */
export const issuerUrlOf = (cert: X509Certificate, hosts: readonly string[]) => {
  const address = /CA Issuers - URI:(\S+)/.exec(cert.infoAccess ?? '')?.[1];
  if (!address || !URL.canParse(address)) return undefined;
  const url = new URL(address);
  return (url.protocol === 'http:' || url.protocol === 'https:') && hosts.includes(url.hostname) && !url.port && !url.username ? url.href : undefined;
};

/** A certificate as an issuer's address answers it: DER (what CAs serve) or PEM. */
export const certificateFrom = (bytes: Buffer) => {
  try {
    return new X509Certificate(bytes);
  } catch {
    return undefined;
  }
};

/** Whether `signature` (base64) is the SHA256withRSA signature of `signed` by the leaf's key. */
export const signatureHolds = (leaf: X509Certificate, signed: string, signature: string) => {
  if (leaf.publicKey.asymmetricKeyType !== 'rsa' || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return createVerify('RSA-SHA256').update(signed).verify(leaf.publicKey, signature, 'base64');
  } catch {
    return false;
  }
};

let systemRoots: X509Certificate[] | undefined;
/** The roots Node trusts for TLS (Mozilla's list), parsed once. */
const defaultRoots = () => (systemRoots ??= rootCertificates.map((pem) => new X509Certificate(pem)));

export interface WebhookVerifierOptions {
  webhookId: string;
  fetch: typeof fetch;
  clock: Clock;
  /** PayPal's API hosts unless a test names its own */
  certificateHosts?: readonly string[];
  /** PEMs; Node's TLS roots unless a test names its own */
  trustedRoots?: readonly string[];
  /** the names PayPal's signing certificate is issued to, unless a test names its own */
  certificateNames?: readonly string[];
  /** where a missing issuer may be fetched from, unless a test names its own */
  issuerHosts?: readonly string[];
}

/** Fetches a certificate once per URL: PayPal names a new URL when it changes its key. */
const certificateFetcher = (fetcher: typeof fetch) => {
  const fetched = new Map<string, Promise<Buffer>>();
  const download = async (url: string) => {
    const response = await fetcher(url, { redirect: 'error', signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`certificate answered HTTP ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_CERT_BYTES) throw new Error('certificate answer too long');
    return bytes;
  };
  return (url: string) => {
    let pem = fetched.get(url);
    if (!pem) {
      pem = download(url);
      fetched.set(url, pem);
      // a failure is not kept: the next notification (PayPal retries) fetches again
      pem.catch(() => fetched.delete(url));
    }
    return pem;
  };
};

/** A verifier of raw notifications: the verified body, or why it was refused (short, without any secret). */
export const createWebhookVerifier = (options: WebhookVerifierOptions) => {
  const hosts = options.certificateHosts ?? PAYPAL_CERT_HOSTS;
  const names = options.certificateNames ?? PAYPAL_CERT_NAMES;
  const roots = options.trustedRoots ? options.trustedRoots.map((pem) => new X509Certificate(pem)) : undefined;
  const certificate = certificateFetcher(options.fetch);
  const issuerHosts = options.issuerHosts ?? ISSUER_HOSTS;
  /**
   * PayPal may serve its certificate without the intermediate that issued it: the intermediate is then fetched from the
   * leaf's "CA Issuers" address (DigiCert's), at most two steps, and the whole chain is still checked to a trusted root.
   */
  const completed = async (chain: X509Certificate[]) => {
    const whole = [...chain];
    const anchored = (last: X509Certificate) => (roots ?? defaultRoots()).some((root) => root.fingerprint256 === last.fingerprint256 || last.checkIssued(root));
    for (let step = 0; step < 2 && !anchored(whole.at(-1)!); step++) {
      const url = issuerUrlOf(whole.at(-1)!, issuerHosts);
      const issuer = url ? await certificate(url).then(certificateFrom, () => undefined) : undefined;
      if (!issuer) break;
      whole.push(issuer);
    }
    return whole;
  };

  return async (raw: RawNotification): Promise<Verdict<Buffer>> => {
    const headers = transmissionHeaders(raw.headers);
    if (!headers.ok) return headers;
    const { authAlgo, certUrl, transmissionTime, transmissionSig } = headers.value;
    if (authAlgo !== 'SHA256withRSA') return refuse('unsupported PayPal auth algorithm');
    const now = options.clock.now();
    const late = transmissionTimeProblem(transmissionTime, now);
    if (late) return refuse(late);
    const badUrl = certUrlProblem(certUrl, hosts);
    if (badUrl) return refuse(badUrl);
    let pem: string;
    try {
      // the URL as it was checked (parsed and normalised), not a second reading of the header
      pem = (await certificate(new URL(certUrl).href)).toString('utf8');
    } catch {
      return refuse('PayPal certificate unavailable');
    }
    const served = certificatesOf(pem);
    if (!served) return refuse('PayPal certificate unreadable');
    const chain = await completed(served);
    const leaf = trustedLeaf(chain, now, roots ?? defaultRoots(), names);
    if (!leaf.ok) return leaf;
    if (!signatureHolds(leaf.value, signedString(headers.value, options.webhookId, raw.body), transmissionSig)) return refuse('signature does not verify');
    return { ok: true, value: raw.body };
  };
};
