"""The HTML of the preview, rendered on the server from a snapshot (it works without JavaScript).

Every part that changes on its own (status line, summary, a game's header, a component) carries
an id and `data-v`, a hash of its HTML; the small script below, told by the event stream that
something changed, fetches the page again and swaps only the parts whose hash differs, so
unchanged images are not reloaded and the reader keeps their place.
"""

from __future__ import annotations

import hashlib
import html
from pathlib import Path
from urllib.parse import quote

from generator.model.findings import Finding, shown_path
from generator.serve.live import ComponentView, GameView, Snapshot

THUMB_CSS_WIDTH = 240


def _t(text: object) -> str:
    return html.escape(str(text), quote=False)


def _a(text: object) -> str:
    return html.escape(str(text), quote=True)


def _part(tag: str, ident: str, classes: str, inner: str) -> str:
    version = hashlib.sha256(f"{classes}|{inner}".encode()).hexdigest()[:16]
    return f'<{tag} id="{_a(ident)}" class="{_a(classes)}" data-v="{version}">{inner}</{tag}>'


def source_url(game_id: str, name: str, line: int | None = None) -> str:
    return f"/source/{quote(game_id)}/{quote(name)}" + (f"#L{line}" if line else "")


def _finding(finding: Finding, link: str | None) -> str:
    text = f"<code>{_t(finding)}</code>"
    inner = f'<a href="{_a(link)}">{text}</a>' if link else text
    return f'<li class="{finding.severity}">{inner}</li>'


def _finding_link(game: GameView, finding: Finding) -> str | None:
    target = Path(finding.location.path).resolve()
    if target.name == "game.yaml":
        return source_url(game.id, "game", finding.location.line)
    for component in game.components:
        if component.path.resolve() == target:
            return source_url(game.id, component.name, finding.location.line)
    return None


def status(snapshot: Snapshot) -> str:
    busy = snapshot.working
    text = f'<span class="spinner"></span> {_t(busy)}…' if busy else "up to date"
    return _part("div", "status", "status busy" if busy else "status", text)


def summary(snapshot: Snapshot) -> str:
    if not snapshot.games:
        return _part("section", "summary", "summary", "<p>Loading the components…</p>")
    items = []
    for game in snapshot.games:
        if not game.checked:
            state = "not checked yet"
        elif game.errors:
            shown = any(c.files for c in game.components)
            state = f'<strong class="bad">{game.errors} error(s)</strong>: ' + (
                "last good pages shown, marked stale" if shown else "no pages until they are fixed"
            )
        else:
            state = '<span class="good">clean</span>'
        items.append(
            f'<li><a href="#g-{_a(game.id)}">{_t(game.title)}</a> ({_t(game.id)}): {state}, '
            f"{len(game.components)} component(s), {len(game.notices)} notice(s)</li>"
        )
    return _part("section", "summary", "summary", f"<ul>{''.join(items)}</ul>")


def game_head(game: GameView) -> str:
    parts = [f"<h2>{_t(game.title)} <small>{_t(game.id)}</small></h2>"]
    if game.problem:
        parts.append(f'<p class="problem">{_t(game.problem)}; please report it with the file you saved</p>')
    if game.errors:
        last = "; the pages below are the last good ones" if any(c.files for c in game.components) else ""
        parts.append(
            f'<p class="bad">{game.errors} error(s): nothing of this game is rendered until they are fixed '
            f"(as <code>drukarnia build</code> would refuse){last}.</p>"
        )
    if game.findings:
        parts.append(
            '<ul class="findings">' + "".join(_finding(f, _finding_link(game, f)) for f in game.findings) + "</ul>"
        )
    rules = "".join(f"<li>{_t(r)}</li>" for r in game.house_rules) or "<li>none: the documented rules as written</li>"
    parts.append(
        f"<details open><summary>House rules in force ({len(game.house_rules)})</summary><ul>{rules}</ul></details>"
    )
    notices = "".join(_finding(f, _finding_link(game, f)) for f in game.notices) or "<li>none</li>"
    parts.append(
        f'<details><summary>Notices ({len(game.notices)})</summary><ul class="findings">{notices}</ul></details>'
    )
    return _part("div", f"gh-{game.id}", "game-head", "".join(parts))


_BADGES = {
    "pending": ("waiting", "waiting to be rendered"),
    "rendering": ('<span class="spinner"></span> rendering', "being rendered now"),
    "stale": ("stale", "the data has errors: these are the last good pages"),
    "blocked": ("not rendered", "the game's data has errors: fix them to see the pages"),
    "failed": ("render failed", "the renderer failed: these are the last good pages"),
}


