import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';
import { applyOtpBackspace, applyOtpInput, parseOtpPaste, type OtpChange } from '../lib/otp';

export interface OtpInputProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Id of the element that names the group (a visible heading or label). */
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  idPrefix?: string;
}

/** Six single-digit boxes with auto-advance, Backspace to previous, and paste of a whole code. */
export function OtpInput({ digits, onChange, labelledBy, describedBy, invalid, disabled, autoFocus, idPrefix = 'otp' }: OtpInputProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);

  function focusBox(index: number | null) {
    if (index === null) return;
    const box = refs.current[index];
    if (box) {
      box.focus();
      box.select();
    }
  }

  function apply(change: OtpChange) {
    onChange(change.digits);
    focusBox(change.focus);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(applyOtpBackspace(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = parseOtpPaste(event.clipboardData.getData('text'));
    if (!pasted) return;
    onChange(pasted);
    focusBox(pasted.length - 1);
  }

  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="flex justify-between gap-2 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          id={`${idPrefix}-${index}`}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && index === 0}
          aria-label={`Digit ${index + 1} of ${digits.length}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onChange={(event) => apply(applyOtpInput(digits, index, event.target.value))}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          className={cn(
            'h-14 w-full max-w-14 min-w-0 rounded-field border bg-surface text-center text-2xl font-semibold text-ink-900 shadow-soft tabular-nums',
            'transition-[border-color,box-shadow] focus:border-brand-500 focus:shadow-focus focus:outline-none',
            invalid ? 'border-danger-600' : digit ? 'border-brand-300' : 'border-ink-200',
            'disabled:bg-ink-100',
          )}
        />
      ))}
    </div>
  );
}
