// The browser loads its date and number formatting data once per process, on the first format a
// page builds: tens of milliseconds of the main thread, in the task that first draws a date or a
// price. A worker that formats one of each first takes that load off the main thread. It is made
// from a blob: a worker file is fetched last, after every other request of the page, often after
// the page's first date. Started by web/early-reads.js for a signed-in page, and by the sign-in
// page once a sign-in is coming (src/lib/intl-warm-up.ts). Inlined into <head>
// (web/inline-script-plugin.ts).
(function () {
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
})();
