/** The account settings capability's query keys. */
export const settingsKeys = {
  all: ['settings'] as const,
  /** Whether two-factor is on, and how many recovery codes are left. */
  twoFactor: () => [...settingsKeys.all, 'two-factor'] as const,
};
