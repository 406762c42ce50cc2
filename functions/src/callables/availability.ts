import { adminCallableNamed } from './by-name';

export const getAvailabilitySettings = adminCallableNamed('getAvailabilitySettings');
export const updateAvailabilitySettings = adminCallableNamed('updateAvailabilitySettings');
