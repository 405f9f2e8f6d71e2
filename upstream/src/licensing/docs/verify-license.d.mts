import type { JWTPayload, jwtVerify } from 'jose';

type VerifyKey = Parameters<typeof jwtVerify>[1];

export interface LicenseClaims extends JWTPayload {
  license_id: number;
  edition_id: number;
  edition: string;
  mid: string;
  period: number;
  period_day: number;
  entitlements: string[];
}

export interface ValidationClaims extends JWTPayload {
  license_id: number;
  mid: string;
  valid: boolean;
  state: 'active' | 'expired' | 'released';
  released: boolean;
  entitlements: string[];
}

export function loadPublicKey(pem: string): Promise<Exclude<VerifyKey, Function>>;
export function midHash(mid: string): string;
export function verifyLicense(fileText: string, key: VerifyKey, options?: { mid: string; revocations?: { signed: string } }): Promise<LicenseClaims>;
export function verifyValidation(signed: string, key: VerifyKey, options: { mid: string }): Promise<ValidationClaims>;
export function entitled(claims: { entitlements?: unknown }, entitlement: string): boolean;
