import { backStageCalls, type StaffMemberRow } from '@shop/contracts/back-stage';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { CallError, send } from '../api.ts';
import { type Columns, DataTable, messageOf } from '../data-table.tsx';
import { Link } from '../router.tsx';
import { ErrorNote, Field, ReasonField } from '../ui.tsx';
import { MemberCarePanel, MessageForm } from './MemberCarePanel.tsx';

const TIERS: Record<number, string> = { 0: '一般會員', 1: '白金卡', 2: '鑽石卡', 3: '黑鑽卡', 99: '新會員' };

const column = createColumnHelper<StaffMemberRow>();

export function MembersPage() {
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<StaffMemberRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState<StaffMemberRow | null>(null);
  const [caring, setCaring] = useState<StaffMemberRow | null>(null);
  const [tier, setTier] = useState(0);
  const columns: Columns<StaffMemberRow> = useMemo(
    () => [
      column.accessor('member_name', { header: '姓名' }),
      column.accessor('member_mobile', { header: '手機' }),
      column.accessor('member_account', { header: '電子郵件', cell: (c) => c.getValue() ?? '—' }),
      column.accessor('tier', { header: '等級', cell: (c) => TIERS[c.getValue()] ?? c.getValue() }),
      column.accessor('points', { header: '點數', meta: { testId: (m) => `points-${m.member_id}` } }),
      column.display({
        id: 'actions',
        header: '操作',
        cell: (c) => (
          <>
            <button type="button" className="secondary" onClick={() => setAdjusting(c.row.original)}>
              調整點數
            </button>{' '}
            <button type="button" className="secondary" onClick={() => setCaring(c.row.original)}>
              帳號與訊息
            </button>{' '}
            <Link to={`/orders?q=${encodeURIComponent(c.row.original.member_mobile)}`}>訂單</Link>
          </>
        ),
      }),
    ],
    [],
  );

  const search = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!q.trim()) return;
    setBusy(true);
    setError(null);
    try {
      setRows((await send(backStageCalls.searchMembers, { query: { q } })).members);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <h1>會員</h1>
      <form className="filters" onSubmit={search} aria-label="搜尋會員">
        <Field label="手機、電子郵件或姓名" id="member-q">
          <input
            id="member-q"
            type="search"
            value={q}
            maxLength={50}
            onChange={(e) => setQ(e.target.value)}
          />
        </Field>
        <button type="submit">搜尋</button>
      </form>
      {busy || rows || error ? (
        <DataTable
          rows={busy ? null : rows}
          columns={columns}
          rowKey={(m) => m.member_id}
          error={error}
          empty="找不到符合的會員"
        />
      ) : null}
      {caring ? (
        <MemberCarePanel key={caring.member_id} member={caring} onClose={() => setCaring(null)} />
      ) : null}
      <details>
        <summary>傳送站內訊息給整個等級</summary>
        <Field label="會員等級" id="message-tier">
          <select id="message-tier" value={tier} onChange={(e) => setTier(Number(e.target.value))}>
            {Object.entries(TIERS).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <MessageForm key={tier} target={{ tier }} />
      </details>
      {adjusting ? (
        <AdjustPoints
          member={adjusting}
          onClose={() => setAdjusting(null)}
          onDone={(points) => {
            setRows(
              (list) =>
                list?.map((m) => (m.member_id === adjusting.member_id ? { ...m, points } : m)) ?? null,
            );
            setAdjusting(null);
          }}
        />
      ) : null}
    </section>
  );
}

function AdjustPoints({
  member,
  onClose,
  onDone,
}: {
  member: StaffMemberRow;
  onClose: () => void;
  onDone: (points: number) => void;
}) {
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const n = Number(delta);
    if (!Number.isInteger(n) || n === 0) {
      setFields({ delta: ['請輸入不為 0 的整數（負數為扣點）'] });
      return;
    }
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const answer = await send(backStageCalls.adjustPoints, {
        params: { memberId: member.member_id },
        body: { delta: n, reason },
      });
      onDone(answer.points);
    } catch (e) {
      if (e instanceof CallError) {
        setError(e.message);
        setFields(e.fields);
      } else setError('發生錯誤，請稍後再試');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="panel" onSubmit={submit} aria-labelledby="adjust-title">
      <h2 id="adjust-title">
        調整 {member.member_name} 的點數（目前 {member.points} 點）
      </h2>
      <ErrorNote message={error} />
      <Field label="增減點數（負數為扣點）" id="delta" error={fields.delta}>
        <input
          id="delta"
          inputMode="numeric"
          required
          value={delta}
          onChange={(e) => setDelta(e.target.value)}
        />
      </Field>
      <ReasonField id="adjust-reason" value={reason} onChange={setReason} error={fields.reason} />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? '處理中…' : '確認調整'}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          返回
        </button>
      </div>
    </form>
  );
}
