"""Rulebooks typeset once (issue 18): page references and the rulebook's own page count are filled
in after the only layout pass (rulebook/deferred.py, forms.py), and a rulebook is typeset again
only when what it prints changed. Behaviour only: passes counted, text extracted, files compared."""

from __future__ import annotations

import collections
import io
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from generator.build.recipe import BuildOptions, build
from generator.rulebook import deferred, produce
from generator.rulebook.template import BUNDLED, make_environment
from generator.rulebook.typeset import RulebookDoc

from .conftest import COMPONENTS, replace_in
from .pdfcheck import book_pages_said

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def layouts(monkeypatch) -> collections.Counter:
    """Count the layout passes (platypus builds) of each rulebook, by game title."""
    counted: collections.Counter = collections.Counter()
    real = RulebookDoc.build

    def build_counted(doc, *args, **kwargs):
        counted[doc.info.game] += 1
        return real(doc, *args, **kwargs)

    monkeypatch.setattr(RulebookDoc, "build", build_counted)
    return counted


def pdftotext(data: bytes) -> str:
    return subprocess.run(["pdftotext", "-", "-"], input=data, capture_output=True, check=True).stdout.decode()


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u00a0", " "))


def _pages_words(data: bytes) -> list[str]:
    """Each page's words in reading order, whatever the lines they stand on."""
    return [flat(page).strip() for page in pdftotext(data).split("\f")]


def test_every_rulebook_is_laid_out_once_with_an_empty_or_a_stale_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    counted = layouts(monkeypatch)
    build(COMPONENTS, tmp_path / "a", None, BuildOptions(), jobs=1)
    assert sorted(counted.values()) == [1, 1, 1, 1], counted
    # stale: an output folder whose record in the cache describes files that are not there
    shutil.copytree(tmp_path / "a", tmp_path / "b")
    for game in GAMES:
        shutil.rmtree(tmp_path / "a" / game)
    counted.clear()
    build(COMPONENTS, tmp_path / "a", None, BuildOptions(), jobs=1)
    assert sorted(counted.values()) == [1, 1, 1, 1], counted
    for game in GAMES:
        for name in ("zasady.pdf", "zestaw.pdf"):
            assert (tmp_path / "a" / game / name).read_bytes() == (tmp_path / "b" / game / name).read_bytes()


@pytest.fixture(scope="module")
def games():
    from generator.games import apply_house_rules
    from generator.games.registry import load_all
    from generator.model.findings import Findings
    from generator.validate.loading import load_project

    load_all()
    findings = Findings()
    project = load_project(COMPONENTS, list(GAMES), findings)
    for game in project.games.values():
        apply_house_rules(game, findings)
    assert not findings.errors
    return project.games


@pytest.mark.parametrize("game_id", GAMES)
def test_one_pass_prints_what_laying_out_until_the_numbers_agree_prints(games, game_id, monkeypatch):
    """The old way (lay out with the last layout's numbers until they agree) is what the one pass
    falls back to; both must print the same words, page for page. (Not always the same lines: a
    table's columns are sized before layout, the one pass with a guessed two-digit page number where
    the old way has the real one, so a cell may wrap a word earlier – Rynek's „Runda w skrócie”.)"""
    game = games[game_id]
    counted = layouts(monkeypatch)
    once = produce(game.components["zasady"], game, BuildOptions())
    assert counted[game.spec.title] == 1 and once.data and not once.problems
    real_number = deferred.Layout.number

    def computed_with(layout, value):  # as if the template compared a page number
        layout.misused = True
        return real_number(layout, value)

    monkeypatch.setattr(deferred.Layout, "number", computed_with)
    counted.clear()
    settled = produce(game.components["zasady"], game, BuildOptions())
    assert counted[game.spec.title] >= 2 and settled.data
    assert once.pages == settled.pages == len(PdfReader(io.BytesIO(once.data)).pages)
    assert _pages_words(once.data) == _pages_words(settled.data)
    assert once.data != settled.data  # the numbers are forms in one, plain text in the other


def test_references_and_the_print_guide_show_the_real_pages(games):
    game = games["kolekcjonerzy"]
    result = produce(game.components["zasady"], game, BuildOptions())
    pages = [flat(page) for page in pdftotext(result.data).split("\f")[:-1]]
    assert len(pages) == result.pages == len(PdfReader(io.BytesIO(result.data)).pages)
    reader = PdfReader(io.BytesIO(result.data))

    def entries(outline):
        for item in outline:
            if isinstance(item, list):
                yield from entries(item)
            else:
                yield item.title, reader.get_destination_page_number(item) + 1

    where = dict(entries(reader.outline))
    assert {"Lista eksponatów", "Zakaz blokowania"} <= set(where) and where["Zakaz blokowania"] > 1
    everything = " ".join(pages)
    assert f"(pełna lista – s. {where['Lista eksponatów']};" in everything
    assert f"by nie zablokował żadnego pionka (s. {where['Zakaz blokowania']})." in everything
    # its own page count, in the print guide's job table: play pages, the optional appendix and the print chapter
    # apart (r25 P minor 8, r27 P rulebook F4)
    said = book_pages_said(flat(everything))
    assert said and sum(said) == result.pages
    printed = said[2]
    assert where["Wydruk i składanie"] == result.pages - printed + 1


