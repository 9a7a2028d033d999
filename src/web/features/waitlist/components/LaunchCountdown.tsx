import { LAUNCH_MESSAGES, type Launch } from '../../../../shared/contracts/launches.js';
import { Countdown, Skeleton } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/useCountdown';

/**
 * The countdown to a coming feature's stored launch date (the same for every visitor and every visit). Until the
 * date has arrived from the server, its place, so nothing moves. A date that has passed while the feature is still
 * coming (the operator has not yet moved it or set the feature live) says so instead of counting down from zeros.
 */
export function LaunchCountdown({ launch, className }: { launch: Launch | undefined; className?: string }) {
  const now = useNow(1000);
  if (!launch?.launchAt) {
    return <Skeleton className="h-[4.25rem] w-full max-w-[19rem] self-center" />;
  }
  if (launch.status === 'coming' && new Date(launch.launchAt).getTime() <= now) {
    return (
      <p role="status" className={cn('max-w-md text-center font-semibold text-ink-800', className)}>
        {LAUNCH_MESSAGES.overdue}
      </p>
    );
  }
  return <Countdown target={launch.launchAt} className={className} />;
}
