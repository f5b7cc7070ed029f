"""The board drawn once into a form XObject: every page of both files shows it through a window."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from generator.draw.kinds.board.draw import draw_board
from generator.draw.kinds.board.geometry import layout
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
