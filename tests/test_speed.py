"""What the speed work must not change, tested by behaviour, never by timing: files written whole,
nothing re-rendered when nothing changed, the same answers however they are found."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.model import atomic

from . import pdfcheck

REPO = Path(__file__).resolve().parent.parent


def test_write_atomic_writes_the_bytes_and_leaves_nothing_else(tmp_path):
    target = tmp_path / "a.pdf"
    assert atomic.write_atomic(target, b"%PDF-1.7 one")
    assert target.read_bytes() == b"%PDF-1.7 one"
    assert [p.name for p in tmp_path.iterdir()] == ["a.pdf"]  # no temporary file left behind
    assert atomic.write_atomic(target, b"%PDF-1.7 two")
    assert target.read_bytes() == b"%PDF-1.7 two"
    assert [p.name for p in tmp_path.iterdir()] == ["a.pdf"]


def test_write_atomic_same_bytes_is_not_written(tmp_path):
    target = tmp_path / "a.pdf"
    atomic.write_atomic(target, b"same")
    before = target.stat()
    assert atomic.write_atomic(target, b"same") is False
    after = target.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)


def _drukarnia(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    """The command (`python -m generator ARGS`) in a new process in `cwd`."""
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=cwd, capture_output=True, text=True)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """One game built once by the entry point (so the next unchanged run may take the fast path)."""
    tmp = tmp_path_factory.mktemp("quick")
    shutil.copytree(REPO / "components" / "art-society", tmp / "components" / "art-society")
    done = _drukarnia(tmp, "build", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    return tmp


def test_unchanged_build_draws_nothing_and_says_what_the_ordinary_path_says(built):
    done = _drukarnia(built, "build", "--jobs", "1")
    assert done.returncode == 0
    assert "0 new or changed" in done.stdout and "0 components drawn" in done.stdout
    # the ordinary path (cli.py, everything imported) prints exactly the same
    ordinary = subprocess.run(
        [sys.executable, "-m", "generator.cli", "build", "--jobs", "1"], cwd=built, capture_output=True, text=True
    )
    assert (ordinary.returncode, ordinary.stdout, ordinary.stderr) == (0, done.stdout, done.stderr)


def test_an_edit_or_a_deleted_output_is_built_again(built):
    tiles = built / "components" / "art-society" / "game.yaml"
    original = tiles.read_bytes()
    tiles.write_bytes(original + b"\n# edited\n")
    try:
        done = _drukarnia(built, "build")
        assert done.returncode == 0 and "0 components drawn" not in done.stdout  # checked and built again
    finally:
        tiles.write_bytes(original)
    _drukarnia(built, "build")
    kit = built / "output" / "art-society" / "zestaw.pdf"
    kit.unlink()
    done = _drukarnia(built, "build")
    assert done.returncode == 0 and kit.is_file()
    assert "1 new or changed" in done.stdout


def test_other_options_are_other_builds(built):
    done = _drukarnia(built, "build", "--paper", "letter", "--out", "letter")
    assert done.returncode == 0 and "0 new or changed" not in done.stdout
    assert list((built / "letter" / "art-society").glob("*.pdf"))
    done = _drukarnia(built, "build", "--paper=letter", "--out=letter", "-j1")  # the same options spelt otherwise
    assert done.returncode == 0 and "0 new or changed" in done.stdout
    done = _drukarnia(built, "build", "--help")
    assert done.returncode == 0 and "Usage:" in done.stdout


def test_recorded_reads_see_edits_through_linked_folders(tmp_path):
    from generator.build.cache import reads

    real = tmp_path / "elsewhere" / "mygame"
    real.mkdir(parents=True)
    (real / "game.yaml").write_text("title: a\n")
    (tmp_path / "components").mkdir()
    (tmp_path / "components" / "mygame").symlink_to(real, target_is_directory=True)
    with reads.recording() as noted:
        (tmp_path / "components" / "mygame" / "game.yaml").read_text()
        list((tmp_path / "components" / "mygame").iterdir())
    record = reads.snapshot(noted)
    assert reads.unchanged(record)
    (real / "game.yaml").write_text("title: b\n")
    assert not reads.unchanged(record)
    (real / "game.yaml").write_text("title: a\n")
    assert reads.unchanged(record)
    (real / "new.yaml").write_text("kind: x\n")  # a new file in a folder the step listed
    assert not reads.unchanged(record)


def test_a_file_saved_after_the_step_read_it_is_recorded_as_changed(tmp_path):
    """The record is taken when the step ends: a file saved after the step read it (an editor's save
    during a build) may differ from what the step used, so it matches nothing until read again, even
    once its old bytes are back; a file saved before the step began is recorded by its content."""
    from generator.build.cache import reads

    before, during = tmp_path / "before.yaml", tmp_path / "during.yaml"
    before.write_text("a: 1\n")
    during.write_text("a: 1\n")
    with reads.recording() as noted:
        before.read_text()
        during.read_text()
        during.write_text("a: 2\n")  # saved while the step still runs
    record = reads.snapshot(noted)
    assert record["files"][str(before)] == reads.file_digest(str(before))
    assert record["files"][str(during)] == reads.CHANGED
    during.write_text("a: 1\n")
    assert not reads.unchanged(record)
    # what a worker hands back keeps the time its own recording began
    handed = reads.Noted()
    handed.update(noted.plain())
    assert handed.since == noted.since


def test_numbers_typed_into_a_template_are_found_where_they_stand(tmp_path, monkeypatch):
    """The literal-number check reads a template and what it includes: each number typed into the
    prose is a finding at its line and column, a number in an expression is not."""
    from generator.model.findings import Findings
    from generator.rulebook import literal

    root = tmp_path / "templates"
    root.mkdir()
    (root / "main.md.j2").write_text("Każdy gracz dostaje 12 żetonów.\n{% include 'part.md.j2' %}\n", encoding="utf-8")
    (root / "part.md.j2").write_text("1. Potem {{ n }} kart i 3 kości.\n", encoding="utf-8")
    first = Findings()
    literal.literal_numbers(root, "main.md.j2", first)
    assert [(f.location.line, f.location.col, f.rule) for f in first.items] == [
        (1, 21, "rulebook.literal-number"),
        (1, 25, "rulebook.literal-number"),
    ]
    again = Findings()
    literal.literal_numbers(root, "main.md.j2", again)
    assert again.items == first.items


def test_colour_math_is_colour_science():
    """The colour check's own arithmetic (no colour-science import during validation) gives what
    colour-science gives: simulation matrices, CIELAB and ΔE2000."""
    import random
    import warnings

    import numpy as np

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import colour
    from generator.validate import colour_math

    names = {"protan": "Protanomaly", "deutan": "Deuteranomaly", "tritan": "Tritanomaly"}
    for vision, name in names.items():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            expected = colour.blindness.matrix_cvd_Machado2009(name, 1.0)
        assert np.array_equal(np.asarray(colour_math.matrix(vision)), expected)
    space = colour.RGB_COLOURSPACES["sRGB"]
    assert np.array_equal(np.asarray(colour_math.SRGB_TO_XYZ), space.matrix_RGB_to_XYZ)
    assert np.allclose(colour_math.WHITE, colour.xy_to_XYZ(space.whitepoint), rtol=0, atol=1e-15)
    rng = random.Random(7)
    palette = ["#000000", "#ffffff", "#808080", "#ff0000", "#00ff00", "#0000ff"]
    palette += [f"#{rng.randrange(1 << 24):06x}" for _ in range(40)]
    for vision in ("normal", *names):
        rgb = np.array([colour_math.rgb(h) for h in palette])
        linear = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
        seen = np.clip(linear @ np.asarray(colour_math.matrix(vision)).T, 0, 1)
        labs = colour.XYZ_to_Lab(colour.RGB_to_XYZ(seen, space, illuminant=space.whitepoint), space.whitepoint)
        assert np.allclose([colour_math.lab(h, vision) for h in palette], labs, rtol=0, atol=1e-9)
        n = len(palette)
        expected = colour.delta_E(labs[:, None, :].repeat(n, 1), labs[None, :, :].repeat(n, 0), method="CIE 2000")
        assert np.allclose(colour_math.delta_e_table(palette, vision), expected, rtol=0, atol=1e-9)


@pytest.fixture
def own_cache(tmp_path, monkeypatch):
    """A user cache folder of the test's own (replayed answers, compiled templates)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user-cache"))
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "user-cache" / "drukarnia"))
    return tmp_path / "user-cache"


