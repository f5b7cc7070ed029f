"""A board for a print shop: the one-piece file of a board the kit glues from several sheets (a page
larger than the build's paper). It is in no numbered print job – printing every job once gives the game,
and this file replaces a job's board sheets rather than adding to them – so it is offered where the
file is, on screen: zestaw.pdf's first page names it and says what to ask the shop for. Paper (the jobs'
covers, the rulebook) does not offer it (r22 R minor 6: an offer on paper of a file no job holds left
the buyer nothing obvious to hand over).
"""

from __future__ import annotations

from generator.layout.imposition import shop_paper
from generator.model.core import Component, Output
from generator.model.units import mm, to_mm


def shop_worth(output: Output) -> bool:
    """Whether the output is a board's one-piece file for a print shop (a page larger than the paper).
    The build writes one only for a board the home sheets print in pieces (board.plan.shop_whole; kit
    review r21, AS major 1: a board whole on one sheet is the same board at home)."""
    return output.kind == "board" and not output.fits_paper


# the card a one-piece board is printed on: no overlap to step over, so the kit's heavier card (or paper mounted)
SHOP_STOCK = "na kartonie 200–300 g/m² (albo na papierze, który naklejasz potem na tekturę)"


def shop_spec(output: Output, component: Component) -> str:
    """What to ask a print shop for, the one description zestaw.pdf's first page and the board job's cover both
    give (r26 K minor 6, P minor 3, R minor 5: the paper sent the buyer to the screen to learn it; r27pre
    K minor 2: the screen said the file's 404 × 492 mm, the paper the board's 380 × 468 mm): „strona
    404 × 492 mm, na niej plansza 380 × 468 mm z tłem wychodzącym 3 mm poza jej brzeg i znacznikami cięcia
    w narożnikach; na arkuszu A2, na kartonie …; przytnij ją do znaczników” (the bleed in plain words:
    covers name no jargon); "" where no shop sheet holds it."""
    sheet, _ = shop_paper(*(mm(v) for v in output.page_mm or (0, 0)))
    if sheet is None or not output.page_mm:
        return ""
    spec = component.spec
    size = " × ".join(f"{to_mm(v):.0f}" for v in (spec.size.width, spec.size.height))
    whole = " × ".join(f"{v:g}" for v in output.page_mm)
    bleed = f"{to_mm(spec.bleed):g}".replace(".", ",")
    return (
        f"strona {whole} mm, na niej plansza {size} mm z tłem wychodzącym {bleed} mm poza jej brzeg "
        f"i znacznikami cięcia w narożnikach; na arkuszu {sheet.name}, {SHOP_STOCK}; przytnij ją do znaczników"
    )


def shop_files(outputs) -> dict[str, Output]:
    """The components with a one-piece file for a print shop, that file: their job's cover says what to
    ask the shop for."""
    return {o.component: o for o in outputs if shop_worth(o)}
