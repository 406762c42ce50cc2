import { adminCallableNamed } from './by-name';

export const getAdminOverview = adminCallableNamed('getAdminOverview');
