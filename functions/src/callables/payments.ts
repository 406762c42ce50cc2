import { ADMIN_CALLS } from '../shared/admin-calls';
import { ADMIN_HANDLERS } from '../admin-calls/handlers';
import { adminCallable } from './callable';

export const listPayments = adminCallable(ADMIN_CALLS.listPayments, ADMIN_HANDLERS.listPayments);
export const verifyPayment = adminCallable(ADMIN_CALLS.verifyPayment, ADMIN_HANDLERS.verifyPayment);
