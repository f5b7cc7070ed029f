"""A board for a print shop: the one-piece file of a board the kit glues from several sheets (a page
larger than the build's paper), offered on the cover of the job with the board's sheets in words, by
what to ask for (kit reviews r21: no file name on paper); kit.pdf's first page names the file.
"""

from __future__ import annotations

from generator.layout.imposition import shop_paper
from generator.model.core import Output
from generator.model.units import mm

# what a board job's cover asks a print shop for, in words (kit reviews r21, K minor 1, R minor 1, P major 2:
# no file name nor folder on paper; the file to hand over is named on screen, kit.pdf's first page)
SHOP_LEAD = "W punkcie ksero możesz poprosić o wydruk "


def shop_worth(output: Output) -> bool:
    """Whether the output is a board's one-piece file for a print shop (a page larger than the paper).
    The build writes one only for a board the home sheets print in pieces (board.plan.shop_whole; kit
    review r21, AS major 1: a board whole on one sheet is the same board at home)."""
    return output.kind == "board" and not output.fits_paper


def shop_boards(outputs: list[Output]) -> dict[str, str]:
    """Per board component, the line its sheets' job cover gives its one-sheet version for a print shop
    (a page larger than the build's paper, Output.fits_paper False), in what to ask for: „W punkcie
    ksero możesz poprosić o wydruk planszy w jednym kawałku, 304 × 408 mm, na arkuszu SRA3 …”."""
    lines = {}
    for output in outputs:
        if not shop_worth(output) or not output.page_mm:
            continue
        sheet, _ = shop_paper(*(mm(v) for v in output.page_mm))
        if sheet is None:
            continue
        size = " × ".join(f"{v:g}" for v in output.page_mm)
        what = (
            f"planszy w jednym kawałku, {size} mm, na arkuszu {sheet.name}; przytnij ją"
            if output.pages == 1
            else f"tych {output.pages} plansz, każdej w jednym kawałku, {size} mm, na arkuszu {sheet.name}; przytnij je"
        )
        lines[output.component] = (
            f"{SHOP_LEAD}{what} do znaczników w narożnikach, a arkuszy planszy z tego wydruku wtedy nie drukuj."
        )
    return lines
