"""A one-tile edit: the rulebook and the player aid print the same, so the build keeps their files; an
edit the aid prints lays it out again; an aid that no longer fits its half sheet is the same finding
in a build and in `validate`; a fit found clean is remembered per text, never for another text.
Behaviour only: files kept (inodes), text extracted, findings by text."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import generator.cli  # noqa: F401  (registers the commands before generator.build.recipe is used alone)
from generator.build import recipe
from generator.build.recipe import BuildOptions
from generator.model.findings import FindingsError
from generator.validate import run as validation

from .conftest import REPO, line_of, replace_in
from .pdfcheck import page_texts


def _run(tmp_path: Path, cache: Path, *args: str) -> subprocess.CompletedProcess:
    """`drukarnia ARGS` in a new process (the ordinary command line) with the user cache folder `cache`."""
    env = {
        **os.environ,
        "XDG_CACHE_HOME": str(cache),
        "DRUKARNIA_CACHE_DIR": str(cache / "drukarnia"),
        "PYTHONPATH": str(REPO),
    }
    return subprocess.run(
        [sys.executable, "-m", "generator.cli", *args],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )


def pdftotext(path: Path) -> str:
    """The file's text, every space alike (no-break and thin ones too)."""
    return " ".join(" ".join(page_texts(path)).split())


