// The /my_cartlist form (issue 12): lines, coupon, points and credit, delivery, recipient, e-invoice and
// payment in one Conform form validated by the create-order schema; the server's 422 field errors come back
// beside the same fields, and a 409 at the top. Inputs are never remounted, so nothing typed is lost.
import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { CheckoutFormFields, type CreateOrderBody, type Member } from '@shop/contracts';
import {
  type CartItem,
  type CartSummary,
  checkoutValidationMessages,
  type InvoiceType,
  isStorePickup,
  isWalletPayMethod,
  jkoPayMessages,
  needsCardholderEmail,
  orderChoiceErrors,
  orderErrorMessages,
  type PayMethod,
  payMethodNames,
  quoteOrder,
  type ShipMethod,
  cartlistMessages as t,
  usableBalance,
  walletMessages,
} from '@shop/core';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { FieldError, FormError, TextField, useHydrated } from '../../components/forms';
import { isShopperSubmit, revealFocusedField } from '../../lib/form-focus';
import { describeFailure, formErrorsOf } from '../accounts/account-api';
import { reportAnalytics } from '../tracking/analytics';
import { CardFields, type CardFieldsHandle } from './card-fields';
import { CartLines, EmptyCart, orderableLines } from './cart-lines';
import type { CheckoutReference } from './checkout-data';
import { RadioCard, Section } from './checkout-parts';
import { withChoiceErrors } from './choice-errors';
import { appliedDiscount, useCouponCheck } from './coupon-check';
import { type AddressFields, AddressFieldsFor, ShipChoice, STORE_BUTTON_ID } from './delivery-section';
import { DiscountsSection } from './discounts-section';
import { InstalmentChoice } from './instalment-choice';
import { type InvoiceFields, InvoiceSection } from './invoice-section';
import { MobileSubmitBar, OrderSummary } from './order-summary';
import { PointCartLines } from './point-cart-lines';
import { submitOrder } from './submit-order';
import { jkoPrime } from './tappay-sdk';
import { TrialCartLines } from './trial-cart-lines';
import { useCheckoutSummary, useMainCart, usePointCart, useTrialCarts } from './use-checkout-cart';
import { isShownPayMethod, useWallets, walletFailureMessage } from './wallet-pay';

type FormShape = Omit<CreateOrderBody, 'carts' | 'prime'>;
/** Server field paths the form has no field for: they are said at the top. */
const TOP_LEVEL_FIELDS = ['carts', 'Idempotency-Key'];
/** The recipient name's bound in create-order's schema. */
const RECIPIENT_NAME_MAX = 50;

/** Chinese words for what zod itself refuses (the choice checks carry their own words). */
const checkoutErrorMap: z.core.$ZodErrorMap = (issue) => {
  const path = issue.path?.join('.');
  if (path === 'recipient.name')
    return issue.code === 'too_big' ? t.nameTooLong(RECIPIENT_NAME_MAX) : t.nameRequired;
  if (path === 'recipient.email') return t.emailInvalid;
  if (path === 'recipient.mobile') return orderErrorMessages.recipientMobileInvalid;
  if (path === 'points' || path === 'credit') return t.wholeNumber;
  if (path === 'invoice.invoice_title' && issue.code === 'too_big')
    return checkoutValidationMessages.invoiceTitleTooLong;
  return undefined;
};

function boundedSchema(bounds: { points: number; credit: number }, memberEmail: string | null) {
  return CheckoutFormFields.superRefine((value, ctx) => {
    // TapPay needs a cardholder e-mail: the recipient's, else the member's own (what create-order checks).
    const email = orderChoiceErrors(value, { memberEmail })['recipient.email'];
    if (email) ctx.addIssue({ code: 'custom', path: ['recipient', 'email'], message: email });
    if (value.points > bounds.points)
      ctx.addIssue({ code: 'custom', path: ['points'], message: t.overBalance(bounds.points) });
    if (value.credit > bounds.credit)
      ctx.addIssue({ code: 'custom', path: ['credit'], message: t.overBalance(bounds.credit) });
  });
}

const wholeOrZero = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

function replyOf(error: unknown) {
  const failure = describeFailure(error);
  const { formErrors, fieldErrors } = formErrorsOf(failure);
  const top = TOP_LEVEL_FIELDS.flatMap((name) => fieldErrors[name] ?? []);
  for (const name of TOP_LEVEL_FIELDS) delete fieldErrors[name];
  const said = new Set([...formErrors, ...top]);
  return { formErrors: [...said].length > 0 ? [...said] : [t.requestFailed], fieldErrors };
}

