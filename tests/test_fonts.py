"""fonts.py reads the faces' character maps and advance widths itself, so checks measure text without a
PDF library; the renderer measures with reportlab. The two must agree exactly, or a check would pass
text the page cannot hold (or the reverse)."""
from __future__ import annotations

import random
import subprocess
import sys

import pytest
from reportlab.pdfbase import pdfmetrics

from generator.fonts import FACES, POLISH, metrics, missing_glyphs, text_width
from generator.pdf import register_fonts
from generator.text import fit, wrap

SIZES = (4, 6, 7.5, 8.123456, 9.25, 10, 11.34, 14, 17, 23.7, 40)


@pytest.fixture(scope="module", autouse=True)
def registered():
    register_fonts()


@pytest.mark.parametrize("font", sorted(FACES))
def test_the_character_map_and_widths_are_reportlabs(font):
    face = pdfmetrics.getFont(font).face
    ours = metrics(font)
    assert ours.chars == frozenset(face.charToGlyph)
    assert ours.widths == face.charWidths
    assert ours.default == face.defaultWidth
    assert (ours.ascent, ours.descent) == (face.ascent, face.descent)
    assert len(ours.chars) > 400 and all(ord(ch) in ours.chars for ch in POLISH)


@pytest.mark.parametrize("font", sorted(FACES))
def test_every_characters_width_equals_reportlabs_at_every_size(font):
    checked = 0
    for char in sorted(metrics(font).chars) + [0x2603, 0x1F600]:    # and two the face lacks
        for size in SIZES:
            assert text_width(chr(char), font, size) == pdfmetrics.stringWidth(chr(char), font, size), (char, size)
            checked += 1
    assert checked == (len(metrics(font).chars) + 2) * len(SIZES)


@pytest.mark.parametrize("font", sorted(FACES))
def test_text_widths_equal_reportlabs_to_the_last_bit(font):
    chars = sorted(metrics(font).chars)
    rng = random.Random(font)
    texts = ["Przekręt — ZAPŁAĆ 2\u00a0000 zł", POLISH, "", " ", "\u00a0", "☃ unknown ☃"]
    texts += ["".join(chr(rng.choice(chars)) for _ in range(rng.randint(1, 60))) for _ in range(400)]
    for text in texts:
        for size in SIZES + (rng.uniform(4, 40),):
            assert text_width(text, font, size) == pdfmetrics.stringWidth(text, font, size), (text, size)


def test_missing_glyphs_are_the_ones_reportlab_lacks():
    face = pdfmetrics.getFont("Sans").face
    assert missing_glyphs("zł ☃ ą \u2603 x", "Sans") == {"☃"}
    assert all((ord(ch) in face.charToGlyph) == (not missing_glyphs(ch, "Sans")) for ch in "aą€☃✓→×…")


def test_fitting_and_wrapping_measure_without_reportlab():
    probe = ("import sys\nfrom generator.text import fit, wrap\n"
             "print(wrap('Zapłać 2 000 zł do banku za każdy dom', 'Sans', 9, 80))\n"
             "print(fit('POMARAŃCZOWY', 'Sans-Bold', 40, max_size=12, min_size=6))\n"
             "print(sorted(m for m in sys.modules if m.startswith('reportlab')))\n")
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    lines = run.stdout.splitlines()
    assert lines[0] == str(wrap("Zapłać 2 000 zł do banku za każdy dom", "Sans", 9, 80)), run.stderr
    assert lines[1] == str(fit("POMARAŃCZOWY", "Sans-Bold", 40, max_size=12, min_size=6))
    assert lines[2] == "[]"


@pytest.mark.parametrize("font", sorted(FACES))
def test_a_measured_face_measures_as_reportlabs(font):
    """layout_fonts.MeasuredFont (what platypus lays text out with when nothing is drawn) gives the
    widths, ascent and descent of reportlab's TTFont of the same file."""
    from generator.layout_fonts import MeasuredFont
    measured, real = MeasuredFont(font), pdfmetrics.getFont(font)
    assert type(real).__name__ == "TTFont"
    rng = random.Random(font)
    chars = sorted(metrics(font).chars)
    texts = [POLISH, "", "\u00a0", "☃ unknown ☃", "Zapłać 2\u00a0000 zł".encode("utf8")]
    texts += ["".join(chr(rng.choice(chars)) for _ in range(rng.randint(1, 60))) for _ in range(200)]
    for text in texts:
        for size in SIZES:
            assert measured.stringWidth(text, size) == real.stringWidth(text, size), (text, size)
    assert (measured.face.ascent, measured.face.descent) == (real.face.ascent, real.face.descent)


