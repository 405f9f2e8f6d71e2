import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * The fake PayPal's signing certificates and its signatures, made with node-forge and a CRC32 of its own: none of the
 * adapter's code takes part, so a mistake the adapter makes in the signed string, the CRC or the signature scheme
 * cannot be matched by the same mistake here.
 *
 * A root (what the test names as trusted), an intermediate, and a leaf issued to PayPal's sandbox message-verification
 * name; the certificate URL answers the leaf followed by the intermediate. Keys come from node:crypto (forge's own RSA
 * key generation takes seconds in JavaScript); everything signed is signed by forge.
 */

export const FAKE_SIGNING_NAME = 'messageverificationcerts.sandbox.paypal.com';

const DAY_MS = 24 * 60 * 60 * 1000;

const forgeKeys = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
};

type Keys = ReturnType<typeof forgeKeys>;

interface Issued {
  cert: forge.pki.Certificate;
  keys: Keys;
}

const issue = (commonName: string, keys: Keys, issuer: Issued | undefined, validity: { from: Date; to: Date }, dnsName?: string): Issued => {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  // a positive serial: the first byte below 0x80
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = validity.from;
  cert.validity.notAfter = validity.to;
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Fake PayPal (tests)' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : subject);
  const ca = !dnsName;
  cert.setExtensions([
    { name: 'basicConstraints', cA: ca, critical: true },
    ca ? { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true } : { name: 'keyUsage', digitalSignature: true, critical: true },
    { name: 'subjectKeyIdentifier' },
    ...(dnsName ? [{ name: 'subjectAltName', altNames: [{ type: 2, value: dnsName }] }] : []),
  ]);
  cert.sign((issuer?.keys ?? keys).privateKey, forge.md.sha256.create());
  return { cert, keys };
};

/** SHA256withRSA (RSASSA-PKCS1-v1_5) by forge, base64 as PayPal sends it. */
const signerOf = (keys: Keys) => (text: string) => {
  const digest = forge.md.sha256.create();
  digest.update(text, 'utf8');
  return forge.util.encode64(keys.privateKey.sign(digest));
};

export interface FakeCertificates {
  rootPem: string;
  intermediatePem: string;
  leafPem: string;
  /** what the certificate URL answers: the leaf, then the intermediate */
  chainPem: string;
  /** signs with the leaf's key */
  sign(text: string): string;
  /** signs with a key no certificate names (a forger's) */
  signWithOtherKey(text: string): string;
}

/** Certificates valid from a day before `now` for two years, whatever a test's clock does within that. */
export const createFakeCertificates = (now: Date, name = FAKE_SIGNING_NAME): FakeCertificates => {
  const validity = { from: new Date(now.getTime() - DAY_MS), to: new Date(now.getTime() + 730 * DAY_MS) };
  const root = issue('Fake PayPal Test Root CA', forgeKeys(), undefined, validity);
  const intermediate = issue('Fake PayPal Test Intermediate CA', forgeKeys(), root, validity);
  const leaf = issue(name, forgeKeys(), intermediate, validity, name);
  const pem = (issued: Issued) => forge.pki.certificateToPem(issued.cert);
  return {
    rootPem: pem(root),
    intermediatePem: pem(intermediate),
    leafPem: pem(leaf),
    chainPem: `${pem(leaf)}${pem(intermediate)}`,
    sign: signerOf(leaf.keys),
    signWithOtherKey: signerOf(forgeKeys()),
  };
};

/** CRC-32 (IEEE 802.3, the zlib one) by table, written here so the fake does not share node:zlib's with the adapter. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export const crc32 = (bytes: Uint8Array) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

/** PayPal's signed string, as its documentation describes it. */
export const paypalSignedString = (transmissionId: string, transmissionTime: string, webhookId: string, body: Uint8Array) =>
  `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(body)}`;
