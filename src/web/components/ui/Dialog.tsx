import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Hides the corner close button (the content then offers its own way out). */
  hideClose?: boolean;
  className?: string;
}

/**
 * Where focus goes when a dialog closes: back to what opened it, unless that is gone or disabled (an
 * "Apply Now" that became "Applied"); then to the page's content, never to nothing.
 */
function returnFocus(opener: HTMLElement | null, event: Event) {
  if (opener?.isConnected && !opener.matches(':disabled')) return;
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

export function Dialog({ open, onOpenChange, title, description, children, hideClose, className }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'rounded-panel bg-surface p-6 shadow-lifted focus:outline-none data-[state=open]:animate-slide-up',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => returnFocus(opener.current, event)}
        >
          <RadixDialog.Title className="pr-8 text-heading text-ink-900">{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className="mt-2 text-ink-600">{description}</RadixDialog.Description> : null}
          {children ? <div className="mt-5">{children}</div> : null}
          {hideClose ? null : (
            <RadixDialog.Close
              aria-label="Close"
              className="absolute top-4 right-4 rounded-lg p-2 text-ink-500 hover:bg-ink-100 hover:text-ink-800"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
