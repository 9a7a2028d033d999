import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui';

/** "Resend OTP", locked with a visible countdown while `secondsLeft` > 0. */
export function ResendOtpButton({
  secondsLeft,
  loading,
  onResend,
  label = 'Resend OTP',
}: {
  secondsLeft: number;
  loading: boolean;
  onResend: () => void;
  label?: string;
}) {
  const locked = secondsLeft > 0;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onResend}
      disabled={locked}
      loading={loading}
      icon={<RotateCw className="size-4" aria-hidden="true" />}
      className="text-brand-700 hover:bg-brand-50"
    >
      {locked ? (
        <span>
          {label} in <span className="tabular-nums">{secondsLeft}s</span>
        </span>
      ) : (
        label
      )}
    </Button>
  );
}
