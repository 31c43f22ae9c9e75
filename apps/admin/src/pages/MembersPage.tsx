import { backStageCalls, type StaffMemberRow } from '@shop/contracts/back-stage';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { send } from '../api.ts';
import { type Columns, DataTable } from '../data-table.tsx';
import { twd } from '../labels.ts';
import { Link } from '../router.tsx';
import { ErrorNote, Field, LabelledInput, useStaffCall } from '../ui.tsx';
import { MemberCarePanel, MessageForm } from './MemberCarePanel.tsx';

const TIERS: Record<number, string> = { 0: '一般會員', 1: '白金卡', 2: '鑽石卡', 3: '黑鑽卡', 99: '新會員' };

const column = createColumnHelper<StaffMemberRow>();

/** What a member's balance is adjusted in: the call, its words and how an amount reads. */
const BALANCES = {
  points: {
    button: '調整點數',
    title: (m: StaffMemberRow) => `調整 ${m.member_name} 的點數（目前 ${m.points} 點）`,
    deltaLabel: '增減點數（負數為扣點）',
    deltaHint: '請輸入不為 0 的整數（負數為扣點）',
  },
  credit: {
    button: '調整購物金',
    title: (m: StaffMemberRow) => `調整 ${m.member_name} 的購物金（目前 ${twd(m.credit)}）`,
    deltaLabel: '增減金額（元，負數為扣除）',
    deltaHint: '請輸入不為 0 的整數金額（負數為扣除）',
  },
} as const;
type Balance = keyof typeof BALANCES;

export function MembersPage({ mayAdjustCredit }: { mayAdjustCredit: boolean }) {
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<StaffMemberRow[] | null>(null);
  const { busy, error, run } = useStaffCall();
  const [adjusting, setAdjusting] = useState<{ member: StaffMemberRow; kind: Balance } | null>(null);
  const [caring, setCaring] = useState<StaffMemberRow | null>(null);
  const [tier, setTier] = useState(0);
  const columns: Columns<StaffMemberRow> = useMemo(
    () => [
      column.accessor('member_name', { header: '姓名' }),
      column.accessor('member_mobile', { header: '手機' }),
      column.accessor('member_account', { header: '電子郵件', cell: (c) => c.getValue() ?? '—' }),
      column.accessor('tier', { header: '等級', cell: (c) => TIERS[c.getValue()] ?? c.getValue() }),
      column.accessor('points', { header: '點數', meta: { testId: (m) => `points-${m.member_id}` } }),
      column.accessor('credit', {
        header: '購物金',
        cell: (c) => twd(c.getValue()),
        meta: { testId: (m) => `credit-${m.member_id}` },
      }),
      column.display({
        id: 'actions',
        header: '操作',
        cell: (c) => (
          <>
            <button
              type="button"
              className="secondary"
              onClick={() => setAdjusting({ member: c.row.original, kind: 'points' })}
            >
              調整點數
            </button>{' '}
            {mayAdjustCredit ? (
              <>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setAdjusting({ member: c.row.original, kind: 'credit' })}
                >
                  調整購物金
                </button>{' '}
              </>
            ) : null}
            <button type="button" className="secondary" onClick={() => setCaring(c.row.original)}>
              帳號與訊息
            </button>{' '}
            <Link to={`/orders?q=${encodeURIComponent(c.row.original.member_mobile)}`}>訂單</Link>
          </>
        ),
      }),
    ],
    [mayAdjustCredit],
  );

  const search = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!q.trim()) return;
    const found = await run(() => send(backStageCalls.searchMembers, { query: { q } }));
    if (found) setRows(found.members);
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
        <AdjustBalance
          key={`${adjusting.kind}-${adjusting.member.member_id}`}
          kind={adjusting.kind}
          member={adjusting.member}
          onClose={() => setAdjusting(null)}
          onDone={(balance) => {
            const { member, kind } = adjusting;
            setRows(
              (list) =>
                list?.map((m) => (m.member_id === member.member_id ? { ...m, [kind]: balance } : m)) ?? null,
            );
            setAdjusting(null);
          }}
        />
      ) : null}
    </section>
  );
}

/** Points or shopping credit added or taken with a reason (a ledger entry on the server). */
function AdjustBalance({
  kind,
  member,
  onClose,
  onDone,
}: {
  kind: Balance;
  member: StaffMemberRow;
  onClose: () => void;
  onDone: (balance: number) => void;
}) {
  const words = BALANCES[kind];
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [hint, setHint] = useState<string[] | undefined>();
  const { busy, error, fields, run } = useStaffCall();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const n = Number(delta);
    if (!Number.isInteger(n) || n === 0) {
      setHint([words.deltaHint]);
      return;
    }
    setHint(undefined);
    const params = { memberId: member.member_id };
    const balance = await run(async () =>
      kind === 'points'
        ? (await send(backStageCalls.adjustPoints, { params, body: { delta: n, reason } })).points
        : (await send(backStageCalls.adjustCredit, { params, body: { delta: n, reason } })).credit,
    );
    if (balance !== null) onDone(balance);
  };
  return (
    <form className="panel" onSubmit={submit} aria-labelledby="adjust-title">
      <h2 id="adjust-title">{words.title(member)}</h2>
      <ErrorNote message={error} />
      <Field label={words.deltaLabel} id="delta" error={hint ?? fields.delta}>
        <input
          id="delta"
          inputMode="numeric"
          required
          value={delta}
          onChange={(e) => setDelta(e.target.value)}
        />
      </Field>
      <LabelledInput
        kind="reason"
        id="adjust-reason"
        value={reason}
        onChange={setReason}
        error={fields.reason}
      />
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
