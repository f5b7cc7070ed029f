"""An export's files are written as they are made into a staging folder next to the destination and
moved into place when every one is made (`model.atomic.Staged`): an export that fails or is
interrupted leaves the destination as it was and nothing behind; drawn faces keep their exact
pixels whatever the PNG compression."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PIL import Image

from generator import export
from generator.build import recipe
from generator.model.atomic import Staged

COMPONENTS = Path(__file__).resolve().parent.parent / "components"


def _tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_staged_files_appear_only_on_commit_and_unchanged_ones_are_not_touched(tmp_path):
    destination = tmp_path / "png"
    (destination / "deck").mkdir(parents=True)
    (destination / "deck" / "same.png").write_bytes(b"same")
    (destination / "deck" / "old.png").write_bytes(b"old")
    before = (destination / "deck" / "same.png").stat()
    staged = Staged(destination)
    staged.write("deck/same.png", b"same")
    staged.write("deck/old.png", b"new")
    staged.write("tiles/one.png", b"one")
    assert _tree(destination) == {"deck/old.png": b"old", "deck/same.png": b"same"}  # nothing moved yet
    staged.commit()
    assert _tree(destination) == {"deck/old.png": b"new", "deck/same.png": b"same", "tiles/one.png": b"one"}
    after = (destination / "deck" / "same.png").stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    assert staged.names == ["deck/same.png", "deck/old.png", "tiles/one.png"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["png"]  # the staging folder is gone


def test_a_failure_before_commit_leaves_the_destination_as_it_was(tmp_path):
    destination = tmp_path / "tts"
    destination.mkdir()
    (destination / "gra.json").write_bytes(b"{}")
    with pytest.raises(OSError, match="disk gone"):
        staged = Staged(destination)
        try:
            staged.write("deck/sheet-1.png", b"png")
            staged.write("gra.json", b'{"new": 1}')
            raise OSError("disk gone")
        finally:
            staged.discard()
    assert _tree(destination) == {"gra.json": b"{}"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tts"]


@pytest.mark.parametrize("target", ["png", "tts"])
def test_an_interrupted_export_leaves_the_previous_export_and_nothing_else(tmp_path, target):
    """An export at 72 dpi, then one at 96 dpi stopped by Ctrl-C once every file is staged: the folder
    still holds the 72 dpi files, and no staging folder is left beside it."""
    out = tmp_path / "out"
    drukarnia = [str(Path(sys.executable).parent / "drukarnia"), "export", "przekret", "pionki", "--to", target]
    common = ["--components", str(COMPONENTS), "--out", str(out)]
    subprocess.run([*drukarnia, "--dpi", "72", *common], check=True, capture_output=True, cwd=tmp_path)
    folder = out / "przekret" / "export" / target
    first = _tree(folder)
    assert any(name.endswith(".png") for name in first)
    process = subprocess.Popen(
        [*drukarnia, "--dpi", "96", *common],
        cwd=tmp_path,
        env={**os.environ, "DRUKARNIA_TEST_PAUSE_AT": "export-staged"},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    for line in process.stderr:
        if line == "drukarnia-test: paused at export-staged\n":
            break
    else:
        raise AssertionError("never paused at export-staged")
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=120)
    assert process.returncode == 130, err
    assert err.strip().splitlines()[-1] == "drukarnia: interrupted; previous outputs are intact"
    assert _tree(folder) == first
    assert sorted(p.name for p in folder.parent.iterdir()) == [target]


def test_exported_drawn_faces_have_exactly_the_pixels_pdfium_renders(tmp_path):
    """The png target's files of drawn faces decode to the very pixels pypdfium2 renders from the
    faces PDF (the compression chosen for drawn faces loses nothing), with the dpi stored."""
    project, _ = recipe.load_and_validate(COMPONENTS, ["przekret"])
    game = project.games["przekret"]
    faces = export.draw_faces(game.components["pionki"], game)
    files = export.png_export(faces, 150)
    document = pdfium.PdfDocument(faces.pdf)
    try:
        for i, front in enumerate(faces.fronts):
            name = next(n for n in files if n.startswith(f"{i + 1:04d}-") and n.endswith("-front.png"))
            exported = Image.open(io.BytesIO(files[name]))
            page = document[front.page]
            rendered = page.render(scale=150 / 72).to_pil().convert("RGB")
            width, height = (round(v * 150 / 72) for v in page.get_size())
            page.close()
            rendered = rendered.crop((0, 0, width, height))
            assert exported.mode == "RGB" and exported.info["dpi"] == pytest.approx((150, 150), abs=0.05)
            assert exported.tobytes() == rendered.tobytes(), name
    finally:
        document.close()
