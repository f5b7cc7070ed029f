"""The preview page's style sheet and scripts (served inline, and the shared worker at /worker.js).

The page's script swaps the parts of the page whose hash changed (keeping focus and the reader's
place), keeps the status bar true to the connection, opens a page in a viewer over the preview, and
moves between findings from the keyboard. The event stream is held by one shared worker for every
tab of the browser (a browser opens only six connections to one host: one stream per tab would
starve the seventh); a browser without shared workers opens one per tab.
"""

CSS = """
body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#f4f1ea;color:#2b2722}
.top{position:sticky;top:0;z-index:2;background:#2b2722;color:#f4f1ea;padding:.4em 1em;display:flex;gap:.4em 1em;
align-items:center;flex-wrap:wrap}.top a{color:#f4f1ea}.top code{color:#e8d9b5}
.top h1{font-size:1em;font-weight:normal;margin:0}
.skips{display:flex;gap:.8em;font-size:.9em}.skips a{color:#e8d9b5}
.bar{margin-left:auto;display:flex;gap:1em;align-items:center}
.status{display:flex;gap:1em;align-items:center}.status .state{color:#cfc6b5}.status.busy .state{color:#ffd479}
.count summary{cursor:pointer;list-style:none}.count summary::-webkit-details-marker{display:none}
.count.bad summary{background:#b3261e;color:#fff;border-radius:3px;padding:0 .5em;font-weight:bold}
.count.note summary{background:#c9a227;color:#2b2722;border-radius:3px;padding:0 .5em}
.count.none{color:#8fd18f}
.jumps{position:absolute;right:1em;max-width:min(60em,90vw);max-height:60vh;overflow:auto;background:#fff;color:#2b2722;
list-style:none;margin:.3em 0;padding:.4em;border:1px solid #d8d1c4;box-shadow:0 4px 12px #0005}
.jumps a{color:#2b2722;display:block;padding:.15em .3em;font-family:monospace;font-size:12px}
.jumps a:hover,.jumps a:focus{background:#fdecea}
.link::before{content:"● ";}body.live .link{color:#8fd18f}body.reconnecting .link,body.connecting .link{color:#ffd479}
body.offline .link,body.reconnecting .link{font-weight:bold}body.offline .link{color:#ff8c7a}
body:not(.live) .status .state{display:none}
.hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.keys{margin:.3em 1em 0;color:#7a7065;font-size:.85em}
main{padding:0 1em 2em}.summary ul{margin:.8em 0;padding-left:1.2em}
.game{border-top:3px solid #2b2722;margin-top:1.2em}.game,.component,.finding,.game h2{scroll-margin-top:6em}
.game h2 small{font-weight:normal;color:#7a7065}
.game-head details{margin:.3em 0}.good{color:#2e7d32}.bad{color:#b3261e}
.component{background:#fff;border:1px solid #d8d1c4;border-radius:6px;margin:.8em 0;padding:.6em .8em}
.component header{display:flex;flex-wrap:wrap;gap:.4em 1em;align-items:baseline}
.component h3{margin:0;font-size:1.1em}.kind,.sheets{color:#7a7065}
.badge{border-radius:3px;padding:0 .4em;font-size:.85em;background:#eee}
.badge.stale,.badge.failed,.badge.blocked,.badge.abandoned{background:#b3261e;color:#fff}.badge.rendering{background:#ffd479}
.component.stale .pages img,.component.failed .pages img{opacity:.45;filter:grayscale(.6)}
.component.pending .pages img,.component.rendering .pages img{opacity:.75}
.component.stale .pages,.component.failed .pages{outline:3px dashed #b3261e;outline-offset:3px}
.findings{list-style:none;padding:.4em .6em;margin:.5em 0;background:#fdecea;border-left:4px solid #b3261e}
.findings li.notice{color:#5d4a1f}.game-head .findings:has(li.notice){background:#fbf5e3;border-color:#c9a227}
.findings a{color:inherit;text-decoration:none}.findings a:hover{text-decoration:underline}
.findings code{white-space:pre-wrap;font-size:.95em}
.finding:focus,.finding:focus-within{outline:3px solid #1a5fb4;outline-offset:2px;background:#fff3c4}
a:focus-visible,button:focus-visible,summary:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
.pages{display:grid;gap:12px;margin-top:.6em;
grid-template-columns:repeat(auto-fill,minmax(min(100%,clamp(220px,calc((100vw - 6em) / 4),520px)),1fr))}
.pages a.wide{grid-column:span 2}
.pages img{display:block;width:100%;height:auto;background:#fff;box-shadow:0 1px 3px #0004}
.problem{color:#b3261e}.wait{color:#7a7065}
.spinner{display:inline-block;width:.8em;height:.8em;border:2px solid currentColor;border-right-color:transparent;
border-radius:50%;animation:spin .8s linear infinite;vertical-align:-1px}
@keyframes spin{to{transform:rotate(360deg)}}
.noscript{background:#fbf5e3;padding:.5em 1em;margin:0}
#viewer{position:fixed;inset:0;z-index:5;background:#1c1a17ee;display:flex;flex-direction:column}
#viewer[hidden]{display:none}
.vbar{display:flex;gap:1em;align-items:center;padding:.4em 1em;color:#f4f1ea}
.vbar button{font:inherit;font-size:1.2em;min-width:2.4em;background:#f4f1ea;border:0;border-radius:4px;cursor:pointer}
.vbar button[data-do=close]{margin-left:auto}
.vbody{flex:1;overflow:auto;display:flex;justify-content:center;align-items:flex-start}
.vbody img{max-width:100%;max-height:calc(100vh - 3.6em);object-fit:contain;background:#fff;cursor:zoom-in}
#viewer.zoomed .vbody img{max-width:none;max-height:none;cursor:zoom-out}
.accept{background:#fbf5e3;border-left:4px solid #c9a227;padding:.4em .8em;margin:.5em 0}.accept p{margin:.2em 0}
.accept output{display:block;white-space:pre-wrap;font-family:monospace;font-size:12px}.accept-link{font-size:.9em}
.source{border-collapse:collapse;margin:1em;font-size:13px}.source td{vertical-align:top;padding:0 .6em}
.source pre{margin:0}.source .n{text-align:right;color:#7a7065}.source tr.marked{background:#fdecea}
.source tr{scroll-margin-top:4em}.source tr:target{background:#fff3c4}.source .note{color:#b3261e;font-family:monospace}
"""

