"""`drukarnia serve`: the live preview, tested over plain HTTP and in headless Chromium.

The server runs as a real `drukarnia serve` process on a free port over a private copy of the
bundled data (Kolekcjonerzy only, to keep it quick); tests edit the YAML and poll the page.
"""

from __future__ import annotations

import html
import io
import re
import shutil
import signal
import socket
import subprocess
import sys

import pypdf
import pytest
from PIL import Image

from .conftest import COMPONENTS, game_findings, line_of
from .serving import GAME, PATIENCE, START, Server, drawn_components, free_port, restoring, serving, start, stop


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    root = tmp_path_factory.mktemp("serve")
    (root / "secret.txt").write_text("TOP-SECRET beside the components folder\n", encoding="utf-8")
    yield from serving(root)


@pytest.fixture
def tiles(server):
    """The tiles file of the running server's data, restored after the test."""
    yield from restoring(server, "plytki.yaml")


def _having(text: str, needle: str) -> str | None:
    return text if needle in text else None


def _thumbs(article: str) -> list[str]:
    return re.findall(r'src="(/thumb/[0-9a-f]{64}/\d+\.png)"', article)


def test_page_lists_every_component_with_pages_pdf_yaml_and_sheets(server):
    page = server.page()
    names = drawn_components(server)
    assert sorted(re.findall(rf'<article id="c-{GAME}-([a-z0-9-]+)"', page)) == names
    tiles = server.component("plytki")
    kind = line_of(COMPONENTS / GAME / "plytki.yaml", "kind:")  # the component's link: its source at its kind
    assert f'href="/source/kolekcjonerzy/plytki#L{kind}">components/kolekcjonerzy/plytki.yaml:{kind}</a>' in tiles
    assert "1 sheet to print" in tiles
    assert 'href="/pdf/kolekcjonerzy/plytki.pdf"' in tiles
    status, headers, pdf = server.get("/pdf/kolekcjonerzy/plytki.pdf")
    assert (status, headers["Content-Type"]) == (200, "application/pdf")
    assert len(pypdf.PdfReader(io.BytesIO(pdf)).pages) == 4 == len(_thumbs(tiles))
    status, headers, png = server.get(_thumbs(tiles)[1])
    assert (status, headers["Content-Type"]) == (200, "image/png")
    assert Image.open(io.BytesIO(png)).size[0] == 480
    status, _, full = server.get(_thumbs(tiles)[1].replace("/thumb/", "/page/"))
    assert status == 200 and Image.open(io.BytesIO(full)).size[0] == 1600
    status, _, source = server.get("/source/kolekcjonerzy/plytki")
    assert (
        status == 200
        and f'<tr id="L{kind}"><td class="n"><a href="#L{kind}">{kind}</a></td><td><pre>kind: exhibit-tiles'
        in source.decode()
    )


def test_notices_and_house_rules_are_shown(server):
    page = html.unescape(server.page())
    notices = [f for f in game_findings_at(server) if ": notice: " in f]
    assert notices and all(n in page for n in notices)
    # the bundled game declares one house rule of its own (r32: the exhibit name that fits its tile)
    assert "House rules in force (1)" in page and "none: the documented rules as written" not in page
    assert (
        "<li>exhibits DEWIZKA DO ZEGARKA KIESZONKOWEGO/name: DEWIZKA DO ZEGARKA KIESZONKOWEGO → DEWIZKA DO ZEGARKA — "
        in page
    )


def test_a_house_rule_is_shown_with_its_notice(server):
    game_yaml = server.folder / "components" / GAME / "game.yaml"
    original = game_yaml.read_text(encoding="utf-8")
    try:
        assert original.count("\nhouse_rules:\n") == 1  # the game's own list: the new rule joins it
        game_yaml.write_text(
            original.replace(
                "\nhouse_rules:\n",
                "\nhouse_rules:\n  - {fact: blot-penalty, value: 2, reason: kleks kosztuje dwa żetony}\n",
            ),
            encoding="utf-8",
        )
        notices = [f for f in game_findings_at(server) if ": notice: " in f]
        assert any("blot-penalty" in n for n in notices)
        page = server.wait(lambda: _having(html.unescape(server.page()), "House rules in force (2)"), "the house rule")
        assert "<li>blot-penalty: 1 → 2 — kleks kosztuje dwa żetony</li>" in page
        assert [n for n in notices if n in page] == notices
    finally:
        game_yaml.write_text(original, encoding="utf-8")
    server.wait(lambda: "House rules in force (1)" in server.page(), "the game's own house rule alone again")
    server.wait(server.settled, "clean again")


def game_findings_at(server) -> list[str]:
    """Findings as `drukarnia validate` prints them when run where the server runs."""
    import os

    here = os.getcwd()
    os.chdir(server.folder)
    try:
        return game_findings(server.folder / "components" / GAME)
    finally:
        os.chdir(here)


