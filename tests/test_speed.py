"""Speed work (issue 18) tested by behaviour, never by timing: one write and one fsync per file,
no PDF library on the quick paths, nothing re-rendered when nothing changed."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator import atomic

REPO = Path(__file__).resolve().parent.parent


def _count(monkeypatch, name: str) -> list:
    calls = []
    real = getattr(os, name)

    def counted(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)
    monkeypatch.setattr(atomic.os, name, counted)
    return calls


def test_write_atomic_writes_and_fsyncs_once(tmp_path, monkeypatch):
    fsyncs = _count(monkeypatch, "fsync")
    target = tmp_path / "a.pdf"
    assert atomic.write_atomic(target, b"%PDF-1.7 one")
    assert target.read_bytes() == b"%PDF-1.7 one"
    assert len(fsyncs) == 1
    assert [p.name for p in tmp_path.iterdir()] == ["a.pdf"]   # no temporary file left behind


def test_write_atomic_same_bytes_is_not_written(tmp_path, monkeypatch):
    target = tmp_path / "a.pdf"
    atomic.write_atomic(target, b"same")
    fsyncs = _count(monkeypatch, "fsync")
    assert atomic.write_atomic(target, b"same") is False
    assert fsyncs == []


HEAVY = ("reportlab", "pydantic", "jinja2", "click", "pypdf", "pypdfium2", "yaml", "markdown_it")
PROBE = r'''
import atexit, json, sys
sys.argv = ["drukarnia", *json.loads(sys.argv[1])]
def report():
    with open({report!r}, "w") as handle:
        json.dump(sorted(m for m in sys.modules if m.split(".")[0] in {heavy!r}), handle)
atexit.register(report)
from generator.__main__ import main
main()
'''


def _drukarnia(tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess, list[str]]:
    """Run the `drukarnia` entry point in a new process; also return the heavy modules it imported."""
    import json
    report = tmp_path / "modules.json"
    script = PROBE.format(report=str(report), heavy=set(HEAVY))
    done = subprocess.run([sys.executable, "-c", script, json.dumps(list(args))], cwd=tmp_path,
                          capture_output=True, text=True)
    return done, json.loads(report.read_text())


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """One game built once by the entry point (so the next unchanged run may take the fast path)."""
    import shutil
    tmp = tmp_path_factory.mktemp("quick")
    shutil.copytree(REPO / "components" / "art-society", tmp / "components" / "art-society")
    done, _ = _drukarnia(tmp, "build", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    return tmp


def test_unchanged_build_imports_no_library_and_says_the_same(built):
    done, heavy = _drukarnia(built, "build", "--jobs", "1")
    assert done.returncode == 0
    assert heavy == []
    assert "0 new or changed" in done.stdout and "0 components drawn" in done.stdout
    # the ordinary path (cli.py, everything imported) prints exactly the same
    ordinary = subprocess.run([sys.executable, "-m", "generator.cli", "build", "--jobs", "1"], cwd=built,
                              capture_output=True, text=True)
    assert (ordinary.returncode, ordinary.stdout, ordinary.stderr) == (0, done.stdout, done.stderr)


def test_edit_or_deleted_output_takes_the_ordinary_path(built):
    tiles = built / "components" / "art-society" / "game.yaml"
    original = tiles.read_bytes()
    tiles.write_bytes(original + b"\n# edited\n")
    try:
        done, heavy = _drukarnia(built, "build")
        assert done.returncode == 0 and "pydantic" in heavy
    finally:
        tiles.write_bytes(original)
    _drukarnia(built, "build")
    kit = built / "output" / "art-society" / "kit.pdf"
    kit.unlink()
    done, heavy = _drukarnia(built, "build")
    assert done.returncode == 0 and "pydantic" in heavy and kit.is_file()
    assert "1 new or changed" in done.stdout


def test_other_options_are_other_builds(built):
    done, heavy = _drukarnia(built, "build", "--paper", "letter", "--out", "letter")
    assert done.returncode == 0 and "pydantic" in heavy
    done, heavy = _drukarnia(built, "build", "--paper=letter", "--out=letter", "-j1")
    assert done.returncode == 0 and heavy == []
    done, heavy = _drukarnia(built, "build", "--help")
    assert done.returncode == 0 and "click" in heavy


def test_validate_loads_no_pdf_reader(built):
    done, heavy = _drukarnia(built, "validate")
    assert done.returncode == 0, done.stderr
    assert "pypdf" not in heavy and "pypdfium2" not in heavy
    assert "pydantic" in heavy      # it did validate


def test_templates_are_compiled_once_across_runs(tmp_path, monkeypatch):
    """Compiled templates are kept in the cache folder (store jinja2): a new process (here: a new
    environment) loads the compiled template instead of compiling it again."""
    from generator.rulebook import template
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(template, "_ENVIRONMENTS", {})
    first = template.make_environment(template.BUNDLED).get_template("_print_guide.md.j2")
    monkeypatch.setattr(template, "_ENVIRONMENTS", {})
    env = template.make_environment(template.BUNDLED)

    def no_compile(*args, **kwargs):
        raise AssertionError("compiled again")
    monkeypatch.setattr(env, "compile", no_compile)
    again = env.get_template("_print_guide.md.j2")
    assert again.blocks.keys() == first.blocks.keys() and again is not first


def test_recorded_reads_see_edits_through_linked_folders(tmp_path):
    from generator.cache import reads
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
    (real / "new.yaml").write_text("kind: x\n")          # a new file in a folder the step listed
    assert not reads.unchanged(record)


def test_template_scan_is_kept_per_source(tmp_path, monkeypatch):
    """The literal-number check parses a template once per source text: a new process (here: an
    emptied in-process memo) reads the stored scan; the findings are the same."""
    from generator.findings import Findings
    from generator.rulebook import literal, template
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(template, "_ENVIRONMENTS", {})
    monkeypatch.setattr(literal, "_SCANS", {})
    root = tmp_path / "templates"
    root.mkdir()
    (root / "main.md.j2").write_text("Każdy gracz dostaje 12 żetonów.\n{% include 'part.md.j2' %}\n", encoding="utf-8")
    (root / "part.md.j2").write_text("1. Potem {{ n }} kart i 3 kości.\n", encoding="utf-8")
    first = Findings()
    literal.literal_numbers(root, "main.md.j2", first)
    assert [(f.location.line, f.location.col, f.rule) for f in first.items] == [
        (1, 21, "rulebook.literal-number"), (1, 25, "rulebook.literal-number")]
    monkeypatch.setattr(literal, "_SCANS", {})
    monkeypatch.setattr(template, "_ENVIRONMENTS", {})
    env = template.make_environment(root)

    def no_parse(*args, **kwargs):
        raise AssertionError("parsed again")
    monkeypatch.setattr(env, "parse", no_parse)
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
    from generator import colour_math
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
    return tmp_path / "user-cache"


def test_kit_pages_are_the_parts_pages(tmp_path):
    """kit.pdf copies the parts' objects (pdfmerge.py): every kit page has its part's page content,
    size and resources; odd parts get a blank page; the viewer preferences and title are set."""
    from pypdf import PdfReader
    from generator.build import build
    from generator.core import BuildOptions
    result = build(REPO / "components", tmp_path, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    kit = PdfReader(tmp_path / "kolekcjonerzy" / "kit.pdf", strict=True)
    assert kit.metadata.title == "Kolekcjonerzy – zestaw do druku"
    prefs = kit.trailer["/Root"]["/ViewerPreferences"]
    assert (prefs["/PrintScaling"], prefs["/Duplex"]) == ("/None", "/DuplexFlipLongEdge")
    from generator.kit import kit_parts
    from generator.loading import load_project
    from generator.findings import Findings
    project = load_project(REPO / "components", ["kolekcjonerzy"], Findings())
    at = 0
    parts = kit_parts(project.games["kolekcjonerzy"], [o for o in result.outputs if o.kind != "kit"])
    for part in parts:
        pages = [p for p in PdfReader(tmp_path / "kolekcjonerzy" / part.filename).pages
                 if round(float(p.mediabox.width)) in (595, 842)]
        for page in pages:
            mine = kit.pages[at]
            assert mine.get_contents().get_data() == page.get_contents().get_data()
            assert list(mine.mediabox) == list(page.mediabox)
            assert sorted(mine["/Resources"].get("/Font", {}).keys()) == sorted(page["/Resources"].get("/Font", {}).keys())
            at += 1
        if len(pages) % 2:
            assert "/Contents" not in kit.pages[at]
            at += 1
    assert at == len(kit.pages) == [o for o in result.outputs if o.kind == "kit"][0].pages


def test_kit_falls_back_to_pypdf_for_other_files(tmp_path, monkeypatch):
    from generator import kit as kit_module
    from generator.pdfmerge import Merger, MergeError
    with pytest.raises(MergeError):
        Merger().add_part(b"%PDF-1.5\nnot a file of ours\nstartxref\n12\n%%EOF\n")
    from generator.build import build
    from generator.core import BuildOptions
    ours = build(REPO / "components", tmp_path / "a", ["art-society"], BuildOptions(), jobs=1)

    def refuse(self, data, keep=None):
        raise MergeError("not ours")
    monkeypatch.setattr(Merger, "add_part", refuse)
    theirs = build(REPO / "components", tmp_path / "b", ["art-society"], BuildOptions(), jobs=1)
    kits = [[o for o in r.outputs if o.kind == "kit"][0] for r in (ours, theirs)]
    assert kits[0].pages == kits[1].pages and kits[0].sheets == kits[1].sheets
    assert kits[0].sha256 != kits[1].sha256
    assert kit_module.KIT_FILE == "kit.pdf"


def test_repeated_pages_are_byte_identical_to_drawn_ones(tmp_path, monkeypatch):
    """Player aids repeat the first sheet's pages (pdf.PdfDocument.repeat_page): the file is the
    same as when every sheet is drawn."""
    from generator import pdf as pdf_module
    from generator.build import build
    from generator.core import BuildOptions
    repeated = build(REPO / "components", tmp_path / "a", ["kolekcjonerzy"], BuildOptions(), jobs=1)
    monkeypatch.setattr(pdf_module.PdfDocument, "page_snapshot", lambda self: None)
    drawn = build(REPO / "components", tmp_path / "b", ["kolekcjonerzy"], BuildOptions(), jobs=1)
    aid = [[o for o in r.outputs if o.kind == "player-aid"][0] for r in (repeated, drawn)]
    assert aid[0].pages == aid[1].pages > 2
    assert aid[0].sha256 == aid[1].sha256


def test_seam_index_agrees_with_the_plain_scan():
    import random
    from generator.layout.tiling import _Crossed, clearance, crossings
    rng = random.Random(5)
    for _ in range(200):
        intervals = []
        for _ in range(rng.randint(0, 40)):
            a = rng.choice([rng.uniform(0, 400), float(rng.randint(0, 400))])
            intervals.append((a, a + rng.choice([0.0, 1e-6, 2e-6, rng.uniform(0, 40)])))
        intervals = tuple(intervals)
        index = _Crossed(intervals)
        ends = [e for pair in intervals for e in pair] or [0.0]
        for _ in range(100):
            cut = rng.choice([rng.uniform(-10, 420), rng.choice(ends) + rng.choice([0.0, 1e-6, -1e-6, 3e-6])])
            assert index.crossings(cut) == crossings(cut, intervals)
            assert index.clearance(cut) == clearance(cut, intervals)


@pytest.mark.parametrize("preset, seen", [(None, "__all__"), ("logfire", "logfire")])
def test_the_command_skips_pydantics_plugin_search_unless_told_otherwise(preset, seen):
    """pydantic searches every installed distribution for plugins before its first model: the command
    (generator.__main__) says it need not, unless the user set PYDANTIC_DISABLE_PLUGINS."""
    env = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    if preset is not None:
        env["PYDANTIC_DISABLE_PLUGINS"] = preset
    probe = ("import generator.__main__, os, sys\ngenerator.__main__.prepare()\n"
             "from pydantic import BaseModel\nclass Model(BaseModel):\n    a: int\n"
             "print(Model(a=1).a, 'importlib.metadata' in sys.modules)\n"
             "from pydantic.plugin import _loader\n"
             "print(os.environ['PYDANTIC_DISABLE_PLUGINS'], _loader.get_plugins() == ())")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=REPO)
    # with every plugin disabled, the loader's search (importlib.metadata) is not even imported
    assert done.stdout.split() == ["1", str(preset is not None), seen, str(preset is None)], done.stderr


def test_the_stand_in_for_pydantics_plugin_loader_gives_way_to_the_real_one():
    """Whatever else is asked of the stand-in (generator.__main__._no_plugins) is the real loader's."""
    probe = ("import generator.__main__ as m, sys\nm.prepare()\n"
             "stand_in = sys.modules[m.PLUGIN_LOADER]\nprint(stand_in.get_plugins())\n"
             "group = stand_in.PYDANTIC_ENTRY_POINT_GROUP\n"
             "print(group, sys.modules[m.PLUGIN_LOADER] is not stand_in, sys.modules[m.PLUGIN_LOADER].get_plugins())")
    env = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=REPO)
    assert done.stdout.split() == ["()", "pydantic", "True", "()"], done.stderr