def component(game: GameView, view: ComponentView) -> str:
    location = f"{shown_path(view.path)}:{view.line}"
    links = " ".join(
        f'<a class="pdf" href="/pdf/{quote(game.id)}/{quote(f.filename)}" title="{f.pages} page(s)'
        f'{"" if f.in_kit else ", not part of kit.pdf"}">{_t(f.filename)}</a>'
        for f in view.files
    )
    sheets = f' <span class="sheets">{view.sheets} sheet(s) to print</span>' if view.files else ""
    head = (
        f'<header><h3>{_t(view.name)}</h3> <span class="kind">{_t(view.kind)}</span>{sheets}'
        f' <a class="yaml" href="{_a(source_url(game.id, view.name, view.line))}">{_t(location)}</a>'
        f" {links}"
    )
    if view.status in _BADGES:
        label, title = _BADGES[view.status]
        head += f' <span class="badge {view.status}" title="{_a(title)}">{label}</span>'
    head += "</header>"
    body = []
    if view.findings:
        body.append(
            '<ul class="findings">'
            + "".join(_finding(f, source_url(game.id, view.name, f.location.line)) for f in view.findings)
            + "</ul>"
        )
    if view.problem:
        body.append(f'<p class="problem">{_t(view.problem)}</p>')
    thumbs = []
    for f in view.files:
        for page, (width, height) in enumerate(f.sizes):
            shown_w = THUMB_CSS_WIDTH if height >= width else round(THUMB_CSS_WIDTH * 1.4)
            shown_h = round(shown_w * height / width)
            thumbs.append(
                f'<a href="/page/{f.digest}/{page + 1}.png" title="{_a(f.filename)}, page {page + 1}">'
                f'<img src="/thumb/{f.digest}/{page + 1}.png" width="{shown_w}" height="{shown_h}" '
                f'loading="lazy" alt="{_a(f.filename)}, page {page + 1}"></a>'
            )
    if thumbs:
        body.append(f'<div class="pages">{"".join(thumbs)}</div>')
    elif view.status in ("pending", "rendering"):
        body.append('<p class="wait">Pages will appear here once rendered.</p>')
    classes = f"component {view.status}" + (" has-errors" if view.findings else "")
    return _part("article", f"c-{game.id}-{view.name}", classes, head + "".join(body))


def main(snapshot: Snapshot) -> str:
    parts = [summary(snapshot)]
    for game in snapshot.games:
        inner = game_head(game) + "".join(component(game, c) for c in game.components)
        parts.append(f'<section id="g-{_a(game.id)}" class="game">{inner}</section>')
    return "".join(parts)


def document(snapshot: Snapshot, components: Path) -> str:
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>drukarnia: live preview</title>
<style>{CSS}</style></head>
<body data-version="{snapshot.version}">
<div class="top"><strong>drukarnia</strong> live preview of <code>{_t(shown_path(components))}</code>
{status(snapshot)}<span id="link" class="link" title="connection to the server"></span></div>
<noscript><p class="noscript">Without JavaScript the page does not update itself: reload it after saving.</p></noscript>
<main id="main">{main(snapshot)}</main>
<script>{SCRIPT}</script>
</body></html>
"""


def source(title: str, path: Path, text: str, marked: dict[int, list[str]]) -> str:
    rows = []
    for number, line in enumerate(text.splitlines() or [""], start=1):
        notes = "".join(f'<div class="note">{_t(m)}</div>' for m in marked.get(number, []))
        cls = ' class="marked"' if number in marked else ""
        rows.append(
            f'<tr id="L{number}"{cls}><td class="n"><a href="#L{number}">{number}</a></td>'
            f"<td><pre>{_t(line)}</pre>{notes}</td></tr>"
        )
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{_t(title)}</title><style>{CSS}</style></head>
<body><div class="top"><a href="/">← preview</a> <code>{_t(shown_path(path))}</code></div>
<table class="source">{"".join(rows)}</table></body></html>
"""


