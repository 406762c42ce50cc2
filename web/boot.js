// Starts the prerendered home page's scripts once its content has been painted, so on a slow
// connection the HTML gets the bandwidth first. The build (web/prerender-plugin.ts) names the
// entry and the chunks to preload in <meta> tags; any other page loads its entry as usual.
// Inlined at the end of <body> (web/inline-script-plugin.ts); the CSP allows it by its hash.
(function () {
  // A prerendered form sent before its scripts run would go out as a GET with its fields in the
  // URL. It waits instead; the form sends itself once React has it (src/components/ui/form/form.tsx).
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (form.hasAttribute('data-form-engine') && !form.hasAttribute('data-live')) {
        event.preventDefault();
        form.setAttribute('data-submit-pending', '');
      }
    },
    true,
  );
  // A tap on a button before React has taken the page would do nothing: its handler is not there
  // yet. The last such tap is marked, and the app taps it again once that button is live
  // (src/lib/start/early-taps.ts picks taps the same way). Links work without scripts; Sends wait above.
  var root = document.getElementById('root');
  document.addEventListener(
    'click',
    function (event) {
      if (!root || root.hasAttribute('data-adopted') || !(event.target instanceof Element)) return;
      var control = event.target.closest('button, [role="tab"], [role="button"]');
      if (!control || control.matches('a[href]') || (control.form && control.type === 'submit'))
        return;
      var previous = document.querySelector('[data-early-tap]');
      if (previous) previous.removeAttribute('data-early-tap');
      control.setAttribute('data-early-tap', '');
    },
    true,
  );
  var entry = document.querySelector('meta[name="app-entry"]');
  if (!entry) return;
  // Each preload costs the main thread a few milliseconds on a phone: they go two a task (a
  // message between tasks, which browsers do not delay the way they do nested timers), so
  // starting them never blocks a tap for long. (A signed-in page's shell names its small files
  // as <link rel=modulepreload> in its markup instead.) The entry runs once all are asked for:
  // the loader Vite puts before each dynamic import looks for preloads the page already has when
  // it first runs, and would ask again for any not there yet.
  var hrefs = [entry.getAttribute('content')].concat(
    Array.prototype.map.call(
      document.querySelectorAll('meta[name="app-preload"]'),
      function (meta) {
        return meta.getAttribute('content');
      },
    ),
  );
  var next = new MessageChannel();
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  next.port1.onmessage = function () {
    hrefs.splice(0, 2).forEach(preload);
    if (hrefs.length > 0) {
      next.port2.postMessage(null);
      return;
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry.getAttribute('content');
    document.head.appendChild(script);
  };
  function start() {
    next.port2.postMessage(null);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
