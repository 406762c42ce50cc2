// A signed-in page's shell names the reads the page starts with (its session, its own data). For a
// browser that signed in (the hint src/lib/session.ts keeps) they go out at once, ahead of the
// page's code, which would otherwise take every connection first; src/lib/early-reads.ts hands
// each answer to the first request for it. Inlined into <head> (web/inline-script-plugin.ts).
(function () {
  // The browser loads its date and number formatting data once per process, on the first format
  // a page builds: tens of milliseconds of the main thread, in the task that first draws a date or
  // a price. A worker that formats one of each first takes that load off the main thread. It is
  // made from a blob: a worker file is fetched last, after every other request of the page, often
  // after the page's first date (docs/first-load.md).
  var warmedUp = false;
  window.appWarmUpIntl = function () {
    if (warmedUp) return;
    warmedUp = true;
    function formatOnce() {
      new Intl.DateTimeFormat(undefined, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        timeZoneName: 'short',
      }).format(Date.now());
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(1);
      self.close();
    }
    try {
      var source = new Blob(['(' + formatOnce + ')()'], { type: 'text/javascript' });
      new Worker(URL.createObjectURL(source));
    } catch {
      // No worker: the page's first date is only slower to format.
    }
  };

  var reads = document.querySelector('meta[name="app-early-reads"]');
  if (!reads) return;
  try {
    if (localStorage.getItem('session-hint') !== '1') return;
  } catch {
    // Storage blocked: the session module asks the server every time, so ask now.
  }
  window.appWarmUpIntl();
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
