import { randomUUID } from 'node:crypto';
import {
  API_BASE_PATH,
  accountsCalls,
  type CreateOrderBody,
  checkoutCalls,
  pathOf,
  returnCalls,
} from '@shop/contracts';
import {
  BACK_STAGE_BASE_PATH,
  type BackStageCall,
  backStageCalls,
  STAFF_ROLE_VALUES,
  type StaffRole,
  staffMessages,
} from '@shop/contracts/back-stage';
import { ORDER_STATUS, orderStatusName } from '@shop/core';
import { schema } from '@shop/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { JPEG_BYTES, multipart, useTemporaryDataDir } from '../../../test/catalogue-support.ts';
import { insertTestOrder, memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { confirmPaymentOf as confirmPayment } from '../../../test/confirm-payment.ts';
import { createInvoiceIssuer, readEinvoiceConfig } from '../../integrations/einvoice/index.ts';
import {
  createPaymentProviders,
  decideSandboxPayment,
  readPaymentsConfig,
} from '../../integrations/payments/index.ts';
import { issueOrderInvoice } from '../checkout/index.ts';
import { ledgerBalance } from '../ledgers/index.ts';
import { createSession } from '../sessions/index.ts';
import { createStaffAccount, currentTotp, type StaffCredentials } from './index.ts';
import { searchCondition } from './staff-orders.repository.ts';

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof useTemporaryDataDir>>;
let memberId: number;
let memberToken: string;
let productId: number;
const PASSWORD = 'Staff-Test-2026-pass';
const staff = {} as Record<StaffRole, StaffCredentials>;
const tokens = {} as Record<StaffRole, string>;

const back = (path: string) => `${BACK_STAGE_BASE_PATH}/${path}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function login(body: Record<string, unknown>, ip = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: back('auth/login'), payload: body, remoteAddress: ip });
}

function call(role: StaffRole, method: 'GET' | 'POST', path: string, payload?: object) {
  return t.app.inject({
    method,
    url: back(path),
    headers: bearer(tokens[role]),
    ...(payload ? { payload } : {}),
  });
}

async function auditOf(subjectType: string, subjectId: number) {
  return t.db
    .select()
    .from(schema.auditLog)
    .where(
      and(eq(schema.auditLog.subject_type, subjectType), eq(schema.auditLog.subject_id, String(subjectId))),
    )
    .orderBy(desc(schema.auditLog.audit_id));
}

beforeAll(async () => {
  dataDir = await useTemporaryDataDir();
  t = await buildTestApp({ payments: readPaymentsConfig({}) });
  memberId = await memberIdByMobile(t.db, '0912000000');
  memberToken = await createSession(t.db, memberId);
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 50 }).where(eq(schema.products.p_id, productId));
  for (const role of STAFF_ROLE_VALUES) {
    staff[role] = await createStaffAccount(t.db, { email: `${role}@staff.test`, name: role, role }, PASSWORD);
    const totp = staff[role].totp_secret ? currentTotp(staff[role].totp_secret, new Date()) : undefined;
    const res = await login({ email: `${role}@staff.test`, password: PASSWORD, ...(totp ? { totp } : {}) });
    expect(res.statusCode, role).toBe(200);
    tokens[role] = res.json().token;
  }
});
afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

describe('who may call the back stage', () => {
  const guarded = Object.entries(backStageCalls as Record<string, BackStageCall>).filter(
    ([, c]) => c.auth === 'required',
  );
  const pathOfCall = (c: BackStageCall) =>
    c.route
      .replace(':orderId', '1')
      .replace(':memberId', '1')
      .replace(':sessionId', '1')
      .replace(':returnId', '1')
      .replace(':photo', '0')
      .replace(':productId', '1')
      .replace(':staffId', '1');

  it("answers 401 without a token and with a member's token, on every call", async () => {
    for (const [name, c] of guarded) {
      const none = await t.app.inject({
        method: c.method,
        url: back(pathOfCall(c)),
        payload: c.method === 'GET' ? undefined : {},
      });
      expect(none.statusCode, name).toBe(401);
      expect(none.json().message, name).toBe(staffMessages.unauthenticated);
      const member = await t.app.inject({
        method: c.method,
        url: back(pathOfCall(c)),
        headers: bearer(memberToken),
        payload: c.method === 'GET' ? undefined : {},
      });
      expect(member.statusCode, name).toBe(401);
    }
  });

  it('answers 403 to every role a call does not list, before its input is read', async () => {
    let refused = 0;
    for (const [name, c] of guarded) {
      for (const role of STAFF_ROLE_VALUES.filter((r) => !c.roles.includes(r))) {
        const res = await t.app.inject({
          method: c.method,
          url: back(pathOfCall(c)),
          headers: bearer(tokens[role]),
          payload: c.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${name} as ${role}`).toBe(403);
        expect(res.json().message).toBe(staffMessages.forbidden);
        refused++;
      }
    }
    // content_editor: 10 calls; customer service: ship, deliver, refund, audit; warehouse: cancel,
    // refund, members ×2, audit (19). Staff list: 3; returns ×4: warehouse and content editor (8); stock
    // ×3: customer service and content editor (6); export: customer service, warehouse, editor (3);
    // shipments: customer service, content editor (2); partial refund: customer service, warehouse,
    // content editor (3); member sessions, end session, unlock, site message: warehouse, content editor (8);
    // staff accounts ×4: every role but the owner (16); shopping credit: customer service, warehouse,
    // content editor (3).
    expect(refused).toBe(71);
  });

  it('lets a staff member see who they are, and a member token never reaches a staff session', async () => {
    const me = await call('warehouse', 'GET', 'auth/me');
    expect(me.json()).toMatchObject({ email: 'warehouse@staff.test', role: 'warehouse' });
    // A staff token is nothing to the storefront either.
    const front = await t.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/get-member-benefits`,
      headers: bearer(tokens.owner),
    });
    expect(front.statusCode).toBe(401);
  });
});

describe('staff login', () => {
  it('asks owners and managers for the TOTP code, refuses a wrong one, takes the right one', async () => {
    const missing = await login({ email: 'manager@staff.test', password: PASSWORD }, '10.0.1.1');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'STAFF_TOTP_REQUIRED',
      errors: { totp: [staffMessages.totpRequired] },
    });
    const wrongCode = currentTotp(staff.manager.totp_secret ?? '', new Date(Date.now() + 10 * 60_000));
    const wrong = await login(
      { email: 'manager@staff.test', password: PASSWORD, totp: wrongCode },
      '10.0.1.1',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(staffMessages.totpInvalid);
    // The current step's code was used by the login in beforeAll; the next step's is accepted (±1 step).
    const code = currentTotp(staff.manager.totp_secret ?? '', new Date(Date.now() + 30_000));
    const ok = await login({ email: 'MANAGER@staff.test', password: PASSWORD, totp: code }, '10.0.1.1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().staff).toMatchObject({ email: 'manager@staff.test', role: 'manager', name: 'manager' });
  });

  it('takes a TOTP code once: the same code again, or an older one, is refused inside its window', async () => {
    const owner = await createStaffAccount(
      t.db,
      { email: 'replay@staff.test', name: '重放測試', role: 'owner' },
      PASSWORD,
    );
    const secret = owner.totp_secret ?? '';
    const step = Math.floor(Date.now() / 30_000);
    const code = currentTotp(secret, new Date(step * 30_000));
    const first = await login({ email: 'replay@staff.test', password: PASSWORD, totp: code }, '10.0.5.1');
    expect(first.statusCode).toBe(200);
    const [stored] = await t.db
      .select({ id: schema.staff.staff_id, step: schema.staff.last_totp_step })
      .from(schema.staff)
      .where(eq(schema.staff.email, 'replay@staff.test'));
    expect(stored?.step).toBe(step);
    // Replayed within its 30 s window (from another address, say a stolen code): refused, no session.
    const replay = await login({ email: 'replay@staff.test', password: PASSWORD, totp: code }, '10.0.5.2');
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({ code: 'STAFF_TOTP_INVALID', message: staffMessages.totpInvalid });
    expect(replay.json().token).toBeUndefined();
    // The next step's code is taken; after it, the previous step's code is not, though still in ±1.
    const next = currentTotp(secret, new Date((step + 1) * 30_000));
    expect(
      (await login({ email: 'replay@staff.test', password: PASSWORD, totp: next }, '10.0.5.3')).statusCode,
    ).toBe(200);
    const older = await login({ email: 'replay@staff.test', password: PASSWORD, totp: code }, '10.0.5.4');
    expect(older.statusCode).toBe(422);
    const sessions = await t.db
      .select()
      .from(schema.staffSessions)
      .where(eq(schema.staffSessions.staff_id, stored?.id ?? 0));
    expect(sessions).toHaveLength(2);
  });

  it("refuses a wrong password and a member's credentials alike, and throttles after 5 failures", async () => {
    const wrong = await login({ email: 'service@staff.test', password: 'nope' }, '10.0.2.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(staffMessages.invalidCredentials);
    const member = await login({ email: 'tier0@demo.example.com', password: 'Demo-Shop-2026' }, '10.0.2.1');
    expect(member.statusCode).toBe(401);
    for (let i = 0; i < 4; i++)
      await login({ email: 'customer_service@staff.test', password: 'x' }, '10.0.3.1');
    const fifth = await login({ email: 'customer_service@staff.test', password: 'x' }, '10.0.3.1');
    expect(fifth.statusCode).toBe(401);
    const locked = await login({ email: 'customer_service@staff.test', password: PASSWORD }, '10.0.3.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('ends the session on logout', async () => {
    const res = await login({ email: 'content_editor@staff.test', password: PASSWORD }, '10.0.4.1');
    const token = res.json().token;
    expect(
      (await t.app.inject({ method: 'POST', url: back('auth/logout'), headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: back('auth/me'), headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});

function orderBody(): CreateOrderBody {
  return {
    carts: { cart: [{ productId, quantity: 1 }] },
    ship_method: 'seven',
    recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
    invoice: { invoice_type: 'member' },
    pay_method: 'sandbox',
  };
}

async function placePaidOrder() {
  const created = await t.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/${pathOf(checkoutCalls.createOrder)}`,
    headers: { ...bearer(memberToken), 'idempotency-key': randomUUID() },
    payload: orderBody(),
  });
  expect(created.statusCode).toBe(200);
  const orderId = created.json().ordermain_id as number;
  const [payment] = await t.db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.ordermain_id, orderId));
  await decideSandboxPayment(t.db, payment?.payment_ref ?? '', 'approve');
  const providers = createPaymentProviders(readPaymentsConfig({}), t.db, API_BASE_PATH);
  expect((await confirmPayment(t.db, providers, payment?.payment_ref ?? '')).kind).toBe('paid');
  const invoice = await issueOrderInvoice(t.db, createInvoiceIssuer(readEinvoiceConfig({}), t.db), orderId);
  return {
    orderId,
    paymentRef: payment?.payment_ref ?? '',
    amount: payment?.amount ?? 0,
    invoiceId: invoice?.invoice_id ?? 0,
  };
}

