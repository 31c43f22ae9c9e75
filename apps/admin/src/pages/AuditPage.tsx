// The audit log (decision 093): every change staff made, newest first, filtered by staff member, action
// and Taipei date range, with keyset pages.
import { type AuditQuery, type AuditRow, backStageCalls } from '@shop/contracts/back-stage';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { send } from '../api.ts';
import { type Columns, DataTable, messageOf, Pager, useKeysetPages } from '../data-table.tsx';
import { roleName, when } from '../labels.ts';
import { useRouter } from '../router.tsx';
import { Field } from '../ui.tsx';

/** The actions staff can take, by the name the audit rows carry. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'order.cancel': '取消訂單',
  'order.refund': '退款',
  'order.ship': '出貨',
  'order.deliver': '標記送達',
  'order.export': '匯出訂單',
  'member.points.adjust': '調整點數',
  'member.credit.adjust': '調整購物金',
  'return.accept': '接受退貨',
  'return.decline': '拒絕退貨',
  'stock.adjust': '調整庫存',
  'staff.create': '新增員工',
  'staff.disable': '停用員工',
  'staff.enable': '啟用員工',
  'staff.reset_totp': '重設驗證器',
};
const FAMILIES: Record<string, string> = {
  'order.': '全部訂單動作',
  'member.': '全部會員動作',
  'return.': '全部退貨動作',
  'stock.': '全部庫存動作',
  'staff.': '全部員工帳號動作',
};

const brief = (value: unknown) => (value == null ? '—' : JSON.stringify(value));

const column = createColumnHelper<AuditRow>();
const COLUMNS: Columns<AuditRow> = [
  column.accessor('at', { header: '時間', cell: (c) => when(c.getValue()) }),
  column.accessor('staff_name', { header: '人員', cell: (c) => c.getValue() ?? '系統' }),
  column.accessor('action', {
    header: '動作',
    cell: (c) => AUDIT_ACTIONS[c.getValue()] ?? c.getValue(),
    meta: { testId: (a) => `audit-action-${a.audit_id}` },
  }),
  column.display({
    id: 'subject',
    header: '對象',
    cell: (c) => `${c.row.original.subject_type} #${c.row.original.subject_id}`,
  }),
  column.accessor('before', { header: '之前', cell: (c) => <code>{brief(c.getValue())}</code> }),
  column.accessor('after', { header: '之後', cell: (c) => <code>{brief(c.getValue())}</code> }),
];

const KEYS = ['staff_id', 'action', 'from', 'to'] as const;
type Filters = Partial<Record<(typeof KEYS)[number], string>>;

export function AuditPage() {
  const { search, go } = useRouter();
  const filters = useMemo(() => {
    const f: Filters = {};
    for (const k of KEYS) {
      const v = search.get(k);
      if (v) f[k] = v;
    }
    return f;
  }, [search]);
  const [draft, setDraft] = useState<Filters>(filters);
  const [staff, setStaff] = useState<{ staff_id: number; name: string; role: string }[]>([]);
  const pages = useKeysetPages<number>();
  const { after, setNext, reset } = pages;
  const [rows, setRows] = useState<AuditRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    send(backStageCalls.listStaff)
      .then((a) => setStaff(a.staff))
      .catch(() => setStaff([]));
  }, []);
  useEffect(() => setDraft(filters), [filters]);
  useEffect(() => {
    setRows(null);
    setError(null);
    const query: AuditQuery = {
      ...(filters.staff_id ? { staff_id: Number(filters.staff_id) } : {}),
      ...(filters.action ? { action: filters.action } : {}),
      ...(filters.from ? { from: filters.from } : {}),
      ...(filters.to ? { to: filters.to } : {}),
      ...(after ? { before: after } : {}),
      limit: 50,
    };
    send(backStageCalls.listAudit, { query })
      .then((a) => {
        setRows(a.entries);
        setNext(a.next_before);
      })
      .catch((e) => setError(messageOf(e)));
  }, [filters, after, setNext]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    reset();
    const params = new URLSearchParams();
    for (const k of KEYS) if (draft[k]) params.set(k, String(draft[k]));
    const text = params.toString();
    go(text ? `/audit?${text}` : '/audit');
  };
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value || undefined }));

  return (
    <section>
      <h1>操作紀錄</h1>
      <form className="filters" onSubmit={apply} aria-label="篩選操作紀錄">
        <Field label="人員" id="audit-staff">
          <select id="audit-staff" value={draft.staff_id ?? ''} onChange={set('staff_id')}>
            <option value="">全部</option>
            {staff.map((s) => (
              <option key={s.staff_id} value={s.staff_id}>
                {s.name}（{roleName(s.role as Parameters<typeof roleName>[0])}）
              </option>
            ))}
          </select>
        </Field>
        <Field label="動作" id="audit-action">
          <select id="audit-action" value={draft.action ?? ''} onChange={set('action')}>
            <option value="">全部</option>
            {Object.entries(FAMILIES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="起日" id="audit-from">
          <input id="audit-from" type="date" value={draft.from ?? ''} onChange={set('from')} />
        </Field>
        <Field label="迄日" id="audit-to">
          <input id="audit-to" type="date" value={draft.to ?? ''} onChange={set('to')} />
        </Field>
        <button type="submit">篩選</button>
      </form>
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(a) => a.audit_id}
        error={error}
        empty="沒有符合條件的紀錄"
      />
      <Pager pages={pages} />
    </section>
  );
}
