import { describe, expect, it } from 'vitest';
import { fofaSearchUrl } from './fofa-link.ts';

describe('FOFA search link', () => {
  it('is base64 of the query, then URL-encoded', () => {
    expect(fofaSearchUrl('app="Atlassian-Confluence"')).toBe(
      `https://fofa.info/result?qbase64=${encodeURIComponent(Buffer.from('app="Atlassian-Confluence"').toString('base64'))}`,
    );
  });
  it('encodes the characters base64 produces that a URL would misread', () => {
    const url = fofaSearchUrl('title="后台管理" && port="8443"');
    const encoded = url.split('qbase64=')[1];
    expect(encoded).not.toMatch(/[+/=]/);
    expect(Buffer.from(decodeURIComponent(encoded), 'base64').toString('utf8')).toBe('title="后台管理" && port="8443"');
  });
});
