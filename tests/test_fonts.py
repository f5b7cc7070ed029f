"""fonts.py reads the faces' character maps and advance widths itself, so checks measure text without a
PDF library; the renderer measures with reportlab. The two must agree exactly, or a check would pass
text the page cannot hold (or the reverse)."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from reportlab.pdfbase import pdfmetrics

from generator.draw.fonts import FACES, POLISH, metrics, missing_glyphs, text_width
from generator.draw.layout_fonts import register_fonts
from generator.draw.text import fit, wrap

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
    for char in sorted(metrics(font).chars) + [0x2603, 0x1F600]:  # and two the face lacks
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


def test_fitting_and_wrapping_measure_the_same_in_a_new_process():
    probe = (
        "from generator.draw.text import fit, wrap\n"
        "print(wrap('Zapłać 2 000 zł do banku za każdy dom', 'Sans', 9, 80))\n"
        "print(fit('POMARAŃCZOWY', 'Sans-Bold', 40, max_size=12, min_size=6))\n"
    )
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    lines = run.stdout.splitlines()
    assert lines[0] == str(wrap("Zapłać 2 000 zł do banku za każdy dom", "Sans", 9, 80)), run.stderr
    assert lines[1] == str(fit("POMARAŃCZOWY", "Sans-Bold", 40, max_size=12, min_size=6))


def test_unprintable_characters_are_those_some_face_lacks():
    """glyphs.unprintable (every string of a game's data goes through it): each character, once and
    sorted, that is not a space and that one of the faces cannot draw."""
    from generator.validate.glyphs import unprintable

    rng = random.Random(18)
    pool = [chr(c) for c in range(0x3000)] + ["☃", "😀", "\u00a0", "\u2009", "\t", "\n", "\ud800"]
    for _ in range(3000):
        text = "".join(rng.choice(pool) for _ in range(rng.randint(0, 40)))
        expected = sorted(
            {ch for ch in text if not ch.isspace() and any(ord(ch) not in metrics(face).chars for face in FACES)}
        )
        assert unprintable(text) == expected, text


RULEBOOK_DIGEST = r"""
import hashlib, sys
from generator.draw import layout_fonts, pdf
from generator.build.recipe import BuildOptions, load_and_validate
from generator.data import bundled
from generator.rulebook import produce
project, _ = load_and_validate(bundled("components"), ["kolekcjonerzy"])
game = project.games["kolekcjonerzy"]
rulebook = [c for c in game.components.values() if c.kind == "rulebook"][0]
if sys.argv[1] == "measuring":
    layout_fonts.register_fonts()  # as a check that laid an aid out
else:
    pdf.register_fonts()
print(hashlib.sha256(produce(rulebook, game, BuildOptions()).data).hexdigest())
"""


def test_a_rulebook_is_the_same_bytes_whoever_registered_the_faces():
    """The rulebook (with its figures) is the same PDF whether the layout's registration (a build
    whose checks laid an aid out) or the drawing's came first."""
    runs = [
        subprocess.run([sys.executable, "-c", RULEBOOK_DIGEST, how], capture_output=True, text=True, timeout=300)
        for how in ("measuring", "drawing")
    ]
    assert runs[0].returncode == 0, runs[0].stderr[-2000:]
    assert runs[0].stdout == runs[1].stdout and len(runs[0].stdout.strip()) == 64
