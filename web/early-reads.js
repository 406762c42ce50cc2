// A signed-in page's HTML names the reads the page starts with (its session, its own data): its
// own shell names its page's, the app shell every page's, each for the paths it lists. For a
// browser that signed in (the hint src/lib/session.ts keeps) they go out at once, ahead of the
// page's code, which would otherwise take every connection first; src/lib/early-reads.ts hands
// each answer to the first request for it. Inlined into <head> after web/intl-warm-up.js
// (web/inline-script-plugin.ts).
(function () {
  // As the router matches paths: in any case, with or without a trailing slash.
  var path = location.pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  var reads;
  var named = document.querySelectorAll('meta[name="app-early-reads"]');
  for (var i = 0; i < named.length; i++) {
    var paths = named[i].getAttribute('data-paths');
    if (paths === null || (' ' + paths + ' ').indexOf(' ' + path + ' ') >= 0) reads = named[i];
  }
  if (!reads) return;
  try {
    if (localStorage.getItem('session-hint') !== '1') return;
  } catch {
    // Storage blocked: the session module asks the server every time, so ask now.
  }
  // The page is about to draw dates and prices.
  if (window.appWarmUpIntl) window.appWarmUpIntl();
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
