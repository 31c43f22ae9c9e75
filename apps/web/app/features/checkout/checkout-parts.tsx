// Small pieces the checkout sections share: a numbered section, a radio card and the control classes.
import type { ReactNode } from 'react';

export function Section(props: {
  step: number;
  title: string;
  id: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${props.id}-title`}
      className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <div className="mb-4 flex items-center gap-3">
        <span
          aria-hidden
          className="inline-flex size-7 items-center justify-center rounded-full bg-ink text-sm font-semibold text-white"
        >
          {props.step}
        </span>
        <h2 id={`${props.id}-title`} className="flex-1 text-lg font-semibold text-ink">
          {props.title}
        </h2>
        {props.aside}
      </div>
      {props.children}
    </section>
  );
}

export function RadioCard(props: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  label: string;
  note?: string | undefined;
  describedBy?: string | undefined;
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${
        props.checked ? 'border-ink bg-sand/50' : 'border-line hover:border-ink-soft'
      }`}
    >
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={() => props.onChange(props.value)}
        aria-describedby={props.describedBy}
        className="mt-0.5 size-4 accent-ink"
      />
      <span className="flex-1">
        <span className="font-medium text-ink">{props.label}</span>
        {props.note && <span className="mt-0.5 block text-xs text-ink-soft">{props.note}</span>}
      </span>
    </label>
  );
}

export const selectClass =
  'mt-1 block w-full rounded border border-line bg-surface px-3 py-2.5 text-base text-ink aria-[invalid=true]:border-blush';
export const inputClass = selectClass;
