import type { SecretKind } from './package-issue.ts';

/**
 * Secrets publishers leak in packages: key blocks and the token shapes of common services, plus a generic
 * `api_key = "…"` whose value looks random (high entropy), so `password: "changeme"` or a placeholder passes.
 *
 * Where a finding is matters. In the extension's own files every one refuses the package. Vendored
 * third-party code (anything under `node_modules/`) ships its libraries' documentation and test fixtures:
 * every package that bundles `request` carries http-signature's `http_signing.md`, whose test values include
 * an RSA private key. Key blocks and generic assignments there are advice, not a refusal. A credential of a
 * real service (a cloud access key, a service token) is refused wherever it is, since no library ships a live
 * one by accident; only the values their documentation marks as examples (AWS's `…EXAMPLE` keys) are advice.
 */
const services: { kind: SecretKind; pattern: RegExp }[] = [
  { kind: 'aws', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { kind: 'github', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})\b/ },
  { kind: 'slack', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/ },
  { kind: 'google', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { kind: 'stripe', pattern: /\b[sr]k_live_[0-9a-zA-Z]{20,}\b/ },
  // our own publishing tokens (scripts/publish-extension.ts reads one from TIDEWATCH_TOKEN)
  { kind: 'tidewatch', pattern: /\btwp_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/ },
];
const privateKey = /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/;
const generic = /\b(?:api[_-]?key|api[_-]?secret|secret[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret|password|passwd|token)["']?\s*[:=]\s*["'`]([^"'`\s]{16,})["'`]/gi;
/** Values documentation publishes as examples (AWS's documented access key ids end in EXAMPLE). */
const documentedExample = /EXAMPLE$/;

/** Shannon entropy in bits per character. */
export const entropy = (value: string) => {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
};

/** Binary files (images, fonts) hold no readable secret and would only give false alarms. */
const isText = (bytes: Uint8Array) => !bytes.subarray(0, 8192).includes(0);

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** A file of a library the extension bundles, not written by its publisher. */
export const isVendored = (path: string) => /(^|\/)node_modules\//.test(path);

export interface FoundSecret {
  /** the file's path in the zip */
  file: string;
  line: number;
  kind: SecretKind;
  /** refuse: the package is refused; advise: a warning that names file and line */
  verdict: 'refuse' | 'advise';
}

/** The first finding of each kind in each text file. */
export const findSecrets = (files: Map<string, Uint8Array>): FoundSecret[] => {
  const found: FoundSecret[] = [];
  for (const [file, bytes] of files) {
    if (!isText(bytes)) continue;
    const text = new TextDecoder().decode(bytes);
    const vendored = isVendored(file);
    const add = (kind: SecretKind, index: number, verdict: FoundSecret['verdict']) => found.push({ file, line: lineOf(text, index), kind, verdict });
    for (const { kind, pattern } of services) {
      const match = pattern.exec(text);
      if (match) add(kind, match.index, documentedExample.test(match[0]) ? 'advise' : 'refuse');
    }
    const key = privateKey.exec(text);
    if (key) add('privateKey', key.index, vendored ? 'advise' : 'refuse');
    for (const match of text.matchAll(generic)) {
      const value = match[1];
      if (entropy(value) >= 3.5 && !/^(?:x+|\*+|<.*>|\$\{.*\}|your[_-])/i.test(value)) {
        add('generic', match.index, vendored ? 'advise' : 'refuse');
        break;
      }
    }
  }
  return found;
};
