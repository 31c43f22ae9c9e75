// The questions way (selfieSource 'questions'): skin type and concerns; 略過 gives the skip way
// (selfieSource 'skip') with whatever is chosen, normal skin when nothing is. Both give §3's selections.

import { skinAnalyzerMessages as m } from '@shop/core';
import { useState } from 'react';
import { type Selections, SKIN_CONCERNS, SKIN_TYPES, type SkinConcern, type SkinType } from './selections';

export function SkinQuestions({ onDone }: { onDone: (selections: Selections) => void }) {
  const [skinType, setSkinType] = useState<SkinType | null>(null);
  const [concerns, setConcerns] = useState<SkinConcern[]>([]);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      data-testid="skin-questions"
      aria-labelledby="skin-questions-title"
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!skinType) {
          setError(m.skinTypeRequired);
          document.getElementById('skin-type-0')?.focus();
          return;
        }
        onDone({ skin_type: skinType, skin_concerns: concerns, selfieSource: 'questions' });
      }}
    >
      <h2 id="skin-questions-title" className="text-lg font-semibold text-ink">
        {m.questionsTitle}
      </h2>
      <fieldset aria-describedby={error ? 'skin-type-error' : undefined}>
        <legend className="mb-3 text-sm font-semibold text-ink">{m.skinTypeQuestion}</legend>
        <div className="flex flex-wrap gap-2">
          {SKIN_TYPES.map((type, index) => (
            <label
              key={type}
              className="cursor-pointer rounded-full border border-line px-4 py-2 text-sm has-checked:border-accent-strong has-checked:bg-accent-soft has-focus-visible:ring-2 has-focus-visible:ring-accent-strong"
            >
              <input
                id={`skin-type-${index}`}
                type="radio"
                name="skin_type"
                value={type}
                checked={skinType === type}
                onChange={() => {
                  setSkinType(type);
                  setError(null);
                }}
                className="sr-only"
              />
              {m.skinTypes[type]}
            </label>
          ))}
        </div>
        {error && (
          <p id="skin-type-error" role="alert" className="mt-2 text-sm text-blush">
            {error}
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-ink">{m.concernsQuestion}</legend>
        <div className="flex flex-wrap gap-2">
          {SKIN_CONCERNS.map((concern) => (
            <label
              key={concern}
              className="cursor-pointer rounded-full border border-line px-4 py-2 text-sm has-checked:border-accent-strong has-checked:bg-accent-soft has-focus-visible:ring-2 has-focus-visible:ring-accent-strong"
            >
              <input
                type="checkbox"
                name="skin_concerns"
                value={concern}
                checked={concerns.includes(concern)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setConcerns((list) => (on ? [...list, concern] : list.filter((c) => c !== concern)));
                }}
                className="sr-only"
              />
              {m.concerns[concern]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          data-testid="skin-questions-submit"
          className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-surface hover:bg-accent-strong"
        >
          {m.seeResult}
        </button>
        <button
          type="button"
          data-testid="skin-questions-skip"
          onClick={() =>
            onDone({ skin_type: skinType ?? 'normal', skin_concerns: concerns, selfieSource: 'skip' })
          }
          className="rounded-full border border-ink px-6 py-3 text-sm text-ink hover:bg-sand"
        >
          {m.skip}
        </button>
      </div>
    </form>
  );
}
