import { cn } from '../../../lib/cn';

/** The spec's four-dot progress indicator; the current step is a wider pill, done steps are filled. */
export function StepDots({ current, total = 4, labels }: { current: number; total?: number; labels?: readonly string[] }) {
  return (
    <div className="flex items-center gap-3">
      <ol className="flex items-center gap-2" aria-label={`Step ${current + 1} of ${total}`}>
        {Array.from({ length: total }, (_, index) => (
          <li
            key={index}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'h-2.5 rounded-full transition-all duration-300',
              index === current ? 'w-8 bg-brand-600' : index < current ? 'w-2.5 bg-brand-400' : 'w-2.5 bg-ink-200',
            )}
          >
            <span className="sr-only">
              {labels?.[index] ?? `Step ${index + 1}`}
              {index < current ? ' (done)' : index === current ? ' (current)' : ''}
            </span>
          </li>
        ))}
      </ol>
      <span className="text-caption font-semibold text-ink-500" aria-hidden="true">
        {current + 1}/{total}
      </span>
    </div>
  );
}
