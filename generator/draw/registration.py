"""The duplex registration target: the cross on a double-sided cover's front (beside its 50 mm square)
and, on its back, millimetre scales around the point where the cross falls on a true flip and the three
steps of reading them (kit reviews r23: R minor 7, K minor 9). Drawn by guide.draw_guide.
"""

from __future__ import annotations

from generator.draw.fonts import SANS, SANS_BOLD, text_width
from generator.draw.pdf import INK, PdfDocument
from generator.draw.text import wrap
from generator.layout.imposition import BLEED_MIN, Paper
from generator.model.units import mm, to_mm

TARGET = (mm(150), mm(45))  # centre of the registration cross on the front


CROSS_CAPTION = "krzyżyk kalibracji druku dwustronnego"
# mm below the cross: the front's caption, under the back's horizontal scale numbers (BELOW), so held to
# the light it covers none of the back's words („+ w górę” stands above the side scale)
CAPTION_BELOW = 22
# the back's scales (kit review r23, R minor 7: twice the span, larger ticks and numbers; K minor 9: not
# knotted at zero): the horizontal one LOWER mm under the zero mirrored to the front's cross, read where
# the cross's vertical arm crosses it, the vertical one SIDE mm left of the zero, read where its long
# horizontal arm (ARM) crosses it
SPAN = 20  # mm each side of the zero
SIDE = 30  # mm from the zero to the vertical scale
# mm below the zero: the horizontal scale's axis (kit review r29, AS minor 9: on the zero's own line the
# cross's long horizontal arm, seen through the sheet, ran along the scale's tick row and hid it); its
# longest ticks end LOWER - TICKS[1] = 5.5 mm under the arm, 2.5 mm under the cross's circle
LOWER = 9
# the front cross's arms, mm each side: across the side scale, and down across the lowered horizontal
# scale's whole tick row (0.5 mm past its longest ticks) but short of its numbers
ARM = (SIDE + 12, 13)


def target(paper) -> tuple[float, float]:
    """Centre of the registration cross: right of the calibration square, its long arm (ARM) ending
    6 mm inside the paper's edge on narrow papers too (A5: the arm ran off the sheet)."""
    return min(TARGET[0], paper.width - mm(ARM[0] + 6)), TARGET[1]


def draw_target_front(c, at: tuple[float, float] = TARGET, duplex: str = "long", clear_from: float = 0.0) -> None:
    """The registration cross on a cover's front, its long arm across the side scale behind it: the scale
    stands SIDE mm left of the zero on the back, which a long-edge flip puts right of the cross, a
    short-edge flip left of it (`target` keeps it 6 mm inside the paper). The other horizontal arm is as long, so the cross stands centred on its
    circle (kit review r26, P minor 10: 15 mm left and 42 mm right looked like an error), unless it
    would reach left of `clear_from` (the 50 mm square on a narrow paper): then it stops there, never
    shorter than the vertical arm."""
    x, y = at
    right = ARM[0]
    left = ARM[0] if duplex == "short" else max(ARM[1], min(ARM[0], to_mm(x - clear_from)))
    c.saveState()
    c.setStrokeColor(INK)
    c.setLineWidth(0.4)
    c.line(x - mm(left), y, x + mm(right), y)
    c.line(x, y - mm(ARM[1]), x, y + mm(ARM[1]))
    c.circle(x, y, mm(3), stroke=1, fill=0)
    c.setFont(SANS, 7.5)
    c.drawCentredString(x, y - mm(CAPTION_BELOW), CROSS_CAPTION)
    c.restoreState()


# the shift no back shows at a block's edge: the narrowest outer bleed a sheet keeps (the bleed gives
# way to 3 mm crop marks down to BLEED_MIN), in the page's words; why, the rulebook's print chapter says
BACK_TOLERANCE = f"{to_mm(BLEED_MIN):g}".replace(".", ",")

# What the reader of the calibration page does, in three numbered steps (r23 R minor 7): read, leave it
# or set the printer, a print shop otherwise. Why a small shift does no harm: the print chapter.
REGISTRATION_TEXT = (
    "Oglądaj tę stronę (ze skalami) pod światło: prześwituje przez nią krzyżyk z drugiej strony kartki. "
    "Odczytaj w poziomie, gdzie jego pionowa kreska przecina skalę poziomą, a w pionie, gdzie jego pozioma "
    "kreska przecina skalę z boku; „+” to w prawo i w górę. Zapisz: w poziomie ____ mm, w pionie ____ mm.",
    f"Oba odczyty nie dalej niż {BACK_TOLERANCE} mm od zera: drukuj bez zmian.",
    f"Odczyt dalej niż {BACK_TOLERANCE} mm od zera: przesuń tył o odczyt, w stronę krzyżyka, w sterowniku drukarki – w ustawieniu druku dwustronnego "
    "(„przesunięcie”, „marginesy tyłu” albo „wyrównanie druku dwustronnego”) – i wydrukuj tę kartkę jeszcze "
    "raz, by sprawdzić. Jeśli sterownik nie ma takiego ustawienia, wydrukuj arkusze dwustronne w punkcie ksero "
    "i pokaż tam tę kartkę z odczytem.",
)