def test_the_command_collects_young_garbage_less_often():
    """generator.__main__.prepare: the cyclic collector's first threshold raised (the others kept)."""
    probe = "import gc\nbefore = gc.get_threshold()\nimport generator.__main__ as m\nm.prepare()\n" \
            "print(gc.get_threshold() == (m.GC_YOUNG, *before[1:]), m.GC_YOUNG > before[0])"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=REPO)
    assert done.stdout.split() == ["True", "True"], done.stderr


def test_the_command_loads_pillows_image_module_when_an_image_is_read(tmp_path):
    """generator.__main__.prepare: reportlab's import of PIL.Image leaves it unrun (its tag tables are
    not built) until an image is read; then it is the whole module, the same object everywhere."""
    from PIL import Image
    Image.new("RGB", (8, 4), "#884422").save(tmp_path / "x.png")
    probe = ("import sys\nimport generator.__main__ as m\nm.prepare()\nimport reportlab.pdfgen.canvas\n"
             "from reportlab.lib.utils import ImageReader\nfrom PIL import Image\n"
             "print('PIL.ExifTags' in sys.modules, Image is sys.modules['PIL.Image'])\n"
             "print(ImageReader(sys.argv[1]).getSize(), 'PIL.ExifTags' in sys.modules, hasattr(Image, 'open'))")
    done = subprocess.run([sys.executable, "-c", probe, str(tmp_path / "x.png")], capture_output=True, text=True,
                          cwd=REPO)
    assert done.stdout.split("\n")[:2] == ["False True", "(8, 4) True True"], done.stderr