describe('refunds', () => {
  it('refunds a paid order through the sandbox provider after the password, voids the invoice, audits it', async () => {
    const paid = await placePaidOrder();
    const wrong = await call('owner', 'POST', `orders/${paid.orderId}/refund`, {
      reason: '顧客要求退款',
      password: 'wrong',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual([staffMessages.passwordWrong]);
    expect((await auditOf('order', paid.orderId)).length).toBe(0);

    const res = await call('owner', 'POST', `orders/${paid.orderId}/refund`, {
      reason: '顧客要求退款',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ordermain_id: paid.orderId,
      ordermain_status: ORDER_STATUS.cancelled,
      status_name: orderStatusName(ORDER_STATUS.cancelled),
    });
    const [payment] = await t.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.payment_ref, paid.paymentRef));
    expect(payment).toMatchObject({ state: 'refunded', refunded_amount: paid.amount });
    const [sandbox] = await t.db
      .select()
      .from(schema.sandboxPayments)
      .where(eq(schema.sandboxPayments.payment_ref, paid.paymentRef));
    expect(sandbox?.refunded_amount).toBe(paid.amount);
    const [invoice] = await t.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.invoice_id, paid.invoiceId));
    expect(invoice?.state).toBe('voided');
    const [audit] = await auditOf('order', paid.orderId);
    expect(audit).toMatchObject({
      staff_id: expect.any(Number),
      action: 'order.refund',
      before: { ordermain_status: ORDER_STATUS.paid, status_name: orderStatusName(ORDER_STATUS.paid) },
      after: {
        ordermain_status: ORDER_STATUS.cancelled,
        status_name: orderStatusName(ORDER_STATUS.cancelled),
        reason: '顧客要求退款',
        amount: paid.amount,
      },
    });
    const detail = await call('manager', 'GET', `orders/${paid.orderId}`);
    expect(detail.json()).toMatchObject({
      ordermain_status: ORDER_STATUS.cancelled,
      invoice: { state: 'voided' },
      payments: [{ state: 'refunded', refunded_amount: paid.amount }],
      actions: { cancel: false, refund: false, ship: false, deliver: false },
    });
    // Twice is refused: the machine has nothing left to refund.
    const again = await call('owner', 'POST', `orders/${paid.orderId}/refund`, {
      reason: '再退一次',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(staffMessages.notRefundable);
  });

  it("refuses a paid order's cancel (it must be refunded) and cancels an unpaid one, audited", async () => {
    const paid = await placePaidOrder();
    const refused = await call('customer_service', 'POST', `orders/${paid.orderId}/cancel`, {
      reason: '顧客取消',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(staffMessages.notCancellable);
    const unpaid = await insertTestOrder(t.db, memberId);
    const res = await call('customer_service', 'POST', `orders/${unpaid.ordermain_id}/cancel`, {
      reason: '顧客取消',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ordermain_status).toBe(ORDER_STATUS.cancelled);
    const [audit] = await auditOf('order', unpaid.ordermain_id);
    expect(audit).toMatchObject({
      action: 'order.cancel',
      before: { ordermain_status: ORDER_STATUS.awaitingPayment },
      after: { ordermain_status: ORDER_STATUS.cancelled, reason: '顧客取消' },
    });
  });
});

describe('shipping', () => {
  it('ships with a tracking number, delivers, refunds the delivered order; each audited', async () => {
    const order = await insertTestOrder(t.db, memberId, {
      ordermain_status: ORDER_STATUS.paid,
      paid_at: new Date(),
      ship_method: 'home',
    });
    const bad = await call('warehouse', 'POST', `orders/${order.ordermain_id}/ship`, {
      tracking_number: '<x>',
    });
    expect(bad.statusCode).toBe(422);
    const shipped = await call('warehouse', 'POST', `orders/${order.ordermain_id}/ship`, {
      tracking_number: 'HCT-123456789',
    });
    expect(shipped.json()).toMatchObject({ ordermain_status: ORDER_STATUS.shipped });
    const [row] = await t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.ordermain_id, order.ordermain_id));
    expect(row?.tracking_number).toBe('HCT-123456789');
    expect(row?.shipped_at).not.toBeNull();
    const twice = await call('warehouse', 'POST', `orders/${order.ordermain_id}/ship`, {
      tracking_number: 'HCT-1',
    });
    expect(twice.statusCode).toBe(409);
    const delivered = await call('warehouse', 'POST', `orders/${order.ordermain_id}/deliver`);
    expect(delivered.json()).toMatchObject({ ordermain_status: ORDER_STATUS.delivered });
    const refunded = await call('manager', 'POST', `orders/${order.ordermain_id}/refund`, {
      reason: '退貨完成',
      password: PASSWORD,
    });
    expect(refunded.json()).toMatchObject({ ordermain_status: ORDER_STATUS.refunded });
    const audit = await auditOf('order', order.ordermain_id);
    expect(audit.map((a) => a.action)).toEqual(['order.refund', 'order.deliver', 'order.ship']);
    expect(audit[2]?.after).toMatchObject({
      ordermain_status: ORDER_STATUS.shipped,
      tracking_number: 'HCT-123456789',
    });
  });
});

describe('members', () => {
  const ADJUSTMENTS = [
    {
      kind: 'points',
      role: 'customer_service',
      mobile: '0912000000',
      delta: 50,
      reason: '客訴補償',
      ledger: schema.pointLedger,
      belowZero: staffMessages.pointsBelowZero,
    },
    {
      kind: 'credit',
      role: 'manager',
      mobile: '0912000002',
      delta: 300,
      reason: '商品瑕疵補償',
      ledger: schema.creditLedger,
      belowZero: staffMessages.creditBelowZero,
    },
  ] as const;

  it.each(ADJUSTMENTS)(
    'adjusts $kind by a ledger entry with the reason, audited; never below zero',
    async ({ kind, role, mobile, delta, reason, ledger, belowZero }) => {
      const member = await memberIdByMobile(t.db, mobile);
      const before = await ledgerBalance(t.db, kind, member);
      const auditsBefore = (await auditOf('member', member)).length;
      const found = await call(role, 'GET', `members?q=${mobile}`);
      expect(found.json().members[0]).toMatchObject({
        member_id: member,
        member_mobile: mobile,
        [kind]: before,
      });
      const res = await call(role, 'POST', `members/${member}/${kind}`, { delta, reason });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ member_id: member, [kind]: before + delta });
      const [entry] = await t.db
        .select()
        .from(ledger as typeof schema.pointLedger)
        .where(eq(ledger.member_id, member))
        .orderBy(desc(ledger.seq))
        .limit(1);
      expect(entry).toMatchObject({
        delta,
        reason: 'adjustment',
        note: reason,
        balance_after: before + delta,
      });
      const [who] = await t.db
        .select({ staff_id: schema.staff.staff_id })
        .from(schema.staff)
        .where(eq(schema.staff.email, `${role}@staff.test`));
      const [audit] = await auditOf('member', member);
      expect(audit).toMatchObject({
        action: `member.${kind}.adjust`,
        staff_id: who?.staff_id,
        before: { [kind]: before },
        after: { [kind]: before + delta, delta, reason },
      });
      const tooMuch = await call(role, 'POST', `members/${member}/${kind}`, {
        delta: -(before + delta + 1),
        reason: '扣太多',
      });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().message).toBe(belowZero);
      expect(await auditOf('member', member)).toHaveLength(auditsBefore + 1);
      expect(await ledgerBalance(t.db, kind, member)).toBe(before + delta);
    },
  );

  it("shows each member's own points and credit in the search, not the newest ledger row of anyone", async () => {
    const found = (await call('customer_service', 'GET', 'members?q=091200000')).json().members as {
      member_id: number;
      points: number;
      credit: number;
    }[];
    expect(found.length).toBeGreaterThan(1);
    const own = await Promise.all(
      found.map(async (m) => ({
        member_id: m.member_id,
        points: await ledgerBalance(t.db, 'points', m.member_id),
        credit: await ledgerBalance(t.db, 'credit', m.member_id),
      })),
    );
    expect(new Set(own.map((m) => m.points)).size).toBeGreaterThan(1);
    expect(found.map(({ member_id, points, credit }) => ({ member_id, points, credit }))).toEqual(own);
  });

  it('takes shopping credit back; refuses 0, an unknown member, and customer service (managers only)', async () => {
    const creditMember = await memberIdByMobile(t.db, '0912000002');
    const before = await ledgerBalance(t.db, 'credit', creditMember);
    const auditsBefore = (await auditOf('member', creditMember)).length;
    const taken = await call('owner', 'POST', `members/${creditMember}/credit`, {
      delta: -100,
      reason: '誤發',
    });
    expect(taken.json()).toEqual({ member_id: creditMember, credit: before - 100 });
    const zero = await call('owner', 'POST', `members/${creditMember}/credit`, { delta: 0, reason: '沒有' });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.delta).toEqual(['金額不可為 0']);
    const unknown = await call('owner', 'POST', 'members/999999/credit', { delta: 5, reason: '不存在' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(staffMessages.memberNotFound);
    // Customer service adjusts points, not money.
    const refused = await call('customer_service', 'POST', `members/${creditMember}/credit`, {
      delta: 5,
      reason: '客服試試',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(staffMessages.forbidden);
    expect(await auditOf('member', creditMember)).toHaveLength(auditsBefore + 1);
    expect(await ledgerBalance(t.db, 'credit', creditMember)).toBe(before - 100);
  });
});

describe('member care', () => {
  it('names the device of a session signed in with a password: browser and system from its User-Agent', async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/${pathOf(accountsCalls.login)}`,
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      },
      payload: { account: '0912000000', password: 'Demo-Shop-2026' },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.member_id, memberId))
      .orderBy(desc(schema.sessions.session_id))
      .limit(1);
    expect(row?.device_name).toBe('Safari · iOS');
    const listed = await call('customer_service', 'GET', `members/${memberId}/sessions`);
    expect(listed.json().sessions).toContainEqual(
      expect.objectContaining({ session_id: row?.session_id, device_name: 'Safari · iOS' }),
    );
  });

  it("lists a member's sessions without tokens and ends one: that token stops working; audited", async () => {
    const token = await createSession(t.db, memberId);
    const listed = await call('customer_service', 'GET', `members/${memberId}/sessions`);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(token);
    expect(listed.body).not.toContain('token');
    const [row] = await t.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.member_id, memberId))
      .orderBy(desc(schema.sessions.session_id))
      .limit(1);
    const sessionId = row?.session_id ?? 0;
    expect(listed.json().sessions.map((s: { session_id: number }) => s.session_id)).toContain(sessionId);
    const meBefore = await t.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/${pathOf(accountsCalls.getMember)}`,
      headers: bearer(token),
    });
    const ended = await call('customer_service', 'POST', `members/${memberId}/sessions/${sessionId}/end`);
    expect(ended.json()).toEqual({ ok: true });
    const meAfter = await t.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/${pathOf(accountsCalls.getMember)}`,
      headers: bearer(token),
    });
    expect(meAfter.statusCode).toBe(401);
    expect(meBefore.statusCode).toBe(200);
    const again = await call('customer_service', 'POST', `members/${memberId}/sessions/${sessionId}/end`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(staffMessages.sessionNotFound);
    const [audit] = await auditOf('member', memberId);
    expect(audit).toMatchObject({ action: 'member.session.end', after: { session_id: sessionId } });
  });

  it("clears only this member's failed-login counters, audited with what was cleared", async () => {
    const now = new Date();
    await t.db.insert(schema.throttles).values([
      { key: 'login-fail:account:0912000000', window_start: now, count: 5 },
      { key: 'login-fail:account-ip:0912000000|10.1.1.1', window_start: now, count: 5 },
      { key: 'login-fail:account:0912999999', window_start: now, count: 3 },
    ]);
    const seen = await call('customer_service', 'GET', `members/${memberId}/sessions`);
    expect(seen.json().login_failures).toBe(5);
    const res = await call('customer_service', 'POST', `members/${memberId}/unlock`, {
      reason: '會員來電，確認本人',
    });
    expect(res.json()).toEqual({ member_id: memberId, cleared: 2 });
    const left = await t.db.select().from(schema.throttles);
    expect(left.map((r) => r.key)).toContain('login-fail:account:0912999999');
    expect(left.map((r) => r.key).filter((k) => k.includes('0912000000'))).toEqual([]);
    const [audit] = await auditOf('member', memberId);
    expect(audit).toMatchObject({
      action: 'member.unlock',
      before: {
        counters: [
          { key: 'login-fail', count: 5 },
          { key: 'login-fail', count: 5 },
        ],
      },
      after: { counters: [], reason: '會員來電，確認本人' },
    });
  });

  it('sends a site message to a member, or to every member of a tier, audited with the count', async () => {
    const one = await call('manager', 'POST', 'messages', {
      member_id: memberId,
      subject: '訂單延遲通知',
      content: '您的訂單將延後兩天出貨，造成不便敬請見諒。',
    });
    expect(one.json()).toEqual({ sent: 1 });
    const [message] = await t.db
      .select()
      .from(schema.messages)
      .where(and(eq(schema.messages.member_id, memberId), eq(schema.messages.subject, '訂單延遲通知')));
    expect(message?.content).toBe('您的訂單將延後兩天出貨，造成不便敬請見諒。');
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(schema.members)
      .where(eq(schema.members.member_nowtier2025, 0));
    const tier = await call('manager', 'POST', 'messages', {
      tier: 0,
      subject: '週年慶',
      content: '全館八折',
    });
    expect(tier.json()).toEqual({ sent: n });
    const [{ m } = { m: 0 }] = await t.db
      .select({ m: count() })
      .from(schema.messages)
      .where(eq(schema.messages.subject, '週年慶'));
    expect(m).toBe(n);
    const [audit] = await auditOf('tier', 0);
    expect(audit).toMatchObject({ action: 'member.message', after: { subject: '週年慶', sent: n } });
    const both = await call('manager', 'POST', 'messages', {
      member_id: memberId,
      tier: 0,
      subject: 'x',
      content: 'y',
    });
    expect(both.statusCode).toBe(422);
    const nobody = await call('manager', 'POST', 'messages', {
      member_id: 999_999,
      subject: 'x',
      content: 'y',
    });
    expect(nobody.statusCode).toBe(404);
  });
});

describe('order list and dashboard', () => {
  it('pages newest first by keyset and finds an order by its number, mobile or name', async () => {
    const first = await call('warehouse', 'GET', 'orders?limit=2');
    const page1 = first.json();
    expect(page1.orders).toHaveLength(2);
    expect(page1.next_cursor).toMatch(/^\d{16}\.\d+$/);
    const page2 = (await call('warehouse', 'GET', `orders?limit=2&after=${page1.next_cursor}`)).json();
    const ids = [...page1.orders, ...page2.orders].map((o: { ordermain_id: number }) => o.ordermain_id);
    expect(new Set(ids).size).toBe(ids.length);
    const dates = [...page1.orders, ...page2.orders].map((o: { ordermain_dt1: string }) => o.ordermain_dt1);
    expect([...dates].sort().reverse()).toEqual(dates);

    const one = page1.orders[0];
    const bySn = (await call('owner', 'GET', `orders?q=${one.ordermain_sn}`)).json();
    expect(bySn.orders.map((o: { ordermain_id: number }) => o.ordermain_id)).toEqual([one.ordermain_id]);
    // Typed in lower case, with spaces around: still that order (the number's shape picks its index).
    const typed = encodeURIComponent(` ${one.ordermain_sn.toLowerCase()} `);
    const byTyped = (await call('owner', 'GET', `orders?q=${typed}`)).json();
    expect(byTyped.orders.map((o: { ordermain_id: number }) => o.ordermain_id)).toEqual([one.ordermain_id]);
    type Row = { ordermain_mobile: string; recipient_name: string };
    const byMobile = (await call('owner', 'GET', `orders?q=${one.ordermain_mobile}`)).json();
    expect(byMobile.orders.length).toBeGreaterThan(0);
    expect(byMobile.orders.every((o: Row) => o.ordermain_mobile === one.ordermain_mobile)).toBe(true);
    const namePart = one.recipient_name.slice(1);
    const byName = (await call('owner', 'GET', `orders?q=${encodeURIComponent(namePart)}`)).json();
    expect(byName.orders.length).toBeGreaterThan(0);
    expect(byName.orders.every((o: Row) => o.recipient_name.includes(namePart))).toBe(true);
    const byStatus = (await call('owner', 'GET', `orders?status=${ORDER_STATUS.refunded}`)).json();
    expect(
      byStatus.orders.every(
        (o: { ordermain_status: number }) => o.ordermain_status === ORDER_STATUS.refunded,
      ),
    ).toBe(true);
    expect(byStatus.orders.length).toBeGreaterThan(0);
    const bad = await call('owner', 'GET', 'orders?pay_method=bitcoin');
    expect(bad.statusCode).toBe(422);
  });

  it('finds part of a name through the trigram index: three characters anywhere, two at the start or end, one at the start', async () => {
    const [a, b, c] = await Promise.all(
      ['蕭伯翰', '歐陽伯翰恩', '伯翰蕭'].map((recipient_name) =>
        insertTestOrder(t.db, memberId, { recipient_name }),
      ),
    );
    const ids = new Set([a, b, c].map((o) => o?.ordermain_id));
    const found = async (q: string) => {
      const body = (await call('customer_service', 'GET', `orders?q=${encodeURIComponent(q)}`)).json();
      return body.orders
        .filter((o: { ordermain_id: number }) => ids.has(o.ordermain_id))
        .map((o: { recipient_name: string }) => o.recipient_name)
        .sort();
    };
    expect(await found('陽伯翰')).toEqual(['歐陽伯翰恩']);
    // Two characters: 蕭伯翰's end and 伯翰蕭's start; 歐陽伯翰恩 holds them in its middle (decision 128).
    expect(await found('伯翰')).toEqual(['伯翰蕭', '蕭伯翰']);
    expect(await found('蕭')).toEqual(['蕭伯翰']);

    // The plan reads the trigram index for each shape (no sequential scan allowed, so the choice is the
    // index's or a filter over the whole list's index).
    const plans = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = async (q: string) => {
        const query = tx
          .select({ id: schema.orders.ordermain_id })
          .from(schema.orders)
          .where(searchCondition(q));
        const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      };
      return [await plan('陽伯翰'), await plan('伯翰'), await plan('蕭')];
    });
    for (const text of plans) expect(text).toContain('Bitmap Index Scan on orders_recipient_name_trgm');
    expect(plans[1]).toContain("Index Cond: (recipient_name ~~* '伯翰%'::text)");
  });

  it("counts today's orders and those waiting to ship", async () => {
    const res = await call('warehouse', 'GET', 'dashboard');
    expect(res.statusCode).toBe(200);
    const figures = res.json();
    const since = new Date(`${figures.day}T00:00:00+08:00`);
    const all = await t.db.select().from(schema.orders);
    const today = all.filter((o) => o.ordermain_dt1 >= since);
    expect(today.length).toBeGreaterThanOrEqual(4);
    expect(figures.today_orders).toBe(today.length);
    expect(figures.today_revenue).toBe(
      today
        .filter((o) => [1, 2, 3, 6, 10, 11].includes(o.ordermain_status))
        .reduce((sum, o) => sum + o.ordermain_total, 0),
    );
    expect(figures.awaiting_shipment).toBe(all.filter((o) => [1, 2, 10].includes(o.ordermain_status)).length);
  });
});

async function deliveredOrderWithReturn(photos = 1) {
  const order = await insertTestOrder(t.db, memberId, {
    ordermain_status: ORDER_STATUS.delivered,
    ship_method: 'home',
    paid_at: new Date(Date.now() - 3 * 86_400_000),
    shipped_at: new Date(Date.now() - 2 * 86_400_000),
  });
  const form = multipart(
    { reason: '瓶蓋破損' },
    Array.from({ length: photos }, (_, i) => ({
      filename: `cap${i}.jpg`,
      contentType: 'image/jpeg',
      bytes: JPEG_BYTES,
    })),
  );
  const asked = await t.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/${pathOf(returnCalls.requestReturn, { id: order.ordermain_id })}`,
    headers: { ...bearer(memberToken), ...form.headers },
    payload: form.payload,
  });
  expect(asked.statusCode).toBe(201);
  return { orderId: order.ordermain_id, returnId: asked.json().return_request.return_id as number };
}

