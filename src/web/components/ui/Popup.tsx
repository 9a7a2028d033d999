import { CircleCheck, CircleX } from 'lucide-react';
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
}

/** A result popup (success or error) with one button, as the spec's apply and booking popups. */
export function Popup({ open, onClose, title, message, tone = 'success', actionLabel = 'OK', fallbackFocus }: PopupProps) {
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
      <Button block onClick={onClose}>
        {actionLabel}
      </Button>
    </Dialog>
  );
}
