import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityResponse, AvailabilitySettingsInput, FreeWeekResponse } from '../../../../shared/contracts/mentors.js';
import { api } from '../../../lib/api';
import { mentorKeys } from './keys';

/** GET /api/user-mentors/availability: the signed-in mentor's weekly slots (IST). */
export const useAvailability = () =>
  useQuery({
    queryKey: mentorKeys.availability(),
    queryFn: ({ signal }) => api<AvailabilityResponse>('/user-mentors/availability', { signal }),
  });

/** PUT /api/user-mentors/availability: the week and the booking rules. */
export function saveAvailability(settings: AvailabilitySettingsInput): Promise<AvailabilityResponse> {
  return api<AvailabilityResponse>('/user-mentors/availability', { method: 'PUT', body: settings });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved) => {
      queryClient.setQueryData(mentorKeys.availability(), saved);
      // The mentor's own slot picker and "Available Today" follow the new week.
      void queryClient.invalidateQueries({ queryKey: mentorKeys.all });
    },
  });
}

/** GET /api/user-mentors/availability/week: the signed-in mentor's slots of the coming week, free or held. */
export const useFreeWeek = () =>
  useQuery({
    queryKey: mentorKeys.freeWeek(),
    queryFn: ({ signal }) => api<FreeWeekResponse>('/user-mentors/availability/week', { signal }),
  });
