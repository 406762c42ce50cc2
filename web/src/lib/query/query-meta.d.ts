import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** A public answer kept in IndexedDB for reading offline (./kept-offline.ts). */
      keepOffline?: boolean;
    };
  }
}
