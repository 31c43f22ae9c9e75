// TOTP second factor for owners and managers (RFC 6238: SHA-1, 6 digits, 30 s), with otpauth.
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'MIREVA LAB 後台';

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, base32), as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app scans or imports. */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

export const TOTP_PERIOD_MS = 30_000;

/**
 * The time step (unix time / 30 s, RFC 6238 §4.2 "T") the code belongs to when it is the code of the
 * current step or of one step either side (clock drift) at `now`; null when it is none of them. The
 * caller accepts a step only once (acceptTotpStep), so a code seen once cannot be replayed.
 */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32, 'staff').validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / TOTP_PERIOD_MS) + delta;
}

/** The current code (tests, the create-owner script's check). */
export function currentTotp(secretBase32: string, now: Date): string {
  return totpOf(secretBase32, 'staff').generate({ timestamp: now.getTime() });
}
