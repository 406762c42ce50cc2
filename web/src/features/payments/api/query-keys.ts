/** The payments capability's query keys. */
export const paymentKeys = {
  all: ['payments'] as const,
  /** The admin's list, each payment with its booking. */
  admin: () => [...paymentKeys.all, 'admin'] as const,
};
