// Shoppers' return requests (decision 093): the list by state, newest first, and one request with its
// reason, photos (fetched with the staff token, shown from memory), order, and the answer form.
import {
  BACK_STAGE_BASE_PATH,
  backStageCalls,
  type ReturnListQuery,
  type StaffReturnDetail,
  type StaffReturnRow,
} from '@shop/contracts/back-stage';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { send, staffToken } from '../api.ts';
import { type Columns, DataTable, messageOf, Pager, useKeysetPages } from '../data-table.tsx';
import { RETURN_STATES, twd, when } from '../labels.ts';
import { Link, useRouter } from '../router.tsx';
import { ErrorNote, Field, LabelledInput, Loading, useStaffCall } from '../ui.tsx';

const column = createColumnHelper<StaffReturnRow>();
const COLUMNS: Columns<StaffReturnRow> = [
  column.accessor('return_id', {
    header: '申請編號',
    cell: (c) => <Link to={`/returns/${c.getValue()}`}>#{c.getValue()}</Link>,
  }),
  column.accessor('created_at', { header: '申請時間', cell: (c) => when(c.getValue()) }),
  column.accessor('ordermain_sn', { header: '訂單編號' }),
  column.accessor('member_name', { header: '會員' }),
  column.accessor('reason', { header: '原因' }),
  column.accessor('photo_count', { header: '照片', cell: (c) => `${c.getValue()} 張` }),
  column.accessor('state', {
    header: '狀態',
    cell: (c) => RETURN_STATES[c.getValue()] ?? c.getValue(),
    meta: { testId: (r) => `return-state-${r.return_id}` },
  }),
];

export function ReturnsPage() {
  const { search, go } = useRouter();
  const state = (search.get('state') ?? 'requested') as NonNullable<ReturnListQuery['state']> | 'all';
  const pages = useKeysetPages<number>();
  const { after, setNext, reset } = pages;
  const [rows, setRows] = useState<StaffReturnRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setRows(null);
    setError(null);
    send(backStageCalls.listReturns, {
      query: { ...(state === 'all' ? {} : { state }), ...(after ? { before: after } : {}), limit: 50 },
    })
      .then((answer) => {
        setRows(answer.returns);
        setNext(answer.next_before);
      })
      .catch((e) => setError(messageOf(e)));
  }, [state, after, setNext]);

  return (
    <section>
      <h1>退貨申請</h1>
      <div className="filters">
        <Field label="狀態" id="return-state">
          <select
            id="return-state"
            value={state}
            onChange={(e) => {
              reset();
              go(`/returns?state=${e.target.value}`);
            }}
          >
            <option value="requested">待處理</option>
            <option value="accepted">已接受</option>
            <option value="declined">已拒絕</option>
            <option value="all">全部</option>
          </select>
        </Field>
      </div>
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(r) => r.return_id}
        error={error}
        empty="沒有這個狀態的退貨申請"
      />
      <Pager pages={pages} />
    </section>
  );
}

