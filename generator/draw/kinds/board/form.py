"""The board drawn once into a form XObject: every page of both files shows it through a window.
A board with owners (owners.py) adds a form per copy: the board's form with that owner's band on top.
Each form has a wordless twin (`wordless`): the board's seam strips show it again along a cut
(board/strips.py), so a sheet prints each of the board's words once."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from generator.draw.cropped import CroppedCanvas
from generator.draw.kinds.board.draw import draw_board
from generator.draw.kinds.board.geometry import layout
from generator.draw.kinds.board.owners_draw import draw_owner
from generator.draw.kinds.board.plan import resolved
from generator.model.core import Component, Game

FORM = "board"


def wordless(form: str) -> str:
    """The name of `form`'s twin without words."""
    return f"{form}-wordless"


def define_form(canvas: Canvas, component: Component, game: Game, name: str = FORM) -> None:
    """The board as form `name`, and as its wordless twin."""
    spec = resolved(component, game)
    geometry = layout(spec, game)
    b = spec.bleed
    for form, target in ((name, canvas), (wordless(name), CroppedCanvas.wordless(canvas))):
        canvas.beginForm(form, -b, -b, spec.size.width + b, spec.size.height + b)
        draw_board(target, spec, geometry, game)
        canvas.endForm()


def define_copies(canvas: Canvas, component: Component, game: Game) -> list[str]:
    """The forms of the board's copies, in order, after `define_form` made FORM: FORM itself for a
    board without owners, else one form per owner (the board, then the owner's band)."""
    spec = resolved(component, game)
    if spec.owners is None:
        return [FORM]
    b = spec.bleed
    names = []
    for index in range(len(spec.owners.entries)):
        name = f"{FORM}-owner-{index + 1}"
        for form, board, target in (
            (name, FORM, canvas),
            (wordless(name), wordless(FORM), CroppedCanvas.wordless(canvas)),
        ):
            canvas.beginForm(form, -b, -b, spec.size.width + b, spec.size.height + b)
            canvas.doForm(board)
            draw_owner(target, spec, index)
            canvas.endForm()
        names.append(name)
    return names
