import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses =
  'h-12 w-full rounded-field border border-ink-200 bg-surface px-4 text-[0.9375rem] text-ink-900 shadow-soft ' +
  'placeholder:text-ink-400 transition-[border-color,box-shadow] duration-150 ' +
  'hover:border-ink-300 focus:border-brand-500 focus:shadow-focus focus:outline-none ' +
  'aria-invalid:border-danger-600 aria-invalid:focus:shadow-[0_0_0_3px_rgb(220_38_38/0.2)] ' +
  'disabled:cursor-not-allowed disabled:bg-ink-100 disabled:text-ink-500';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ...rest }: InputProps) {
  return <input className={cn(inputClasses, className)} {...rest} />;
}

/** A password input with a show/hide toggle. */
export function PasswordInput({ className, ...rest }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input type={visible ? 'text' : 'password'} className={cn(inputClasses, 'pr-12', className)} {...rest} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={rest.id}
        className="absolute inset-y-0 right-1 my-auto flex size-10 items-center justify-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-ink-800"
      >
        {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
      </button>
    </div>
  );
}
