// A recommended product of the results panel (member-area §2.7): a card that flips between its front
// (photo, name, price, stars drawn from the star1/star2/star3 counts, the reviews link to
// {href}#comment_anchor, the standard add to cart) and its back (產品特色, 產品功效, 如何使用 as sections
// that open and close), with 更多資訊 / 更少資訊. The hidden side is inert, so keyboard and screen-reader
// users meet one side at a time; the turn is a 3D rotation, none with reduced motion.
import { catalogueCalls, type ListProduct, type SkinTestProduct } from '@shop/contracts';
import { ADD_TO_CART_TOAST_MS, dialogMessages, skinAnalyzerMessages as m, productImageUrl } from '@shop/core';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDialogs } from '../../components/ui/dialogs';
import { Price } from '../../components/ui/price';
import { browserApi } from '../../lib/api.client';
import { productPath } from '../../lib/links';
import { useShellData } from '../../lib/shell-data';
import { addToCart, readCart } from '../cart/cart-store';
import { reportAddToCart } from '../cart/use-add-to-cart';
import { StarCountsRow } from '../catalogue/stars';
import { RichHtml } from '../content/rich-html';
import { standardAddProblem } from './add-rules';

/** The back's sections in the spec's order, those with text only. */
export function backSections(
  product: Pick<SkinTestProduct, 'sell_feature' | 'sell_effect' | 'sell_application'>,
) {
  return [
    { key: 'sell_feature', title: m.feature, html: product.sell_feature },
    { key: 'sell_effect', title: m.effect, html: product.sell_effect },
    { key: 'sell_application', title: m.howToUse, html: product.sell_application },
  ].filter((section) => section.html.trim() !== '');
}

const FACE =
  'col-start-1 row-start-1 flex flex-col rounded-2xl border border-line bg-surface p-3 [backface-visibility:hidden]';
const FLIP_BUTTON =
  'rounded-full px-3 py-1.5 text-xs font-semibold text-accent-strong underline underline-offset-4 hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-accent-strong';

export function RoutineProductCard({ product }: { product: SkinTestProduct }) {
  const { imageHost } = useShellData();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const [flipped, setFlipped] = useState(false);
  const backId = useId();
  const moreButton = useRef<HTMLButtonElement>(null);
  const lessButton = useRef<HTMLButtonElement>(null);
  const src = productImageUrl(product.p_img, imageHost ?? '');
  const href = productPath(product.href);
  const sections = backSections(product);

  function turn(toBack: boolean) {
    setFlipped(toBack);
    // The button pressed goes inert with its side: the focus moves to the other side's button.
    requestAnimationFrame(() => (toBack ? lessButton : moreButton).current?.focus({ preventScroll: true }));
  }

  async function add(button: HTMLElement) {
    setBusy(true);
    try {
      let open: ListProduct[] | { p_id: number; p_name: string; stock: number }[];
      try {
        open = (
          await browserApi().send(catalogueCalls.openProductsByPids, {
            params: { pids: String(product.p_id) as never },
          })
        ).products;
      } catch (error) {
        console.error('[skin-analyzer] open products failed', error);
        await dialogs.alert({ title: dialogMessages.errorTitle, description: m.stockFailed });
        return;
      }
      const inCart =
        (readCart() ?? []).find((line) => Number(line.productId) === product.p_id)?.quantity ?? 0;
      const problem = standardAddProblem(product.p_id, open, Number(inCart));
      if (problem) {
        await dialogs.alert({ title: dialogMessages.noticeTitle, description: problem });
        return;
      }
      const outcome = addToCart(product.p_id, 1);
      if (outcome === 'added') dialogs.toast(m.added, ADD_TO_CART_TOAST_MS);
      else reportAddToCart(dialogs, outcome, { imageSrc: src, button });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid="skin-routine-product" data-flipped={flipped} className="[perspective:1000px]">
      <div
        className={`grid transition-transform duration-500 [transform-style:preserve-3d] motion-reduce:transition-none ${
          flipped ? '[transform:rotateY(180deg)]' : ''
        }`}
      >
        <div data-testid="skin-card-front" inert={flipped} className={FACE}>
          <Link to={href} tabIndex={-1} aria-hidden className="block">
            <img
              src={src}
              alt=""
              width={176}
              height={176}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full rounded-xl bg-sand object-cover"
            />
          </Link>
          <h4 className="mt-2 text-sm font-medium leading-snug text-ink">
            <Link to={href} className="hover:text-accent-strong">
              {product.p_name}
            </Link>
          </h4>
          <Price
            price={product.p_price}
            discountedPrice={product.discounted_price}
            className="mt-1 text-sm"
          />
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            <StarCountsRow counts={product} className="size-3.5" />
            {product.comments_total > 0 && (
              <Link
                to={`${href}#comment_anchor`}
                data-testid="skin-reviews-link"
                className="text-xs text-accent-strong underline underline-offset-4"
              >
                {m.reviews(product.comments_total)}
              </Link>
            )}
          </div>
          <div className="mt-auto grid gap-1 pt-3">
            <button
              type="button"
              data-testid="skin-add-to-cart"
              aria-label={m.addToCartOf(product.p_name)}
              disabled={busy}
              onClick={(event) => void add(event.currentTarget)}
              className="w-full rounded-full border border-ink px-3 py-2 text-xs font-semibold hover:bg-ink hover:text-surface disabled:opacity-50"
            >
              {product.stock > 0 ? m.addToCart : m.soldOutLabel}
            </button>
            <button
              ref={moreButton}
              type="button"
              data-testid="skin-card-more"
              aria-expanded={flipped}
              aria-controls={backId}
              onClick={() => turn(true)}
              className={FLIP_BUTTON}
            >
              {m.moreInfo}
            </button>
          </div>
        </div>
        <section
          id={backId}
          data-testid="skin-card-back"
          aria-label={m.infoOf(product.p_name)}
          inert={!flipped}
          className={`${FACE} [transform:rotateY(180deg)]`}
        >
          <p className="text-sm font-medium leading-snug text-ink">{product.p_name}</p>
          {sections.length === 0 ? (
            <p className="mt-2 text-xs text-ink-soft">{m.noInfo}</p>
          ) : (
            <div className="mt-2 grid gap-1">
              {sections.map((section) => (
                <details
                  key={section.key}
                  data-testid="skin-card-section"
                  className="group rounded-lg bg-sand"
                >
                  <summary className="cursor-pointer list-none px-3 py-2 text-xs font-semibold text-ink marker:hidden focus-visible:outline-2 focus-visible:outline-accent-strong [&::-webkit-details-marker]:hidden">
                    <span className="flex items-center justify-between">
                      {section.title}
                      <span
                        aria-hidden
                        className="transition-transform group-open:rotate-45 motion-reduce:transition-none"
                      >
                        ＋
                      </span>
                    </span>
                  </summary>
                  <RichHtml html={section.html} className="px-3 pb-3 text-xs! leading-6!" />
                </details>
              ))}
            </div>
          )}
          <div className="mt-auto pt-3">
            <button
              ref={lessButton}
              type="button"
              data-testid="skin-card-less"
              aria-expanded={flipped}
              aria-controls={backId}
              onClick={() => turn(false)}
              className={`w-full ${FLIP_BUTTON}`}
            >
              {m.lessInfo}
            </button>
          </div>
        </section>
      </div>
    </div>
  );
}
