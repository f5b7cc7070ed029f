"""The board drawn once into a form XObject: every page of both files shows it through a window.
A board with owners (owners.py) adds a form per copy: the board's form with that owner's band on top."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from generator.draw.kinds.board.draw import draw_board
from generator.draw.kinds.board.geometry import layout
from generator.draw.kinds.board.owners_draw import draw_owner
from generator.draw.kinds.board.plan import resolved
from generator.model.core import Component, Game

FORM = "board"


def define_form(canvas: Canvas, component: Component, game: Game, name: str = FORM) -> None:
    spec = resolved(component, game)
    geometry = layout(spec, game)
    b = spec.bleed
    canvas.beginForm(name, -b, -b, spec.size.width + b, spec.size.height + b)
    draw_board(canvas, spec, geometry, game)
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
        canvas.beginForm(name, -b, -b, spec.size.width + b, spec.size.height + b)
        canvas.doForm(FORM)
        draw_owner(canvas, spec, index)
        canvas.endForm()
        names.append(name)
    return names
