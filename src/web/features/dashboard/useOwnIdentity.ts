import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth';
import { profileQuery } from '../profiles';
import { displayName } from './areas';

/**
 * How the signed-in user is shown to themself: their name and photo from GET /api/users/profile (shared
 * with the profile pages' cache, so an edit shows at once). Until it loads, or when they have no name yet,
 * the handle or the email's local part; no photo means initials.
 */
export function useOwnIdentity(): { name: string; photo: string | null } {
  const { status, user } = useAuth();
  const query = useQuery({ ...profileQuery(), enabled: status === 'authed' });
  const name = query.data?.name.trim();
  return { name: name || displayName(user), photo: query.data?.profilePictureUrl ?? null };
}