/** A photo of the request: the bytes come with the staff token, so the <img> shows a blob: address. */
function ReturnPhoto({ returnId, index }: { returnId: number; index: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    const token = staffToken();
    fetch(`${BACK_STAGE_BASE_PATH}/returns/${returnId}/photos/${index}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        url = URL.createObjectURL(await res.blob());
        setSrc(url);
      })
      .catch(() => setFailed(true));
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [returnId, index]);
  if (failed) return <p className="error">照片 {index + 1} 無法載入</p>;
  if (!src) return <Loading label={`照片 ${index + 1} 載入中…`} />;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img className="return-photo" src={src} alt={`退貨照片 ${index + 1}`} />
    </a>
  );
}

export function ReturnDetailPage({ returnId, canRefund }: { returnId: number; canRefund: boolean }) {
  const [detail, setDetail] = useState<StaffReturnDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback(() => {
    send(backStageCalls.getReturn, { params: { returnId } })
      .then(setDetail)
      .catch((e) => setError(messageOf(e)));
  }, [returnId]);
  useEffect(load, [load]);

  if (error && !detail) return <ErrorNote message={error} />;
  if (!detail) return <Loading />;
  return (
    <section>
      <p>
        <Link to="/returns">← 退貨申請</Link>
      </p>
      <h1>退貨申請 #{detail.return_id}</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <div className="panel">
        <dl className="facts">
          <dt>狀態</dt>
          <dd data-testid="return-state">{RETURN_STATES[detail.state] ?? detail.state}</dd>
          <dt>申請時間</dt>
          <dd>{when(detail.created_at)}</dd>
          <dt>會員</dt>
          <dd>{detail.member_name}</dd>
          <dt>原因</dt>
          <dd data-testid="return-reason">{detail.reason}</dd>
          <dt>訂單</dt>
          <dd>
            <Link to={`/orders/${detail.ordermain_id}`}>{detail.ordermain_sn}</Link>（
            <span data-testid="return-order-status">{detail.order.status_name}</span>，
            {twd(detail.order.ordermain_total)}，收件人 {detail.order.recipient_name}）
          </dd>
          {detail.answered_at ? (
            <>
              <dt>回覆</dt>
              <dd data-testid="return-reply">
                {detail.reply}（{when(detail.answered_at)}）
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      <h2>照片</h2>
      {detail.photo_count === 0 ? <p className="empty">沒有附照片</p> : null}
      <div className="photos">
        {Array.from({ length: detail.photo_count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a photo's place is its identity.
          <ReturnPhoto key={i} returnId={detail.return_id} index={i} />
        ))}
      </div>
      {detail.state === 'requested' ? (
        <AnswerForm
          detail={detail}
          mayRefund={canRefund && detail.can_refund}
          onDone={(message) => {
            setNotice(message);
            load();
          }}
        />
      ) : null}
    </section>
  );
}

function AnswerForm({
  detail,
  mayRefund,
  onDone,
}: {
  detail: StaffReturnDetail;
  mayRefund: boolean;
  onDone: (message: string) => void;
}) {
  const [reply, setReply] = useState('');
  const [refund, setRefund] = useState(false);
  const [password, setPassword] = useState('');
  const { busy, error, fields, run } = useStaffCall();
  const submit = (decision: 'accepted' | 'declined') => async (event: FormEvent) => {
    event.preventDefault();
    const withRefund = decision === 'accepted' && refund;
    const answer = await run(() =>
      send(backStageCalls.answerReturn, {
        params: { returnId: detail.return_id },
        body: { decision, reply, refund: withRefund, ...(withRefund ? { password } : {}) },
      }),
    );
    if (!answer) return;
    onDone(
      answer.refunded
        ? `已接受退貨並退款 ${twd(detail.order.ordermain_total)}`
        : decision === 'accepted'
          ? '已接受退貨'
          : '已拒絕退貨',
    );
  };
  return (
    <form className="panel" onSubmit={submit('accepted')} aria-labelledby="answer-title">
      <h2 id="answer-title">回覆申請</h2>
      <ErrorNote message={error} />
      <Field label="給顧客的說明" id="return-reply" error={fields.reply}>
        <textarea
          id="return-reply"
          required
          minLength={2}
          maxLength={500}
          rows={3}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
        />
      </Field>
      {mayRefund ? (
        <div className="field">
          <label>
            <input type="checkbox" checked={refund} onChange={(e) => setRefund(e.target.checked)} />{' '}
            接受並全額退款（{twd(detail.order.ordermain_total)}）
          </label>
        </div>
      ) : null}
      {refund ? (
        <LabelledInput
          kind="password"
          id="return-password"
          value={password}
          onChange={setPassword}
          error={fields.password}
        />
      ) : null}
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? '處理中…' : refund ? '接受並退款' : '接受退貨'}
        </button>
        <button type="button" className="secondary" disabled={busy} onClick={submit('declined')}>
          拒絕退貨
        </button>
      </div>
    </form>
  );
}
