import type { PaymentProvider } from './provider';

/**
 * SPEC: "payment is verified manually". The payment is recorded as given, awaiting the owner's
 * verification in the admin area; nothing is charged here.
 */
export const manualProvider: PaymentProvider = {
  name: 'manual',
  begin: () => Promise.resolve({}),
};