@pytest.mark.parametrize(
    "args",
    [("validate",), ("list",), ("--help",), ("build", "--help"), ("--lang", "pl", "validate", "--format", "json")],
)
def test_answers_asked_again_are_the_same(built, own_cache, args):
    """validate, list and --help answer the second time with the same output and exit code."""
    first = _drukarnia(built, *args)
    assert first.returncode == 0, first.stderr
    again = _drukarnia(built, *args)
    assert (again.returncode, again.stdout, again.stderr) == (0, first.stdout, first.stderr)
    assert first.stdout


def test_replayed_validate_follows_every_edit(built, own_cache):
    game = built / "components" / "art-society" / "game.yaml"
    original = game.read_text(encoding="utf-8")
    clean = _drukarnia(built, "validate")
    try:
        game.write_text(original.replace("players:", "players_typo:", 1), encoding="utf-8")
        broken = _drukarnia(built, "validate")
        assert broken.returncode == 1 and "error" in broken.stdout
        again = _drukarnia(built, "validate")
        assert (again.returncode, again.stdout) == (1, broken.stdout)
    finally:
        game.write_text(original, encoding="utf-8")
    back = _drukarnia(built, "validate")
    assert (back.returncode, back.stdout, back.stderr) == (0, clean.stdout, clean.stderr)
    # another language is another answer
    polish = subprocess.run(
        [sys.executable, "-m", "generator", "validate"],
        cwd=built,
        capture_output=True,
        text=True,
        env={**os.environ, "LANG": "pl_PL.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""},
    )
    assert polish.returncode == 0 and polish.stdout != clean.stdout


def test_kit_pages_are_the_print_jobs_pages(tmp_path):
    """zestaw.pdf copies the print jobs' objects (pdfmerge.py; since r35, AS minor 2, P minor 10, R minor 14, the kit
    is the jobs in print order): every kit page has its job's page content (a page the job lays turned, shown upright
    around it), resources, one after another; the viewer preferences and title are set."""
    from pypdf import PdfReader

    from generator.build.recipe import build
    from generator.model.core import BuildOptions

    result = build(REPO / "components", tmp_path, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    kit = PdfReader(tmp_path / "kolekcjonerzy" / "zestaw.pdf", strict=True)
    assert kit.metadata.title == "Kolekcjonerzy – cały zestaw do przeglądania"
    prefs = kit.trailer["/Root"]["/ViewerPreferences"]
    assert (prefs["/PrintScaling"], prefs["/Duplex"]) == ("/None", "/Simplex")  # card among its pages (r34 AS major 1)
    assert "Cały zestaw do przeglądania" in kit.pages[0].extract_text()
    # the kit's own pages for the screen (a copy to read, its page map; the part files where it has them), no blank
    # back, then the jobs
    at = pdfcheck.screen_pages(tmp_path / "kolekcjonerzy" / "zestaw.pdf")
    assert at in (2, 3)
    jobs = sorted((o for o in result.outputs if o.kind == "print-job"), key=lambda o: o.filename)
    assert [o.filename.split("/")[1].split("-")[0] for o in jobs] == [str(n) for n in range(1, len(jobs) + 1)]
    for job in jobs:
        for page in PdfReader(tmp_path / "kolekcjonerzy" / job.filename).pages:
            mine = kit.pages[at]
            assert page.get_contents().get_data() in mine.get_contents().get_data()
            assert sorted(mine["/Resources"].get("/Font", {}).keys()) == sorted(
                page["/Resources"].get("/Font", {}).keys()
            )
            at += 1
    assert at == len(kit.pages) == [o for o in result.outputs if o.kind == "kit"][0].pages


def test_kit_falls_back_to_pypdf_for_other_files(tmp_path, monkeypatch):
    from generator.build import kit as kit_module
    from generator.build.pdfmerge import MergeError, Merger

    with pytest.raises(MergeError):
        Merger().add_part(b"%PDF-1.5\nnot a file of ours\nstartxref\n12\n%%EOF\n")
    from generator.build.recipe import build
    from generator.model.core import BuildOptions

    ours = build(REPO / "components", tmp_path / "a", ["art-society"], BuildOptions(), jobs=1)

    def refuse(self, data, keep=None, **kwargs):
        raise MergeError("not ours")

    monkeypatch.setattr(Merger, "add_part", refuse)
    theirs = build(REPO / "components", tmp_path / "b", ["art-society"], BuildOptions(), jobs=1)
    kits = [[o for o in r.outputs if o.kind == "kit"][0] for r in (ours, theirs)]
    assert kits[0].pages == kits[1].pages and kits[0].sheets == kits[1].sheets
    assert kits[0].sha256 != kits[1].sha256
    assert kit_module.KIT_FILE == "zestaw.pdf"


def test_repeated_pages_look_the_same_as_drawn_ones(tmp_path, monkeypatch):
    """Player aids show the first sheet's pages again (pdf.PdfDocument.page): every page looks as
    when every sheet is drawn."""
    import pypdfium2 as pdfium

    from generator.build.recipe import build
    from generator.draw import pdf as pdf_module
    from generator.model.core import BuildOptions

    repeated = build(REPO / "components", tmp_path / "a", ["kolekcjonerzy"], BuildOptions(), jobs=1)

    def every(self, key, draw):
        draw()
        self.show_page()

    monkeypatch.setattr(pdf_module.PdfDocument, "page", every)
    drawn = build(REPO / "components", tmp_path / "b", ["kolekcjonerzy"], BuildOptions(), jobs=1)
    aid = [[o for o in r.outputs if o.kind == "player-aid"][0] for r in (repeated, drawn)]
    assert aid[0].pages == aid[1].pages > 2
    pictures = []
    for folder in ("a", "b"):
        doc = pdfium.PdfDocument(str(tmp_path / folder / "kolekcjonerzy" / aid[0].filename))
        pictures.append([doc[i].render(scale=50 / 72).to_pil().tobytes() for i in range(len(doc))])
    assert pictures[0] == pictures[1]


def test_seam_index_agrees_with_the_plain_scan():
    import random

    from generator.layout.cut_costs import Crossed, clearance, crossings

    rng = random.Random(5)
    for _ in range(200):
        intervals = []
        for _ in range(rng.randint(0, 40)):
            a = rng.choice([rng.uniform(0, 400), float(rng.randint(0, 400))])
            intervals.append((a, a + rng.choice([0.0, 1e-6, 2e-6, rng.uniform(0, 40)])))
        intervals = tuple(intervals)
        index = Crossed(intervals)
        ends = [e for pair in intervals for e in pair] or [0.0]
        for _ in range(100):
            cut = rng.choice([rng.uniform(-10, 420), rng.choice(ends) + rng.choice([0.0, 1e-6, -1e-6, 3e-6])])
            assert index.crossings(cut) == crossings(cut, intervals)
            assert index.clearance(cut) == clearance(cut, intervals)


def test_a_kit_with_an_image_built_by_the_command_is_the_kit_built_in_process(tmp_path):
    """A build by the command (its fast paths and its ending included) makes the same bytes as a build
    in this process, a tile's own picture included."""
    from PIL import Image

    from generator.build.recipe import BuildOptions, build

    components = tmp_path / "components"
    shutil.copytree(REPO / "components" / "kolekcjonerzy", components / "kolekcjonerzy")
    Image.new("RGB", (300, 300), "#884422").save(components / "kolekcjonerzy" / "x.png")
    tiles = components / "kolekcjonerzy" / "plytki.yaml"
    text = tiles.read_text(encoding="utf-8")
    assert "{name: GITARA, price: 2, picture: gitara}" in text
    tiles.write_text(
        text.replace("{name: GITARA, price: 2, picture: gitara}", "{name: GITARA, price: 2, image: x.png}"),
        encoding="utf-8",
    )
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "user-cache")}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "generator",
            "build",
            "--components",
            str(components),
            "--out",
            str(tmp_path / "command"),
            "--jobs",
            "1",
        ],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    build(components, tmp_path / "here", None, BuildOptions())
    made = sorted(p.relative_to(tmp_path / "command") for p in (tmp_path / "command").rglob("*.pdf"))
    assert (Path("kolekcjonerzy") / "plytki.pdf") in made
    for name in made:
        assert (tmp_path / "command" / name).read_bytes() == (tmp_path / "here" / name).read_bytes(), name


