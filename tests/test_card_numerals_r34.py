"""r34 kit review, R minor 9: the card type numeral in the header's disc was 11 pt for III, VII and VIII and
13 pt for the others. One size for every type, the widest deciding: worked out, then read from the PDF."""

from __future__ import annotations

import io
import re

from generator.draw.fonts import SERIF_BOLD, text_width

from .conftest import validated_game


def test_one_size_fits_the_widest_numeral_in_its_disc():
    from generator.games.rynek.cards_draw import BAND, DISC, NUMERAL_BOX, numeral_size
    from generator.games.rynek.facts import NUMERALS

    size = numeral_size(BAND)
    assert all(numeral_size(BAND, (n,)) >= size for n in NUMERALS)
    assert max(text_width(n, SERIF_BOLD, size) for n in NUMERALS) <= BAND * DISC * NUMERAL_BOX + 1e-6
    assert size >= 10.0  # read across the table


def test_every_type_numeral_on_the_cards_prints_at_one_size():
    from pypdf import PdfReader

    from generator.games.rynek.cards_draw import render
    from generator.model.core import BuildOptions

    game = validated_game("rynek")
    component = next(c for c in game.components.values() if c.kind == "rynek-cards")
    sizes: dict[str, set[float]] = {}
    for output in render(component, game, BuildOptions()):
        for page in PdfReader(io.BytesIO(output.data)).pages:

            def seen(text, cm, tm, font, size, sizes=sizes):
                text = text.strip()
                if re.fullmatch(r"[IVX]{1,4}", text) and font and "Serif" in str(font.get("/BaseFont", "")):
                    sizes.setdefault(text, set()).add(round(size * tm[3], 1))

            page.extract_text(visitor_text=seen)
    assert {"I", "III", "VIII"} <= set(sizes), sizes
    assert len(set().union(*sizes.values())) == 1, sizes