describe('return requests', () => {
  it('lists and shows a request with its order, and serves its photo to staff only', async () => {
    const { orderId, returnId } = await deliveredOrderWithReturn(1);
    const list = await call('customer_service', 'GET', 'returns?state=requested');
    expect(list.statusCode).toBe(200);
    expect(list.json().returns[0]).toMatchObject({
      return_id: returnId,
      ordermain_id: orderId,
      state: 'requested',
      reason: '瓶蓋破損',
      photo_count: 1,
    });
    const detail = await call('customer_service', 'GET', `returns/${returnId}`);
    expect(detail.json()).toMatchObject({
      return_id: returnId,
      reply: '',
      can_refund: true,
      order: { ordermain_status: ORDER_STATUS.returnRequested },
    });
    const photo = await call('customer_service', 'GET', `returns/${returnId}/photos/0`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const missing = await call('customer_service', 'GET', `returns/${returnId}/photos/1`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(staffMessages.returnPhotoNotFound);
    const nobody = await t.app.inject({ method: 'GET', url: back(`returns/${returnId}/photos/0`) });
    expect(nobody.statusCode).toBe(401);
  });

  it('declines with a note: the order is delivered again, the shopper reads the note, audited', async () => {
    const { orderId, returnId } = await deliveredOrderWithReturn(0);
    const res = await call('customer_service', 'POST', `returns/${returnId}/answer`, {
      decision: 'declined',
      reply: '商品已拆封使用，無法退貨',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'declined',
      ordermain_status: ORDER_STATUS.delivered,
      refunded: false,
    });
    const [audit] = await auditOf('return', returnId);
    expect(audit).toMatchObject({
      action: 'return.decline',
      before: { state: 'requested', ordermain_id: orderId },
      after: { state: 'declined', reply: '商品已拆封使用，無法退貨', refund: false },
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/get-orders/${orderId}`,
      headers: bearer(memberToken),
    });
    expect(mine.json().return_request).toMatchObject({
      state: 'declined',
      reply: '商品已拆封使用，無法退貨',
    });
    const again = await call('customer_service', 'POST', `returns/${returnId}/answer`, {
      decision: 'accepted',
      reply: '改為接受',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(staffMessages.returnAnswered);
    expect(await auditOf('return', returnId)).toHaveLength(1);
  });

  it('accepts and refunds after the password; a wrong password changes nothing', async () => {
    const { orderId, returnId } = await deliveredOrderWithReturn(0);
    const noPassword = await call('manager', 'POST', `returns/${returnId}/answer`, {
      decision: 'accepted',
      reply: '已收到退貨，將全額退款',
      refund: true,
    });
    expect(noPassword.statusCode).toBe(422);
    const wrong = await call('manager', 'POST', `returns/${returnId}/answer`, {
      decision: 'accepted',
      reply: '已收到退貨，將全額退款',
      refund: true,
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(staffMessages.passwordWrong);
    expect(await auditOf('return', returnId)).toHaveLength(0);
    const ok = await call('manager', 'POST', `returns/${returnId}/answer`, {
      decision: 'accepted',
      reply: '已收到退貨，將全額退款',
      refund: true,
      password: PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      state: 'accepted',
      ordermain_status: ORDER_STATUS.refunded,
      refunded: true,
    });
    expect((await auditOf('return', returnId)).map((a) => a.action)).toEqual(['return.accept']);
    const [refund] = await auditOf('order', orderId);
    expect(refund).toMatchObject({
      action: 'order.refund',
      after: { ordermain_status: ORDER_STATUS.refunded, reason: '退貨：已收到退貨，將全額退款' },
    });
  });
});

describe('stock', () => {
  it('adjusts by a ledger row and an audit row; never below 0; lists low stock and waiting notices', async () => {
    await t.db.update(schema.products).set({ stock: 3 }).where(eq(schema.products.p_id, productId));
    await t.db.insert(schema.restockNotices).values({ member_id: memberId, p_id: productId });
    const added = await call('warehouse', 'POST', `stock/${productId}`, { delta: 12, reason: '進貨入庫' });
    expect(added.json()).toEqual({ p_id: productId, stock: 15 });
    const tooMany = await call('warehouse', 'POST', `stock/${productId}`, { delta: -16, reason: '盤點短少' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(staffMessages.stockBelowZero);
    const taken = await call('manager', 'POST', `stock/${productId}`, { delta: -15, reason: '盤點短少' });
    expect(taken.json()).toEqual({ p_id: productId, stock: 0 });
    const zero = await call('warehouse', 'POST', `stock/${productId}`, { delta: 0, reason: '無' });
    expect(zero.statusCode).toBe(422);
    const [product] = await t.db
      .select({ stock: schema.products.stock })
      .from(schema.products)
      .where(eq(schema.products.p_id, productId));
    expect(product?.stock).toBe(0);
    const ledger = await t.db
      .select()
      .from(schema.stockAdjustments)
      .where(eq(schema.stockAdjustments.p_id, productId))
      .orderBy(schema.stockAdjustments.adjustment_id);
    expect(ledger.map((r) => [r.delta, r.stock_after, r.reason])).toEqual([
      [12, 15, '進貨入庫'],
      [-15, 0, '盤點短少'],
    ]);
    const audit = await auditOf('product', productId);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['stock.adjust', { stock: 15 }, { stock: 0, delta: -15, reason: '盤點短少' }],
      ['stock.adjust', { stock: 3 }, { stock: 15, delta: 12, reason: '進貨入庫' }],
    ]);
    const low = await call('warehouse', 'GET', 'stock?max_stock=0&limit=100');
    const row = low.json().products.find((p: { p_id: number }) => p.p_id === productId);
    expect(row).toMatchObject({ stock: 0, restock_waiting: 1 });
    expect(low.json().products.every((p: { stock: number }) => p.stock === 0)).toBe(true);
    const history = await call('warehouse', 'GET', `stock/${productId}`);
    expect(history.json().adjustments[0]).toMatchObject({
      delta: -15,
      stock_after: 0,
      staff_name: 'manager',
    });
    await t.db.update(schema.products).set({ stock: 50 }).where(eq(schema.products.p_id, productId));
  });
});

describe('orders export', () => {
  it('streams the filtered list as CSV with a BOM after the password, audited', async () => {
    const order = await insertTestOrder(t.db, memberId, { recipient_name: '=HYPERLINK("x")' });
    const wrong = await call('owner', 'POST', 'orders/export', {
      filters: { q: order.ordermain_sn },
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(422);
    const res = await call('owner', 'POST', 'orders/export', {
      filters: { q: order.ordermain_sn },
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{8}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('訂單編號,下單時間,狀態,收件人,手機,付款方式,配送方式,金額');
    expect(lines).toHaveLength(3);
    expect(lines[1]?.startsWith(`${order.ordermain_sn},`)).toBe(true);
    // A formula is written as text, quoted because of its quotes.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toBe('');
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'order.export'));
    expect(audit?.after).toEqual({ filters: { q: order.ordermain_sn } });
  });

  it('streams the same rows as an Excel workbook (xlsx) that reads back, audited with its format', async () => {
    const order = await insertTestOrder(t.db, memberId, { recipient_name: '+886 <王>' });
    const res = await call('manager', 'POST', 'orders/export', {
      filters: { q: order.ordermain_sn },
      password: PASSWORD,
      format: 'xlsx',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{8}\.xlsx"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
    const rows = [...sheet.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((row) =>
      [...(row[1] ?? '').matchAll(/<t xml:space="preserve">(.*?)<\/t>|<v>(.*?)<\/v>/g)].map((c) =>
        c[1] !== undefined ? c[1] : Number(c[2]),
      ),
    );
    expect(rows[0]).toEqual([
      '訂單編號',
      '下單時間',
      '狀態',
      '收件人',
      '手機',
      '付款方式',
      '配送方式',
      '金額',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe(order.ordermain_sn);
    // The CSV's guard: a text starting with + is written with a leading '; XML escaped.
    expect(rows[1]?.[3]).toBe("'+886 &lt;王&gt;");
    expect(rows[1]?.[7]).toBe(order.ordermain_total);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'order.export'), eq(schema.auditLog.subject_id, 'xlsx')));
    expect(audit?.after).toEqual({ filters: { q: order.ordermain_sn } });
  });

  it('writes every order across keyset batches', async () => {
    const { EXPORT_BATCH, ordersCsv } = await import('./staff-orders-export.ts');
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(schema.orders);
    let rows = 0;
    let chunks = 0;
    for await (const chunk of ordersCsv(t.db, {})) {
      rows += chunk.split('\r\n').length - 1;
      chunks++;
    }
    expect(rows - 1).toBe(n);
    expect(chunks).toBe(1 + Math.ceil(n / EXPORT_BATCH));
  });
});

describe('pickup shipments', () => {
  it('creates the 7-ELEVEN shipment of a paid order through the logistics adapter, once, audited', async () => {
    const seven = await insertTestOrder(t.db, memberId, {
      ordermain_status: ORDER_STATUS.paid,
      paid_at: new Date(),
      ship_method: 'seven',
      store_id: '201001',
      store_name: '門市',
    });
    const home = await insertTestOrder(t.db, memberId, {
      ordermain_status: ORDER_STATUS.paid,
      paid_at: new Date(),
      ship_method: 'home',
    });
    const res = await call('warehouse', 'POST', 'orders/shipments', {
      order_ids: [seven.ordermain_id, home.ordermain_id, 2_000_000],
    });
    expect(res.statusCode).toBe(200);
    const [a, b, c] = res.json().results;
    expect(a).toMatchObject({ ordermain_id: seven.ordermain_id, outcome: 'created' });
    expect(a.pickup_number).toMatch(/^\w+$/);
    expect(b).toMatchObject({ ordermain_id: home.ordermain_id, outcome: 'not_pickup', pickup_number: null });
    expect(c).toMatchObject({ ordermain_id: 2_000_000, outcome: 'not_found' });
    const [shipment] = await t.db
      .select()
      .from(schema.shipments)
      .where(eq(schema.shipments.ordermain_id, seven.ordermain_id));
    expect(shipment).toMatchObject({ shipment_state: 'created', attempts: 1 });
    expect((await auditOf('order', seven.ordermain_id)).map((r) => r.action)).toEqual(['order.shipment']);
    expect(await auditOf('order', home.ordermain_id)).toHaveLength(0);
    const again = await call('warehouse', 'POST', 'orders/shipments', { order_ids: [seven.ordermain_id] });
    expect(again.json().results[0]).toMatchObject({ outcome: 'not_due', pickup_number: a.pickup_number });
    expect(await auditOf('order', seven.ordermain_id)).toHaveLength(1);
  });
});

describe('audit log', () => {
  it('filters by staff, action family and day, newest first, with keyset pages', async () => {
    const [warehouse] = await t.db
      .select({ id: schema.staff.staff_id })
      .from(schema.staff)
      .where(eq(schema.staff.email, 'warehouse@staff.test'));
    const res = await call('owner', 'GET', `audit?staff_id=${warehouse?.id}&action=stock.&limit=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().entries).toHaveLength(1);
    expect(res.json().entries[0]).toMatchObject({ action: 'stock.adjust', staff_name: 'warehouse' });
    expect(res.json().next_before).toBeNull();
    const first = await call('owner', 'GET', 'audit?limit=1');
    const before = first.json().next_before;
    expect(before).toBe(first.json().entries[0].audit_id);
    const second = await call('owner', 'GET', `audit?limit=1&before=${before}`);
    expect(second.json().entries[0].audit_id).toBeLessThan(before);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const none = await call('owner', 'GET', `audit?from=2020-01-01&to=2020-01-02`);
    expect(none.json()).toEqual({ entries: [], next_before: null });
    const todays = await call('owner', 'GET', `audit?from=${today}&to=${today}&action=return.accept`);
    expect(todays.json().entries.map((e: { action: string }) => e.action)).toEqual(['return.accept']);
    const staffList = await call('manager', 'GET', 'staff');
    expect(staffList.json().staff.map((s: { role: string }) => s.role)).toContain('warehouse');
  });
});