# The shared worker: one event stream for every tab of this preview in the browser.
WORKER = """
var ports = [], source = null, version = null, state = 'connecting';
function tell(message) { ports.forEach(function (p) { p.postMessage(message); }); }
function setState(s) { state = s; tell({state: s}); }
function open() {
  source = new EventSource('/events');
  source.onopen = function () { setState('live'); };
  source.addEventListener('version', function (e) { version = e.data; setState('live'); tell({version: e.data}); });
  source.onerror = function () {
    if (source.readyState === 2) { setState('offline'); source.close(); setTimeout(open, 1000); }
    else setState('reconnecting');
  };
}
onconnect = function (e) {
  var port = e.ports[0];
  ports.push(port);
  port.start();
  if (!source) open();
  port.postMessage({state: state});
  if (version !== null) port.postMessage({version: version});
};
"""

SCRIPT = """
(function () {
  var busy = false, again = false, lastVersion = null;
  var link = document.getElementById('link');
  function ids(root) { return Array.prototype.map.call(root.querySelectorAll('[data-v]'), function (e) { return e.id; }).join(' '); }
  function keepImages(old, fresh) {  // images already on screen move into the new part: no reload, no flash
    var have = {};
    old.querySelectorAll('img').forEach(function (i) { have[i.getAttribute('src')] = i; });
    fresh.querySelectorAll('img').forEach(function (i) {
      var same = have[i.getAttribute('src')];
      if (same) { i.replaceWith(same); delete have[i.getAttribute('src')]; }
    });
  }
  // the element the reader looks at (the first part whose top is on screen) and where it is
  function anchor() {
    var parts = document.querySelectorAll('main [id]');
    for (var i = 0; i < parts.length; i++) {
      var top = parts[i].getBoundingClientRect().top;
      if (top >= 0) return {id: parts[i].id, top: top};
    }
    return null;
  }
  // focus: the element itself, or its place among the part's focusable elements
  function focusPlace() {
    var a = document.activeElement;
    if (!a || a === document.body) return null;
    if (a.id) return {id: a.id};
    var part = a.closest('[data-v]');
    if (!part) return null;
    var all = part.querySelectorAll('a,button,summary,[tabindex]');
    return {part: part.id, index: Array.prototype.indexOf.call(all, a)};
  }
  function refocus(place) {
    if (!place || (document.activeElement && document.activeElement !== document.body)) return;
    var e = place.id ? document.getElementById(place.id) : null;
    if (!e && place.part) {
      var part = document.getElementById(place.part);
      if (part) e = part.querySelectorAll('a,button,summary,[tabindex]')[place.index];
    }
    if (e) e.focus({preventScroll: true});
  }
  function announce(status) {
    var e = status.dataset.errors, n = status.dataset.notices;
    var old = document.getElementById('status');
    if (old && (old.dataset.errors !== e || old.dataset.notices !== n)) {
      var summary = Array.prototype.map.call(status.querySelectorAll('.count summary, .count.none'),
        function (s) { return s.textContent; }).join(', ');
      document.getElementById('announce').textContent = summary;
    }
  }
  function carry(old, fresh) {  // what the reader typed survives the part's update
    old.querySelectorAll('input[id]').forEach(function (i) {
      var twin = fresh.querySelector('#' + CSS.escape(i.id)); if (twin) twin.value = i.value;
    });
    old.querySelectorAll('output').forEach(function (o, k) {
      var twin = fresh.querySelectorAll('output')[k]; if (twin) twin.textContent = o.textContent;
    });
    // an accept form goes with the changes it offered once accept has written them (often before its
    // answer comes): the sent form stays, closed, where the reader looks, and shows that answer
    old.querySelectorAll('form.accept[data-sent]').forEach(function (f) {
      if (fresh.querySelector('#' + CSS.escape(f.id))) return;
      f.dataset.gone = '1';
      f.querySelectorAll('input, button').forEach(function (c) { c.disabled = true; });
      fresh.insertBefore(f, fresh.querySelector(':scope > details'));
    });
  }
  function update() {
    if (busy) { again = true; return; }
    busy = true;
    fetch('/', {cache: 'no-store'}).then(function (r) { return r.text(); }).then(function (text) {
      var next = new DOMParser().parseFromString(text, 'text/html');
      var place = anchor(), focus = focusPlace();
      ['status', 'skips'].forEach(function (id) {
        var fresh = next.getElementById(id), old = document.getElementById(id);
        if (fresh && old && old.dataset.v !== fresh.dataset.v) {
          if (id === 'status') announce(fresh);
          var open = old.querySelector('details[open]');
          if (open) { var same = fresh.querySelector('details.' + open.className.split(' ').join('.')); if (same) same.open = true; }
          old.replaceWith(fresh);
        }
      });
      var main = document.getElementById('main'), fresh = next.getElementById('main');
      if (ids(main) !== ids(fresh)) { keepImages(main, fresh); carry(main, fresh); main.replaceWith(fresh); }
      else {
        fresh.querySelectorAll('[data-v]').forEach(function (part) {
          var here = document.getElementById(part.id);
          if (here && here.dataset.v !== part.dataset.v) {
            here.querySelectorAll('details').forEach(function (d, i) {
              var twin = part.querySelectorAll('details')[i]; if (twin) twin.open = d.open;
            });
            keepImages(here, part); carry(here, part); here.replaceWith(part);
          }
        });
      }
      if (place) {
        var e = document.getElementById(place.id);
        if (e) window.scrollBy(0, e.getBoundingClientRect().top - place.top);
      }
      refocus(focus);
      document.body.dataset.version = next.body.dataset.version || '';
    }).catch(function () {}).then(function () {
      busy = false;
      if (again) { again = false; update(); }
    });
  }
  function connection(state) {
    document.body.classList.remove('live', 'reconnecting', 'offline', 'connecting');
    document.body.classList.add(state);
    link.textContent = link.dataset[state] || link.dataset.reconnecting;
  }
  function heard(message) {
    if (message.state) connection(message.state);
    if (message.version && message.version !== lastVersion) { lastVersion = message.version; update(); }
  }
  if (window.SharedWorker) {
    var worker = new SharedWorker('/worker.js');
    worker.port.onmessage = function (e) { heard(e.data); };
    worker.port.start();
  } else {
    var events = new EventSource('/events');
    events.addEventListener('version', function (e) { heard({state: 'live', version: e.data}); });
    events.onopen = function () { heard({state: 'live'}); };
    events.onerror = function () { heard({state: events.readyState === 2 ? 'offline' : 'reconnecting'}); };
  }
  // the reader's place survives a reload (a restarted server, a reconnect that reloads)
  window.addEventListener('scroll', function () { sessionStorage.setItem('drukarnia-scroll', String(window.scrollY)); });
  var kept = sessionStorage.getItem('drukarnia-scroll');
  if (kept && !location.hash) window.scrollTo(0, Number(kept));

  // --- findings: jump, focus, next/previous ---
  function show(finding) {
    for (var d = finding.parentElement; d; d = d.parentElement) if (d.tagName === 'DETAILS') d.open = true;
    finding.scrollIntoView({block: 'center'});
    finding.focus({preventScroll: true});
  }
  document.addEventListener('click', function (e) {
    var a = e.target.closest('a.jump');
    if (!a) return;
    var target = document.getElementById(a.getAttribute('href').slice(1));
    if (!target) return;
    e.preventDefault();
    var open = a.closest('details'); if (open) open.open = false;
    show(target);
    history.replaceState(history.state, '', '#' + target.id);
  });
  function step(forward) {
    var all = Array.prototype.slice.call(document.querySelectorAll('main .finding'));
    if (!all.length) return;
    var here = document.activeElement && document.activeElement.closest && document.activeElement.closest('.finding');
    var i = all.indexOf(here);
    show(all[(i < 0 ? (forward ? 0 : all.length - 1) : (i + (forward ? 1 : all.length - 1)) % all.length)]);
  }

  // --- accept: `drukarnia accept` run from the page ---
  document.addEventListener('submit', function (e) {
    var form = e.target.closest('form.accept');
    if (!form) return;
    e.preventDefault();
    var out = form.querySelector('output'), button = form.querySelector('button');
    form.dataset.sent = '1';
    button.disabled = true;
    out.textContent = '…';
    fetch(form.getAttribute('action'), {method: 'POST', body: new URLSearchParams(new FormData(form))})
      .then(function (r) { return r.text(); })
      .then(function (text) { var o = document.querySelector('#' + CSS.escape(form.id) + ' output') || out; o.textContent = text; })
      .catch(function () { out.textContent = link.dataset.offline; })
      .then(function () {
        var b = document.querySelector('#' + CSS.escape(form.id) + ' button');
        if (b && !b.form.dataset.gone) b.disabled = false;
      });
  });
  document.addEventListener('click', function (e) {
    var a = e.target.closest('a.accept-link');
    if (!a) return;
    var form = document.getElementById(a.getAttribute('href').slice(1));
    if (!form) return;
    e.preventDefault();
    form.scrollIntoView({block: 'center'});
    form.querySelector('input[name=reason]').focus({preventScroll: true});
  });

  // --- the viewer: one page over the preview ---
  var viewer = document.getElementById('viewer'), vimg = document.getElementById('vimg');
  var vtitle = document.getElementById('vtitle'), opener = null, pages = [], at = 0;
  function showPage() {
    var a = pages[at];
    vimg.src = a.getAttribute('href');
    vimg.alt = a.title;
    vtitle.textContent = a.title + ' (' + (at + 1) + '/' + pages.length + ')';
  }
  function openViewer(a) {
    opener = a;
    pages = Array.prototype.slice.call(a.closest('.pages').querySelectorAll('a.page'));
    at = pages.indexOf(a);
    viewer.hidden = false;
    viewer.classList.remove('zoomed');
    showPage();
    if (!history.state || !history.state.viewer) history.pushState({viewer: true}, '');
    viewer.querySelector('[data-do=close]').focus();
  }
  function closeViewer(fromHistory) {
    if (viewer.hidden) return;
    viewer.hidden = true;
    vimg.removeAttribute('src');
    if (!fromHistory && history.state && history.state.viewer) history.back();
    if (opener && document.contains(opener)) opener.focus();
    else if (opener) { var again = document.querySelector('a.page[href="' + opener.getAttribute('href') + '"]'); if (again) again.focus(); }
  }
  function act(what) {
    if (what === 'close') closeViewer(false);
    else if (what === 'next' && pages.length) { at = (at + 1) % pages.length; showPage(); }
    else if (what === 'prev' && pages.length) { at = (at + pages.length - 1) % pages.length; showPage(); }
    else if (what === 'zoom') viewer.classList.toggle('zoomed');
  }
  window.addEventListener('popstate', function () { closeViewer(true); });
  document.addEventListener('click', function (e) {
    var a = e.target.closest('a.page');
    if (a && !e.ctrlKey && !e.metaKey && !e.shiftKey) { e.preventDefault(); openViewer(a); return; }
    var b = e.target.closest('#viewer [data-do]');
    if (b) { act(b.dataset.do); return; }
    if (e.target === vimg) act('zoom');
  });
  document.addEventListener('keydown', function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (!viewer.hidden) {
      var keys = {Escape: 'close', ArrowRight: 'next', ArrowLeft: 'prev', '+': 'zoom', '-': 'zoom', '=': 'zoom'};
      if (keys[e.key]) { e.preventDefault(); act(keys[e.key]); }
      else if (e.key === 'Tab') {  // focus stays in the viewer
        var f = viewer.querySelectorAll('button'), first = f[0], last = f[f.length - 1];
        if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last.focus(); }
        else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first.focus(); }
      }
      return;
    }
    var typing = e.target.closest && e.target.closest('input,textarea,select,[contenteditable]');
    if (typing) return;
    if (e.key === 'n') { e.preventDefault(); step(true); }
    else if (e.key === 'p') { e.preventDefault(); step(false); }
  });
})();
"""
