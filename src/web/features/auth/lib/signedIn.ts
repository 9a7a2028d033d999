import type { SessionResponse } from '../../../../shared/contracts/auth.js';
import { ACCOUNT_MESSAGES } from '../../../../shared/messages.js';
import { toast } from '../../../components/ui';

/**
 * What a finished sign-in (password, Google, second step) tells besides "you are in": that it cancelled the deletion
 * its owner had asked for within the last 7 days. Shown longer than a plain toast, on whatever page comes next.
 */
export function announceSignInNotices(session: SessionResponse): void {
  if (session.deletionCancelled) {
    toast({
      title: ACCOUNT_MESSAGES.deletionCancelled,
      description: ACCOUNT_MESSAGES.deletionCancelledDetail,
      tone: 'info',
      durationMs: 12_000,
    });
  }
}
