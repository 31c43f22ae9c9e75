import {
  backStageCalls,
  ORDER_CANCELLERS,
  REFUNDERS,
  SHIPPERS,
  type StaffOrderDetail,
  type StaffProfile,
} from '@shop/contracts/back-stage';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { send } from '../api.ts';
import { type Columns, DataTable, messageOf } from '../data-table.tsx';
import {
  INVOICE_STATES,
  invoiceTypeName,
  PAYMENT_STATES,
  payMethodName,
  REFUND_STATES,
  shipMethodName,
  twd,
  when,
} from '../labels.ts';
import { Link } from '../router.tsx';
import { ErrorNote, Field, fieldsRefusal, LabelledInput, Loading, useStaffCall } from '../ui.tsx';
import { PartialRefundForm } from './PartialRefundForm.tsx';

type Action = 'cancel' | 'refund' | 'ship' | 'deliver';
type Open = Action | 'partial';
type Refund = StaffOrderDetail['refunds'][number];
type Line = StaffOrderDetail['lines'][number];
type Payment = StaffOrderDetail['payments'][number];

const lineColumn = createColumnHelper<Line>();
const LINE_COLUMNS: Columns<Line> = [
  lineColumn.accessor('p_name', { header: '商品' }),
  lineColumn.accessor('p_price', { header: '單價', cell: (c) => twd(c.getValue()) }),
  lineColumn.accessor('ordersub_count', { header: '數量' }),
  lineColumn.display({
    id: 'subtotal',
    header: '小計',
    cell: (c) => twd(c.row.original.p_price * c.row.original.ordersub_count),
  }),
];

const paymentColumn = createColumnHelper<Payment>();
const PAYMENT_COLUMNS: Columns<Payment> = [
  paymentColumn.accessor('created_at', { header: '時間', cell: (c) => when(c.getValue()) }),
  paymentColumn.accessor('provider', { header: '金流' }),
  paymentColumn.accessor('state', {
    header: '狀態',
    cell: (c) => PAYMENT_STATES[c.getValue()] ?? c.getValue(),
    meta: { testId: () => 'payment-state' },
  }),
  paymentColumn.accessor('amount', { header: '金額', cell: (c) => twd(c.getValue()) }),
  paymentColumn.accessor('refunded_amount', { header: '已退款', cell: (c) => twd(c.getValue()) }),
];

const refundColumn = createColumnHelper<Refund>();
const REFUND_COLUMNS: Columns<Refund> = [
  refundColumn.accessor('created_at', { header: '時間', cell: (c) => when(c.getValue()) }),
  refundColumn.accessor('amount', { header: '金額', cell: (c) => twd(c.getValue()) }),
  refundColumn.accessor('state', {
    header: '狀態',
    cell: (c) => REFUND_STATES[c.getValue()] ?? c.getValue(),
    meta: { testId: () => 'refund-state' },
  }),
  refundColumn.accessor('reason', { header: '原因' }),
  refundColumn.accessor('allowance_number', { header: '折讓單號', cell: (c) => c.getValue() ?? '—' }),
  refundColumn.accessor('points_reduced', { header: '扣回點數' }),
];

