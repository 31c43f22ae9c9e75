// Buying a match pair (storefront.md §3, §9; PROMOTIONS.md): the shopper picks one 紅標A區 item and one
// 綠標B區 item and both go into the main cart; the cart prices the pair at round(p_price × matchpair_sale).
import { cartMessages, catalogueMessages, dialogMessages, productImageUrl, unitPriceAfter } from '@shop/core';
import { useState } from 'react';
import { useDialogs } from '../../components/ui/dialogs';
import { Price } from '../../components/ui/price';
import { addAllToCart } from '../cart/cart-store';
import { useAddToCart } from '../cart/use-add-to-cart';
import type { CardItem } from '../catalogue/product-row';

const text = cartMessages.matchPair;
const zones = catalogueMessages.promotions.matchPair;

export function MatchPairPicker({
  a,
  b,
  sale,
  imageHost,
}: {
  a: CardItem[];
  b: CardItem[];
  sale: number;
  imageHost: string | null;
}) {
  const [pickedA, setPickedA] = useState<CardItem | null>(null);
  const [pickedB, setPickedB] = useState<CardItem | null>(null);
  const dialogs = useDialogs();
  const add = useAddToCart();

  function addPair(button: HTMLElement) {
    if (!pickedA || !pickedB) {
      void dialogs.alert({ title: dialogMessages.noticeTitle, description: text.needBoth });
      return;
    }
    const lines = [
      { productId: pickedA.pId, quantity: 1 },
      { productId: pickedB.pId, quantity: 1 },
    ];
    add(() => addAllToCart(lines), { imageSrc: productImageUrl(pickedA.image, imageHost ?? ''), button });
  }

  return (
    <section data-testid="match-pair-picker" className="space-y-4 rounded-2xl border border-line p-4 md:p-6">
      <div className="grid gap-4 md:grid-cols-2">
        <Choices
          testId="pick-a"
          legend={zones.zoneA}
          hint={text.pickA}
          items={a}
          sale={sale}
          picked={pickedA}
          onPick={setPickedA}
        />
        <Choices
          testId="pick-b"
          legend={zones.zoneB}
          hint={text.pickB}
          items={b}
          sale={sale}
          picked={pickedB}
          onPick={setPickedB}
        />
      </div>
      <button
        type="button"
        data-testid="add-pair"
        onClick={(event) => addPair(event.currentTarget)}
        className="w-full rounded-full bg-ink px-6 py-3 text-sm font-semibold text-surface hover:bg-accent-strong disabled:opacity-40"
      >
        {text.addPair}
      </button>
    </section>
  );
}

function Choices(props: {
  testId: string;
  legend: string;
  hint: string;
  items: CardItem[];
  sale: number;
  picked: CardItem | null;
  onPick: (item: CardItem) => void;
}) {
  return (
    <fieldset data-testid={props.testId} className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{props.legend}</legend>
      <p className="text-xs text-ink-soft">{props.hint}</p>
      {props.items.map((item) => {
        const soldOut = item.stock <= 0;
        const name = item.name.trim() || catalogueMessages.productLoading;
        return (
          <label
            key={item.pId}
            className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft ${soldOut ? 'opacity-50' : ''}`}
          >
            <input
              type="radio"
              name={props.testId}
              value={item.pId}
              disabled={soldOut}
              checked={props.picked?.pId === item.pId}
              onChange={() => props.onPick(item)}
              className="accent-accent"
            />
            <span className="flex-1">{name}</span>
            <Price
              price={item.price}
              discountedPrice={unitPriceAfter(item.price, props.sale)}
              className="text-xs"
            />
          </label>
        );
      })}
    </fieldset>
  );
}
