import type { SecretKind } from './package-messages.ts';

/**
 * Secrets publishers leak in packages: key blocks and the token shapes of common services, plus a generic
 * `api_key = "…"` whose value looks random (high entropy), so `password: "changeme"` or a placeholder passes.
 */
const patterns: { kind: SecretKind; pattern: RegExp }[] = [
  { kind: 'privateKey', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/ },
  { kind: 'aws', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { kind: 'github', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})\b/ },
  { kind: 'slack', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/ },
  { kind: 'google', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { kind: 'stripe', pattern: /\b[sr]k_live_[0-9a-zA-Z]{20,}\b/ },
];
const generic = /\b(?:api[_-]?key|api[_-]?secret|secret[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret|password|passwd|token)["']?\s*[:=]\s*["'`]([^"'`\s]{16,})["'`]/gi;

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

export interface FoundSecret {
  file: string;
  line: number;
  kind: SecretKind;
}

export const findSecrets = (files: Map<string, Uint8Array>): FoundSecret[] => {
  const found: FoundSecret[] = [];
  for (const [file, bytes] of files) {
    if (!isText(bytes)) continue;
    const text = new TextDecoder().decode(bytes);
    for (const { kind, pattern } of patterns) {
      const match = pattern.exec(text);
      if (match) found.push({ file, line: lineOf(text, match.index), kind });
    }
    for (const match of text.matchAll(generic)) {
      const value = match[1];
      if (entropy(value) >= 3.5 && !/^(?:x+|\*+|<.*>|\$\{.*\}|your[_-])/i.test(value)) {
        found.push({ file, line: lineOf(text, match.index), kind: 'generic' });
        break;
      }
    }
  }
  return found;
};
