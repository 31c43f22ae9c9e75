// E-invoice (電子發票) choices: member carrier (default), mobile barcode, citizen certificate, donation
// (get-donate list or a typed code) and company (統一編號 with its checksum; the name looked up by
// get-company-name-by-sn fills the title). The rules are the server's (validateInvoiceChoice).
import type { FieldMetadata } from '@conform-to/react';
import { checkoutCalls } from '@shop/contracts';
import {
  checkoutErrorMessages,
  INVOICE_TYPES,
  type InvoiceType,
  invoiceTypeNames,
  isValidTaxNumber,
  cartlistMessages as t,
} from '@shop/core';
import { useState } from 'react';
import { fieldControl, LabelledField, TextField } from '../../components/forms';
import { browserApi } from '../../lib/api.client';
import { describeFailure } from '../accounts/account-api';
import type { CheckoutReference } from './checkout-data';
import { inputClass, RadioCard, selectClass } from './checkout-parts';

type Field = FieldMetadata<string | undefined>;

export interface InvoiceFields {
  invoice_type: Field;
  carrier_num: Field;
  donate_code: Field;
  tax_number: Field;
  invoice_title: Field;
  address: Field;
}

const OTHER_DONATION = 'other';

export function InvoiceSection(props: {
  fields: InvoiceFields;
  type: InvoiceType;
  onTypeChange: (type: InvoiceType) => void;
  donates: CheckoutReference['donates'];
  /** A pickup order has no delivery address: a printed company invoice asks where to mail it. */
  asksAddress: boolean;
}) {
  const { fields, type } = props;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="sr-only">{t.steps.invoice}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {INVOICE_TYPES.map((value) => (
            <RadioCard
              key={value}
              name={fields.invoice_type.name}
              value={value}
              checked={type === value}
              onChange={(next) => props.onTypeChange(next as InvoiceType)}
              label={invoiceTypeNames[value]}
            />
          ))}
        </div>
      </fieldset>
      {type === 'member' && <p className="text-sm text-ink-soft">{t.memberCarrierNote}</p>}
      <div hidden={type !== 'mobile' && type !== 'citizen'}>
        <TextField
          meta={fields.carrier_num}
          label={type === 'citizen' ? t.carrierCitizenLabel : t.carrierMobileLabel}
          placeholder={type === 'citizen' ? t.carrierCitizenPlaceholder : t.carrierMobilePlaceholder}
          autoComplete="off"
        />
      </div>
      <div hidden={type !== 'donate'}>
        <Donation field={fields.donate_code} donates={props.donates} />
      </div>
      <div hidden={type !== 'company'}>
        <Company taxNumber={fields.tax_number} title={fields.invoice_title} />
        {props.asksAddress && (
          <div className="mt-4">
            <TextField
              meta={fields.address}
              label={t.invoiceAddressLabel}
              hint={t.invoiceAddressHint}
              autoComplete="street-address"
            />
          </div>
        )}
      </div>
    </div>
  );
}

function Donation({ field, donates }: { field: Field; donates: CheckoutReference['donates'] }) {
  const [code, setCode] = useState(field.initialValue ?? donates[0]?.donate_code ?? '');
  const listed = donates.some((d) => d.donate_code === code);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <LabelledField htmlFor={`${field.id}-list`} label={t.donateLabel}>
        <select
          id={`${field.id}-list`}
          value={listed ? code : OTHER_DONATION}
          onChange={(event) => setCode(event.target.value === OTHER_DONATION ? '' : event.target.value)}
          className={selectClass}
        >
          {donates.map((d) => (
            <option key={d.donate_code} value={d.donate_code}>
              {d.donate_name}（{d.donate_code}）
            </option>
          ))}
          <option value={OTHER_DONATION}>{t.donateOther}</option>
        </select>
      </LabelledField>
      <LabelledField htmlFor={field.id} label={t.donateCodeLabel} field={field}>
        <input
          {...fieldControl(field)}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          maxLength={7}
          className={inputClass}
        />
      </LabelledField>
    </div>
  );
}

type Lookup = { kind: 'idle' } | { kind: 'busy' } | { kind: 'note'; text: string };

function Company({ taxNumber, title }: { taxNumber: Field; title: Field }) {
  const [titleText, setTitleText] = useState(title.initialValue ?? '');
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });

  async function findName(value: string) {
    const sn = value.trim();
    if (!isValidTaxNumber(sn)) return;
    setLookup({ kind: 'busy' });
    try {
      const answer = await browserApi().send(checkoutCalls.companyName, { params: { taxNumber: sn } });
      setTitleText(answer.company_name);
      setLookup({ kind: 'idle' });
    } catch (error) {
      const failure = describeFailure(error);
      setLookup({
        kind: 'note',
        text: failure.status === 404 ? checkoutErrorMessages.companyNotFound : failure.message,
      });
    }
  }

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <LabelledField htmlFor={taxNumber.id} label={t.taxNumberLabel} field={taxNumber}>
        <input
          {...fieldControl(taxNumber)}
          defaultValue={taxNumber.initialValue}
          inputMode="numeric"
          maxLength={8}
          onBlur={(event) => void findName(event.currentTarget.value)}
          onChange={(event) => {
            if (event.currentTarget.value.trim().length === 8) void findName(event.currentTarget.value);
          }}
          className={inputClass}
        />
      </LabelledField>
      <LabelledField
        htmlFor={title.id}
        label={t.invoiceTitleLabel}
        field={title}
        note={
          <p
            id={`${title.id}-note`}
            aria-live="polite"
            data-testid="company-lookup"
            className="mt-1 text-xs text-ink-soft"
          >
            {lookup.kind === 'busy' ? t.taxLookingUp : lookup.kind === 'note' ? lookup.text : ''}
          </p>
        }
      >
        <input
          {...fieldControl(title, `${title.id}-note`)}
          value={titleText}
          onChange={(event) => setTitleText(event.target.value)}
          className={inputClass}
        />
      </LabelledField>
    </div>
  );
}
