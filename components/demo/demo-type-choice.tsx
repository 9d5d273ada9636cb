'use client';

import { useId } from 'react';
import { demoSummaryLength } from '@/lib/content/shared';
import { truncate } from '@/lib/truncate';
import type { DemoWords } from './demo-words';
import type { DemoTypeId } from '@/lib/content/demo';

export interface DemoTypeChoiceProps {
  words: DemoWords;
  selected: DemoTypeId;
  /** Until the page is live: the choice would change nothing. */
  disabled?: boolean;
  onSelect: (type: DemoTypeId) => void;
}

/** The three demo types as radio cards: the name labels each, the 80-character summary describes it. */
export function DemoTypeChoice({ words, selected, disabled, onSelect }: DemoTypeChoiceProps) {
  const { demoCopy, demoTypes } = words;
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-lg font-semibold">{demoCopy.choiceLegend}</legend>
      <div className="mt-4 grid gap-3">
        {demoTypes.map((type) => {
          const id = `${name}-${type.id}`;
          return (
            <div
              key={type.id}
              className="relative rounded-xl border border-line bg-white p-4 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-brand-600"
            >
              <div className="flex items-center gap-3">
                <input
                  id={id}
                  type="radio"
                  name={name}
                  value={type.id}
                  checked={selected === type.id}
                  onChange={() => onSelect(type.id)}
                  aria-describedby={`${id}-summary`}
                  className="relative z-10 size-5 accent-brand-700 focus-visible:outline-none"
                />
                {/* The label's box covers the card, so the whole card picks the type. */}
                <label htmlFor={id} className="font-semibold after:absolute after:inset-0 after:content-['']">
                  {type.name}
                </label>
              </div>
              <p id={`${id}-summary`} className="mt-1 pl-8 text-sm text-muted">
                {truncate(type.description, demoSummaryLength)}
              </p>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
