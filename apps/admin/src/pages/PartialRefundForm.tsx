// 部分退款 (decision 105): chosen lines with a quantity each, or an amount typed in, never more than what is
// left to refund minus NT$ 1 (the whole rest is the full refund); the server prices the lines and checks
// every limit again, this form only helps.
import { backStageCalls, type StaffOrderDetail } from '@shop/contracts/back-stage';
import { type FormEvent, useState } from 'react';
import { send } from '../api.ts';
import { payMethodName, twd } from '../labels.ts';
import { ErrorNote, Field, fieldsRefusal, ReasonPasswordConfirm, useStaffCall } from '../ui.tsx';

type Mode = 'lines' | 'amount';

export function PartialRefundForm({
  order,
  onDone,
  onClose,
}: {
  order: StaffOrderDetail;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<Mode>('lines');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, fields, run, fail } = useStaffCall((e) => fieldsRefusal(e, e.fields.amount?.[0]));
  const paidLines = order.lines.filter((l) => l.p_price > 0);
  const chosen = paidLines
    .filter((l) => (quantities[l.ordersub_id] ?? 0) > 0)
    .map((l) => ({ ordersub_id: l.ordersub_id, quantity: quantities[l.ordersub_id] ?? 0 }));
  const linesTotal = paidLines.reduce((sum, l) => sum + l.p_price * (quantities[l.ordersub_id] ?? 0), 0);
  const total = mode === 'lines' ? linesTotal : Number(amount) || 0;
  const atm = order.pay_method === 'atm';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (total <= 0) {
      fail(mode === 'lines' ? '請選擇要退款的商品與數量' : '請輸入退款金額');
      return;
    }
    if (total >= order.refundable) {
      fail(`退款金額必須小於尚可退款的 ${twd(order.refundable)}；全部退回請用「全額退款」`);
      return;
    }
    const answer = await run(() =>
      send(backStageCalls.partialRefundOrder, {
        params: { orderId: order.ordermain_id },
        body:
          mode === 'lines'
            ? { reason, password, lines: chosen }
            : { reason, password, amount: Number(amount) },
      }),
    );
    if (!answer) return;
    const invoice = answer.allowance_number ? `，已開立折讓單 ${answer.allowance_number}` : '';
    onDone(
      answer.state === 'manual'
        ? `已記錄部分退款 ${twd(answer.amount)}（ATM 轉帳請人工匯款退回）${invoice}`
        : `已退款 ${twd(answer.amount)}${invoice}`,
    );
  };

  return (
    <form className="panel" onSubmit={submit} aria-labelledby="partial-refund-title">
      <h2 id="partial-refund-title">部分退款</h2>
      <p>
        將透過 {payMethodName(order.pay_method)} 退回所選金額，並對電子發票開立折讓單；尚可退款{' '}
        <strong data-testid="refundable">{twd(order.refundable)}</strong>。請再輸入一次您的密碼。
        {atm ? ' ATM 轉帳無法由金流退款，將記錄為待人工匯款。' : ''}
      </p>
      <ErrorNote message={error} />
      <fieldset>
        <legend>退款方式</legend>
        <label>
          <input
            type="radio"
            name="refund-mode"
            checked={mode === 'lines'}
            onChange={() => setMode('lines')}
          />{' '}
          依商品
        </label>{' '}
        <label>
          <input
            type="radio"
            name="refund-mode"
            checked={mode === 'amount'}
            onChange={() => setMode('amount')}
          />{' '}
          依金額
        </label>
      </fieldset>
      {mode === 'lines' ? (
        <table className="refund-lines">
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col">單價</th>
              <th scope="col">退款數量</th>
            </tr>
          </thead>
          <tbody>
            {paidLines.map((l) => (
              <tr key={l.ordersub_id}>
                <td>{l.p_name}</td>
                <td>{twd(l.p_price)}</td>
                <td>
                  <label className="visually-hidden" htmlFor={`refund-qty-${l.ordersub_id}`}>
                    {l.p_name} 退款數量
                  </label>
                  <input
                    id={`refund-qty-${l.ordersub_id}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={l.ordersub_count}
                    value={quantities[l.ordersub_id] ?? 0}
                    onChange={(e) =>
                      setQuantities({
                        ...quantities,
                        [l.ordersub_id]: Math.max(
                          0,
                          Math.min(l.ordersub_count, Math.floor(Number(e.target.value) || 0)),
                        ),
                      })
                    }
                  />{' '}
                  / {l.ordersub_count}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Field label="退款金額（元）" id="refund-amount" error={fields.amount}>
          <input
            id="refund-amount"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, order.refundable - 1)}
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </Field>
      )}
      <p role="status">
        本次退款：<strong data-testid="partial-refund-total">{twd(total)}</strong>
      </p>
      <ReasonPasswordConfirm
        id="partial"
        reason={reason}
        onReason={setReason}
        password={password}
        onPassword={setPassword}
        fields={fields}
        busy={busy}
        confirm="確認部分退款"
        onClose={onClose}
      />
    </form>
  );
}
