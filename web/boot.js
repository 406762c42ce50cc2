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
  var entry = document.querySelector('meta[name="app-entry"]');
  if (!entry) return;
  // Starting a module's fetch is work for the main thread (the whole list in one task was 15-30 ms
  // on a desktop core): the entry first, then the chunks it will import, a few per task.
  var BATCH = 4;
  function preload(metas, from) {
    for (var index = from; index < Math.min(from + BATCH, metas.length); index++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = metas[index].getAttribute('content');
      document.head.appendChild(link);
    }
    if (from + BATCH < metas.length) setTimeout(preload, 0, metas, from + BATCH);
  }
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry.getAttribute('content');
    document.head.appendChild(script);
    setTimeout(preload, 0, document.querySelectorAll('meta[name="app-preload"]'), 0);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
