// Staff accounts kept by the owner (issue 26; decision 116): add with a random password shown once,
// disable (sessions ended, login refused) and enable, a new authenticator secret for a lost phone; never
// the owner's own account, never the last owner; each change asks for the owner's password and is audited.
import { BACK_STAGE_BASE_PATH, staffMessages } from '@shop/contracts/back-stage';
import { schema } from '@shop/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createStaffAccount, currentTotp } from './index.ts';

let t: TestApp;
let ownerToken: string;
let ownerId: number;
const PASSWORD = 'Owner-Test-2026-pass';
const back = (path: string) => `${BACK_STAGE_BASE_PATH}/${path}`;

/** `later`: the next 30 s step's code, for a second sign-in within one step (a code is taken once). */
function login(email: string, password: string, totpSecret: string | null, later = false) {
  const at = new Date(Date.now() + (later ? 30_000 : 0));
  const totp = totpSecret ? { totp: currentTotp(totpSecret, at) } : {};
  return t.app.inject({ method: 'POST', url: back('auth/login'), payload: { email, password, ...totp } });
}

function asOwner(method: 'GET' | 'POST', path: string, payload?: object, token = ownerToken) {
  return t.app.inject({
    method,
    url: back(path),
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

async function auditActions(staffId: number) {
  const rows = await t.db
    .select({ action: schema.auditLog.action })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.subject_type, 'staff'), eq(schema.auditLog.subject_id, String(staffId))))
    .orderBy(desc(schema.auditLog.audit_id));
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createStaffAccount(
    t.db,
    { email: 'keeper@staff.test', name: '店主', role: 'owner' },
    PASSWORD,
  );
  const res = await login(owner.email, PASSWORD, owner.totp_secret);
  expect(res.statusCode).toBe(200);
  ownerToken = res.json().token;
  ownerId = res.json().staff.staff_id;
});
afterAll(async () => {
  await t?.close();
});

