import { Info, MessageCircleReply, Sparkles, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  answerTimeText,
  NEW_MENTOR_TEXT,
  RELIABILITY_EXPLAINED,
  reliabilityHeadlines,
  type Reliability,
} from '../../../../shared/contracts/mentors.js';
import { Tooltip } from '../../../components/ui';

/**
 * A figure and its (i) button, whose tooltip says how the figure is computed and over which window. The tip is
 * placed against the figure's row (the nearest `relative` ancestor), not the small button, so it stays inside a
 * narrow screen and inside a list card, which clips what crosses its edge (offscreen-lazy): `endAligned` opens it
 * from the row's right edge, for rows whose buttons sit at the right of a card.
 */
export function Explained({
  children,
  explanation,
  label,
  endAligned = false,
}: {
  children: ReactNode;
  explanation: string;
  label: string;
  endAligned?: boolean;
}) {
  return (
    <span className="inline-flex items-center gap-1">
      {children}
      <Tooltip tip={explanation} className="static!" {...(endAligned ? { tipClassName: 'left-auto! right-0' } : {})}>
        <span className="inline-flex size-6 shrink-0 items-center justify-center text-ink-400 hover:text-brand-700">
          <Info className="size-4" aria-hidden="true" />
          <span className="sr-only">How "{label}" is computed</span>
        </span>
      </Tooltip>
    </span>
  );
}

/** "New mentor", explained: the figures show after five requests. */
function NewMentor({ endAligned = false }: { endAligned?: boolean }) {
  return (
    <Explained explanation={RELIABILITY_EXPLAINED.newMentor} label={NEW_MENTOR_TEXT} endAligned={endAligned}>
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
      <div data-testid="reliability" className="relative text-sm">
        <NewMentor endAligned />
      </div>
    );
  }
  return (
    <ul data-testid="reliability" className="flex flex-col gap-0.5 text-sm text-ink-700">
      {lines.answerTime ? (
        <li className="relative">
          <Explained explanation={RELIABILITY_EXPLAINED.answerTime(figures)} label={lines.answerTime} endAligned>
            <Timer className="size-4 text-ink-400" aria-hidden="true" />
            {lines.answerTime}
          </Explained>
        </li>
      ) : null}
      <li className="relative">
        <Explained explanation={RELIABILITY_EXPLAINED.responseRate(figures)} label={lines.responseRate} endAligned>
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
        <div className="relative text-sm">
          <NewMentor />
        </div>
      ) : (
        <dl className="grid grid-cols-1 gap-y-1 text-sm">
          {rows.map((row) => (
            <div key={row.term} className="relative flex flex-col">
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