export function OrderDetailPage({ orderId, staff }: { orderId: number; staff: StaffProfile }) {
  const [order, setOrder] = useState<StaffOrderDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => {
    send(backStageCalls.getOrder, { params: { orderId } })
      .then(setOrder)
      .catch((e) => setError(messageOf(e)));
  }, [orderId]);
  useEffect(load, [load]);

  if (error && !order) {
    return (
      <section>
        <h1>訂單</h1>
        <ErrorNote message={error} />
        <Link to="/orders">回到訂單列表</Link>
      </section>
    );
  }
  if (!order) return <Loading />;

  const may = {
    cancel: order.actions.cancel && ORDER_CANCELLERS.includes(staff.role),
    refund: order.actions.refund && REFUNDERS.includes(staff.role),
    partial: order.actions.partial_refund && REFUNDERS.includes(staff.role),
    ship: order.actions.ship && SHIPPERS.includes(staff.role),
    deliver: order.actions.deliver && SHIPPERS.includes(staff.role),
  };
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
    load();
  };

  return (
    <section>
      <p>
        <Link to="/orders">← 訂單列表</Link>
      </p>
      <h1>
        訂單 {order.ordermain_sn}{' '}
        <span className="badge" data-testid="order-status">
          {order.status_name}
        </span>
      </h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <div className="actions">
        {may.cancel ? (
          <button
            type="button"
            className="secondary"
            onClick={() => setOpen('cancel')}
            aria-expanded={open === 'cancel'}
          >
            取消訂單
          </button>
        ) : null}
        {may.refund ? (
          <button
            type="button"
            className="danger"
            onClick={() => setOpen('refund')}
            aria-expanded={open === 'refund'}
          >
            全額退款
          </button>
        ) : null}
        {may.partial ? (
          <button
            type="button"
            className="secondary"
            onClick={() => setOpen('partial')}
            aria-expanded={open === 'partial'}
          >
            部分退款
          </button>
        ) : null}
        {may.ship ? (
          <button type="button" onClick={() => setOpen('ship')} aria-expanded={open === 'ship'}>
            標記出貨
          </button>
        ) : null}
        {may.deliver ? (
          <button type="button" onClick={() => setOpen('deliver')} aria-expanded={open === 'deliver'}>
            標記已送達
          </button>
        ) : null}
      </div>
      {open === 'partial' ? (
        <PartialRefundForm order={order} onDone={done} onClose={() => setOpen(null)} />
      ) : open ? (
        <ActionForm action={open} order={order} onDone={done} onClose={() => setOpen(null)} />
      ) : null}

      <div className="grid">
        <dl className="facts">
          <dt>下單時間</dt>
          <dd>{when(order.ordermain_dt1)}</dd>
          <dt>會員</dt>
          <dd>
            {order.member_name}（#{order.member_id}）
          </dd>
          <dt>收件人</dt>
          <dd>
            {order.recipient_name} {order.ordermain_mobile}
          </dd>
          <dt>電子郵件</dt>
          <dd>{order.ordermain_email || '—'}</dd>
          <dt>配送</dt>
          <dd>
            {shipMethodName(order.ship_method)} {order.store_name ?? order.address}
          </dd>
          <dt>付款方式</dt>
          <dd>{payMethodName(order.pay_method)}</dd>
          <dt>發票</dt>
          <dd>
            {invoiceTypeName(order.invoice_type)}
            {order.invoice
              ? ` ${order.invoice.invoice_number}（${INVOICE_STATES[order.invoice.state] ?? order.invoice.state}${
                  order.invoice.allowance_amount > 0 ? ` ${twd(order.invoice.allowance_amount)}` : ''
                }）`
              : '（尚未開立）'}
          </dd>
          <dt>出貨</dt>
          <dd>
            {order.shipped_at ? when(order.shipped_at) : '尚未出貨'}
            {order.tracking_number ? ` 追蹤編號 ${order.tracking_number}` : ''}
            {order.pickup_number ? ` 寄件編號 ${order.pickup_number}` : ''}
          </dd>
        </dl>
        <dl className="facts">
          <dt>商品小計</dt>
          <dd>{twd(order.merchandise_total)}</dd>
          <dt>活動折扣</dt>
          <dd>-{twd(order.discount_total)}</dd>
          <dt>優惠券</dt>
          <dd>-{twd(order.coupon_discount)}</dd>
          <dt>加購</dt>
          <dd>{twd(order.addon_total)}</dd>
          <dt>運費</dt>
          <dd>{twd(order.freight)}</dd>
          <dt>點數折抵</dt>
          <dd>-{twd(order.points_used)}</dd>
          <dt>購物金折抵</dt>
          <dd>-{twd(order.credit_used)}</dd>
          <dt>應付金額</dt>
          <dd>
            <strong>{twd(order.ordermain_total)}</strong>
          </dd>
        </dl>
      </div>

      <h2>商品</h2>
      <DataTable rows={order.lines} columns={LINE_COLUMNS} rowKey={(l) => l.ordersub_id} empty="沒有商品" />

      <h2>付款紀錄</h2>
      <DataTable
        rows={order.payments}
        columns={PAYMENT_COLUMNS}
        rowKey={(p) => p.payment_id}
        empty="沒有付款紀錄"
      />

      {order.refunds.length > 0 ? (
        <>
          <h2>部分退款</h2>
          <DataTable
            rows={order.refunds}
            columns={REFUND_COLUMNS}
            rowKey={(r) => r.refund_id}
            empty="沒有部分退款"
          />
        </>
      ) : null}
    </section>
  );
}

const TITLES: Record<Action, string> = {
  cancel: '取消訂單',
  refund: '全額退款',
  ship: '標記出貨',
  deliver: '標記已送達',
};

function ActionForm({
  action,
  order,
  onDone,
  onClose,
}: {
  action: Action;
  order: StaffOrderDetail;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const [tracking, setTracking] = useState('');
  const { busy, error, fields, run } = useStaffCall((e) => fieldsRefusal(e));
  const params = { orderId: order.ordermain_id };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run(async () => {
      if (action === 'cancel') await send(backStageCalls.cancelOrder, { params, body: { reason } });
      if (action === 'refund') await send(backStageCalls.refundOrder, { params, body: { reason, password } });
      if (action === 'ship')
        await send(backStageCalls.shipOrder, { params, body: { tracking_number: tracking } });
      if (action === 'deliver') await send(backStageCalls.deliverOrder, { params });
      return true;
    });
    if (!done) return;
    onDone(
      {
        cancel: '訂單已取消',
        refund:
          order.refunds.length > 0
            ? `已退回其餘 ${twd(order.refundable)}，並對發票開立折讓`
            : `已退款 ${twd(order.ordermain_total)}，發票已作廢`,
        ship: '已標記出貨',
        deliver: '已標記為已送達',
      }[action],
    );
  };

  return (
    <form className="panel" onSubmit={submit} aria-labelledby="action-title">
      <h2 id="action-title">{TITLES[action]}</h2>
      {action === 'refund' ? (
        <p>
          {order.refunds.length > 0
            ? `將透過 ${payMethodName(order.pay_method)} 退回其餘 ${twd(order.refundable)}，並對電子發票開立折讓單。`
            : `將透過 ${payMethodName(order.pay_method)} 退回 ${twd(order.ordermain_total)}，並作廢電子發票。`}
          請再輸入一次您的密碼。
        </p>
      ) : null}
      <ErrorNote message={error} />
      {action === 'cancel' || action === 'refund' ? (
        <LabelledInput kind="reason" id="reason" value={reason} onChange={setReason} error={fields.reason} />
      ) : null}
      {action === 'refund' ? (
        <LabelledInput
          kind="password"
          id="reauth-password"
          value={password}
          onChange={setPassword}
          error={fields.password}
        />
      ) : null}
      {action === 'ship' ? (
        <Field label="物流追蹤編號" id="tracking" error={fields.tracking_number}>
          <input
            id="tracking"
            required
            maxLength={40}
            value={tracking}
            onChange={(e) => setTracking(e.target.value)}
          />
        </Field>
      ) : null}
      <div className="actions">
        <button type="submit" className={action === 'refund' ? 'danger' : undefined} disabled={busy}>
          {busy ? '處理中…' : `確認${TITLES[action]}`}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          返回
        </button>
      </div>
    </form>
  );
}
