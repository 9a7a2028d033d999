import type { OnlineUser } from '../../../../shared/contracts/humanlib.js';
import { api } from '../../../lib/api';

/** GET /api/human-lib/getOnlineUsers: anonymous visits in the Human Library now, with their nicknames. */
export function getOnlineUsers(signal?: AbortSignal): Promise<OnlineUser[]> {
  return api<OnlineUser[]>('/human-lib/getOnlineUsers', signal ? { signal } : {});
}
