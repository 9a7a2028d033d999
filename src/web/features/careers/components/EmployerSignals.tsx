import { Eye, MessageCircleReply, Sparkles, Turtle } from 'lucide-react';
import type { EmployerResponsiveness } from '../../../../shared/contracts/careers.js';
import { Tooltip } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { activelyReviewingTooltip, EMPLOYER_TEXT, employerTooltip, replyFiguresLabel } from '../lib/responsiveness';
import { Badge } from './Badges';

/**
 * How the company answers applications, the same on its job cards and job pages: the reply figures, or "Slow to
 * reply" or "New on Campus", and "Actively reviewing"; each explains itself in a tooltip. Above a card's stretched
 * link, so it can be hovered and tapped.
 */
export function EmployerSignals({
  employer,
  company,
  className,
}: {
  employer: EmployerResponsiveness;
  company: string;
  className?: string;
}) {
  const figures = replyFiguresLabel(employer);
  const tip = employerTooltip(employer, company);
  return (
    <div className={cn('relative z-10 flex flex-wrap items-center gap-1.5', className)} data-testid="employer-signals">
      {figures ? (
        <Tooltip tip={tip}>
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-success-700" data-testid="reply-figures">
            <MessageCircleReply className="size-4 shrink-0" aria-hidden="true" />
            {figures}
          </span>
        </Tooltip>
      ) : null}
      {employer.state === 'slow' ? (
        <Tooltip tip={tip}>
          <Badge tone="accent">
            <Turtle className="size-3" aria-hidden="true" /> {EMPLOYER_TEXT.slow}
          </Badge>
        </Tooltip>
      ) : null}
      {employer.state === 'new' ? (
        <Tooltip tip={tip}>
          <Badge tone="sky">
            <Sparkles className="size-3" aria-hidden="true" /> {EMPLOYER_TEXT.newOnCampus}
          </Badge>
        </Tooltip>
      ) : null}
      {employer.activelyReviewing ? (
        <Tooltip tip={activelyReviewingTooltip(company)}>
          <Badge tone="mint">
            <Eye className="size-3" aria-hidden="true" /> {EMPLOYER_TEXT.activelyReviewing}
          </Badge>
        </Tooltip>
      ) : null}
    </div>
  );
}
