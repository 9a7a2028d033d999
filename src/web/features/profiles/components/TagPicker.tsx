import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { PROFILE_TAG_MAX_LENGTH } from '../../../../shared/constants.js';
import { cn } from '../../../lib/cn';
import { filterSuggestions } from '../lib/suggest';
import { SuggestionCombobox } from './SuggestionCombobox';

export interface TagPickerProps {
  id: string;
  label: string;
  /** What one item is called, for texts such as "Add a skill". */
  noun: string;
  value: string[];
  onChange: (next: string[]) => void;
  suggestions: readonly string[];
  /** Quick picks shown as buttons under the input. */
  quickPicks?: readonly string[];
  max: number;
  min?: number;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Multi-select with search suggestions (spec §2.4a step 3, §2.5 step 3): chosen items are chips with a
 * remove button; duplicates (ignoring case) are never added; at most `max` items.
 */
export function TagPicker({
  id,
  label,
  noun,
  value,
  onChange,
  suggestions,
  quickPicks = [],
  max,
  min,
  invalid,
  describedBy,
}: TagPickerProps) {
  const [text, setText] = useState('');
  const full = value.length >= max;
  const has = (item: string) => value.some((chosen) => chosen.toLowerCase() === item.trim().toLowerCase());

  function add(item: string) {
    const clean = item.trim().slice(0, PROFILE_TAG_MAX_LENGTH);
    if (!clean || has(clean) || full) return;
    onChange([...value, clean]);
    setText('');
  }

  const matches = filterSuggestions(suggestions, text, value, 8);
  const typed = text.trim();
  const exact = suggestions.some((item) => item.toLowerCase() === typed.toLowerCase());
  const options = [
    ...matches.map((item) => ({ value: item, label: item })),
    ...(typed && !exact && !has(typed) ? [{ value: typed, label: `Add “${typed}”`, custom: true }] : []),
  ];
  const picks = quickPicks.filter((item) => !has(item)).slice(0, 6);
  const countId = `${id}-count`;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink-800">
          {label}
        </label>
        <span id={countId} className={cn('text-caption font-semibold', full ? 'text-brand-700' : 'text-ink-500')} aria-live="polite">
          {value.length}/{max} chosen{min ? ` · at least ${min}` : ''}
        </span>
      </div>

      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
            >
              {item}
              <button
                type="button"
                onClick={() => onChange(value.filter((chosen) => chosen !== item))}
                aria-label={`Remove ${item}`}
                className="flex size-6 items-center justify-center rounded-full text-brand-600 hover:bg-brand-100 hover:text-brand-900"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <SuggestionCombobox
        id={id}
        text={text}
        onTextChange={setText}
        options={options}
        onPick={(item) => add(item)}
        placeholder={
          full ? `You have chosen ${max}. Remove one to add another.` : `Search or type ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`
        }
        disabled={full}
        listLabel={`${label} suggestions`}
        aria-describedby={[countId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
      />

      {picks.length > 0 && !full ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-caption text-ink-500">Suggested:</span>
          {picks.map((item) => (
            <button
              key={item}
              type="button"
              onClick={() => add(item)}
              className="inline-flex items-center gap-1 rounded-full border border-dashed border-ink-300 px-2.5 py-1 text-caption font-medium text-ink-700 hover:border-brand-400 hover:bg-brand-50 hover:text-brand-800"
            >
              <Plus className="size-3" aria-hidden="true" />
              {item}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
