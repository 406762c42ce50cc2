/** The users capability's query keys. */
export const userKeys = {
  all: ['users'] as const,
  /** The accounts matching `search` ('' for all), read a page at a time. */
  list: (search: string) => [...userKeys.all, 'list', { search }] as const,
};
