"""The HTML of the preview, rendered on the server from a snapshot (it works without JavaScript).

Every part that changes on its own (status line, summary, a game's header, a component) carries
an id and `data-v`, a hash of its HTML; the small script (script.py), told by the event stream that
something changed, fetches the page again and swaps only the parts whose hash differs, so
unchanged images are not reloaded and the reader keeps their place. The texts come from the
command's catalogue (the language of the terminal).
"""

from __future__ import annotations

import gettext
import hashlib
import html
from pathlib import Path
from urllib.parse import quote

from generator.model.findings import Finding, shown_path
from generator.serve.live import ComponentView, GameView, Snapshot
from generator.serve.script import CSS, SCRIPT

THUMB_CSS_WIDTH = 240  # the width written in the page (the style sheet sizes them to the window)

_ = gettext.gettext  # the command's catalogue: serve runs inside commands.i18n.libraries_speaking


def _t(text: object) -> str:
    return html.escape(str(text), quote=False)


def _a(text: object) -> str:
    return html.escape(str(text), quote=True)


def _part(tag: str, ident: str, classes: str, inner: str, extra: str = "") -> str:
    version = hashlib.sha256(f"{classes}|{extra}|{inner}".encode()).hexdigest()[:16]
    return f'<{tag} id="{_a(ident)}" class="{_a(classes)}" data-v="{version}"{extra}>{inner}</{tag}>'


def source_url(game_id: str, name: str, line: int | None = None) -> str:
    return f"/source/{quote(game_id)}/{quote(name)}" + (f"#L{line}" if line else "")


def finding_id(game_id: str, finding: Finding) -> str:
    """An id that stays the same while the finding does (the page keeps focus on it across updates)."""
    return f"f-{game_id}-" + hashlib.sha256(str(finding).encode()).hexdigest()[:12]


def _finding(game: GameView, finding: Finding, link: str | None) -> str:
    text = f"<code>{_t(finding)}</code>"
    inner = f'<a href="{_a(link)}">{text}</a>' if link else text
    here = (Path(finding.location.path).resolve(), finding.location.line)
    if any((Path(path).resolve(), line) == here for _change, path, line in game.acceptable):
        inner += f' <a class="accept-link" href="#accept-{_a(game.id)}">{_t(_("keep as a house rule…"))}</a>'
    return f'<li id="{finding_id(game.id, finding)}" class="finding {finding.severity}" tabindex="-1">{inner}</li>'


def _accept_form(game: GameView, token: str) -> str:
    """The `drukarnia accept` of this game, run from the page with a reason typed here."""
    changes = "".join(f"<li>{_t(change)}</li>" for change, _path, _line in game.acceptable)
    return (
        f'<form id="accept-{_a(game.id)}" class="accept" method="post" action="/accept/{quote(game.id)}">'
        f"<p>{_t(_('drukarnia accept can keep these changes from the documented rules as house rules:'))}</p>"
        f"<ul>{changes}</ul>"
        f"<label>{_t(_('Reason (printed in the rulebook with each house rule):'))} "
        f'<input id="reason-{_a(game.id)}" name="reason" required maxlength="500" size="60"></label> '
        f'<input type="hidden" name="token" value="{_a(token)}">'
        f'<button type="submit">{_t(_("Accept as house rules"))}</button>'
        f'<output aria-live="polite"></output></form>'
    )


def _finding_link(game: GameView, finding: Finding) -> str | None:
    target = Path(finding.location.path).resolve()
    if target.name == "game.yaml":
        return source_url(game.id, "game", finding.location.line)
    for component in game.components:
        if component.path.resolve() == target:
            return source_url(game.id, component.name, finding.location.line)
    return None


def _all_findings(snapshot: Snapshot) -> list[tuple[GameView, Finding]]:
    """Every finding in the order the page shows them."""
    found = []
    for game in snapshot.games:
        found += [(game, f) for f in game.findings]
        found += [(game, f) for f in game.notices]
        found += [(game, f) for c in game.components for f in c.findings]
    return found


def _working(busy: str) -> str:
    verb, _space, what = busy.partition(" ")
    if verb == "checking":
        return _("checking {what}").format(what=what)
    return _("rendering {what}").format(what=what)


def status(snapshot: Snapshot) -> str:
    """The bar's changing part: errors and notices counted, each a link to its finding; what the
    server does now."""
    found = _all_findings(snapshot)
    errors = [(g, f) for g, f in found if f.severity == "error"]
    notices = [(g, f) for g, f in found if f.severity != "error"]
    parts = []
    for items, singular, plural, cls in (
        (errors, "{n} error", "{n} errors", "bad"),
        (notices, "{n} notice", "{n} notices", "note"),
    ):
        label = gettext.ngettext(singular, plural, len(items)).format(n=len(items))
        if not items:
            parts.append(f'<span class="count none">{_t(label)}</span>')
            continue
        links = "".join(f'<li><a class="jump" href="#{finding_id(g.id, f)}">{_t(f)}</a></li>' for g, f in items[:50])
        parts.append(
            f'<details class="count {cls}"><summary>{_t(label)}</summary><ul class="jumps">{links}</ul></details>'
        )
    busy = snapshot.working
    state = f'<span class="spinner"></span> {_t(_working(busy))}…' if busy else _t(_("up to date"))
    parts.append(f'<span class="state">{state}</span>')
    extra = f' data-errors="{len(errors)}" data-notices="{len(notices)}"'
    return _part("div", "status", "status busy" if busy else "status", "".join(parts), extra)


