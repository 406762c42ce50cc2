// A signed-in page's shell names the reads the page starts with (its session, its own data). For a
// browser that signed in (the hint src/lib/session.ts keeps) they go out at once, ahead of the
// page's code, which would otherwise take every connection first; src/lib/early-reads.ts hands
// each answer to the first request for it. Inlined into <head> (web/inline-script-plugin.ts).
(function () {
  var reads = document.querySelector('meta[name="app-early-reads"]');
  if (!reads) return;
  try {
    if (localStorage.getItem('session-hint') !== '1') return;
  } catch {
    // Storage blocked: the session module asks the server every time, so ask now.
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
