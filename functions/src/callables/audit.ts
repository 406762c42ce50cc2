import { adminCallableNamed } from './by-name';

export const listAuditLog = adminCallableNamed('listAuditLog');