def test_a_count_only_the_layout_knows_keeps_its_polish_noun():
    layout = deferred.Layout(lambda value, name: getattr(value, name))
    count = layout.number(lambda pages, headings: pages)
    env = make_environment(BUNDLED)
    text = env.from_string(
        '{{ n | plural("strona", "strony", "stron") }}; {{ n }} {{ n | form("arkusz", "arkusze", "arkuszy") }}'
    ).render(n=count)
    assert deferred.TOKEN.search(text) and not layout.misused
    filled = {pages: layout.fill(text, pages, {}) for pages in (1, 2, 5, 12, 22, 101)}
    assert filled == {
        1: "1\u00a0strona; 1 arkusz",
        2: "2\u00a0strony; 2 arkusze",
        5: "5\u00a0stron; 5 arkuszy",
        12: "12\u00a0stron; 12 arkuszy",
        22: "22\u00a0strony; 22 arkusze",
        101: "101\u00a0stron; 101 arkuszy",
    }


def test_a_template_that_computes_with_a_page_number_is_laid_out_the_old_way():
    layout = deferred.Layout(lambda value, name: getattr(value, name))
    count = layout.number(lambda pages, headings: pages)
    env = make_environment(BUNDLED)
    assert env.from_string("{{ 'many' if n > 5 else 'few' }}").render(n=count) == "many"  # the guess: 10
    assert layout.misused


def test_a_template_that_compares_parts_of_the_print_plan_is_laid_out_the_old_way():
    """Each reading of the plan is a new view: comparing two of them compares their values (at the
    guessed page count), and the layout is redone with the numbers known, as for a page number."""
    layout = deferred.Layout(lambda value, name: value[name])
    plan = layout.probed(lambda shape: {"listed": [1, 2], "other": [1, 2, 3]})
    env = make_environment(BUNDLED)
    template = env.from_string(
        "{{ 'y' if plan.listed == plan.listed else 'n' }} {{ 'y' if plan.listed != plan.other else 'n' }}"
    )
    assert not layout.misused
    assert template.render(plan=plan) == "y y"
    assert layout.misused


# --- a rulebook is typeset again only when what it prints changed -------------------------------------


def _build(components: Path, out: Path):
    return build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)


@pytest.fixture
def built_once(components, tmp_path, monkeypatch):
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "out"
    assert "kolekcjonerzy/zasady" in _build(components, out).rendered
    return components, out


def test_an_edit_the_rulebook_does_not_print_keeps_its_pdf(built_once, tmp_path):
    components, out = built_once
    rulebook = out / "kolekcjonerzy" / "zasady.pdf"
    before = rulebook.stat()
    tiles = components / "kolekcjonerzy" / "plytki.yaml"
    # the added exhibit's reason, which only validation's notice says (r40: every exhibit's picture is in the book,
    # on the set-up figure's circles – tile 12's picture was the edit here before)
    replace_in(tiles, "this one completes the set", "the 36th tile, so that every circle has one")
    result = _build(components, out)
    assert "kolekcjonerzy/plytki" in result.rendered
    after = rulebook.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    _build(components, tmp_path / "fresh")  # what a build from nothing makes of the edit
    for name in ("zasady.pdf", "zestaw.pdf", "plytki.pdf"):
        assert (out / "kolekcjonerzy" / name).read_bytes() == (tmp_path / "fresh" / "kolekcjonerzy" / name).read_bytes()
    assert "kolekcjonerzy/zasady" not in _build(components, out).rendered  # and nothing to do after


def test_an_edit_the_rulebook_prints_typesets_it_again(built_once):
    components, out = built_once
    replace_in(components / "kolekcjonerzy" / "plan.yaml", "title: Plan zakupów", "title: Plan zakupów gracza")
    result = _build(components, out)
    assert {"kolekcjonerzy/plan", "kolekcjonerzy/zasady"} <= set(result.rendered)
    assert "plan zakupów gracza" in flat(pdftotext((out / "kolekcjonerzy" / "zasady.pdf").read_bytes()))


def test_an_edit_of_a_piece_a_figure_shows_typesets_it_again(built_once):
    components, out = built_once
    # tile 0, in the exhibits figure (figures: exhibits: pieces [0, 4, 14, 27])
    replace_in(
        components / "kolekcjonerzy" / "plytki.yaml",
        "{name: OBRAZ WYSPIAŃSKIEGO, price: 4, picture: obraz}",
        "{name: OBRAZ WYSPIAŃSKIEGO, price: 4, picture: zegar}",
    )
    before = (out / "kolekcjonerzy" / "zasady.pdf").read_bytes()
    result = _build(components, out)
    assert "kolekcjonerzy/zasady" in result.rendered
    assert (out / "kolekcjonerzy" / "zasady.pdf").read_bytes() != before