def test_a_saved_error_shows_at_its_location_keeps_stale_pages_and_goes_when_fixed(server, tiles):
    good = _thumbs(server.component("plytki"))
    text = tiles.read_text(encoding="utf-8")
    tiles.write_text(text.replace("picture: obraz}", "picture: obrazz}"), encoding="utf-8")
    expected = [f for f in game_findings_at(server) if ": error: " in f]
    assert expected[0].startswith(
        f"components/kolekcjonerzy/plytki.yaml:{text[: text.index('picture: obraz}')].count(chr(10)) + 1}:52: error: "
        "unknown pictogram 'obrazz'; expected one of: butelka, "
    )
    article = server.wait(
        lambda: _having(server.component("plytki"), "tiles.unknown-pictogram"), "the finding on the tiles"
    )
    assert [line for line in expected if line in html.unescape(article)] == expected
    assert 'class="component stale has-errors"' in article and _thumbs(article) == good  # last good pages
    assert '<span class="badge stale"' in article
    assert "1 error" in server.page()

    tiles.write_text(text.replace('color: "#6b2d2a"', 'color: "#2d4b6a"'), encoding="utf-8")
    article = server.wait(lambda: _having(server.component("plytki"), 'class="component ok"'), "the tiles clean again")
    assert "tiles.unknown-pictogram" not in article and "findings" not in article
    assert _thumbs(article) != good and len(_thumbs(article)) == 4  # new backs, new pages
    assert server.get(_thumbs(article)[3])[0] == 200


def test_a_template_error_shows_on_the_rulebook_and_goes_when_fixed(server):
    """The preview leaves the rulebook's text checks to its render, as a build does (a save of a card
    does not lay out the rulebook's text): what the render finds shows on the rulebook and is counted."""
    template = server.folder / "templates" / GAME / "rulebook.md.j2"
    original = template.read_text(encoding="utf-8")
    good = _thumbs(server.component("zasady"))
    try:
        template.write_text(
            original.replace("{% set exhibits = tiles.exhibits %}", "{% set exhibits = tiles.exhibitz %}"),
            encoding="utf-8",
        )
        expected = [f for f in game_findings_at(server) if ": error: " in f]
        line = line_of(template, "{% set top = exhibits")  # where the undefined value is first used
        assert expected == [
            f"templates/kolekcjonerzy/rulebook.md.j2:{line}:1: error: 'components.plytki' has no "
            "attribute 'exhibitz' [rulebook.undefined]"
        ]
        article = server.wait(lambda: _having(server.component("zasady"), "rulebook.md.j2:"), "the template finding")
        assert [f for f in expected if f in html.unescape(article)] == expected
        assert 'class="component stale has-errors"' in article and _thumbs(article) == good
        # the preview checks the rulebook's text as it renders it (as a build does): the game counts it
        assert 'data-errors="1"' in server.page()
    finally:
        template.write_text(original, encoding="utf-8")
    article = server.wait(lambda: _having(server.component("zasady"), 'class="component ok"'), "the rulebook clean")
    assert "findings" not in article and len(_thumbs(article)) == len(good)


@pytest.mark.parametrize(
    "path",
    [
        "/../secret.txt",
        "/../../../../etc/passwd",
        "/%2e%2e/secret.txt",
        "/%2E%2E%2Fsecret.txt",
        "/pdf/kolekcjonerzy/..%2F..%2F..%2Fsecret.txt",
        "/pdf/kolekcjonerzy/%2e%2e%2f%2e%2e%2fsecret.txt",
        "/pdf/..%252f..%252fsecret.txt",
        "/source/kolekcjonerzy/..%2Fgame",
        "/source/kolekcjonerzy/../../secret",
        "/source/kolekcjonerzy/%2e%2e%5c%2e%2e%5csecret",
        "/thumb/../../secret.txt",
        "//etc/passwd",
        "/components/kolekcjonerzy/plytki.yaml",
        "/kolekcjonerzy/plytki.pdf",
        "/pdf/kolekcjonerzy/plytki.yaml",
        "/source/kolekcjonerzy/plytki.yaml",
        "/pdf/kolekcjonerzy/plytki.pdf%00.txt",
        "/thumb/..\\..\\secret.txt",
        "/%ff%fe",
        "/source/kolekcjonerzy/%2e%2e",
        "/pdf/%2e%2e/plytki.pdf",
        "/source/..%c0%af..%c0%afsecret",
    ],
)
def test_no_url_reaches_files_outside_the_renders(server, path):
    status, _, body = server.get(path)
    assert status in (400, 404), path
    assert b"TOP-SECRET" not in body and b"root:" not in body and b"kind:" not in body


def test_other_host_names_are_refused(server):
    status, _, body = server.get("/", host="attacker.example:80")
    assert (status, body) == (
        403,
        b"this preview answers only to 127.0.0.1 and localhost; start it with --host to serve other names\n",
    )
    assert server.get("/", host=f"localhost:{server.port}")[0] == 200


def test_a_port_in_use_is_a_usage_error(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [*START, GAME, "--port", str(port), "--components", str(COMPONENTS)],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=PATIENCE * 3,
        )
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        f"drukarnia serve: port {port} on 127.0.0.1 is in use (or not allowed); choose another "
        "with --port N, or --port 0 for any free port\n"
    )


