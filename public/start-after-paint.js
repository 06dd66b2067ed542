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

  function add(rel, href) {
    var element = document.createElement(rel === 'modulepreload' ? 'link' : 'script');
    element.crossOrigin = '';
    if (rel === 'modulepreload') {
      element.rel = rel;
      element.href = href;
    } else {
      element.type = 'module';
      element.src = href;
    }
    document.head.appendChild(element);
  }

  // One element per task: asking for a file costs the main thread a few milliseconds, and thirteen
  // of them in one task made a task a phone counts as long (issue 46). A message, unlike a timer,
  // is not held back 4 ms from the fifth on.
  var steps = modules.map(function (href) {
    return function () {
      add('modulepreload', href);
    };
  });
  steps.push(function () {
    add('module', entry);
  });
  var channel = new MessageChannel();
  channel.port1.onmessage = function () {
    steps.shift()();
    if (steps.length) channel.port2.postMessage(null);
  };

  requestAnimationFrame(function () {
    setTimeout(function () {
      channel.port2.postMessage(null);
    }, 0);
  });
})();
