// A dedicated worker that formats one date and one amount, then ends. The browser loads its date
// and number formatting data once per process, on the first format it builds: that load took
// tens of milliseconds of a signed-in page's main thread, in the task that first drew a date or a
// price (a phone's CPU takes several times longer). Done here first, on this worker's thread, it
// leaves the page's own formats quick to build. Started by web/early-reads.js and
// src/lib/intl-warm-up.ts (docs/first-load.md).
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
close();
