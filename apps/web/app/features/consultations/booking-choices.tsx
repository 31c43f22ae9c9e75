// The choice fields of the booking form: one-of radios (method, skin type) and the concern checkboxes,
// each group a fieldset with its legend and its error beneath.
import { CONSULTATION_MAX_CONCERNS } from '@shop/contracts';
import { consultationMessages as m } from '@shop/core';
import { FieldError } from '../../components/forms';

export interface ChoiceField {
  name: string;
  errorId: string;
  errors: string[] | undefined;
}

interface Option {
  value: string;
  label: string;
}

const chipClass =
  'flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2.5 text-sm text-ink has-[:checked]:border-ink has-[:checked]:bg-sand has-[:disabled]:cursor-not-allowed has-[:disabled]:text-ink-faint has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent has-[:focus-visible]:ring-offset-2';

export function RadioGroup(props: {
  legend: string;
  field: ChoiceField;
  options: readonly Option[];
  defaultValue: string | undefined;
  columns: string;
}) {
  const { field } = props;
  return (
    <fieldset data-invalid={field.errors ? true : undefined} data-testid={`choices-${field.name}`}>
      <legend className="mb-2 text-sm font-medium text-ink">{props.legend}</legend>
      <div className={`grid gap-2 ${props.columns}`}>
        {props.options.map((option) => (
          <label key={option.value} className={`${chipClass} border-line bg-surface hover:border-ink-soft`}>
            <input
              type="radio"
              name={field.name}
              value={option.value}
              defaultChecked={props.defaultValue === option.value}
              aria-describedby={field.errors ? field.errorId : undefined}
              className="size-4 shrink-0 accent-ink focus-visible:outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} name={field.name} errors={field.errors} />
    </fieldset>
  );
}

/** Up to three concerns: once three are ticked the others are disabled until one is unticked. */
export function ConcernChecks(props: {
  field: ChoiceField;
  options: readonly Option[];
  picked: readonly string[];
  onToggle: (value: string) => void;
}) {
  const { field, picked } = props;
  const full = picked.length >= CONSULTATION_MAX_CONCERNS;
  return (
    <fieldset data-invalid={field.errors ? true : undefined} data-testid={`choices-${field.name}`}>
      <legend className="mb-2 text-sm font-medium text-ink">{m.fields.concerns}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {props.options.map((option) => {
          const checked = picked.includes(option.value);
          return (
            <label key={option.value} className={`${chipClass} border-line bg-surface hover:border-ink-soft`}>
              <input
                type="checkbox"
                name={field.name}
                value={option.value}
                checked={checked}
                disabled={!checked && full}
                onChange={() => props.onToggle(option.value)}
                aria-describedby={field.errors ? field.errorId : 'concerns-count'}
                className="size-4 shrink-0 accent-ink focus-visible:outline-none"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <p id="concerns-count" aria-live="polite" className="mt-1 text-xs text-ink-faint">
        {m.booking.concernsPicked(picked.length, CONSULTATION_MAX_CONCERNS)}
      </p>
      <FieldError id={field.errorId} name={field.name} errors={field.errors} />
    </fieldset>
  );
}
