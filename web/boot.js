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
  // (src/lib/parts/early-tap.ts picks taps the same way). Links work without scripts; Sends wait above.
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
  // Each preload costs the main thread a little (a signed-in page names some fifty files): they go
  // in batches, a task each, so starting them never blocks a tap for long.
  var preloads = Array.prototype.slice.call(document.querySelectorAll('meta[name="app-preload"]'));
  function preloadSome() {
    preloads.splice(0, 5).forEach(function (meta) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = meta.getAttribute('content');
      document.head.appendChild(link);
    });
    if (preloads.length > 0) setTimeout(preloadSome, 0);
  }
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry.getAttribute('content');
    document.head.appendChild(script);
    preloadSome();
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
