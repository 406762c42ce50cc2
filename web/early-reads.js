// A signed-in page's shell names the reads the page starts with (its session, its own data). For a
// browser that signed in (the hint src/lib/session.ts keeps) they go out at once, ahead of the
// page's code, which would otherwise take every connection first; src/lib/early-reads.ts hands
// each answer to the first request for it. Inlined into <head> (web/inline-script-plugin.ts).
// The page will draw dates and prices: the browser's formatting data loads meanwhile, on a worker
// (web/public/intl-warm-up.js, src/lib/intl-warm-up.ts).
(function () {
  var reads = document.querySelector('meta[name="app-early-reads"]');
  if (!reads) return;
  try {
    if (localStorage.getItem('session-hint') !== '1') return;
  } catch {
    // Storage blocked: the session module asks the server every time, so ask now.
  }
  // First, so its file is not queued behind the reads and the page's code: the page's first date
  // comes soon after its data.
  try {
    new Worker('/intl-warm-up.js');
    window.appIntlWarmUp = true;
  } catch {
    // No worker: the page's first date is only slower to format.
  }
  window.appEarlyReads = reads
    .getAttribute('content')
    .split(' ')
    .map(function (path) {
      var response = fetch(path, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      response.catch(function () {});
      return { path: path, response: response, at: Date.now() };
    });
})();
