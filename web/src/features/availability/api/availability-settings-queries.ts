import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitySettings } from '@shared/availability';
import { changed } from '@/lib/query/capabilities';
import { availabilitySettingsApi } from './availability-settings-api';
import { availabilityKeys } from './query-keys';

/** The owner's settings (the defaults while none are stored). */
export function useAvailabilitySettings() {
  return useQuery({
    queryKey: availabilityKeys.settings(),
    queryFn: ({ signal }) => availabilitySettingsApi.get(signal),
  });
}

/**
 * Saves the settings whole: the cache holds what the server stored; the free slots (which the
 * settings decide) and the activity are read again when next shown.
 */
export function useSaveAvailabilitySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AvailabilitySettings) => availabilitySettingsApi.save(settings),
    onSuccess: (stored) => {
      client.setQueryData(availabilityKeys.settings(), stored);
      void changed(client, ['availability', 'audit']);
    },
  });
}