def _state(game: GameView) -> str:
    if not game.checked:
        return _t(_("not checked yet"))
    if game.errors:
        shown = any(c.files for c in game.components)
        count = gettext.ngettext("{n} error", "{n} errors", game.errors).format(n=game.errors)
        rest = _("last good pages shown, marked stale") if shown else _("no pages until they are fixed")
        return f'<strong class="bad">{_t(count)}</strong>: {_t(rest)}'
    return f'<span class="good">{_t(_("clean"))}</span>'


def summary(snapshot: Snapshot) -> str:
    if not snapshot.games:
        return _part("section", "summary", "summary", f"<p>{_t(_('Loading the components…'))}</p>")
    items = []
    for game in snapshot.games:
        components = gettext.ngettext("{n} component", "{n} components", len(game.components))
        notices = gettext.ngettext("{n} notice", "{n} notices", len(game.notices))
        items.append(
            f'<li><a href="#g-{_a(game.id)}">{_t(game.title)}</a> ({_t(game.id)}): {_state(game)}, '
            f"{_t(components.format(n=len(game.components)))}, {_t(notices.format(n=len(game.notices)))}</li>"
        )
    return _part("section", "summary", "summary", f"<ul>{''.join(items)}</ul>", ' aria-label="summary"')


def game_head(game: GameView, token: str = "") -> str:
    parts = [f'<h2 tabindex="-1">{_t(game.title)} <small>{_t(game.id)}</small></h2>']
    if game.problem:
        parts.append(f'<p class="problem">{_t(game.problem)}; {_t(_("please report it with the file you saved"))}</p>')
    if game.abandoned:
        parts.append(
            '<p class="problem">'
            + _t(
                _(
                    "checking and rendering this game took more than {seconds} s and was abandoned; "
                    "the other games go on; save again to retry"
                ).format(seconds=f"{game.abandoned:g}")
            )
            + "</p>"
        )
    if game.errors:
        count = gettext.ngettext("{n} error", "{n} errors", game.errors).format(n=game.errors)
        last = _("; the pages below are the last good ones") if any(c.files for c in game.components) else ""
        parts.append(
            f'<p class="bad">{_t(count)}: '
            + _t(_("nothing of this game is rendered until they are fixed (as drukarnia build would refuse)"))
            + f"{_t(last)}.</p>"
        )
    if game.findings:
        parts.append(
            '<ul class="findings">'
            + "".join(_finding(game, f, _finding_link(game, f)) for f in game.findings)
            + "</ul>"
        )
    if game.acceptable and token:
        parts.append(_accept_form(game, token))
    none = _t(_("none: the documented rules as written"))
    rules = "".join(f"<li>{_t(r)}</li>" for r in game.house_rules) or f"<li>{none}</li>"
    parts.append(
        f"<details open><summary>{_t(_('House rules in force'))} ({len(game.house_rules)})</summary>"
        f"<ul>{rules}</ul></details>"
    )
    notices = "".join(_finding(game, f, _finding_link(game, f)) for f in game.notices)
    notices = notices or f"<li>{_t(_('none'))}</li>"
    parts.append(
        f"<details><summary>{_t(_('Notices'))} ({len(game.notices)})</summary>"
        f'<ul class="findings">{notices}</ul></details>'
    )
    return _part("div", f"gh-{game.id}", "game-head", "".join(parts))


def _badge(status: str) -> tuple[str, str] | None:
    return {
        "pending": (_("waiting"), _("waiting to be rendered")),
        "rendering": (_("rendering"), _("being rendered now")),
        "stale": (_("stale"), _("the data has errors: these are the last good pages")),
        "blocked": (_("not rendered"), _("the game's data has errors: fix them to see the pages")),
        "failed": (_("render failed"), _("the renderer failed: these are the last good pages")),
        "abandoned": (_("abandoned"), _("rendering took too long and was given up")),
    }.get(status)