AID_LAYOUT = r"""
import json, sys
from generator import layout_fonts
from generator.build import load_and_validate
from generator.core import BuildOptions
from generator.data import bundled
from generator.kinds import _aid_layout, player_aid
from generator.layout.imposition import PAPERS
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import Frame
from reportlab.pdfgen.canvas import Canvas
if sys.argv[1] == "drawing":
    import generator.pdf
    generator.pdf.register_fonts()
from generator.loading import discover_games
import io
canvas = Canvas(io.BytesIO())
project, _ = load_and_validate(bundled("components"), discover_games(bundled("components")))
found = []
for game in project.games.values():
    for component in game.components.values():
        if component.kind != "player-aid":
            continue
        front, back, _ = player_aid._text(component, game, BuildOptions()).sides()
        for paper in PAPERS.values():
            width, height = player_aid.half(paper)
            for blocks in (front, back):
                for w, h in ((width, height), (width * 0.55, height), (width, height * 0.6)):
                    found.append(_aid_layout.fits(blocks, component.spec.accent, w, h))
                    story = _aid_layout.flowables(blocks, component.spec.accent, w)
                    for flowable in story:
                        found.append(flowable.wrapOn(canvas, w, h))
                        lines = getattr(getattr(flowable, "blPara", None), "lines", None) or []
                        found.append([repr(getattr(line, "words", line)) for line in lines])
from generator.rulebook.paragraphs import hyphenation
from generator.rulebook.typeset import HYPHENATION
found.append(hyphenation(HYPHENATION)._iterate is not None)    # words were hyphenated
print(type(pdfmetrics.getFont("Serif")).__name__, len(found))
print(json.dumps(found))
"""


def test_the_aids_lay_out_with_measured_faces_as_with_drawn_ones():
    """Every bundled aid, at its size and narrower and shorter (hyphenated, overflowing): the fit,
    each flowable's size and every line's words are the same with the faces registered for
    measuring only (a validation) as with reportlab's TTFonts (a build that draws)."""
    runs = {how: subprocess.run([sys.executable, "-c", AID_LAYOUT, how], capture_output=True, text=True,
                                timeout=300) for how in ("measuring", "drawing")}
    first = {how: run.stdout.split("\n", 1)[0].split() for how, run in runs.items()}
    assert first["measuring"][0] == "MeasuredFont", runs["measuring"].stderr[-2000:]
    assert first["drawing"][0] == "TTFont", runs["drawing"].stderr[-2000:]
    assert int(first["measuring"][1]) > 100
    assert runs["measuring"].stdout == runs["drawing"].stdout.replace("TTFont", "MeasuredFont", 1)
    assert "false" in runs["measuring"].stdout and runs["measuring"].stdout.rstrip().endswith("true]")


def test_drawing_replaces_the_measured_faces():
    probe = ("from generator import layout_fonts, pdf\nfrom reportlab.pdfbase import pdfmetrics\n"
             "layout_fonts.register()\nprint(type(pdfmetrics.getFont('Sans-Bold')).__name__)\n"
             "pdf.register_fonts()\nlayout_fonts.register()\n"
             "print(sorted({type(pdfmetrics.getFont(n)).__name__ for n in layout_fonts.FACES}))\n")
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert run.stdout.split() == ["MeasuredFont", "['TTFont']"], run.stderr[-2000:]


def test_unprintable_characters_are_those_some_face_lacks():
    """glyphs.unprintable (every string of a game's data goes through it): each character, once and
    sorted, that is not a space and that one of the faces cannot draw."""
    from generator.glyphs import unprintable
    rng = random.Random(18)
    pool = [chr(c) for c in range(0x3000)] + ["☃", "😀", "\u00a0", "\u2009", "\t", "\n", "\ud800"]
    for _ in range(3000):
        text = "".join(rng.choice(pool) for _ in range(rng.randint(0, 40)))
        expected = sorted({ch for ch in text
                           if not ch.isspace() and any(ord(ch) not in metrics(face).chars for face in FACES)})
        assert unprintable(text) == expected, text


FIGURE_DIGESTS = r"""
import sys
from generator import layout_fonts, pdf
from generator.build import load_and_validate
from generator.data import bundled
from generator.rulebook import drawings
project, _ = load_and_validate(bundled("components"), ["kolekcjonerzy"])
game = project.games["kolekcjonerzy"]
rulebook = [c for c in game.components.values() if c.kind == "rulebook"][0]
if sys.argv[1] == "measuring":
    layout_fonts.register()         # as a check that laid an aid out leaves them, nothing drawn yet
else:
    pdf.register_fonts()
for name in sorted(rulebook.spec.figures):
    drawing, _, problem = drawings.figure_drawing(name, 400.0, rulebook.spec, game)
    if drawing is not None:
        print(name, drawings.figure_digest(drawing, 400.0, (595.0, 842.0)))
"""


def test_a_figure_is_digested_with_the_faces_for_drawing():
    """A kept rulebook's figures are digested by drawing them (drawings.figure_digest): with the faces
    for drawing even where only the measuring faces were registered before (a build whose checks
    laid an aid out and which has drawn nothing yet), so the digests are the same."""
    runs = [subprocess.run([sys.executable, "-c", FIGURE_DIGESTS, how], capture_output=True, text=True, timeout=300)
            for how in ("measuring", "drawing")]
    assert runs[0].returncode == 0, runs[0].stderr[-2000:]
    assert runs[0].stdout == runs[1].stdout and len(runs[0].stdout.splitlines()) >= 3
