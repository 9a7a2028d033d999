import type { QueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../profiles';
import { connectionKeys } from './keys';

/** After any change to a relation: every connections list, and the profiles whose counts and lock may have changed. */
export function refreshRelations(queryClient: QueryClient, otherUserId?: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
    otherUserId ? queryClient.invalidateQueries({ queryKey: profileQuery(otherUserId).queryKey }) : null,
  ]);
}
