import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth';
import { profileQuery } from '../profiles';

/**
 * The signed-in user's photo from GET /api/users/profile (shared with the profile pages' cache, so a
 * new upload shows at once); null while loading, on failure, or when they have none (initials then).
 */
export function useOwnPhoto(): string | null {
  const { status } = useAuth();
  const query = useQuery({ ...profileQuery(), enabled: status === 'authed' });
  return query.data?.profilePictureUrl ?? null;
}
