import type { Launch } from '../../../../shared/contracts/launches.js';
import { Countdown, Skeleton } from '../../../components/ui';

/**
 * The countdown to a coming feature's stored launch date (the same for every visitor and every visit). Until the
 * date has arrived from the server, its place, so nothing moves.
 */
export function LaunchCountdown({ launch, className }: { launch: Launch | undefined; className?: string }) {
  if (!launch?.launchAt) {
    return <Skeleton className="h-[4.25rem] w-full max-w-[19rem] self-center" />;
  }
  return <Countdown target={launch.launchAt} className={className} />;
}
