// Delivery (issue 12): home delivery in Taiwan (county, district, zip code from get-zipcode-list), 7-ELEVEN
// pickup with the store picker, Hong Kong with get-hk-freight. Every field stays mounted, only hidden, so
// switching delivery never loses what was typed.
import type { FieldMetadata } from '@conform-to/react';
import type { ShipMethodsAnswer } from '@shop/contracts';
import { type ShipMethod, shipMethodNames, cartlistMessages as t } from '@shop/core';
import { Store as StoreIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FieldError, fieldControl, LabelledField } from '../../components/forms';
import type { CheckoutReference } from './checkout-data';
import { inputClass, RadioCard, selectClass } from './checkout-parts';
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
      <div hidden={ship !== 'seven'}>
        <StoreChoice
          field={fields.store_id}
          counties={props.reference.counties}
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
      hidden={ship === 'seven'}
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

function StoreChoice(props: { field: Field; counties: CheckoutReference['counties']; onPicked: () => void }) {
  const [open, setOpen] = useState(false);
  const [store, setStore] = useState<Store | null>(null);
  const { field, onPicked } = props;
  // Checked once the hidden input holds the new store id (after the render).
  useEffect(() => {
    if (store) onPicked();
  }, [store, onPicked]);
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
                7-ELEVEN {store.store_name}
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
          onClick={() => setOpen(true)}
          aria-describedby={field.errors ? field.errorId : undefined}
          className="rounded-full border border-ink px-4 py-2 text-sm font-semibold hover:bg-sand"
        >
          {store ? t.storeChange : t.storePick}
        </button>
      </div>
      <FieldError id={field.errorId} name={field.name} errors={field.errors} />
      <StorePicker
        open={open}
        onOpenChange={setOpen}
        counties={props.counties}
        onPick={(picked) => {
          setStore(picked);
          setOpen(false);
        }}
      />
    </div>
  );
}
