import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** An answer kept in IndexedDB for reading offline (./kept-offline.ts). */
      keepOffline?: boolean;
      /** The signed-in account's own data: dropped, kept copy too, when it signs out here. */
      account?: boolean;
    };
  }
}