def test_a_kit_with_an_image_built_by_the_command_is_the_kit_built_in_process(tmp_path):
    """The lazily made PIL.Image (above) reads a tile's picture as the module imported in the ordinary
    way does: the command's files are byte-identical to a build in this process (no prepare)."""
    from PIL import Image

    from generator.build import BuildOptions, build
    components = tmp_path / "components"
    shutil.copytree(REPO / "components" / "kolekcjonerzy", components / "kolekcjonerzy")
    Image.new("RGB", (300, 300), "#884422").save(components / "kolekcjonerzy" / "x.png")
    tiles = components / "kolekcjonerzy" / "tiles.yaml"
    text = tiles.read_text(encoding="utf-8")
    assert "{name: GITARA, price: 2, picture: gitara}" in text
    tiles.write_text(text.replace("{name: GITARA, price: 2, picture: gitara}",
                                  "{name: GITARA, price: 2, image: x.png}"), encoding="utf-8")
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "user-cache")}
    done = subprocess.run([sys.executable, "-m", "generator", "build", "--components", str(components), "--out",
                           str(tmp_path / "command"), "--jobs", "1"], capture_output=True, text=True, cwd=REPO, env=env)
    assert done.returncode == 0, done.stderr
    build(components, tmp_path / "here", None, BuildOptions())
    made = sorted(p.relative_to(tmp_path / "command") for p in (tmp_path / "command").rglob("*.pdf"))
    assert (Path("kolekcjonerzy") / "tiles.pdf") in made
    for name in made:
        assert (tmp_path / "command" / name).read_bytes() == (tmp_path / "here" / name).read_bytes(), name


