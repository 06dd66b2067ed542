// A server-rendered page's scripts (decision 021), fetched and started once the page has painted,
// so on a slow phone the first paint waits neither for the app's JavaScript to arrive nor to run.
// A classic script: it reads the entry and the modules to fetch beside it from its attributes.
//
// Until the app has taken the page over, the page looks ready but nothing on it responds: clicks
// are held here and replayed once the app says it is hydrated ('mapleshine:hydrated', sent by
// src/app/show-app.ts), so an early tap on a button or link is answered late rather than lost.
(function () {
  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return;
  var modules = (self.getAttribute('data-modules') || '').split(' ').filter(Boolean);

  var held = [];
  function hold(event) {
    var target = event.target instanceof Element ? event.target : null;
    var control = target && target.closest('a[href], button, [role="button"], summary, label');
    if (!control || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(control) === -1) held.push(control);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener(
    'mapleshine:hydrated',
    function () {
      document.removeEventListener('click', hold, true);
      held.forEach(function (control) {
        if (control.isConnected) control.click();
      });
      held = [];
    },
    { once: true },
  );

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