export function CheckoutForm({ member, reference }: { member: Member; reference: CheckoutReference }) {
  const cart = useMainCart();
  const pointCart = usePointCart();
  const trials = useTrialCarts();
  const { summary, failed, retry } = useCheckoutSummary(cart, pointCart, trials);
  if (cart === null || pointCart === null || trials === null)
    return <p className="py-16 text-center text-ink-soft">{t.loading}</p>;
  const pointItems = pointCart.filter((item) => item.selected).length;
  const trialItems = (trials.evergreenTrailCart?.length ?? 0) + (trials.onlineSkinTestCart?.length ?? 0);
  if (orderableLines(cart).length === 0 && pointItems === 0 && trialItems === 0) return <EmptyCart />;
  return (
    <CheckoutFormBody
      member={member}
      reference={reference}
      cart={cart}
      pointItems={pointItems}
      summary={summary}
      summaryFailed={failed}
      retry={retry}
    />
  );
}

function CheckoutFormBody(props: {
  member: Member;
  reference: CheckoutReference;
  cart: CartItem[];
  /** Chosen point-zone items, ordered with the main cart. */
  pointItems: number;
  summary: CartSummary | null;
  summaryFailed: boolean;
  retry: () => void;
}) {
  const { member, reference, summary } = props;
  const hydrated = useHydrated();
  const [ship, setShip] = useState<ShipMethod>(reference.shipMethods[0]?.ship_id ?? 'home');
  const [invoiceType, setInvoiceType] = useState<InvoiceType>('member');
  const [pointsText, setPointsText] = useState('0');
  const [creditText, setCreditText] = useState('0');
  const [couponCode, setCouponCode] = useState('');
  const couponCheck = useCouponCheck(couponCode, summary);
  const coupon = appliedDiscount(couponCheck, couponCode);
  const points = wholeOrZero(pointsText);
  const credit = wholeOrZero(creditText);
  // The figures create-order stores, by the same rule (quoteOrder): the breakdown and the wallet's sheet.
  const quote = summary
    ? quoteOrder({ cart: summary, ship, coupon: { discount: coupon }, points, credit })
    : null;
  const due = quote?.beforeBalances ?? 0;
  const wallets = useWallets(reference.tappay, quote?.amountDue ?? null);
  const couponCheckRef = useRef(couponCheck);
  couponCheckRef.current = couponCheck;
  const payOptions = reference.payMethods.filter(
    (m) => m.ship_methods.includes(ship) && isShownPayMethod(m.pay_id, wallets.available),
  );
  const [payChoice, setPayChoice] = useState<PayMethod | null>(null);
  const pay = payOptions.find((m) => m.pay_id === payChoice)?.pay_id ?? payOptions[0]?.pay_id ?? null;
  // The point items' points come off the balance first (create-order checks the same).
  const pointsLeft = Math.max(0, (summary?.pointBalance ?? 0) - (summary?.pointCartTotalPoint ?? 0));
  const bounds = {
    points: usableBalance(pointsLeft, due, credit),
    credit: usableBalance(summary?.creditBalance ?? 0, due, points),
  };
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;

  // The card fields mount when a card is first chosen (the SDK loads then) and are only hidden after.
  const card = useRef<CardFieldsHandle | null>(null);
  const [instalment, setInstalment] = useState(0);
  const [cardShown, setCardShown] = useState(false);
  useEffect(() => {
    if (pay === 'card') setCardShown(true);
  }, [pay]);

  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [redirecting, setRedirecting] = useState(false);
  const [form, fields] = useForm<FormShape, z.output<typeof CheckoutFormFields>>({
    id: 'checkout',
    lastResult,
    defaultValue: {
      recipient: {
        name: member.member_name,
        mobile: member.member_mobile,
        email: member.member_account ?? '',
      },
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      withChoiceErrors(
        parseWithZod(formData, {
          schema: boundedSchema(boundsRef.current, member.member_account),
          error: checkoutErrorMap,
        }),
        { memberEmail: member.member_account },
      ),
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      // Enter in a field while the order is on its way must not send it a second time.
      if (submission?.status !== 'success' || sending.current) return;
      const payMethod = submission.value.pay_method;
      // A wallet's sheet shows the amount charged, so a coupon must have been priced by check-coupon.
      if (
        isWalletPayMethod(payMethod) &&
        submission.value.coupon_code &&
        appliedDiscount(couponCheckRef.current, submission.value.coupon_code) === 0
      ) {
        const message = walletMessages.withCoupon(payMethodNames[payMethod]);
        setLastResult(submission.reply({ fieldErrors: { pay_method: [message] } }));
        return;
      }
      // The sheet opens before anything is awaited (the shopper's click must still be current).
      const walletPrime = isWalletPayMethod(payMethod) ? wallets.prime(payMethod) : null;
      sending.current = true;
      setBusy(true);
      try {
        let prime: string | undefined;
        if (walletPrime && isWalletPayMethod(payMethod)) {
          const made = await walletPrime;
          if (!('prime' in made)) {
            const message = walletFailureMessage(payMethod, made);
            setLastResult(submission.reply({ fieldErrors: { pay_method: [message] } }));
            sending.current = false;
            setBusy(false);
            return;
          }
          prime = made.prime;
        } else if (payMethod === 'jkopay') {
          const made = reference.tappay ? await jkoPrime(reference.tappay) : { error: 'no TapPay keys' };
          if (!('prime' in made)) {
            console.error('[checkout] JKO Pay prime', made.error);
            setLastResult(submission.reply({ fieldErrors: { pay_method: [jkoPayMessages.failed] } }));
            sending.current = false;
            setBusy(false);
            return;
          }
          prime = made.prime;
        } else if (payMethod === 'card') {
          const made = await card.current?.prime();
          if (!made) {
            sending.current = false;
            setBusy(false);
            return;
          }
          prime = made;
        }
        reportAnalytics('add_shipping_info', { value: quote?.amountDue, shipping_tier: ship });
        reportAnalytics('add_payment_info', { value: quote?.amountDue, payment_type: payMethod });
        const created = await submitOrder(
          submission.value,
          prime,
          payMethod === 'card' && instalment > 0 ? instalment : undefined,
        );
        setRedirecting(true);
        window.location.assign(created.payment.redirect_url);
      } catch (error) {
        setLastResult(submission.reply(replyOf(error)));
        sending.current = false;
        setBusy(false);
      }
    },
  });
  const recipient = fields.recipient.getFieldset();
  const invoice = fields.invoice.getFieldset();
  const checkoutReported = useRef(false);
  useEffect(() => {
    if (!quote || checkoutReported.current) return;
    checkoutReported.current = true;
    reportAnalytics('begin_checkout', { value: quote.amountDue });
  }, [quote]);
  const topError = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.errors?.length) topError.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [form.errors]);
  const validateStore = useCallback(() => form.validate({ name: 'recipient.store_id' }), [form.validate]);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!isShopperSubmit(event)) return form.onSubmit(event);
    const element = event.currentTarget;
    if (pay === 'card') card.current?.reveal();
    form.onSubmit(event);
    // The store id is a hidden input, which cannot take the focus Conform gives the first invalid field.
    const store = element.elements.namedItem(recipient.store_id.name) as HTMLInputElement | null;
    const stayed =
      document.activeElement === document.body || document.activeElement?.getAttribute('type') === 'submit';
    if (isStorePickup(ship) && store?.value === '' && stayed)
      document.getElementById(STORE_BUTTON_ID)?.focus();
    revealFocusedField(element);
  }

  const selected = props.cart.filter((item) => item.selected).length > 0 || props.pointItems > 0;
  const units = (summary?.totalCartQuantity ?? 0) + (summary?.pointCartTotalQuantity ?? 0);
  const submitButton = (
    <button
      type="submit"
      form={form.id}
      disabled={busy || !hydrated || !selected || summary === null}
      className="w-full rounded-full bg-ink py-3.5 text-base font-semibold text-white hover:bg-accent-strong disabled:opacity-60"
    >
      {busy ? t.submitting : t.submit}
    </button>
  );
  return (
    <form {...getFormProps(form)} onSubmit={submit} noValidate data-testid="checkout-form">
      <div ref={topError}>
        <FormError errors={form.errors} id={form.errorId} />
      </div>
      {props.summaryFailed && (
        <p
          role="alert"
          className="mb-4 flex items-center gap-3 rounded bg-blush-soft px-3 py-2 text-sm text-blush"
        >
          {t.summaryFailed}
          <button type="button" onClick={props.retry} className="underline">
            {t.retry}
          </button>
        </p>
      )}
      <div className="mt-4 grid grid-cols-1 gap-6 pb-28 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:pb-0">
        <div className="space-y-5">
          <Section step={1} id="lines" title={t.steps.lines}>
            <CartLines cart={props.cart} summary={summary} />
            <PointCartLines summary={summary} />
            <TrialCartLines summary={summary} />
            {!selected && <p className="mt-3 text-sm text-blush">{t.nothingToOrder}</p>}
          </Section>
          <Section step={2} id="discounts" title={t.steps.discounts}>
            <DiscountsSection
              coupon={fields.coupon_code}
              points={fields.points}
              credit={fields.credit}
              couponCode={couponCode}
              couponCheck={couponCheck}
              onCouponCode={setCouponCode}
              onChooseCoupon={(code) => {
                form.update({ name: fields.coupon_code.name, value: code });
                setCouponCode(code);
              }}
              pointsText={pointsText}
              creditText={creditText}
              onPoints={setPointsText}
              onCredit={setCreditText}
              summary={summary}
              pointsLeft={pointsLeft}
              bounds={bounds}
            />
          </Section>
          <Section step={3} id="delivery" title={t.steps.delivery}>
            <ShipChoice
              name={fields.ship_method.name}
              value={ship}
              onChange={setShip}
              reference={reference}
            />
            <AddressFieldsFor
              ship={ship}
              fields={recipient as unknown as AddressFields}
              reference={reference}
              onStorePicked={validateStore}
            />
          </Section>
          <Section step={4} id="recipient" title={t.steps.recipient}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                meta={recipient.name}
                label={t.nameLabel}
                autoComplete="name"
                hint={isStorePickup(ship) ? t.nameParcelHint : t.nameHint}
              />
              <TextField
                meta={recipient.mobile}
                label={ship === 'hk' ? t.hkMobileLabel : t.mobileLabel}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
              <div className="sm:col-span-2">
                <TextField
                  meta={recipient.email}
                  label={pay && needsCardholderEmail(pay) ? t.emailCardholderLabel : t.emailLabel}
                  type="email"
                  autoComplete="email"
                />
              </div>
            </div>
          </Section>
          <Section step={5} id="invoice" title={t.steps.invoice}>
            <InvoiceSection
              fields={invoice as unknown as InvoiceFields}
              type={invoiceType}
              onTypeChange={setInvoiceType}
              donates={reference.donates}
              asksAddress={isStorePickup(ship)}
            />
          </Section>
          <Section step={6} id="payment" title={t.steps.payment}>
            <fieldset>
              <legend className="sr-only">{t.steps.payment}</legend>
              {payOptions.length === 0 && <p className="text-sm text-blush">{t.payNone}</p>}
              <div className="grid gap-2 sm:grid-cols-2">
                {payOptions.map((method) => (
                  <RadioCard
                    key={method.pay_id}
                    name={fields.pay_method.name}
                    value={method.pay_id}
                    checked={pay === method.pay_id}
                    onChange={(value) => setPayChoice(value as PayMethod)}
                    label={payMethodNames[method.pay_id]}
                  />
                ))}
              </div>
              <FieldError
                id={fields.pay_method.errorId}
                name={fields.pay_method.name}
                errors={fields.pay_method.errors}
              />
              {pay !== null && isWalletPayMethod(pay) && (
                <p className="mt-3 text-sm text-ink-soft" data-testid="wallet-note">
                  {walletMessages.note(payMethodNames[pay])}
                </p>
              )}
              {pay === 'jkopay' && (
                <p className="mt-3 text-sm text-ink-soft" data-testid="jko-note">
                  {jkoPayMessages.note}
                </p>
              )}
              {wallets.checking && (
                <p role="status" className="mt-3 text-xs text-ink-faint">
                  {walletMessages.checking}
                </p>
              )}
              {reference.tappay && cardShown && (
                <div hidden={pay !== 'card'}>
                  <CardFields keys={reference.tappay} handle={card} />
                  <InstalmentChoice
                    instalments={reference.tappay.instalments ?? []}
                    amount={quote?.amountDue ?? 0}
                    value={instalment}
                    onChange={setInstalment}
                  />
                </div>
              )}
            </fieldset>
          </Section>
        </div>
        <OrderSummary
          quote={quote}
          couponCode={couponCode}
          units={units}
          exchangePoints={summary?.pointCartTotalPoint ?? 0}
          submit={submitButton}
          status={
            redirecting && (
              <p role="status" className="mt-3 text-sm text-accent-strong">
                {t.redirecting}
              </p>
            )
          }
        />
      </div>
      <MobileSubmitBar quote={quote} submit={submitButton} />
    </form>
  );
}
