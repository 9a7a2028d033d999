import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, type DialogProps } from './Dialog';

export interface PopupProps {
  open: boolean;
  onClose: () => void;
  title: string;
  message: string;
  tone?: 'success' | 'error';
  actionLabel?: string;
  fallbackFocus?: DialogProps['fallbackFocus'];
  /** What the message is about, drawn under it (e.g. a booking's mentor, date and time). */
  children?: ReactNode;
}

/** A result popup (success or error) with one button, as the spec's apply and booking popups. */
export function Popup({ open, onClose, title, message, tone = 'success', actionLabel = 'OK', fallbackFocus, children }: PopupProps) {
  const Icon = tone === 'success' ? CircleCheck : CircleX;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      hideClose
      fallbackFocus={fallbackFocus}
      title={
        <span className="flex items-center gap-3">
          <Icon className={tone === 'success' ? 'size-7 text-success-600' : 'size-7 text-danger-600'} aria-hidden="true" />
          {title}
        </span>
      }
      description={message}
    >
      {children}
      <Button block onClick={onClose}>
        {actionLabel}
      </Button>
    </Dialog>
  );
}