def component(game: GameView, view: ComponentView) -> str:
    location = f"{shown_path(view.path)}:{view.line}"
    links = " ".join(
        f'<a class="pdf" href="/pdf/{quote(game.id)}/{quote(f.filename)}">{_t(f.filename)}</a>' for f in view.files
    )
    sheets = gettext.ngettext("{n} sheet to print", "{n} sheets to print", view.sheets).format(n=view.sheets)
    sheets = f' <span class="sheets">{_t(sheets)}</span>' if view.files else ""
    head = (
        f'<header><h3>{_t(view.name)}</h3> <span class="kind">{_t(view.kind)}</span>{sheets}'
        f' <a class="yaml" href="{_a(source_url(game.id, view.name, view.line))}">{_t(location)}</a>'
        f" {links}"
    )
    badge = _badge(view.status)
    if badge:
        spin = '<span class="spinner"></span> ' if view.status == "rendering" else ""
        head += f' <span class="badge {view.status}" title="{_a(badge[1])}">{spin}{_t(badge[0])}</span>'
    head += "</header>"
    body = []
    if view.findings:
        body.append(
            '<ul class="findings">'
            + "".join(_finding(game, f, source_url(game.id, view.name, f.location.line)) for f in view.findings)
            + "</ul>"
        )
    if view.problem:
        body.append(f'<p class="problem">{_t(view.problem)}</p>')
    thumbs = []
    for f in view.files:
        for page, (width, height) in enumerate(f.sizes):
            shown_w = THUMB_CSS_WIDTH
            shown_h = round(shown_w * height / width)
            label = _("{file}, page {page}").format(file=f.filename, page=page + 1)
            wide = " wide" if width > height else ""
            thumbs.append(
                f'<a class="page{wide}" href="/page/{f.digest}/{page + 1}.png" title="{_a(label)}">'
                f'<img src="/thumb/{f.digest}/{page + 1}.png" width="{shown_w}" height="{shown_h}" '
                f'loading="lazy" alt="{_a(label)}"></a>'
            )
    if thumbs:
        body.append(f'<div class="pages">{"".join(thumbs)}</div>')
    elif view.status in ("pending", "rendering"):
        body.append(f'<p class="wait">{_t(_("Pages will appear here once rendered."))}</p>')
    classes = f"component {view.status}" + (" has-errors" if view.findings else "")
    return _part("article", f"c-{game.id}-{view.name}", classes, head + "".join(body))


def main(snapshot: Snapshot, token: str = "") -> str:
    parts = [summary(snapshot)]
    for game in snapshot.games:
        inner = game_head(game, token) + "".join(component(game, c) for c in game.components)
        parts.append(f'<section id="g-{_a(game.id)}" class="game" aria-label="{_a(game.title)}">{inner}</section>')
    return "".join(parts)


def skips(snapshot: Snapshot) -> str:
    links = "".join(f'<a href="#g-{_a(g.id)}">{_t(g.title)}</a>' for g in snapshot.games)
    return _part("nav", "skips", "skips", links, f' aria-label="{_a(_("games"))}"')


def document(snapshot: Snapshot, components: Path, language: str = "en", token: str = "") -> str:
    """The whole page; `token` goes into every accept form (the server refuses a run without it)."""
    link = {
        "live": _("live"),
        "reconnecting": _("reconnecting…"),
        "offline": _("disconnected: what you see may be out of date"),
    }
    data = "".join(f' data-{k}="{_a(v)}"' for k, v in link.items())
    keys = _("n: next finding, p: previous; in a page: ← → step, + − zoom, Esc closes")
    return f"""<!doctype html>
<html lang="{_a(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>drukarnia: {_t(_("live preview"))}</title>
<style>{CSS}</style></head>
<body data-version="{snapshot.version}" class="connecting">
<div class="top" role="banner"><h1><strong>drukarnia</strong> {_t(_("live preview of"))}
<code>{_t(shown_path(components))}</code></h1>
{skips(snapshot)}
<div class="bar">{status(snapshot)}<span id="link" class="link" role="status"{data}></span></div></div>
<div id="announce" class="hidden" aria-live="polite"></div>
<p class="keys">{_t(keys)}</p>
<noscript><p class="noscript">{_t(_("Without JavaScript the page does not update itself: reload it after saving."))}</p></noscript>
<main id="main">{main(snapshot, token)}</main>
<div id="viewer" hidden role="dialog" aria-modal="true" aria-label="{_a(_("page"))}">
<div class="vbar"><button type="button" data-do="prev" aria-label="{_a(_("previous page"))}">←</button>
<span id="vtitle"></span>
<button type="button" data-do="next" aria-label="{_a(_("next page"))}">→</button>
<button type="button" data-do="zoom" aria-label="{_a(_("zoom"))}">±</button>
<button type="button" data-do="close" aria-label="{_a(_("close"))}">✕</button></div>
<div class="vbody"><img id="vimg" alt=""></div></div>
<script>{SCRIPT}</script>
</body></html>
"""


def source(title: str, path: Path, text: str, marked: dict[int, list[str]], language: str = "en") -> str:
    rows = []
    for number, line in enumerate(text.splitlines() or [""], start=1):
        notes = "".join(f'<div class="note">{_t(m)}</div>' for m in marked.get(number, []))
        cls = ' class="marked"' if number in marked else ""
        rows.append(
            f'<tr id="L{number}"{cls}><td class="n"><a href="#L{number}">{number}</a></td>'
            f"<td><pre>{_t(line)}</pre>{notes}</td></tr>"
        )
    return f"""<!doctype html>
<html lang="{_a(language)}"><head><meta charset="utf-8"><title>{_t(title)}</title><style>{CSS}</style></head>
<body><div class="top"><a href="/">← {_t(_("preview"))}</a> <h1><code>{_t(shown_path(path))}</code></h1></div>
<table class="source">{"".join(rows)}</table></body></html>
"""
