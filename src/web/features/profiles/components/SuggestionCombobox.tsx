import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { inputClasses } from '../../../components/ui';
import { cn } from '../../../lib/cn';

export interface ComboOption {
  value: string;
  label: ReactNode;
  /** A "use what I typed" entry. */
  custom?: boolean;
}

export interface SuggestionComboboxProps {
  id: string;
  text: string;
  onTextChange: (text: string) => void;
  options: ComboOption[];
  onPick: (value: string, custom: boolean) => void;
  placeholder?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** Label of the listbox for screen readers. */
  listLabel: string;
  /** Shown in the popup when nothing matches. */
  emptyText?: string;
  onBlur?: () => void;
}

/**
 * A text input with a list of suggestions (WAI-ARIA combobox): arrows move through the list, Enter
 * picks, Escape closes. Used by the course picker and the interest and skill pickers.
 */
export function SuggestionCombobox({
  id,
  text,
  onTextChange,
  options,
  onPick,
  placeholder,
  disabled,
  ref,
  listLabel,
  emptyText,
  onBlur,
  ...aria
}: SuggestionComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showList = open && !disabled && (options.length > 0 || Boolean(emptyText && text.trim()));
  const activeOption = active >= 0 ? options[active] : undefined;

  function pick(option: ComboOption) {
    onPick(option.value, option.custom ?? false);
    setActive(-1);
    // The list closes so the chosen item (and anything under the list) shows; typing opens it again.
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length === 0 ? -1 : index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const option = activeOption ?? (text.trim() ? (options.find((candidate) => candidate.custom) ?? options[0]) : undefined);
      if (open && option) {
        event.preventDefault();
        pick(option);
      } else if (text.trim()) {
        // Enter inside the picker never submits the surrounding form.
        event.preventDefault();
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  return (
    <div className="relative">
      <input
        ref={ref}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && activeOption ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        className={inputClasses}
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
        {...aria}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-64 overflow-y-auto rounded-field border border-ink-200 bg-surface p-1 shadow-lifted"
      >
        {options.length === 0 && emptyText ? <li className="px-3 py-2.5 text-sm text-ink-500">{emptyText}</li> : null}
        {options.map((option, index) => (
          <li
            key={`${option.custom ? 'custom:' : ''}${option.value}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'cursor-pointer rounded-lg px-3 py-2.5 text-sm',
              index === active ? 'bg-brand-50 text-brand-800' : 'text-ink-800',
              option.custom && 'border-t border-ink-100 font-medium text-brand-700',
            )}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
