// The lines of a cart ordered beside the main cart (point items, the trial pack, evergreen-trail items):
// image, name, quantity, what the line costs and a remove button, under the cart's own title and note.
import { productImageUrl } from '@shop/core';
import { Trash2 } from 'lucide-react';
import { useShellData } from '../../lib/shell-data';

export interface ExtraCartLine {
  key: string;
  name: string;
  image: string;
  quantity: number;
  /** What the line costs, formatted: a price or points. */
  price: string;
  removeLabel: string;
  onRemove: () => void;
}

/** `kind` names the section's test ids: cartlist-{kind}-lines, -line and -price. */
export function ExtraCartLines({
  kind,
  title,
  note,
  lines,
}: {
  kind: 'point' | 'trial';
  title: string;
  note: string;
  lines: readonly ExtraCartLine[];
}) {
  const { imageHost } = useShellData();
  if (lines.length === 0) return null;
  const titleId = `${kind}-lines-title`;
  return (
    <section aria-labelledby={titleId} className="mt-4 border-t border-line pt-4">
      <h3 id={titleId} className="text-sm font-semibold text-ink">
        {title}
      </h3>
      <p className="mt-1 text-xs text-ink-soft">{note}</p>
      <ul className="divide-y divide-line" data-testid={`cartlist-${kind}-lines`}>
        {lines.map((line) => (
          <li key={line.key} data-testid={`cartlist-${kind}-line`} className="flex items-center gap-3 py-3">
            <img
              src={productImageUrl(line.image, imageHost ?? '')}
              alt=""
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-lg bg-sand object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-ink">{line.name}</p>
              <p className="text-xs text-ink-soft">× {line.quantity}</p>
            </div>
            <p className="shrink-0 font-semibold text-ink" data-testid={`cartlist-${kind}-price`}>
              {line.price}
            </p>
            <button
              type="button"
              onClick={line.onRemove}
              aria-label={line.removeLabel}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand hover:text-ink"
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
