import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Functions } from 'firebase/functions';
import type { AvailabilitySettings } from '@shared/availability';
import { changed } from '@/lib/query/capabilities';
import { availabilitySettingsApi } from './availability-settings-api';
import { availabilityKeys } from './query-keys';

/** The owner's settings (the defaults while none are stored). */
export function useAvailabilitySettings(functions: Functions) {
  return useQuery({
    queryKey: availabilityKeys.settings(),
    queryFn: () => availabilitySettingsApi(functions).get(),
  });
}

/**
 * Saves the settings whole: the cache holds what the server stored, and the free slots (which the
 * settings decide) are read again when next shown.
 */
export function useSaveAvailabilitySettings(functions: Functions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AvailabilitySettings) =>
      availabilitySettingsApi(functions).save(settings),
    onSuccess: (stored) => {
      client.setQueryData(availabilityKeys.settings(), stored);
      void changed(client, ['availability']);
    },
  });
}
