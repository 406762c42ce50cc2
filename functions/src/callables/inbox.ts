import { adminCallableNamed } from './by-name';

export const listInbox = adminCallableNamed('listInbox');
export const setInboxRead = adminCallableNamed('setInboxRead');
