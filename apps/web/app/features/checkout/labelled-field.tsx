// A checkout field: its label above the control and, for a form field, its error under it. The control
// spreads `fieldControl(field)` so its id, name and error wiring match the label and the error line.
import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { FieldError } from './checkout-parts';

type Field = FieldMetadata<string | undefined>;

export function LabelledField({
  htmlFor,
  label,
  field,
  className,
  hidden,
  note,
  children,
}: {
  htmlFor: string;
  label: string;
  /** The form field whose error shows under the control. */
  field?: Field;
  className?: string;
  hidden?: boolean;
  /** A line under the error (the company-name lookup). */
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className} hidden={hidden}>
      <label htmlFor={htmlFor} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {field && <FieldError id={field.errorId} name={field.name} errors={field.errors} />}
      {note}
    </div>
  );
}

/** id, name and the error's aria for a field's control; `describedBy` is read while there is no error. */
export function fieldControl(field: Field, describedBy?: string) {
  return {
    id: field.id,
    name: field.name,
    'aria-invalid': field.errors ? true : undefined,
    'aria-describedby': field.errors ? field.errorId : describedBy,
  } as const;
}
