// /membercenter_favorite: the member's favourites (get-favorites), newest first, each with add to cart
// and 移除收藏 (delete-favorites/{id}); a removed row leaves the list at once.
import { catalogueCalls, type Favorite } from '@shop/contracts';
import { memberPageTitles, memberOrderMessages as t } from '@shop/core';
import { useState } from 'react';
import { useDialogs } from '../../components/ui/dialogs';
import { LoadFailed } from '../../features/members/member-notice';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { MemberProductList, MemberProductRow } from '../../features/members/member-product';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import { storedAuthToken } from '../../lib/storage';
import type { Route } from './+types/favourites';

export const meta: Route.MetaFunction = () => privatePageMeta(memberPageTitles.favourites);

type Loaded = { state: 'shown'; favorites: Favorite[] } | { state: 'failed' | 'guest' };

export async function clientLoader(): Promise<Loaded> {
  if (!storedAuthToken()) return { state: 'guest' };
  try {
    return { state: 'shown', favorites: (await browserApi().send(catalogueCalls.favorites)).favorites };
  } catch (error) {
    console.error('[member] favourites failed', error);
    return { state: 'failed' };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={t.loading} />;
}

const REMOVED_TOAST_MS = 1500;

function FavouriteList({ initial }: { initial: Favorite[] }) {
  const dialogs = useDialogs();
  const [favorites, setFavorites] = useState(initial);
  const [removing, setRemoving] = useState<number | null>(null);
  const [errorFor, setErrorFor] = useState<number | null>(null);

  async function remove(productId: number) {
    setRemoving(productId);
    setErrorFor(null);
    try {
      await browserApi().send(catalogueCalls.deleteFavorite, { params: { id: productId } });
      setFavorites((list) => list.filter((f) => f.product_id !== productId));
      dialogs.toast(t.favouriteRemoved, REMOVED_TOAST_MS);
    } catch (error) {
      console.error('[member] delete favourite failed', error);
      setErrorFor(productId);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <MemberProductList
      items={favorites}
      testId="favourite-list"
      empty={{ text: t.favouritesEmpty, testId: 'favourites-empty' }}
    >
      {(favorite) => {
        const name = favorite.product?.p_name ?? '';
        return (
          <MemberProductRow
            key={favorite.product_id}
            name={name}
            product={favorite.product}
            actions={
              <>
                <button
                  type="button"
                  data-testid="favourite-remove"
                  aria-label={t.removeFavouriteOf(name)}
                  disabled={removing === favorite.product_id}
                  onClick={() => void remove(favorite.product_id)}
                  className="rounded-full border border-ink px-4 py-2 text-xs text-ink hover:bg-sand disabled:opacity-50"
                >
                  {t.removeFavourite}
                </button>
                {errorFor === favorite.product_id && (
                  <span role="alert" className="text-xs text-blush">
                    {t.removeFailed}
                  </span>
                )}
              </>
            }
          />
        );
      }}
    </MemberProductList>
  );
}

function FavouritesBody({ loaded }: { loaded: Loaded }) {
  if (loaded.state !== 'shown') {
    if (loaded.state === 'failed') return <LoadFailed message={t.favouritesLoadFailed} />;
    return <p className="py-16 text-center text-ink-soft">{t.loading}</p>;
  }
  return <FavouriteList initial={loaded.favorites} />;
}

export default function FavouritesPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.favourites} />
      <FavouritesBody loaded={loaderData} />
    </section>
  );
}
