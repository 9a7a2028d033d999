import { Info, MessageCircleReply, Sparkles, Timer } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  answerTimeText,
  NEW_MENTOR_TEXT,
  RELIABILITY_EXPLAINED,
  reliabilityHeadlines,
  type Reliability,
} from '../../../../shared/contracts/mentors.js';
import { cn } from '../../../lib/cn';

/** Space kept between a tooltip and the edge of the window. */
const EDGE_PX = 12;

/**
 * A figure with its explanation: the (i) button is reachable by keyboard and describes itself with the tooltip
 * (aria-describedby), which shows on hover and focus and closes with Escape. The tooltip opens below the figure,
 * moved left as far as it must to stay inside a narrow window.
 */
export function Explained({ children, explanation, label }: { children: ReactNode; explanation: string; label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const anchor = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!open || !anchor.current || !tip.current) return;
    const left = anchor.current.getBoundingClientRect().left;
    const overflow = left + tip.current.offsetWidth - (window.innerWidth - EDGE_PX);
    setShift(overflow > 0 ? -Math.min(overflow, left - EDGE_PX) : 0);
  }, [open]);
  return (
    <span
      ref={anchor}
      className="relative inline-flex items-center gap-1"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      {children}
      <button
        type="button"
        aria-label={`How "${label}" is computed`}
        aria-describedby={id}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-ink-400 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Info className="size-4" aria-hidden="true" />
      </button>
      <span
        ref={tip}
        id={id}
        role="tooltip"
        style={{ left: shift }}
        className={cn(
          'absolute top-full z-20 mt-1 w-[min(20rem,calc(100vw-1.5rem))] rounded-card bg-ink-900 p-3 text-xs leading-relaxed font-normal text-white shadow-card',
          !open && 'hidden',
        )}
      >
        {explanation}
      </span>
    </span>
  );
}

/** "New mentor", explained: the figures show after five requests. */
function NewMentor() {
  return (
    <Explained explanation={RELIABILITY_EXPLAINED.newMentor} label={NEW_MENTOR_TEXT}>
      <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">
        <Sparkles className="size-4" aria-hidden="true" />
        {NEW_MENTOR_TEXT}
      </span>
    </Explained>
  );
}

/** The card's lines: "Usually answers within 6 hours" and "Answers 95% of requests", or "New mentor". */
export function ReliabilityLines({ figures }: { figures: Reliability }) {
  const lines = reliabilityHeadlines(figures);
  if (!lines) {
    return (
      <div data-testid="reliability" className="text-sm">
        <NewMentor />
      </div>
    );
  }
  return (
    <ul data-testid="reliability" className="flex flex-col gap-0.5 text-sm text-ink-700">
      {lines.answerTime ? (
        <li>
          <Explained explanation={RELIABILITY_EXPLAINED.answerTime(figures)} label={lines.answerTime}>
            <Timer className="size-4 text-ink-400" aria-hidden="true" />
            {lines.answerTime}
          </Explained>
        </li>
      ) : null}
      <li>
        <Explained explanation={RELIABILITY_EXPLAINED.responseRate(figures)} label={lines.responseRate}>
          <MessageCircleReply className="size-4 text-ink-400" aria-hidden="true" />
          {lines.responseRate}
        </Explained>
      </li>
    </ul>
  );
}

/** Every figure, each explained: the mentor's page and the mentor's own home. */
export function ReliabilityPanel({ figures, heading }: { figures: Reliability; heading?: ReactNode }) {
  const rows: { term: string; value: string; explanation: string }[] = figures.isNew
    ? []
    : [
        {
          term: 'Answers',
          value: `${figures.responseRate ?? 0}% of requests within 24 hours (${figures.answeredInTime} of ${figures.requests})`,
          explanation: RELIABILITY_EXPLAINED.responseRate(figures),
        },
        {
          term: 'Usually answers',
          value: figures.medianAnswerMinutes === null ? 'No answer yet' : answerTimeText(figures.medianAnswerMinutes),
          explanation: RELIABILITY_EXPLAINED.answerTime(figures),
        },
        {
          term: 'Sessions held',
          value:
            figures.completionRate === null
              ? 'No accepted session yet'
              : `${figures.completionRate}% (${figures.sessionsHeld} of ${figures.sessionsCounted})`,
          explanation: RELIABILITY_EXPLAINED.completion(),
        },
        { term: 'No-shows', value: String(figures.mentorNoShows), explanation: RELIABILITY_EXPLAINED.noShows() },
        { term: 'Late cancellations', value: String(figures.lateCancellations), explanation: RELIABILITY_EXPLAINED.lateCancellations() },
      ];
  return (
    <section aria-label="Reliability" data-testid="reliability-panel" className="flex flex-col gap-3">
      {heading}
      {figures.isNew ? (
        <div className="text-sm">
          <NewMentor />
        </div>
      ) : (
        <dl className="grid grid-cols-1 gap-y-1 text-sm">
          {rows.map((row) => (
            <div key={row.term} className="flex flex-col">
              <dt className="font-semibold text-ink-600">{row.term}</dt>
              <dd className="text-ink-900">
                <Explained explanation={row.explanation} label={row.term}>
                  {row.value}
                </Explained>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
