import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, className, id, ...rest }: CheckboxProps) {
  return (
    <label htmlFor={id} className={cn('inline-flex cursor-pointer items-center gap-2.5 text-sm text-ink-700', className)}>
      <input id={id} type="checkbox" className="size-[1.125rem] cursor-pointer rounded border-ink-300 accent-brand-600" {...rest} />
      <span>{label}</span>
    </label>
  );
}
