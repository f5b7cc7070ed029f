"""r35 (R and P kit minors): „Jak drukować” stood at the foot of the cover's left column while its first
paragraph, kept whole in a column (r34, AS minor 7), began the right one. A guide's heading goes with its
first paragraph wherever that paragraph is kept whole – pure layout, measured with a canvas that records."""

from __future__ import annotations

from generator.draw.guide_frame import Frame
from generator.draw.guide_set import set_sections
from generator.model.units import mm


class Recorder:
    """What a guide's setting draws: (x, y, words) of every string."""

    def __init__(self) -> None:
        self.strings: list[tuple[float, float, str]] = []

    def setFont(self, *_args) -> None:
        pass

    def drawString(self, x: float, y: float, words: str) -> None:
        self.strings.append((x, y, words))


FILLER = "Słowo za słowem wypełnia kolumnę prawie do jej dna, jak opis wydruku na okładce. " * 7
KEPT = "Ten akapit mieści się cały w drugiej kolumnie, ale nie w reszcie pierwszej. " * 4


def _set(depth_mm: float) -> Recorder:
    frame = Frame(0.0, mm(200), mm(170), (mm(200 - depth_mm), mm(200 - depth_mm)))
    canvas = Recorder()
    set_sections(canvas, frame, [("Zawartość wydruku", [FILLER], ()), ("Jak drukować", [KEPT], ())], 1.0)
    return canvas


def test_a_heading_goes_to_the_column_its_first_kept_paragraph_begins():
    for depth in range(60, 110, 2):  # wherever the first section happens to end
        strings = _set(depth).strings
        heading = next(s for s in strings if s[2] == "Jak drukować")
        first = strings[strings.index(heading) + 1]
        assert first[0] == heading[0], (depth, heading, first)  # the same column
        assert 0 < heading[1] - first[1] < mm(12), (depth, heading, first)  # right above it


def test_a_heading_stays_where_its_paragraph_runs_on_from_it():
    """A paragraph longer than a column runs on from under its heading (no column holds it whole)."""
    frame = Frame(0.0, mm(200), mm(170), (mm(160), mm(160)))
    canvas = Recorder()
    set_sections(canvas, frame, [("Zawartość wydruku", ["Krótko."], ()), ("Jak drukować", [FILLER * 2], ())], 1.0)
    heading = next(s for s in canvas.strings if s[2] == "Jak drukować")
    assert heading[0] == 0.0 and heading[1] > mm(170)