# -- the command ends without the interpreter's teardown (generator.__main__.command) ---------------

ENDING = r'''
import atexit, os, sys, threading, time
import generator.__main__ as m
report = sys.argv[1]
atexit.register(lambda: open(report, "a").write("exit handler ran\n"))


class Teardown:
    def __del__(self, write=os.write):    # run only while the interpreter frees its objects one by one
        write(2, b"torn down\n")


kept = Teardown()
how = sys.argv[2]


def late():
    time.sleep(0.3)
    open(report, "a").write("thread finished\n")


def fake_main():
    sys.stdout.write("x" * 300_000)       # more than a pipe holds: the reader must get all of it
    if how == "thread":
        threading.Thread(target=late).start()
    if how == "text":
        sys.exit("nie da się")
    if how == "none":
        return
    sys.exit(7)


m.main = fake_main
ending = m.os._exit
m.os._exit = lambda status: (open(report, "a").write("ended at once\n"), ending(status))
if how == "profiled":
    sys.setprofile(lambda *args: None)
m.command() if how != "python" else m.main()
'''


@pytest.mark.parametrize("how, status, err, reported", [
    ("status", 7, "", ["exit handler ran", "ended at once"]),
    ("none", 0, "", ["exit handler ran", "ended at once"]),
    ("text", 1, "nie da się\n", ["exit handler ran", "ended at once"]),
    # a thread still running: Python's own exit, which waits for it (and frees every object)
    ("thread", 7, "torn down\n", ["thread finished", "exit handler ran"]),
    # a profiler watching (python -m cProfile reports after the run): Python's own exit
    ("profiled", 7, None, ["exit handler ran"]),
    # the control: Python's own exit frees the objects (so the first cases can tell the difference)
    ("python", 7, "torn down\n", ["exit handler ran"]),
])
def test_the_command_ends_as_python_would_without_the_teardown(tmp_path, how, status, err, reported):
    """command(): the status main() exits with, every exit handler run, all output delivered through
    a pipe; the objects are not freed one by one (no __del__ runs) unless a thread still runs."""
    report = tmp_path / "report.txt"
    done = subprocess.run([sys.executable, "-c", ENDING, str(report), how], capture_output=True, cwd=REPO)
    assert done.returncode == status
    assert done.stdout == b"x" * 300_000
    assert err is None or done.stderr.decode("utf-8") == err
    assert report.read_text().splitlines() == reported


def test_the_command_ends_with_pythons_exit_when_a_stream_cannot_be_flushed(tmp_path, monkeypatch):
    """A standard stream that cannot be flushed (its reader left): Python's own exit, with the status."""
    import io

    import generator.__main__ as m
    ran, ended = [], []
    monkeypatch.setattr(m.atexit, "_run_exitfuncs", lambda: ran.append(True))
    monkeypatch.setattr(m.os, "_exit", ended.append)

    class Gone(io.StringIO):
        def flush(self):
            raise BrokenPipeError(32, "Broken pipe")
    monkeypatch.setattr(sys, "stdout", Gone())
    with pytest.raises(SystemExit) as exited:
        m._end(2)
    assert exited.value.code == 2 and ran == [True] and ended == []


def test_the_entry_points_are_the_command():
    """The `drukarnia` script and `python -m generator` both end through command()."""
    section = (REPO / "pyproject.toml").read_text(encoding="utf-8").split("[project.scripts]\n")[1].split("\n\n")[0]
    assert section.strip() == 'drukarnia = "generator.__main__:command"'
    assert (REPO / "generator" / "__main__.py").read_text(encoding="utf-8").rstrip().endswith(
        'if __name__ == "__main__":\n    command()')
