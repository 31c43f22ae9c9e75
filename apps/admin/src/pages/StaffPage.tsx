// Staff accounts (decision 116), for the owner: every account with its role and state; add one (its random
// password and authenticator secret are shown once, to hand over in person), disable or enable one, give
// an owner or manager who lost the phone a new authenticator secret. Each asks for a reason or the owner's
// password again.
import {
  backStageCalls,
  SECOND_FACTOR_ROLES,
  STAFF_ROLE_VALUES,
  type StaffAccount,
  type StaffCredentialsAnswer,
  type StaffProfile,
  type StaffRole,
} from '@shop/contracts/back-stage';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { send } from '../api.ts';
import { type Columns, DataTable, messageOf } from '../data-table.tsx';
import { roleName, when } from '../labels.ts';
import { ErrorNote, Field, LabelledInput, ReasonPasswordConfirm, useStaffCall } from '../ui.tsx';

type Account = z.infer<typeof StaffAccount>;
type Credentials = z.infer<typeof StaffCredentialsAnswer>;
type Action = { kind: 'disable' | 'enable' | 'totp'; account: Account };

const ACTION_TITLES: Record<Action['kind'], (name: string) => string> = {
  disable: (name) => `停用 ${name} 的帳號（立即登出所有裝置）`,
  enable: (name) => `重新啟用 ${name} 的帳號`,
  totp: (name) => `重設 ${name} 的驗證器（舊驗證碼失效，立即登出所有裝置）`,
};

function columnsFor(self: number, choose: (action: Action) => void): Columns<Account> {
  const column = createColumnHelper<Account>();
  return [
    column.accessor('name', { header: '姓名' }),
    column.accessor('email', { header: '電子郵件' }),
    column.accessor('role', { header: '角色', cell: (c) => roleName(c.getValue()) }),
    column.accessor('has_totp', { header: '驗證器', cell: (c) => (c.getValue() ? '已設定' : '—') }),
    column.accessor('disabled_at', {
      header: '狀態',
      cell: (c) => (c.getValue() ? `已停用（${when(c.getValue())}）` : '使用中'),
      meta: { testId: (a) => `staff-state-${a.staff_id}` },
    }),
    column.accessor('created_at', { header: '建立時間', cell: (c) => when(c.getValue()) }),
    column.display({
      id: 'actions',
      header: '動作',
      cell: (c) => {
        const account = c.row.original;
        if (account.staff_id === self) return '（您的帳號）';
        return (
          <span className="row-actions">
            <button
              type="button"
              className="secondary"
              onClick={() => choose({ kind: account.disabled_at ? 'enable' : 'disable', account })}
            >
              {account.disabled_at ? '啟用' : '停用'}
            </button>
            {SECOND_FACTOR_ROLES.includes(account.role) ? (
              <button type="button" className="secondary" onClick={() => choose({ kind: 'totp', account })}>
                重設驗證器
              </button>
            ) : null}
          </span>
        );
      },
    }),
  ];
}

/** What only this screen shows: the new password and authenticator secret, to hand over in person. */
function CredentialsNote({ credentials, onClose }: { credentials: Credentials; onClose: () => void }) {
  return (
    <section
      className="panel"
      role="status"
      aria-labelledby="credentials-title"
      data-testid="staff-credentials"
    >
      <h2 id="credentials-title">{credentials.name} 的登入資料（只顯示這一次）</h2>
      <p>請當面交給本人，離開此畫面後無法再查看。</p>
      <dl>
        <dt>電子郵件</dt>
        <dd>{credentials.email}</dd>
        {credentials.password ? (
          <>
            <dt>密碼</dt>
            <dd>
              <code data-testid="staff-new-password">{credentials.password}</code>
            </dd>
          </>
        ) : null}
        {credentials.totp_secret ? (
          <>
            <dt>驗證器金鑰</dt>
            <dd>
              <code data-testid="staff-new-totp">{credentials.totp_secret}</code>
            </dd>
            <dt>驗證器 App 設定網址</dt>
            <dd>
              <code>{credentials.totp_uri}</code>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="actions">
        <button type="button" onClick={onClose}>
          我已交給本人
        </button>
      </div>
    </section>
  );
}

function NewStaffForm({ onMade }: { onMade: (made: Credentials) => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('customer_service');
  const [password, setPassword] = useState('');
  const { busy, error, fields, run } = useStaffCall();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const made = await run(() => send(backStageCalls.createStaff, { body: { email, name, role, password } }));
    if (!made) return;
    setEmail('');
    setName('');
    setPassword('');
    onMade(made);
  };
  return (
    <form className="panel" onSubmit={submit} aria-labelledby="new-staff-title">
      <h2 id="new-staff-title">新增員工</h2>
      <ErrorNote message={error} />
      <Field label="電子郵件" id="new-staff-email" error={fields.email}>
        <input
          id="new-staff-email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field label="姓名" id="new-staff-name" error={fields.name}>
        <input
          id="new-staff-name"
          required
          maxLength={50}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Field label="角色" id="new-staff-role" error={fields.role}>
        <select id="new-staff-role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {STAFF_ROLE_VALUES.map((value) => (
            <option key={value} value={value}>
              {roleName(value)}
            </option>
          ))}
        </select>
      </Field>
      <LabelledInput
        kind="password"
        id="new-staff-password"
        value={password}
        onChange={setPassword}
        error={fields.password}
      />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? '處理中…' : '新增帳號'}
        </button>
      </div>
    </form>
  );
}

function ActionForm({
  action,
  onDone,
  onClose,
}: {
  action: Action;
  onDone: (made: Credentials | null) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, fields, run } = useStaffCall();
  const { kind, account } = action;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const params = { staffId: account.staff_id };
    if (kind === 'totp') {
      const made = await run(() =>
        send(backStageCalls.resetStaffTotp, { params, body: { reason, password } }),
      );
      if (made) onDone(made);
      return;
    }
    const changed = await run(() =>
      send(backStageCalls.setStaffDisabled, {
        params,
        body: { disabled: kind === 'disable', reason, password },
      }),
    );
    if (changed) onDone(null);
  };
  return (
    <form className="panel" onSubmit={submit} aria-labelledby="staff-action-title">
      <h2 id="staff-action-title">{ACTION_TITLES[kind](account.name)}</h2>
      <ErrorNote message={error} />
      <ReasonPasswordConfirm
        id="staff-action"
        reason={reason}
        onReason={setReason}
        password={password}
        onPassword={setPassword}
        fields={fields}
        busy={busy}
        confirm="確認"
        danger={kind !== 'enable'}
        onClose={onClose}
      />
    </form>
  );
}

export function StaffPage({ staff }: { staff: StaffProfile }) {
  const [rows, setRows] = useState<Account[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const load = useCallback(() => {
    setError(null);
    send(backStageCalls.staffAccounts)
      .then((answer) => setRows(answer.staff))
      .catch((e) => setError(messageOf(e)));
  }, []);
  useEffect(load, [load]);
  const done = (made: Credentials | null) => {
    setAction(null);
    setCredentials(made);
    load();
  };
  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title">員工帳號</h1>
      {credentials ? (
        <CredentialsNote credentials={credentials} onClose={() => setCredentials(null)} />
      ) : null}
      {action ? <ActionForm action={action} onDone={done} onClose={() => setAction(null)} /> : null}
      <DataTable
        rows={rows}
        columns={columnsFor(staff.staff_id, setAction)}
        rowKey={(row) => row.staff_id}
        error={error}
        empty="還沒有員工帳號"
        caption="員工帳號"
      />
      <NewStaffForm onMade={done} />
    </section>
  );
}
