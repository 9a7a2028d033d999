import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { Button } from '../../../components/ui';
import { cn } from '../../../lib/cn';

/** Back / Next / Finish at the foot of a four-step wizard; Next and Finish submit the step's form. */
export function WizardNav({
  step,
  lastStep,
  saving,
  savingLabel,
  onBack,
}: {
  step: number;
  lastStep: number;
  saving: boolean;
  savingLabel: string;
  onBack: () => void;
}) {
  return (
    <div className={cn('mt-2 flex items-center gap-3 border-t border-ink-100 pt-5', step > 0 ? 'justify-between' : 'justify-end')}>
      {step > 0 ? (
        <Button variant="ghost" onClick={onBack} disabled={saving} icon={<ArrowLeft className="size-4" aria-hidden="true" />}>
          Back
        </Button>
      ) : null}
      {step < lastStep ? (
        <Button type="submit" size="lg" className="min-w-36">
          Next <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      ) : (
        <Button
          type="submit"
          size="lg"
          className="min-w-36"
          loading={saving}
          icon={saving ? undefined : <Check className="size-4" aria-hidden="true" />}
        >
          {saving ? savingLabel : 'Finish'}
        </Button>
      )}
    </div>
  );
}
