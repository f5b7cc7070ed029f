"""r42 kit review, Przekręt minor 4: the token sheet's label („Żetony ulepszeń, szpitala, pionki i kostka · karton
…”) began 1.9 mm under the cut of die 1's bottom face, its 50 mm ruler 3.8 mm under die 2: a net has no crop marks
under it to keep the line off. A last band of nets now keeps NET_CLEAR (5 mm) over the label's line wherever the
room above it allows (tokens_draw._nets_off_the_foot, layout.bands.lift_last). Read from the sheet as printed: the
first ink above the label's capitals lies 5 mm or more above them."""

from __future__ import annotations

import generator.cli  # noqa: F401  (registers the kinds)
from generator.draw.kinds import KINDS
from generator.model.core import BuildOptions
from generator.model.units import mm, to_mm

from . import pdfcheck
from .conftest import validated_game


def test_the_die_nets_stand_5_mm_clear_of_the_sheet_s_label(tmp_path):
    game = validated_game("przekret")
    [output] = KINDS["tokens"].render(game.one("tokens"), game, BuildOptions())
    path = tmp_path / "zetony.pdf"
    path.write_bytes(output.data)
    chars = pdfcheck.printed_text(path)
    pages = {i for i, ch, *_ in chars if ch == "K" and "KOSTKA" in "".join(c for j, c, *_ in chars if j == i)}
    (index,) = pages
    foot = min(box[1] for i, *_, box in chars if i == index)  # the label line: the lowest text of the sheet
    line = [box for i, *_, box in chars if i == index and box[1] < foot + mm(3)]
    caps = max(box[3] for box in line)
    dpi = 200
    image = pdfcheck.render(path, index, dpi)
    px = dpi / 72
    height = image.height
    dark = pdfcheck.non_white_mask(image, 235)
    above = None
    for y in range(round(height - caps * px) - 2, 0, -1):  # up from the capitals' top
        if any(dark.getpixel((x, y)) for x in range(round(mm(12) * px), image.width - round(mm(12) * px))):
            above = (height - y) / px - caps
            break
    assert above is not None and above >= mm(5) - mm(0.2), to_mm(above or 0)
