import { adminCallableNamed } from './by-name';

export const listPendingEndorsements = adminCallableNamed('listPendingEndorsements');
export const moderateEndorsement = adminCallableNamed('moderateEndorsement');