describe('staff accounts kept by the owner', () => {
  it('adds a warehouse account with a random password shown once, which then signs in', async () => {
    const wrong = await asOwner('POST', 'staff/accounts', {
      email: 'Box@Staff.test',
      name: '倉管小林',
      role: 'warehouse',
      password: 'not-mine',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [staffMessages.passwordWrong] });

    const res = await asOwner('POST', 'staff/accounts', {
      email: 'Box@Staff.test',
      name: '倉管小林',
      role: 'warehouse',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const made = res.json();
    expect(made).toMatchObject({ email: 'box@staff.test', role: 'warehouse', totp_secret: null });
    expect(made.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await login('box@staff.test', made.password, null)).statusCode).toBe(200);
    expect(await auditActions(made.staff_id)).toEqual(['staff.create']);

    const again = await asOwner('POST', 'staff/accounts', {
      email: 'box@staff.test',
      name: '重複',
      role: 'warehouse',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(staffMessages.staffEmailTaken);
  });

  it('gives a new manager an authenticator secret, required at sign-in', async () => {
    const res = await asOwner('POST', 'staff/accounts', {
      email: 'lead@staff.test',
      name: '經理小王',
      role: 'manager',
      password: PASSWORD,
    });
    const made = res.json();
    expect(made.totp_secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(made.totp_uri).toContain('otpauth://totp/');
    expect((await login('lead@staff.test', made.password, null)).statusCode).toBe(422);
    expect((await login('lead@staff.test', made.password, made.totp_secret)).statusCode).toBe(200);
  });

  it('disables an account: its session ends at once and it cannot sign in; enabling lets it back', async () => {
    const made = (
      await asOwner('POST', 'staff/accounts', {
        email: 'helper@staff.test',
        name: '客服小陳',
        role: 'customer_service',
        password: PASSWORD,
      })
    ).json();
    const session = (await login('helper@staff.test', made.password, null)).json().token as string;
    expect((await asOwner('GET', 'auth/me', undefined, session)).statusCode).toBe(200);

    const off = await asOwner('POST', `staff/accounts/${made.staff_id}/disabled`, {
      disabled: true,
      reason: '離職',
      password: PASSWORD,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().disabled_at).not.toBeNull();
    expect((await asOwner('GET', 'auth/me', undefined, session)).statusCode).toBe(401);
    expect((await login('helper@staff.test', made.password, null)).statusCode).toBe(401);

    const on = await asOwner('POST', `staff/accounts/${made.staff_id}/disabled`, {
      disabled: false,
      reason: '回任',
      password: PASSWORD,
    });
    expect(on.json().disabled_at).toBeNull();
    expect((await login('helper@staff.test', made.password, null)).statusCode).toBe(200);
    expect(await auditActions(made.staff_id)).toEqual(['staff.enable', 'staff.disable', 'staff.create']);

    const list = await asOwner('GET', 'staff/accounts');
    expect(list.json().staff.map((s: { email: string }) => s.email)).toEqual([
      'keeper@staff.test',
      'box@staff.test',
      'lead@staff.test',
      'helper@staff.test',
    ]);
  });

  it("never disables or resets the owner's own account, nor leaves the shop without an owner", async () => {
    const self = await asOwner('POST', `staff/accounts/${ownerId}/disabled`, {
      disabled: true,
      reason: '測試',
      password: PASSWORD,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(staffMessages.staffSelf);

    const second = (
      await asOwner('POST', 'staff/accounts', {
        email: 'partner@staff.test',
        name: '合夥人',
        role: 'owner',
        password: PASSWORD,
      })
    ).json();
    const partnerToken = (await login('partner@staff.test', second.password, second.totp_secret)).json()
      .token as string;
    // Two owners disabling each other at once: one wins, the shop keeps an owner who can sign in.
    const [a, b] = await Promise.all([
      asOwner('POST', `staff/accounts/${second.staff_id}/disabled`, {
        disabled: true,
        reason: '交接',
        password: PASSWORD,
      }),
      asOwner(
        'POST',
        `staff/accounts/${ownerId}/disabled`,
        { disabled: true, reason: '交接', password: second.password },
        partnerToken,
      ),
    ]);
    expect([a.statusCode, b.statusCode].filter((code) => code === 200)).toHaveLength(1);
    const owners = await t.db
      .select({ disabled_at: schema.staff.disabled_at })
      .from(schema.staff)
      .where(eq(schema.staff.role, 'owner'));
    expect(owners.filter((o) => o.disabled_at === null)).toHaveLength(1);
    // The keeper stays the owner for the next case.
    await t.db.update(schema.staff).set({ disabled_at: null }).where(eq(schema.staff.staff_id, ownerId));
    if (a.statusCode !== 200) {
      const [keeper] = await t.db.select().from(schema.staff).where(eq(schema.staff.staff_id, ownerId));
      const again = await login('keeper@staff.test', PASSWORD, keeper?.totp_secret ?? null, true);
      expect(again.statusCode).toBe(200);
      ownerToken = again.json().token;
    }
  });

  it("gives a manager who lost the phone a new secret: the old codes stop, the manager's sessions end", async () => {
    const [lead] = await t.db.select().from(schema.staff).where(eq(schema.staff.email, 'lead@staff.test'));
    if (!lead?.totp_secret) throw new Error('no manager');
    const res = await asOwner('POST', `staff/accounts/${lead.staff_id}/totp`, {
      reason: '手機遺失',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const secret = res.json().totp_secret as string;
    expect(secret).not.toBe(lead.totp_secret);
    const [after] = await t.db.select().from(schema.staff).where(eq(schema.staff.staff_id, lead.staff_id));
    expect(after?.totp_secret).toBe(secret);
    const live = await t.db
      .select()
      .from(schema.staffSessions)
      .where(eq(schema.staffSessions.staff_id, lead.staff_id));
    expect(live.every((s) => s.revoked_at !== null)).toBe(true);
    expect(await auditActions(lead.staff_id)).toContain('staff.reset_totp');

    const [box] = await t.db.select().from(schema.staff).where(eq(schema.staff.email, 'box@staff.test'));
    const none = await asOwner('POST', `staff/accounts/${box?.staff_id}/totp`, {
      reason: '測試',
      password: PASSWORD,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(staffMessages.staffNoSecondFactor);
  });
});

describe('an e-mail added twice at once', () => {
  it('adds one account when the same e-mail is sent several times at once; the others hear 409', async () => {
    const body = {
      email: 'twice@staff.test',
      name: '同時新增',
      role: 'customer_service',
      password: PASSWORD,
    };
    const answers = await Promise.all([1, 2, 3].map(() => asOwner('POST', 'staff/accounts', body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().message).toBe(staffMessages.staffEmailTaken);
    const rows = await t.db.select().from(schema.staff).where(eq(schema.staff.email, 'twice@staff.test'));
    expect(rows).toHaveLength(1);
    expect(await auditActions(rows[0]?.staff_id ?? 0)).toEqual(['staff.create']);
  });
});
