import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ConnectionStatusEvent } from '../../../../shared/contracts/connections.js';
import { CONNECTION_STATUS_EVENT } from '../../../../shared/contracts/connections.constants.js';
import { useSocketEvent } from '../../../lib/socket';
import { refreshRelations } from '../api/invalidate';

/**
 * Community §4: relations are re-read when the tab regains focus or becomes visible again, and when the
 * server reports a change over the socket (a request sent, accepted, declined, a removal or a block).
 */
export function useRelationsLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === 'visible') void refreshRelations(queryClient);
    };
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, [queryClient]);
  useSocketEvent<ConnectionStatusEvent>(CONNECTION_STATUS_EVENT, (event) => void refreshRelations(queryClient, event.userId));
}