# --- one template render and one Markdown parse per rulebook in a build ---------------------------


def test_a_build_renders_each_rulebook_template_and_parses_its_markdown_once(tmp_path, monkeypatch):
    import generator.rulebook as rulebook
    from generator.rulebook import markup

    calls: collections.Counter = collections.Counter()
    real_render, real_parse = rulebook.render_template, markup.parse

    def render_counted(root, name, context):
        calls[name] += 1
        text = real_render(root, name, context)
        parsed[text] = name
        return text

    parsed: dict[str, str] = {}

    def parse_counted(text, *args):  # markup.parse's own options (a rulebook's `quotes_whole`) passed on
        if text in parsed:
            calls["parse " + parsed[text]] += 1
        return real_parse(text, *args)

    monkeypatch.setattr(rulebook, "render_template", render_counted)
    monkeypatch.setattr(markup, "parse", parse_counted)
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    build(COMPONENTS, tmp_path / "out", None, BuildOptions(), jobs=1)
    templates = [f"{game}/rulebook.md.j2" for game in GAMES]
    assert {name: calls[name] for name in templates} == dict.fromkeys(templates, 1)
    assert {name: calls["parse " + name] for name in templates} == dict.fromkeys(templates, 1)


def test_a_template_error_found_as_the_rulebook_is_made_is_the_finding_validate_gives(tmp_path, monkeypatch):
    import shutil

    from generator.build.recipe import load_and_validate
    from generator.model.findings import FindingsError

    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    shutil.copytree(COMPONENTS, tmp_path / "components")
    shutil.copytree(BUNDLED, tmp_path / "templates")
    template = tmp_path / "templates" / "kolekcjonerzy" / "rulebook.md.j2"
    replace_in(template, "(pełna lista – ", "(pełna lista {{ facts.wall_cost }} – ")
    with pytest.raises(FindingsError) as validated:
        load_and_validate(tmp_path / "components", ["kolekcjonerzy", "rynek"])
    with pytest.raises(FindingsError) as built:
        build(tmp_path / "components", tmp_path / "out", ["kolekcjonerzy", "rynek"], BuildOptions(), jobs=1)
    errors = [str(f) for f in built.value.findings.sorted() if f.severity == "error"]
    assert errors == [str(f) for f in validated.value.findings.sorted() if f.severity == "error"]
    assert len(errors) == 1 and "'facts' has no attribute 'wall_cost' [rulebook.undefined]" in errors[0]
    assert errors[0].startswith(f"{template}:")
    assert not (tmp_path / "out" / "kolekcjonerzy" / "zasady.pdf").exists()


def test_a_reference_moved_to_another_heading_is_not_printed_the_same(tmp_path, monkeypatch):
    """The Markdown holds a token per page reference, not the heading: the same text with a reference
    to another heading prints another page number, so the rulebook is laid out again."""
    import os
    import shutil

    from generator.build.recipe import load_and_validate

    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    shutil.copytree(COMPONENTS, tmp_path / "components")
    shutil.copytree(BUNDLED, tmp_path / "templates")
    project, _ = load_and_validate(tmp_path / "components", ["kolekcjonerzy"])
    game = project.games["kolekcjonerzy"]
    rulebook = game.components["zasady"]
    first = produce(rulebook, game, BuildOptions())
    assert produce(rulebook, game, BuildOptions()).data == first.data
    template = tmp_path / "templates" / "kolekcjonerzy" / "rulebook.md.j2"
    replace_in(
        template,
        '(pełna lista – {{ page("Lista eksponatów") }};',
        '(pełna lista – {{ page("Zwycięstwo") }};',
    )
    os.utime(template, ns=(template.stat().st_mtime_ns + 10**9,) * 2)  # seen as changed by the loader
    again = produce(rulebook, game, BuildOptions())
    assert again.data and again.data != first.data
    assert flat(pdftotext(first.data)).count("(pełna lista – s. ") == 1
    moved = re.search(r"\(pełna lista – s\. (\d+)", flat(pdftotext(again.data))).group(1)
    assert int(moved) == again.headings["Zwycięstwo"] != first.headings["Lista eksponatów"]


def test_page_span_counts_pages_from_a_parts_first_page():
    """A print guide names the pages of one piece inside a part (the 200 zł notes after eight pages
    of 100 zł): the offset is added to the part's first page by the helper, not by the template."""
    from generator.rulebook.template import page_span

    assert str(page_span(19, 0, 8)) == "strony\u00a019–26"
    assert str(page_span(19, 8, 4)) == "strony\u00a027–30"
    assert str(page_span(43, 2, 1)) == "strona\u00a045"
