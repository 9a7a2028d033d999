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
  /** Takes the focus on close when the opener no longer can (defaults to the page's main content). */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/**
 * Where focus goes when a dialog closes: back to what opened it, unless that is gone or disabled (an
 * "Apply Now" that became "Applied") or nothing had the focus when it opened; then to the fallback or
 * the page's content, never to nothing. Radix's modal dialog gives focus back only to a `Dialog.Trigger`,
 * and these dialogs are opened by ordinary buttons, so the focus is always placed here.
 */
function returnFocus(opener: HTMLElement | null, fallback: DialogProps['fallbackFocus'], event: Event) {
  event.preventDefault();
  // Another dialog (a result popup replacing a form) may already hold the focus: leave it there.
  if (document.activeElement && document.activeElement !== document.body) return;
  if (opener && opener !== document.body && opener.isConnected && !opener.matches(':disabled')) {
    opener.focus();
    return;
  }
  (fallback?.() ?? document.getElementById('main'))?.focus();
}

export function Dialog({ open, onOpenChange, title, description, children, hideClose, className, fallbackFocus }: DialogProps) {
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
          onCloseAutoFocus={(event) => returnFocus(opener.current, fallbackFocus, event)}
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
