import { describe, expect, it } from 'vitest';
import type { EmployerResponsiveness } from '../../../../shared/contracts/careers.js';
import { employerTooltip, replyFiguresLabel } from './responsiveness';

const rated: EmployerResponsiveness = {
  state: 'rated',
  windowDays: 30,
  applications: 24,
  replyRate: 80,
  medianDays: 5,
  activelyReviewing: true,
};

describe('employer reply figures', () => {
  it('reads as the issue words it, only when rated', () => {
    expect(replyFiguresLabel(rated)).toBe('Replies to 80% of applicants, usually within 5 days');
    expect(replyFiguresLabel({ ...rated, medianDays: 1 })).toBe('Replies to 80% of applicants, usually within 1 day');
    expect(replyFiguresLabel({ ...rated, replyRate: 0, medianDays: null })).toBe('Replies to 0% of applicants');
    expect(replyFiguresLabel({ ...rated, state: 'slow', replyRate: null, medianDays: null })).toBeNull();
    expect(replyFiguresLabel({ ...rated, state: 'new', replyRate: null, medianDays: null })).toBeNull();
  });

  it('says in its tooltip how it is computed and over which window', () => {
    const tip = employerTooltip(rated, 'Nimbus');
    expect(tip).toContain('24 applications sent to Nimbus in the last 30 days');
    expect(tip).toContain('80% were moved past “pending” within 14 days of applying');
    expect(tip).toContain('within 5 days (the median, rounded up)');
    expect(employerTooltip({ ...rated, windowDays: 90 }, 'Nimbus')).toContain('90 days because fewer than 10 came in the last 30');
    expect(employerTooltip({ ...rated, state: 'slow', replyRate: null, medianDays: null }, 'Nimbus')).toContain(
      'the median time from applying to a first status change is over 21 days',
    );
    expect(employerTooltip({ ...rated, state: 'new', applications: 3, windowDays: 90 }, 'Nimbus')).toContain(
      'Nimbus has had 3 applications in the last 90 days',
    );
  });
});
