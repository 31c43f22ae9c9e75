// A routine-finder result: the summary of the answers, the steps in order with the product picked for
// each and why, 全部加入購物車, and saving it: 登入保存結果 for a guest, 已保存 for a member.
import type { ListProduct, RoutineResult } from '@shop/contracts';
import { routineFinderMessages as m, productImageUrl } from '@shop/core';
import { Link } from 'react-router';
import { Price } from '../../components/ui/price';
import { productPath } from '../../lib/links';
import { uploadSrcSet } from '../../lib/media';
import { useShellData } from '../../lib/shell-data';
import { addAllToCart } from '../cart/cart-store';
import { QuickAddButton } from '../cart/quick-add';
import { useAddToCart } from '../cart/use-add-to-cart';
import { ROUTINE_HISTORY_PATH } from './routine-store';

const IMAGE_PX = 800;
const IMAGE_WIDTHS = [160, 320] as const;

function StepProduct({ product }: { product: ListProduct }) {
  const { imageHost } = useShellData();
  const src = productImageUrl(product.p_img, imageHost ?? '');
  return (
    <div className="flex gap-4">
      <Link to={productPath(product.href)} className="shrink-0" tabIndex={-1} aria-hidden>
        <img
          src={src}
          srcSet={uploadSrcSet(src, IMAGE_WIDTHS)}
          sizes="112px"
          alt=""
          width={IMAGE_PX}
          height={IMAGE_PX}
          loading="lazy"
          decoding="async"
          className="size-24 rounded-xl bg-sand object-cover md:size-28"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="text-sm font-medium leading-snug text-ink">
          <Link to={productPath(product.href)} className="hover:text-accent-strong">
            {product.p_name}
          </Link>
        </h3>
        <Price price={product.p_price} discountedPrice={product.discounted_price} className="mt-1 text-sm" />
        {product.stock > 0 && (
          <div className="mt-auto max-w-48">
            <QuickAddButton productId={product.p_id} name={product.p_name} imageSrc={src} />
          </div>
        )}
      </div>
    </div>
  );
}

export function RoutineResultView({
  result,
  saved,
  onSaveAfterLogin,
  onRetake,
}: {
  result: RoutineResult;
  /** The result is the logged-in member's. */
  saved: boolean;
  onSaveAfterLogin: () => void;
  onRetake?: () => void;
}) {
  const add = useAddToCart();
  const products = result.steps.flatMap((step) =>
    step.product && step.product.stock > 0 ? [step.product] : [],
  );
  const concerns = result.answers.concerns.map((c) => m.concerns[c]).join('、');
  return (
    <section data-testid="routine-result" aria-labelledby="routine-result-title">
      <header className="rounded-2xl bg-sand px-5 py-6 md:px-8">
        <h2 id="routine-result-title" tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          {m.resultTitle}
        </h2>
        <p data-testid="routine-summary" className="mt-2 text-sm text-ink-soft">
          {m.resultSummary(m.skinTypes[result.answers.skin_type], concerns, result.steps.length)}
        </p>
      </header>
      {result.steps.length === 0 ? (
        <p className="mt-6 text-sm text-ink-soft">{m.noProducts}</p>
      ) : (
        <ol className="mt-6 grid gap-4">
          {result.steps.map((step, index) => (
            <li
              key={step.step}
              data-testid="routine-step"
              className="rounded-2xl border border-line bg-surface p-4 md:p-6"
            >
              <p className="text-xs font-semibold tracking-wider text-accent-strong">
                {m.stepLabel(index + 1, m.steps[step.step])}
              </p>
              <p className="mt-1 mb-4 text-sm text-ink-soft">{step.explanation}</p>
              {step.product ? (
                <StepProduct product={step.product} />
              ) : (
                <p className="text-sm text-ink-soft">{m.noProducts}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {products.length > 0 && (
          <button
            type="button"
            data-testid="routine-add-all"
            onClick={() => add(() => addAllToCart(products.map((p) => ({ productId: p.p_id, quantity: 1 }))))}
            className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-surface hover:bg-accent-strong"
          >
            {m.addAllToCart}
          </button>
        )}
        {onRetake && (
          <button
            type="button"
            onClick={onRetake}
            className="rounded-full border border-ink px-6 py-3 text-sm text-ink hover:bg-sand"
          >
            {m.retake}
          </button>
        )}
      </div>
      <div className="mt-6 rounded-2xl border border-line bg-surface px-5 py-5 text-sm">
        {saved ? (
          <p data-testid="routine-saved" className="text-ink">
            {m.savedForMember}
            <Link to={ROUTINE_HISTORY_PATH} className="ml-3 text-accent-strong underline underline-offset-4">
              {m.viewHistory}
            </Link>
          </p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-ink-soft">{m.loginToSaveHint}</p>
            <button
              type="button"
              data-testid="routine-login-to-save"
              onClick={onSaveAfterLogin}
              className="shrink-0 rounded-full border border-accent-strong px-5 py-2.5 font-semibold text-accent-strong hover:bg-accent-soft"
            >
              {m.loginToSave}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
