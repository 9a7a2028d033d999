import { useQuery } from '@tanstack/react-query';
import type { OwnReliabilityResponse } from '../../../../shared/contracts/mentors.js';
import { api } from '../../../lib/api';
import { mentorKeys } from './keys';

/** GET /api/user-mentors/reliability: the signed-in mentor's figures and what lowered them. */
export const useOwnReliability = () =>
  useQuery({
    queryKey: mentorKeys.ownReliability(),
    queryFn: ({ signal }) => api<OwnReliabilityResponse>('/user-mentors/reliability', { signal }),
  });
