// Delivery (issue 12): home delivery in Taiwan (county, district, zip code from get-zipcode-list), 7-ELEVEN
// pickup with the store picker (or, with LOGISTICS_PROVIDER=ecpay, ECPay's store map), Hong Kong with
// get-hk-freight. Every field stays mounted, only hidden, so
// switching delivery never loses what was typed.
import type { FieldMetadata } from '@conform-to/react';
import { checkoutCalls, type ShipMethodsAnswer } from '@shop/contracts';
import {
  afterPurchaseMessages,
  isStorePickup,
  type ShipMethod,
  type StorePickupMethod,
  shipMethodNames,
  storeMapMessages,
  cartlistMessages as t,
} from '@shop/core';
import { Store as StoreIcon } from 'lucide-react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { FieldError, fieldControl, LabelledField } from '../../components/forms';
import { browserApi } from '../../lib/api.client';
import type { CheckoutReference } from './checkout-data';
import { inputClass, RadioCard, selectClass } from './checkout-parts';
import { openStoreMap, restoreEntries, takeStoreMapReturn } from './store-map';
import { type Store, StorePicker } from './store-picker';

type Field = FieldMetadata<string | undefined>;

/** The store picker's button takes the focus when the store is what is missing. */
export const STORE_BUTTON_ID = 'pick-store';

export interface AddressFields {
  zipcode: Field;
  city: Field;
  district: Field;
  address: Field;
  store_id: Field;
}

function shipNote(method: ShipMethodsAnswer['shipMethods'][number], reference: CheckoutReference) {
  if (method.ship_id === 'hk')
    return t.hkFreightNote(reference.hkFreight.freight, reference.hkFreight.free_from);
  return method.freight === 0 ? t.freeShippingTaiwan : undefined;
}

export function ShipChoice(props: {
  name: string;
  value: ShipMethod;
  onChange: (ship: ShipMethod) => void;
  reference: CheckoutReference;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{t.steps.delivery}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {props.reference.shipMethods.map((method) => (
          <RadioCard
            key={method.ship_id}
            name={props.name}
            value={method.ship_id}
            checked={props.value === method.ship_id}
            onChange={(value) => props.onChange(value as ShipMethod)}
            label={shipMethodNames[method.ship_id]}
            note={shipNote(method, props.reference)}
          />
        ))}
      </div>
    </fieldset>
  );
}

export function AddressFieldsFor(props: {
  ship: ShipMethod;
  fields: AddressFields;
  reference: CheckoutReference;
  onStorePicked: () => void;
}) {
  const { ship, fields } = props;
  return (
    <div className="mt-4 space-y-4">
      <div hidden={ship !== 'home'}>
        <TaiwanAddress fields={fields} counties={props.reference.counties} />
      </div>
      <div hidden={!isStorePickup(ship)}>
        <StoreChoice
          // A store belongs to one chain: another chain starts with none picked.
          key={isStorePickup(ship) ? ship : 'seven'}
          chain={isStorePickup(ship) ? ship : 'seven'}
          field={fields.store_id}
          counties={props.reference.counties}
          storeMap={props.reference.storeMap}
          onPicked={props.onStorePicked}
        />
      </div>
      <AddressLine field={fields.address} ship={ship} />
    </div>
  );
}

function TaiwanAddress({
  fields,
  counties,
}: {
  fields: AddressFields;
  counties: CheckoutReference['counties'];
}) {
  const [city, setCity] = useState(fields.city.initialValue ?? '');
  const [district, setDistrict] = useState(fields.district.initialValue ?? '');
  const districts = counties.find((county) => county.county === city)?.districts ?? [];
  const zipcode = districts.find((d) => d.district === district)?.zipcode ?? '';
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <LabelledField htmlFor={fields.city.id} label={t.cityLabel}>
        <select
          id={fields.city.id}
          name={fields.city.name}
          value={city}
          autoComplete="address-level1"
          onChange={(event) => {
            setCity(event.target.value);
            setDistrict('');
          }}
          className={selectClass}
        >
          <option value="">{t.choose}</option>
          {counties.map((county) => (
            <option key={county.county}>{county.county}</option>
          ))}
        </select>
      </LabelledField>
      <LabelledField htmlFor={fields.district.id} label={t.districtLabel}>
        <select
          id={fields.district.id}
          name={fields.district.name}
          value={district}
          autoComplete="address-level2"
          onChange={(event) => setDistrict(event.target.value)}
          className={selectClass}
        >
          <option value="">{t.choose}</option>
          {districts.map((d) => (
            <option key={d.district}>{d.district}</option>
          ))}
        </select>
      </LabelledField>
      <LabelledField
        htmlFor={fields.zipcode.id}
        label={t.zipcodeLabel}
        field={fields.zipcode}
        className="col-span-2 sm:col-span-1"
      >
        <input
          id={fields.zipcode.id}
          name={fields.zipcode.name}
          value={zipcode}
          readOnly
          autoComplete="postal-code"
          className={`${inputClass} bg-sand/50`}
        />
      </LabelledField>
    </div>
  );
}

