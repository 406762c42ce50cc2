import { adminCallableNamed } from './by-name';

export const listPayments = adminCallableNamed('listPayments');
export const verifyPayment = adminCallableNamed('verifyPayment');