def test_ctrl_c_stops_cleanly_with_130(components):
    process, url = start(components.parent, GAME, "--port", str(free_port()))
    code, err = stop(process)
    assert code == 130
    assert err.splitlines()[-1] == "drukarnia serve: stopped"
    assert "Traceback" not in err


def test_ctrl_c_while_the_preview_is_drawing_stops_cleanly_with_130(components):
    """Ctrl-C lands while the preview's worker is drawing (stopped there by the test hook, then let
    go as the command exits): the command ends with 130 and says so, without a traceback."""
    import os

    env = {**os.environ, "DRUKARNIA_TEST_PAUSE_AT": "rendering"}
    command = [sys.executable, "-m", "generator", "serve", GAME, "--components", str(components), "--port", "0"]
    process = subprocess.Popen(
        command,
        cwd=components.parent,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines = []
    while not (lines and lines[-1].startswith("drukarnia-test: paused at rendering")):
        line = process.stderr.readline()
        assert line, "".join(lines)
        lines.append(line)
    process.send_signal(signal.SIGINT)
    process.stdin.close()  # the worker goes on drawing while the command ends
    try:
        process.wait(timeout=PATIENCE)
    except subprocess.TimeoutExpired:
        process.kill()
        raise
    err = "".join(lines) + process.stderr.read()
    process.stdout.close()
    process.stderr.close()
    assert process.returncode == 130, err
    assert err.splitlines()[-1] == "drukarnia serve: stopped"
    assert "Traceback" not in err


# --- what is rendered again ---


def test_a_component_is_rendered_again_only_when_what_it_read_changed(components):
    from generator.serve import adapter

    shutil.copytree(COMPONENTS.parent / "templates", components.parent / "templates")
    names = ("plytki", "plansza", "cennik", "zasady")
    checked = adapter.check_game(components, GAME)
    made = {name: adapter.render(checked, name) for name in names}

    def stale() -> list[str]:
        """The components the preview would render again now."""
        now = adapter.check_game(components, GAME)
        assert now.errors == []
        return [n for n in names if not adapter.current(now, made[n].made_from)]

    assert stale() == []
    tiles = components / GAME / "plytki.yaml"
    tiles.write_text(
        tiles.read_text(encoding="utf-8").replace('color: "#6b2d2a"', 'color: "#2d4b6a"'), encoding="utf-8"
    )
    assert stale() == ["plytki", "cennik", "zasady"]
    checked = adapter.check_game(components, GAME)
    made.update({name: adapter.render(checked, name) for name in ("plytki", "cennik", "zasady")})
    assert stale() == []
    template = components.parent / "templates" / GAME / "rulebook.md.j2"
    template.write_text(template.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert stale() == ["zasady"]


def test_the_rulebook_and_the_aid_show_the_same_pages_while_they_print_the_same(components):
    """A tile picture neither prints: the preview shows the same pages for them; a template edit, or
    an edit of their own file, shows new ones."""
    from generator.serve import adapter

    shutil.copytree(COMPONENTS.parent / "templates", components.parent / "templates")

    def pages() -> dict:
        """name → the files' digests, as the preview renders them (live._render_changed)."""
        checked = adapter.check_game(components, GAME)
        assert checked.errors == []
        made: dict = {}
        for info in sorted(checked.components, key=lambda c: c.slow):
            siblings = [o for m in made.values() for o in m.raw] if info.slow else None
            made[info.name] = adapter.render(checked, info.name, siblings)
        return {name: [(f.filename, f.digest) for f in m.files] for name, m in made.items()}

    first = pages()
    tiles = components / GAME / "plytki.yaml"
    tiles.write_text(
        tiles.read_text(encoding="utf-8").replace("picture: gitara}", "picture: lutnia}"), encoding="utf-8"
    )
    after_picture = pages()
    assert after_picture["plytki"] != first["plytki"]
    assert after_picture["zasady"] == first["zasady"] and after_picture["pomoc"] == first["pomoc"]
    template = components.parent / "templates" / GAME / "pomoc.md.j2"
    template.write_text(template.read_text(encoding="utf-8").replace("twoja tura", "twój ruch", 1), encoding="utf-8")
    rulebook = components / GAME / "zasady.yaml"
    rulebook.write_text(
        rulebook.read_text(encoding="utf-8").replace("\ntitle: ", "\ntitle: Nowe ", 1), encoding="utf-8"
    )
    after_edits = pages()
    for name in ("zasady", "pomoc"):
        assert after_edits[name] != after_picture[name]


def test_the_page_speaks_the_terminals_language(components):
    command = [sys.executable, "-m", "generator", "--lang", "pl", "serve", GAME, "--port", "0"]
    process = subprocess.Popen(
        [*command, "--components", str(components)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    url = process.stdout.readline().strip()
    try:
        running = Server(components.parent, url)
        page = running.page()
        assert page.startswith('<!doctype html>\n<html lang="pl">')
        assert "<title>drukarnia: podgląd na żywo</title>" in page
        assert running.get("/events", host="evil.example")[0] == 403
    finally:
        code, err = stop(process)
    assert code == 130 and err.splitlines()[-1] == "drukarnia serve: zatrzymano"
