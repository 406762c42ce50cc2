/** The users capability's query keys. */
export const userKeys = {
  all: ['users'] as const,
  /** One page of the accounts matching `search` ('' for all), after the page `pageToken` names. */
  page: (search: string, pageToken: string | undefined) =>
    [...userKeys.all, 'page', { search, pageToken: pageToken ?? null }] as const,
};
