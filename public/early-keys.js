// Keys pressed before the console's code runs (a scan right after a reload) are kept here, with
// their own timestamps, and handed to the scanner's burst detector when it starts
// (takeEarlyKeys in src/commands/keys.ts). Printable keys do nothing meanwhile: there is no field yet.
(function () {
  var kept = [];
  function keep(e) {
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    kept.push(e);
    if (e.key && e.key.length === 1) e.preventDefault();
  }
  window.addEventListener('keydown', keep, true);
  window.addEventListener('keyup', keep, true);
  window.__earlyKeys = {
    take: function () {
      window.removeEventListener('keydown', keep, true);
      window.removeEventListener('keyup', keep, true);
      var k = kept;
      kept = [];
      return k;
    },
  };
})();
