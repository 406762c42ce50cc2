import { adminCallableNamed } from './by-name';

export const getContent = adminCallableNamed('getContent');
export const publishContent = adminCallableNamed('publishContent');
export const revertContent = adminCallableNamed('revertContent');
export const listContentVersions = adminCallableNamed('listContentVersions');
