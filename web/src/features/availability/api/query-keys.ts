/** The availability capability's query keys. */
export const availabilityKeys = {
  all: ['availability'] as const,
  /** The owner's free slots and booking card, as the public page shows them (kept for offline). */
  slots: () => [...availabilityKeys.all, 'slots'] as const,
  /** The owner's settings, as the admin edits them. */
  settings: () => [...availabilityKeys.all, 'settings'] as const,
};
