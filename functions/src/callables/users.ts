import { adminCallableNamed } from './by-name';

export const listUsers = adminCallableNamed('listUsers');
export const setUserRole = adminCallableNamed('setUserRole');