/** One address input: the street address at home, the whole address in Hong Kong; hidden on pickup. */
function AddressLine({ field, ship }: { field: Field; ship: ShipMethod }) {
  const hk = ship === 'hk';
  return (
    <LabelledField
      htmlFor={field.id}
      label={hk ? t.hkAddressLabel : t.addressLabel}
      field={field}
      hidden={isStorePickup(ship)}
    >
      <input
        {...fieldControl(field)}
        defaultValue={field.initialValue}
        maxLength={200}
        autoComplete={hk ? 'street-address' : 'address-line1'}
        placeholder={hk ? t.hkAddressPlaceholder : t.addressPlaceholder}
        className={inputClass}
      />
    </LabelledField>
  );
}

/** The store ECPay's map chose, as the shop lists it (the map's own words are not shown). */
async function listedStore(chain: StorePickupMethod, storeId: string): Promise<Store | null> {
  const answer = await browserApi().send(checkoutCalls.storeSearch, { query: { chain, keyword: storeId } });
  return answer.stores.find((store) => store.store_id === storeId) ?? null;
}

function StoreChoice(props: {
  chain: StorePickupMethod;
  field: Field;
  counties: CheckoutReference['counties'];
  storeMap: boolean;
  onPicked: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [store, setStore] = useState<Store | null>(null);
  const [mapNote, setMapNote] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const returned = useRef(false);
  const { field, onPicked } = props;
  // Checked once the hidden input holds the new store id (after the render).
  useEffect(() => {
    if (store) onPicked();
  }, [store, onPicked]);
  // Back from the store map: what she had typed goes back in, then the store she chose.
  useEffect(() => {
    if (returned.current) return;
    returned.current = true;
    const back = takeStoreMapReturn();
    if (!back) return;
    const form = document.getElementById(field.id)?.closest('form');
    if (form) restoreEntries(form, back.entries);
    if (back.kind === 'error') {
      setMapNote(back.reason === 'unknown' ? storeMapMessages.unknownStore : storeMapMessages.invalidReply);
      return;
    }
    listedStore(props.chain, back.storeId).then(
      (listed) => (listed ? setStore(listed) : setMapNote(storeMapMessages.unknownStore)),
      () => setMapNote(storeMapMessages.invalidReply),
    );
  }, [field.id, props.chain]);

  // Back from the map with the browser's back button, the page may come from the back-forward cache.
  useEffect(() => {
    const shown = () => setLeaving(false);
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  async function pick(event: MouseEvent<HTMLButtonElement>) {
    if (!props.storeMap) {
      setOpen(true);
      return;
    }
    const form = event.currentTarget.form;
    if (!form) return;
    setMapNote(null);
    setLeaving(true);
    try {
      await openStoreMap(form, {
        collect: new FormData(form).get('pay_method') === 'cod',
        chain: props.chain,
      });
    } catch (error) {
      console.error('[checkout] store map failed', error);
      setMapNote(storeMapMessages.openFailed);
      setLeaving(false);
    }
  }

  return (
    <div>
      <p id={`${field.id}-label`} className="text-sm font-medium text-ink">
        {t.storeLabel}
      </p>
      <input type="hidden" id={field.id} name={field.name} value={store?.store_id ?? ''} />
      <div className="mt-1 flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-line p-3">
        <StoreIcon aria-hidden className="size-6 text-accent-strong" />
        <div className="min-w-0 flex-1 text-sm" data-testid="picked-store" aria-live="polite">
          {store ? (
            <>
              <p className="font-semibold text-ink">
                {afterPurchaseMessages.storeChainNames[props.chain]} {store.store_name}
                <span className="ml-2 text-xs font-normal text-ink-soft">{store.store_id}</span>
              </p>
              <p className="text-ink-soft">{store.address}</p>
            </>
          ) : (
            <p className="text-ink-soft">{t.storeNone}</p>
          )}
        </div>
        <button
          id={STORE_BUTTON_ID}
          type="button"
          onClick={pick}
          disabled={leaving}
          aria-describedby={field.errors ? field.errorId : undefined}
          className="rounded-full border border-ink px-4 py-2 text-sm font-semibold hover:bg-sand disabled:opacity-60"
        >
          {store ? t.storeChange : t.storePick}
        </button>
      </div>
      {leaving && (
        <p role="status" className="mt-2 text-sm text-ink-soft">
          {storeMapMessages.opening}
        </p>
      )}
      {mapNote && (
        <p role="alert" className="mt-2 text-sm text-blush" data-testid="store-map-note">
          {mapNote}
        </p>
      )}
      <FieldError id={field.errorId} name={field.name} errors={field.errors} />
      {!props.storeMap && (
        <StorePicker
          chain={props.chain}
          open={open}
          onOpenChange={setOpen}
          counties={props.counties}
          onPick={(picked) => {
            setStore(picked);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
