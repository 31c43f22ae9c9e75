// The first staff accounts (docs/decisions/073-back-office-foundation.md). There is never a fixed default:
// every password here is random and shown once. When the shop starts with no staff, the demo shop gets
// one account of each role and any other shop its first owner; `npm run admin:create-owner` adds an
// owner from the command line.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { STAFF_ROLE_NAMES, type StaffRole } from '@shop/contracts/back-stage';
import type { Database } from '@shop/db';
import { hashPassword } from '../members/index.ts';
import { countStaff, insertStaff } from './staff.repository.ts';
import { needsSecondFactor } from './staff-auth.service.ts';
import { newTotpSecret, totpUri } from './totp.ts';

export interface StaffCredentials {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** Base32 TOTP secret (owners and managers), and the otpauth:// address for an authenticator app. */
  totp_secret: string | null;
  totp_uri: string | null;
}

/** The demo shop's staff, one of each role (README "Demo accounts"). */
export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: 'owner@staff.example.com', name: '李店主', role: 'owner' },
  { email: 'manager@staff.example.com', name: '許經理', role: 'manager' },
  { email: 'service@staff.example.com', name: '郭客服', role: 'customer_service' },
  { email: 'warehouse@staff.example.com', name: '楊倉管', role: 'warehouse' },
  { email: 'editor@staff.example.com', name: '何編輯', role: 'content_editor' },
];

/** The first owner of a shop that is not the demo (change the e-mail later by creating another owner). */
export const FIRST_OWNER = { email: 'owner@shop.local', name: '店主', role: 'owner' as const };

/** 18 random bytes in base64url: 24 characters, 144 bits. */
export function randomStaffPassword(): string {
  return randomBytes(18).toString('base64url');
}

export async function createStaffAccount(
  db: Database,
  who: { email: string; name: string; role: StaffRole },
  password = randomStaffPassword(),
): Promise<StaffCredentials> {
  const totpSecret = needsSecondFactor(who.role) ? newTotpSecret() : null;
  await insertStaff(db, {
    email: who.email,
    name: who.name,
    role: who.role,
    password_hash: await hashPassword(password),
    totp_secret: totpSecret,
  });
  return {
    ...who,
    email: who.email.toLowerCase(),
    password,
    totp_secret: totpSecret,
    totp_uri: totpSecret ? totpUri(totpSecret, who.email.toLowerCase()) : null,
  };
}

/**
 * At start: when no staff account exists, makes the demo staff (demo: the demo shop was just loaded) or
 * the first owner, and answers their credentials to print once. Answers [] when staff exist.
 */
export async function prepareStaffAtStart(db: Database, demo: boolean): Promise<StaffCredentials[]> {
  return db.transaction(async (tx) => {
    if ((await countStaff(tx)) > 0) return [];
    const who = demo ? DEMO_STAFF : [FIRST_OWNER];
    const made: StaffCredentials[] = [];
    for (const person of who) made.push(await createStaffAccount(tx, person));
    return made;
  });
}

/** The block printed at first start (and by admin:create-owner). */
export function describeCredentials(made: readonly StaffCredentials[]): string {
  const lines = ['Back office (/admin) staff accounts. Each password is shown only now: keep it safe.'];
  for (const c of made) {
    lines.push(`  ${STAFF_ROLE_NAMES[c.role]} (${c.role}) ${c.name}  ${c.email}  password: ${c.password}`);
    if (c.totp_uri)
      lines.push(`    TOTP secret ${c.totp_secret} — add to an authenticator app: ${c.totp_uri}`);
  }
  return lines.join('\n');
}

/** Also writes them (JSON, mode 0600) where STAFF_CREDENTIALS_FILE says: the browser tests read it. */
export function writeCredentialsFile(file: string, made: readonly StaffCredentials[]): void {
  writeFileSync(file, JSON.stringify(made, null, 2), { mode: 0o600 });
}
