// A server-rendered page's scripts (decision 021), fetched and started once the page has painted,
// so on a slow phone the first paint waits neither for the app's JavaScript to arrive nor to run.
// A classic script: it reads the entry and the modules to fetch beside it from its attributes.
// Presses before the app has taken the page over are held by a script inline in the page's head
// (server/http/hold-early-clicks-script.ts), which runs before this one has arrived.
(function () {
  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return;
  var modules = (self.getAttribute('data-modules') || '').split(' ').filter(Boolean);

  requestAnimationFrame(function () {
    setTimeout(function () {
      modules.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.appendChild(script);
    }, 0);
  });
})();