CSS = """
body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#f4f1ea;color:#2b2722}
.top{position:sticky;top:0;z-index:2;background:#2b2722;color:#f4f1ea;padding:.5em 1em;display:flex;gap:1em;
align-items:center}.top a{color:#f4f1ea}.top code{color:#e8d9b5}
.status{margin-left:auto}.status.busy{color:#ffd479}
.link::before{content:"● live";color:#8fd18f}body.offline .link::before{content:"● disconnected";color:#ff8c7a}
main{padding:0 1em 2em}.summary ul{margin:.8em 0;padding-left:1.2em}
.game{border-top:3px solid #2b2722;margin-top:1.2em}.game,.component{scroll-margin-top:3em}.game h2 small{font-weight:normal;color:#7a7065}
.game-head details{margin:.3em 0}.good{color:#2e7d32}.bad{color:#b3261e}
.component{background:#fff;border:1px solid #d8d1c4;border-radius:6px;margin:.8em 0;padding:.6em .8em}
.component header{display:flex;flex-wrap:wrap;gap:.4em 1em;align-items:baseline}
.component h3{margin:0;font-size:1.1em}.kind,.sheets{color:#7a7065}
.badge{border-radius:3px;padding:0 .4em;font-size:.85em;background:#eee}
.badge.stale,.badge.failed,.badge.blocked{background:#b3261e;color:#fff}.badge.rendering{background:#ffd479}
.component.stale .pages img,.component.failed .pages img{opacity:.45;filter:grayscale(.6)}
.component.pending .pages img,.component.rendering .pages img{opacity:.75}
.component.stale .pages,.component.failed .pages{outline:3px dashed #b3261e;outline-offset:3px}
.findings{list-style:none;padding:.4em .6em;margin:.5em 0;background:#fdecea;border-left:4px solid #b3261e}
.findings li.notice{color:#5d4a1f}.game-head .findings:has(li.notice){background:#fbf5e3;border-color:#c9a227}
.findings a{color:inherit;text-decoration:none}.findings a:hover{text-decoration:underline}
.findings code{white-space:pre-wrap;font-size:.95em}
.pages{display:flex;flex-wrap:wrap;gap:10px;margin-top:.6em}
.pages img{display:block;background:#fff;box-shadow:0 1px 3px #0004;height:auto}
.problem{color:#b3261e}.wait{color:#7a7065}
.spinner{display:inline-block;width:.8em;height:.8em;border:2px solid currentColor;border-right-color:transparent;
border-radius:50%;animation:spin .8s linear infinite;vertical-align:-1px}
@keyframes spin{to{transform:rotate(360deg)}}
.noscript{background:#fbf5e3;padding:.5em 1em;margin:0}
.source{border-collapse:collapse;margin:1em;font-size:13px}.source td{vertical-align:top;padding:0 .6em}
.source pre{margin:0}.source .n{text-align:right;color:#7a7065}.source tr.marked{background:#fdecea}
.source tr:target{background:#fff3c4}.source .note{color:#b3261e;font-family:monospace}
"""

SCRIPT = """
(function () {
  var busy = false, again = false;
  function ids(root) { return Array.prototype.map.call(root.querySelectorAll('[data-v]'), function (e) { return e.id; }).join(' '); }
  // images already on screen move into the new part: no reload, no blank flash
  function keepImages(old, fresh) {
    var have = {};
    old.querySelectorAll('img').forEach(function (i) { have[i.getAttribute('src')] = i; });
    fresh.querySelectorAll('img').forEach(function (i) {
      var same = have[i.getAttribute('src')];
      if (same) { i.replaceWith(same); delete have[i.getAttribute('src')]; }
    });
  }
  function update() {
    if (busy) { again = true; return; }
    busy = true;
    fetch('/', {cache: 'no-store'}).then(function (r) { return r.text(); }).then(function (text) {
      var next = new DOMParser().parseFromString(text, 'text/html');
      var status = next.getElementById('status');
      var old = document.getElementById('status');
      if (status && old && old.dataset.v !== status.dataset.v) old.replaceWith(status);
      var main = document.getElementById('main'), fresh = next.getElementById('main');
      if (ids(main) !== ids(fresh)) { keepImages(main, fresh); main.replaceWith(fresh); }
      else {
        fresh.querySelectorAll('[data-v]').forEach(function (part) {
          var here = document.getElementById(part.id);
          if (here && here.dataset.v !== part.dataset.v) { keepImages(here, part); here.replaceWith(part); }
        });
      }
      document.body.dataset.version = next.body.dataset.version || '';
    }).catch(function () {}).then(function () {
      busy = false;
      if (again) { again = false; update(); }
    });
  }
  var events = new EventSource('/events');
  events.addEventListener('version', function () { document.body.classList.remove('offline'); update(); });
  events.onerror = function () { document.body.classList.add('offline'); };
  events.onopen = function () { document.body.classList.remove('offline'); };
})();
"""