LABEL_SIZE = 9  # the scales' numbers
# the calibration steps' heading from the page's top edge: a guide page's title's baseline (guide.draw_guide)
CALIBRATION_HEAD = mm(29)
STEPS_MEASURE = mm(120)  # the steps' lines, 11 pt: about 70 characters
TICKS = (2.0, 3.5)  # mm each side of the axis: the millimetre ticks, every fifth one
LABEL_GAP = 1.5  # mm from a tick's end to its number
BELOW = TICKS[1] + LABEL_GAP + 3.2  # mm below the zero: the horizontal scale's numbers' baseline
UP = SPAN + 3.5  # mm above the zero: „+ w górę”, over the vertical scale's top number


def _signed(i: int) -> str:
    """+5, −5 (a minus sign, not a hyphen)."""
    return f"+{i}" if i > 0 else f"\u2212{-i}"


def ruler_labels(x: float, y: float) -> list[tuple[str, float, float]]:
    """The scales' words around the zero at (x, y) on the back: (text, left, baseline), at LABEL_SIZE. The
    horizontal scale's numbers stand under its ticks (LOWER mm under the zero), the vertical scale's (SIDE mm left) left of its
    ticks, so no number of one scale meets a number or a tick of the other."""
    middle = LABEL_SIZE * 0.35  # from the baseline to the middle of a digit

    def centred(text: str, cx: float, baseline: float) -> tuple[str, float, float]:
        return text, cx - text_width(text, SANS, LABEL_SIZE) / 2, baseline

    def right(text: str, rx: float, baseline: float) -> tuple[str, float, float]:
        return text, rx - text_width(text, SANS, LABEL_SIZE), baseline

    side = x - mm(SIDE)
    # side by side, every tenth millimetre's number; one above another, every fifth's
    labels = [centred(_signed(i) if i else "0", x + mm(i), y - mm(LOWER + BELOW)) for i in range(-SPAN, SPAN + 1, 10)]
    labels += [
        right(_signed(i) if i else "0", side - mm(TICKS[1] + LABEL_GAP), y + mm(i) - middle)
        for i in range(-SPAN, SPAN + 1, 5)
    ]
    labels.append(("+ w prawo", x + mm(SPAN + 5), y - mm(LOWER + BELOW)))
    labels.append(centred("+ w górę", side, y + mm(UP)))
    return labels


def _scale(c, along: str, x: float, y: float) -> None:
    """A millimetre scale of ±SPAN mm through (x, y), `along` „x” or „y”: every fifth tick longer, the
    zero's bold."""
    for i in range(-SPAN, SPAN + 1):
        tick = mm(TICKS[1]) if i % 5 == 0 else mm(TICKS[0])
        c.setLineWidth(0.45 if i else 1.0)
        if along == "x":
            c.line(x + mm(i), y - tick, x + mm(i), y + tick)
        else:
            c.line(x - tick, y + mm(i), x + tick, y + mm(i))


def draw_target_back(doc: PdfDocument, paper: Paper, duplex: str) -> None:
    """Millimetre scales behind the front cross, flipped as `duplex` turns the sheet, and the three
    steps of reading them: the cross seen through the sheet shows the offset."""
    c = doc.canvas
    w, h = paper.width, paper.height
    tx, ty = target(paper)
    x = w - tx if duplex in ("long", "none") else tx
    y = ty if duplex in ("long", "none") else h - ty
    c.saveState()
    c.setStrokeColor(INK)
    c.setFillColor(INK)
    _scale(c, "x", x, y - mm(LOWER))
    _scale(c, "y", x - mm(SIDE), y)
    c.setFont(SANS, LABEL_SIZE)
    for text, left, baseline in ruler_labels(x, y):
        c.drawString(left, baseline, text)
    c.setFont(SANS_BOLD, 10)
    c.drawString(x - mm(SIDE), y + mm(UP + 7), "patrz na tę stronę pod światło")
    c.setFont(SANS_BOLD, 14)
    # the steps in a measure of at most ~70 characters (kit review r32, R minor 7: guide lines of 111–132),
    # from the top, where a guide page's title stands (r41 AS kit minor 9: 78 mm left blank above them), so
    # their extra lines keep clear of the scales
    top = h - CALIBRATION_HEAD
    c.drawString(mm(20), top, "Kalibracja druku dwustronnego")
    top -= mm(10)
    for n, paragraph in enumerate(REGISTRATION_TEXT, start=1):
        c.setFont(SANS_BOLD, 11)
        c.drawString(mm(24), top, f"{n}. ")
        c.setFont(SANS, 11)
        for line in wrap(paragraph, SANS, 11, min(w - mm(50), STEPS_MEASURE)):  # A5 wraps sooner
            c.drawString(mm(30), top, line)
            top -= mm(5.2)
        top -= mm(2.5)
    c.restoreState()
    doc.show_page()
