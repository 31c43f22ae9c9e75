// The ♡ on a product card (issue 23): the member's favourites through the same calls as the product page
// (get-favorites / post-favorites / delete-favorites, member-actions.ts). One get-favorites serves every
// card of a page; a guest is told 請先登入 and sent to /login, as on the product page.
import { ADD_TO_CART_TOAST_MS, catalogueMessages, dialogMessages } from '@shop/core';
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/ui/dialogs';
import { useIsLoggedIn } from '../../lib/use-browser-state';
import { favouriteIds, isMember, loginPathSavingHere, setFavourite } from './member-actions';

const { card: text, product: productText } = catalogueMessages;

/** The favourites of this page load: asked once, kept up to date by the cards' own toggles. */
let shared: Promise<Set<number>> | null = null;
function sharedFavourites(): Promise<Set<number>> {
  shared ??= favouriteIds().catch((error) => {
    shared = null;
    throw error;
  });
  return shared;
}

export function CardFavourite({ productId, name }: { productId: number; name: string }) {
  const loggedIn = useIsLoggedIn();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!loggedIn) {
      shared = null;
      setOn(false);
      return;
    }
    let live = true;
    sharedFavourites()
      .then((ids) => live && setOn(ids.has(productId)))
      .catch((error) => console.error('[catalogue] get-favorites failed', error));
    return () => {
      live = false;
    };
  }, [loggedIn, productId]);

  async function toggle() {
    if (!isMember()) {
      await dialogs.alert({ title: dialogMessages.noticeTitle, description: productText.pleaseLogIn });
      navigate(loginPathSavingHere());
      return;
    }
    setBusy(true);
    try {
      await setFavourite(productId, !on);
      const ids = await sharedFavourites().catch(() => new Set<number>());
      if (on) ids.delete(productId);
      else ids.add(productId);
      dialogs.toast(on ? productText.favouriteRemoved : productText.favouriteAdded, ADD_TO_CART_TOAST_MS);
      setOn(!on);
    } catch (error) {
      console.error('[catalogue] favourite failed', error);
      void dialogs.alert({ description: productText.favouriteFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      data-testid="card-favourite"
      aria-pressed={on}
      aria-label={on ? text.favouriteRemove(name) : text.favouriteAdd(name)}
      disabled={busy}
      onClick={toggle}
      className="absolute top-2 right-2 z-10 inline-flex size-9 items-center justify-center rounded-full bg-surface/90 text-blush shadow-sm hover:bg-surface"
    >
      <Heart aria-hidden className={`size-4 ${on ? 'fill-current' : ''}`} />
    </button>
  );
}
