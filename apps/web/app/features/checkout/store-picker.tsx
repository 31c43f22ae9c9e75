// The 7-ELEVEN store picker (issue 12): search get-711-store-list by county, district and a keyword (store
// name, store id or road) and choose one store for pickup.
import { checkoutCalls, type StoreSearchAnswer, type ZipcodeListAnswer } from '@shop/contracts';
import type { StorePickupMethod } from '@shop/core';
import { cartlistMessages as t } from '@shop/core';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { browserApi } from '../../lib/api.client';

export type Store = StoreSearchAnswer['stores'][number];

const selectClass = 'mt-1 block w-full rounded border border-line bg-surface px-3 py-2.5 text-base text-ink';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'failed' }
  | { kind: 'done'; stores: Store[] };

export function StorePicker(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  counties: ZipcodeListAnswer['counties'];
  onPick: (store: Store) => void;
  /** The store chain searched (7-ELEVEN, 全家, 萊爾富). */
  chain?: StorePickupMethod;
}) {
  const [city, setCity] = useState('');
  const [district, setDistrict] = useState('');
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState<SearchState>({ kind: 'idle' });
  const districts = props.counties.find((county) => county.county === city)?.districts ?? [];

  async function run(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setSearch({ kind: 'busy' });
    try {
      const query = {
        chain: props.chain,
        city: city || undefined,
        district: district || undefined,
        keyword: keyword.trim() || undefined,
      };
      const answer = await browserApi().send(checkoutCalls.storeSearch, { query });
      setSearch({ kind: 'done', stores: answer.stores });
    } catch (error) {
      console.error('[checkout] store search failed', error);
      setSearch({ kind: 'failed' });
    }
  }

  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-ink/40" />
        <Dialog.Content
          data-testid="store-picker"
          className="fixed inset-x-0 bottom-0 z-[81] flex max-h-[90vh] flex-col rounded-t-2xl bg-surface shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[36rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="text-lg font-semibold text-ink">{t.storeDialogTitle}</Dialog.Title>
            <Dialog.Close
              aria-label={t.close}
              className="inline-flex size-9 items-center justify-center rounded-full hover:bg-sand"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-5 pt-3 text-sm text-ink-soft">
            {t.storeDialogHint}
          </Dialog.Description>
          <form onSubmit={run} className="grid grid-cols-2 gap-3 px-5 py-3">
            <label className="text-sm text-ink">
              {t.cityLabel}
              <select
                className={selectClass}
                value={city}
                onChange={(event) => {
                  setCity(event.target.value);
                  setDistrict('');
                }}
              >
                <option value="">{t.choose}</option>
                {props.counties.map((county) => (
                  <option key={county.county}>{county.county}</option>
                ))}
              </select>
            </label>
            <label className="text-sm text-ink">
              {t.districtLabel}
              <select
                className={selectClass}
                value={district}
                onChange={(event) => setDistrict(event.target.value)}
              >
                <option value="">{t.choose}</option>
                {districts.map((d) => (
                  <option key={d.district}>{d.district}</option>
                ))}
              </select>
            </label>
            <label className="col-span-2 text-sm text-ink">
              {t.storeKeyword}
              <div className="mt-1 flex gap-2">
                <input
                  type="search"
                  value={keyword}
                  maxLength={30}
                  onChange={(event) => setKeyword(event.target.value)}
                  className="block w-full rounded border border-line bg-surface px-3 py-2.5 text-base text-ink"
                />
                <button
                  type="submit"
                  disabled={search.kind === 'busy'}
                  className="shrink-0 rounded bg-ink px-5 py-2.5 text-sm font-semibold text-white disabled:opacity-60"
                >
                  {search.kind === 'busy' ? t.storeSearching : t.storeSearch}
                </button>
              </div>
            </label>
          </form>
          <StoreResults search={search} onPick={props.onPick} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function StoreResults({ search, onPick }: { search: SearchState; onPick: (store: Store) => void }) {
  if (search.kind === 'failed')
    return (
      <p role="alert" className="px-5 pb-5 text-sm text-blush">
        {t.storeSearchFailed}
      </p>
    );
  if (search.kind !== 'done') return null;
  if (search.stores.length === 0)
    return (
      <p role="status" className="px-5 pb-5 text-sm text-ink-soft">
        {t.storeNoneFound}
      </p>
    );
  return (
    <ul
      className="flex-1 divide-y divide-line overflow-y-auto border-t border-line px-5"
      data-testid="store-results"
    >
      {search.stores.map((store) => (
        <li key={store.store_id} className="flex items-center gap-3 py-3">
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold text-ink">
              {store.store_name}
              <span className="ml-2 text-xs font-normal text-ink-soft">{store.store_id}</span>
            </p>
            <p className="text-ink-soft">{store.address}</p>
          </div>
          <button
            type="button"
            onClick={() => onPick(store)}
            aria-label={`${t.storeChoose}：${store.store_name}`}
            className="shrink-0 rounded-full border border-ink px-4 py-2 text-sm font-semibold hover:bg-sand"
          >
            {t.storeChoose}
          </button>
        </li>
      ))}
    </ul>
  );
}
