"""reportlab's TrueType faces, parsed once and recalled (generator/kept_faces.py): a recalled face is
the parsed one, attribute by attribute, and draws the same bytes."""
from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest
from reportlab.pdfbase.ttfonts import TTFont

from generator import kept_faces, parsed
from generator.fonts import FACES, face_file

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def user_cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _records(cache: Path) -> list[Path]:
    return sorted((cache / "drukarnia" / parsed.FOLDER).glob("*" + parsed.SUFFIX))


def _same_font(recalled: TTFont, made: TTFont) -> None:
    assert type(recalled) is TTFont and type(recalled.face) is type(made.face)
    assert list(vars(recalled)) == list(vars(made))
    assert list(vars(recalled.face)) == list(vars(made.face))
    for key, value in vars(made.face).items():
        if key == "_pdfScale":
            assert [recalled.face._pdfScale(v) for v in (0, 1, 733, 12.5)] == [value(v) for v in (0, 1, 733, 12.5)]
        else:
            assert getattr(recalled.face, key) == value, key
    for key in ("fontName", "_asciiReadable", "_shapable"):
        assert getattr(recalled, key) == getattr(made, key)
    assert vars(recalled.encoding) == vars(made.encoding)
    assert len(recalled.state) == 0 and recalled.state is not made.state


@pytest.mark.parametrize("name", sorted(FACES))
def test_a_recalled_face_is_the_parsed_one(user_cache, name):
    path = str(face_file(name))
    first = kept_faces.font(name, path)             # parsed, and kept
    assert len(_records(user_cache)) == 1
    again = kept_faces.font(name, path)             # recalled
    _same_font(again, TTFont(name, path))
    _same_font(first, TTFont(name, path))
    assert again.face is not first.face


def test_recalling_parses_nothing(user_cache, monkeypatch):
    name = "Serif-Italic"
    made = kept_faces.font(name, str(face_file(name)))

    def parse(*args, **kwargs):
        raise AssertionError("parsed again")
    monkeypatch.setattr("reportlab.pdfbase.ttfonts.TTFontFile.extractInfo", parse)
    _same_font(kept_faces.font(name, str(face_file(name))), made)


@pytest.mark.parametrize("damage", ["not a pair", "other name", "other units", "torn"])
def test_a_record_that_does_not_fit_is_parsed_again(user_cache, damage):
    name = "Sans-Italic"
    path = str(face_file(name))
    kept_faces.font(name, path)
    (record,) = _records(user_cache)
    key = record.name[:-len(parsed.SUFFIX)]
    font_state, face_state = parsed.recall(key)
    if damage == "not a pair":
        parsed.remember(key, "a string")
    elif damage == "other name":
        parsed.remember(key, ({**font_state, "fontName": "Serif"}, face_state))
    elif damage == "other units":
        parsed.remember(key, (font_state, {**face_state, "unitsPerEm": 2048}))
    else:
        record.write_bytes(record.read_bytes()[:-100])
    font = kept_faces.font(name, path)
    _same_font(font, TTFont(name, path))


def test_a_face_with_another_scale_is_not_kept(user_cache, monkeypatch):
    name = "Serif-BoldItalic"
    made = TTFont(name, str(face_file(name)))
    assert kept_faces._state(made) is not None
    made.face.unitsPerEm = 2048
    assert kept_faces._state(made) is None


DRAW = r"""
import hashlib, sys
from generator import pdf
from generator.fonts import FACES
from generator.layout.imposition import PAPERS
from reportlab.pdfbase import ttfonts
if sys.argv[1] == "recall":
    def parse(*args, **kwargs):
        raise SystemExit("a face was parsed")
    ttfonts.TTFontFile.extractInfo = parse
document = pdf.new_document(PAPERS["a4"], "Próba")
canvas = document.canvas
for row, name in enumerate(sorted(FACES)):
    canvas.setFont(name, 11)
    canvas.drawString(40, 780 - 24 * row, f"{name}: Zażółć gęślą jaźń — 0123456789 „cytat” ½ € →")
canvas.showPage()
print(hashlib.sha256(document.finish()).hexdigest())
"""


def test_documents_drawn_with_recalled_faces_are_byte_identical(tmp_path):
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "PYTHONPATH": str(REPO)}

    def draw(mode: str) -> str:
        run = subprocess.run([sys.executable, "-c", DRAW, mode], capture_output=True, text=True, env=env, cwd=REPO)
        assert run.returncode == 0, run.stderr[-2000:]
        return run.stdout.strip()
    parsed_digest = draw("parse")                 # an empty cache: every face parsed (and kept)
    assert len(_records(tmp_path / "cache")) == len(FACES)
    assert draw("recall") == parsed_digest        # every face recalled, none parsed
    for record in _records(tmp_path / "cache"):
        record.unlink()
    assert draw("parse") == parsed_digest


def test_a_kept_face_is_plain_data():
    """What is kept pickles without reportlab's parse: no function, no open file."""
    name = "Sans"
    state = kept_faces._state(TTFont(name, str(face_file(name))))
    assert state is not None
    font_state, face_state = state
    assert face_state["_ttf_data"] is None and face_state["_pdfScale"] is None and font_state["face"] is None
    assert pickle.loads(pickle.dumps(state)) == state


def test_measuring_metrics_are_read_once_and_recalled(user_cache, monkeypatch):
    """fonts.metrics (what checks measure text with) is kept with the parsed files too."""
    from generator import fonts
    name = "Serif-Bold"
    fonts.metrics.cache_clear()
    read = fonts.metrics(name)
    assert read == fonts._read_metrics(face_file(name).read_bytes())
    fonts.metrics.cache_clear()

    def refuse(data):
        raise AssertionError("read again")
    with monkeypatch.context() as patched:
        patched.setattr(fonts, "_read_metrics", refuse)
        assert fonts.metrics(name) == read
    fonts.metrics.cache_clear()
    (record,) = [r for r in _records(user_cache) if parsed.recall(r.name[:-len(parsed.SUFFIX)]) == read]
    parsed.remember(record.name[:-len(parsed.SUFFIX)], {"not": "metrics"})     # not a Metrics: read again
    assert fonts.metrics(name) == read
    fonts.metrics.cache_clear()