def test_a_tile_edit_keeps_the_rulebook_and_the_aid(components, tmp_path, monkeypatch):
    cache, out = tmp_path / "user-cache", tmp_path / "out"
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    validation.validate_games(components, ["kolekcjonerzy"])
    game = out / "kolekcjonerzy"
    before = {name: (game / name).stat() for name in ("zasady.pdf", "pomoc.pdf", "plytki.pdf")}
    # tile 12: neither a rulebook figure nor the aid shows it
    replace_in(components / "kolekcjonerzy" / "plytki.yaml", "price: 2, picture: gitara}", "price: 2, picture: lutnia}")
    built = _run(tmp_path, cache, "build", "kolekcjonerzy", "--components", str(components), "--out", str(out))
    assert built.returncode == 0, built.stderr[-3000:]
    for name in ("zasady.pdf", "pomoc.pdf"):
        after = (game / name).stat()
        assert (after.st_ino, after.st_mtime_ns) == (before[name].st_ino, before[name].st_mtime_ns), name
    assert (game / "plytki.pdf").stat().st_mtime_ns != before["plytki.pdf"].st_mtime_ns
    fresh = tmp_path / "fresh"  # what a build from nothing makes of the edit
    recipe.build(components, fresh, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    for name in ("zasady.pdf", "pomoc.pdf", "zestaw.pdf"):
        assert (game / name).read_bytes() == (fresh / "kolekcjonerzy" / name).read_bytes(), name
    validated = _run(tmp_path, cache, "validate", "kolekcjonerzy", "--components", str(components))
    assert validated.returncode == 0, validated.stdout + validated.stderr[-3000:]
    assert "ok: Kolekcjonerzy" in validated.stdout


@pytest.mark.parametrize("game", ["art-society", "kolekcjonerzy", "przekret", "rynek"])
def test_validating_an_edited_game_says_what_it_said(components, tmp_path, game):
    """A game validated again after an edit that changes nothing it checks: the same answer."""
    cache = tmp_path / "user-cache"
    first = _run(tmp_path, cache, "validate", game, "--components", str(components))
    assert first.returncode == 0, first.stdout + first.stderr[-3000:]
    with (components / game / "game.yaml").open("a", encoding="utf-8") as handle:
        handle.write("\n# edited\n")  # new bytes: the game is loaded and checked again
    again = _run(tmp_path, cache, "validate", game, "--components", str(components))
    assert again.returncode == 0, again.stdout + again.stderr[-3000:]
    assert (again.stdout, again.stderr) == (first.stdout, first.stderr)


def test_an_edit_the_aid_prints_lays_it_out_again(components, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user-cache"))
    out = tmp_path / "out"
    recipe.build(components, out, ["przekret"], BuildOptions(), jobs=1)
    aid = out / "przekret" / "pomoc.pdf"
    before, made = aid.read_bytes(), aid.stat()
    assert "8 000 zł" in pdftotext(aid) and "8 600 zł" not in pdftotext(aid)
    # a rent the aid does not print (the property cards and the rulebook do): the aid is kept
    replace_in(
        components / "przekret" / "posesje.yaml",
        "rent: {family: 100, one_room: 500,",
        "rent: {family: 150, one_room: 500,",
    )
    result = recipe.build(components, out, ["przekret"], BuildOptions(), jobs=1)
    assert "przekret/posesje" in result.rendered
    assert (aid.stat().st_ino, aid.stat().st_mtime_ns) == (made.st_ino, made.st_mtime_ns)
    # the room price of ul. Szemrana, whose apartment the aid values at the end: 3 rooms and the exchange
    replace_in(
        components / "przekret" / "posesje.yaml",
        '    name: ul. Szemrana\n    mark: "4"\n    color: "#e08a2c"\n    upgrade: {room: 2000, apartment: 2000}',
        '    name: ul. Szemrana\n    mark: "4"\n    color: "#e08a2c"\n    upgrade: {room: 2200, apartment: 2000}',
    )
    result = recipe.build(components, out, ["przekret"], BuildOptions(), jobs=1)
    assert "przekret/pomoc" in result.rendered
    assert aid.read_bytes() != before and "8 600 zł" in pdftotext(aid)
    recipe.build(components, tmp_path / "fresh", ["przekret"], BuildOptions(), jobs=1)
    assert aid.read_bytes() == (tmp_path / "fresh" / "przekret" / "pomoc.pdf").read_bytes()


@pytest.fixture
def project(tmp_path: Path, components: Path, monkeypatch) -> Path:
    """components/ and templates/ side by side, a user cache folder of its own; run from there."""
    shutil.copytree(REPO / "templates", tmp_path / "templates")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user-cache"))
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _errors(raised: pytest.ExceptionInfo) -> list[str]:
    return [str(f) for f in raised.value.findings.sorted() if f.severity == "error"]


def test_an_aid_that_no_longer_fits_is_the_same_finding_in_build_and_validate(project):
    components = project / "components"
    out = project / "out"
    recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    aid = out / "kolekcjonerzy" / "pomoc.pdf"
    made, before = aid.stat(), aid.read_bytes()
    template = project / "templates" / "kolekcjonerzy" / "pomoc.md.j2"
    original = template.read_text(encoding="utf-8")
    # the back's first column: its side's break is the middle `---` (r32: each side in two columns, `---` between)
    *front, back = original.split("---\n", 2)
    long = "Bardzo długi akapit o zasadach, który nie mieści się na karcie. " * 120
    template.write_text("---\n".join([*front, "\n" + long + "\n\n" + back]), encoding="utf-8")
    with pytest.raises(FindingsError) as built:
        recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    with pytest.raises(FindingsError) as validated:
        recipe.load_and_validate(components, ["kolekcjonerzy"])
    line = line_of(components / "kolekcjonerzy" / "pomoc.yaml", "template:")
    assert (
        _errors(built)
        == _errors(validated)
        == [
            f"components/kolekcjonerzy/pomoc.yaml:{line}:11: error: the back of the player aid does not fit "
            f"its card on a {paper} sheet ({size} of text); shorten it [player-aid.overflow]"
            for paper, size in (
                ("A4", "177 × 122 mm"),
                ("Letter", "183 × 113 mm"),
            )  # r21: 0.6 mm for the ticket; r29: 8 mm foot; r32: the frame; r34: bleed, text 4.5 mm inside the cut, 6.5 mm foot;
            # r36 (K minor 6): 3 mm bleed at the sheet's outer cuts too, 3 mm less measure
        ]
    )
    assert aid.read_bytes() == before  # nothing written
    template.write_text(original, encoding="utf-8")  # undone: the aid prints what it printed
    result = recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert "kolekcjonerzy/pomoc" not in result.rendered
    assert (aid.stat().st_ino, aid.stat().st_mtime_ns) == (made.st_ino, made.st_mtime_ns)


def test_a_template_edit_makes_the_aid_and_the_rulebook_again(project):
    """A template beside the components folder is part of what the aid and the rulebook are made from."""
    components, out = project / "components", project / "out"
    recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    aid_template = project / "templates" / "kolekcjonerzy" / "pomoc.md.j2"
    heading = next(line for line in aid_template.read_text(encoding="utf-8").splitlines() if line.startswith("# "))
    replace_in(aid_template, heading, heading + " (próba)")  # read from the template: survives rewording
    replace_in(
        project / "templates" / "kolekcjonerzy" / "rulebook.md.j2",
        "(pełna lista – ",
        "(pełna lista wszystkich eksponatów – ",
    )
    result = recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert {"kolekcjonerzy/pomoc", "kolekcjonerzy/zasady"} <= set(result.rendered)
    assert heading[2:] + " (próba)" in pdftotext(out / "kolekcjonerzy" / "pomoc.pdf")
    assert "pełna lista wszystkich eksponatów" in pdftotext(out / "kolekcjonerzy" / "zasady.pdf")


def test_a_template_edit_that_brings_a_problem_is_found(project):
    """A template edit that brings a problem into a rulebook text checked clean before is found."""
    components = project / "components"
    recipe.load_and_validate(components, ["kolekcjonerzy"])
    template = project / "templates" / "kolekcjonerzy" / "rulebook.md.j2"
    replace_in(template, "# Przebieg gry\n", "# Przebieg gry\n\n```\nkod\n```\n")
    with pytest.raises(FindingsError) as validated:
        recipe.load_and_validate(components, ["kolekcjonerzy"])
    line = line_of(template, "```") + 1  # the code block's first line
    assert _errors(validated) == [
        f"templates/kolekcjonerzy/rulebook.md.j2:{line}:1: error: code blocks are not "
        "supported in a rulebook [rulebook.markup]"
    ]


def test_an_aid_template_error_found_as_the_aid_is_made_is_the_finding_validate_gives(project):
    components = project / "components"
    recipe.build(components, project / "out", ["kolekcjonerzy"], BuildOptions(), jobs=1)
    template = project / "templates" / "kolekcjonerzy" / "pomoc.md.j2"
    replace_in(template, "{{ facts.bank_refill", "{{ facts.bank_refil")
    with pytest.raises(FindingsError) as built:
        recipe.build(components, project / "out", ["kolekcjonerzy"], BuildOptions(), jobs=1)
    with pytest.raises(FindingsError) as validated:
        recipe.load_and_validate(components, ["kolekcjonerzy"])
    line = line_of(template, "facts.bank_refil ")
    col = template.read_text(encoding="utf-8").splitlines()[line - 1].index("bank_refil") + 1
    assert (
        _errors(built)
        == _errors(validated)
        == [
            f"templates/kolekcjonerzy/pomoc.md.j2:{line}:{col}: error: 'facts' has no attribute 'bank_refil' "
            "[player-aid.template]"
        ]
    )


def test_an_edit_a_figure_shows_makes_the_rulebook_again_and_others_keep_it(components, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user-cache"))
    out, tiles = tmp_path / "out", components / "kolekcjonerzy" / "plytki.yaml"
    recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    rulebook = out / "kolekcjonerzy" / "zasady.pdf"
    made, before = (rulebook.stat().st_ino, rulebook.stat().st_mtime_ns), rulebook.read_bytes()
    # tiles no figure shows: the rulebook's file is not touched, edit after edit
    for old, picture in (("gitara", "lutnia"), ("lutnia", "lampa")):
        replace_in(tiles, f"price: 2, picture: {old}}}", f"price: 2, picture: {picture}}}")
        recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
        assert (rulebook.stat().st_ino, rulebook.stat().st_mtime_ns) == made
    # an edit the board figure shows: the rulebook is laid out with it
    replace_in(components / "kolekcjonerzy" / "plansza.yaml", 'background: "#ead9b6"', 'background: "#e0d0b0"')
    recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert rulebook.read_bytes() != before
    fresh = tmp_path / "fresh"
    recipe.build(components, fresh, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    for name in ("zasady.pdf", "zestaw.pdf"):
        assert (out / "kolekcjonerzy" / name).read_bytes() == (fresh / "kolekcjonerzy" / name).read_bytes(), name
