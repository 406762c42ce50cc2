// Applies the stored light/dark choice (else the system's) before the first paint, so the page
// never flashes the wrong theme. Inlined into <head> at build time (web/inline-script-plugin.ts);
// the CSP allows exactly this script by its hash.
(function () {
  try {
    var mode = localStorage.getItem('mui-mode') || 'system';
    var dark =
      mode === 'dark' ||
      (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-color-scheme', dark ? 'dark' : 'light');
  } catch {
    /* storage blocked: MUI applies the system scheme after start-up */
  }
})();