# -- how the command ends (generator.__main__.command) ------------------------------------------------

ENDING = r"""
import atexit, os, sys, threading, time
import generator.__main__ as m
report = sys.argv[1]


class Teardown:
    def __del__(self, write=os.write):    # run only while the interpreter frees its objects one by one
        write(2, b"torn down\n")


class Gone:
    def write(self, text):
        return len(text)

    def flush(self):
        raise BrokenPipeError(32, "Broken pipe")


kept = Teardown()
how = sys.argv[2]


def late():
    time.sleep(0.3)
    open(report, "a").write("thread finished\n")


def fake_main():
    # as the command's own (a worker pool's), registered while it runs
    atexit.register(lambda: open(report, "a").write("exit handler ran\n"))
    sys.stdout.write("x" * 300_000)       # more than a pipe holds: the reader must get all of it
    if how == "thread":
        threading.Thread(target=late).start()
    if how == "text":
        sys.exit("nie da się")
    if how == "none":
        return
    if how == "gone":
        sys.stdout.flush()
        sys.stdout = Gone()
    sys.exit(7)


m.main = fake_main
if how == "profiled":
    sys.setprofile(lambda *args: None)
m.command() if how != "python" else m.main()
"""


@pytest.mark.parametrize(
    "how, status, err, reported",
    [
        ("status", 7, "", ["exit handler ran"]),
        ("none", 0, "", ["exit handler ran"]),
        ("text", 1, "nie da się\n", ["exit handler ran"]),
        # a thread still running: Python's own exit waits for it, then the process ends at once
        ("thread", 7, "", ["thread finished", "exit handler ran"]),
        # a profiler watching (python -m cProfile reports after the run): Python's own exit
        ("profiled", 7, "torn down\n", ["exit handler ran"]),
        # a standard stream that cannot be flushed (its reader left): Python's own exit, which says so
        ("gone", None, "torn down\n", ["exit handler ran"]),
        # the control: Python's own exit frees the objects (so the first cases can tell the difference)
        ("python", 7, "torn down\n", ["exit handler ran"]),
    ],
)
def test_the_command_ends_as_python_would_without_the_teardown(tmp_path, how, status, err, reported):
    """command(): the status main() exits with, every exit handler run, all output delivered through
    a pipe; the objects are not freed one by one (no __del__ runs) unless something watches the run
    or a stream cannot be flushed."""
    report = tmp_path / "report.txt"
    done = subprocess.run([sys.executable, "-c", ENDING, str(report), how], capture_output=True, cwd=REPO)
    assert status is None or done.returncode == status
    assert done.stdout == b"x" * 300_000
    stderr = done.stderr.decode("utf-8")
    assert stderr == err if how != "gone" else stderr.endswith(err) and "BrokenPipeError" in stderr
    assert report.read_text().splitlines() == reported


def test_the_entry_points_are_the_command(tmp_path):
    """The `drukarnia` script and `python -m generator` are the same command."""
    drukarnia = Path(sys.executable).parent / "drukarnia"
    script = subprocess.run([str(drukarnia), "--help"], capture_output=True, text=True, cwd=tmp_path)
    module = subprocess.run([sys.executable, "-m", "generator", "--help"], capture_output=True, text=True, cwd=tmp_path)
    assert script.returncode == module.returncode == 0
    assert script.stdout == module.stdout and "Usage:" in script.stdout
