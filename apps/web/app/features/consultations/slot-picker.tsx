// The date chips of the open days, then the start times of the chosen day with the seats left. A time
// is a radio (one choice, arrow keys move between them); a full one is disabled.
import type { ConsultationAnswer } from '@shop/contracts';
import { consultationMessages as m } from '@shop/core';
import { FieldError } from '../../components/forms';
import { dayChipLabel, isPickable, sameInstant, slotTime } from './consultation-times';

type Day = ConsultationAnswer['days'][number];

export interface SlotField {
  name: string;
  errorId: string;
  errors: string[] | undefined;
}

export function SlotPicker(props: {
  days: readonly Day[];
  /** The start of the booking being changed: its own slot stays pickable. */
  ownStart: string | null;
  day: string | null;
  onDay: (date: string) => void;
  startsAt: string | null;
  onStartsAt: (startsAt: string) => void;
  field: SlotField;
}) {
  const { field } = props;
  const chosenDay = props.days.find((day) => day.date === props.day);
  return (
    <div data-invalid={field.errors ? true : undefined} className="grid gap-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{m.fields.date}</legend>
        <div data-testid="consultation-days" className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-7">
          {props.days.map((day) => (
            <DayChip
              key={day.date}
              day={day}
              pressed={day.date === props.day}
              full={!day.slots.some((slot) => isPickable(slot, props.ownStart))}
              onPress={() => props.onDay(day.date)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{m.fields.time}</legend>
        <div data-testid="consultation-times" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {chosenDay?.slots.map((slot) => (
            <TimeChip
              key={slot.starts_at}
              name={field.name}
              slot={slot}
              own={props.ownStart !== null && sameInstant(slot.starts_at, props.ownStart)}
              checked={props.startsAt === slot.starts_at}
              onPick={() => props.onStartsAt(slot.starts_at)}
              describedBy={field.errors ? field.errorId : undefined}
            />
          ))}
        </div>
        <FieldError id={field.errorId} name={field.name} errors={field.errors} />
      </fieldset>
    </div>
  );
}

function DayChip(props: { day: Day; pressed: boolean; full: boolean; onPress: () => void }) {
  const { monthDay, weekday } = dayChipLabel(props.day.date);
  return (
    <button
      type="button"
      aria-pressed={props.pressed}
      data-date={props.day.date}
      onClick={props.onPress}
      className={`flex flex-col items-center rounded-xl border px-2 py-2 text-sm leading-tight ${
        props.pressed
          ? 'border-ink bg-ink text-surface'
          : 'border-line bg-surface text-ink hover:border-ink-soft'
      }`}
    >
      <span className="text-xs">{weekday}</span>
      <span className="mt-0.5 font-semibold">{monthDay}</span>
      {props.full && (
        <span className={`mt-0.5 text-xs ${props.pressed ? 'text-surface' : 'text-ink-faint'}`}>
          {m.booking.dayFull}
        </span>
      )}
    </button>
  );
}

function TimeChip(props: {
  name: string;
  slot: Day['slots'][number];
  own: boolean;
  checked: boolean;
  onPick: () => void;
  describedBy: string | undefined;
}) {
  const { slot } = props;
  const disabled = !props.own && slot.remaining <= 0;
  const seats = props.own ? m.booking.currentSlot : disabled ? m.full : m.seatsLeft(slot.remaining);
  return (
    <label
      data-testid="consultation-time"
      data-starts-at={slot.starts_at}
      className={`flex flex-col items-center rounded-xl border px-3 py-2.5 text-center has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent has-[:focus-visible]:ring-offset-2 ${
        disabled
          ? 'cursor-not-allowed border-line bg-sand text-ink-faint'
          : props.checked
            ? 'cursor-pointer border-ink bg-ink text-surface'
            : 'cursor-pointer border-line bg-surface text-ink hover:border-ink-soft'
      }`}
    >
      <input
        type="radio"
        name={props.name}
        value={slot.starts_at}
        checked={props.checked}
        disabled={disabled}
        onChange={props.onPick}
        aria-describedby={props.describedBy}
        className="sr-only"
      />
      <span className="text-base font-semibold">{slotTime(slot.starts_at)}</span>
      <span data-testid="consultation-seats" className="text-xs">
        {seats}
      </span>
    </label>
  );
}
