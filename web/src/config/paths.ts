/** Every route of SPEC §2 the app knows; later features add theirs here. */
export const paths = {
  home: '/',
} as const;
