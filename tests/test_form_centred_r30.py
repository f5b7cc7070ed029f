"""Every form laid across the sheet (a landscape form, turned a quarter in its print job) sits in the
middle of its page: its ink keeps as much paper on one side as on the other, each way, within
SLACK, and a table with height to spare gives it to its rows (kit review r30, K minor 8: Kolekcjonerzy's
point table kept 17.5 mm on one long side and 10.7 mm on the other, 17 mm of the page unused below its
8.5 mm rows). Measured on the rendered pages of every bundled game's forms."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from PIL import ImageOps

from generator.build.recipe import BuildOptions
from generator.build.render import render_component
from generator.draw.labels import foot_room
from generator.games.kolekcjonerzy.sheet_foot import UNFOOTED
from generator.model.units import mm, to_mm
from generator.validate.run import load_and_validate

from .conftest import COMPONENTS

DPI = 100
SLACK = 1.5  # mm between the paper left on two opposite sides


def _turned(component) -> bool:
    """A form that lies across its sheet: a landscape form, or one of Kolekcjonerzy's landscape sheets
    (the point table; the plans, two to a sheet)."""
    spec = component.spec
    if component.kind == "form":
        return spec.orientation == "landscape"
    return component.kind == "kolekcjonerzy-sheet" and spec.sheet in ("public", "plan")


def _forms():
    project, _ = load_and_validate(COMPONENTS, None)
    for game in project.games.values():
        for name, component in game.components.items():
            if _turned(component):
                yield game, name


FORMS = list(_forms())


# the page's foot line (title, paper, sides, ruler and the print job's page number, as on every sheet used
# whole) lies in the margin along the page's foot, its capitals' top this far from the paper's edge: the form
# is centred in the room it leaves, as a book's page is centred without its folio
FOOT_LINE = to_mm(foot_room(BuildOptions().margin) - mm(1.5)) + 0.2


def _footed(component) -> bool:
    return component.kind == "form" or component.spec.sheet not in UNFOOTED


def _margins(data: bytes, footed: bool = False) -> list[tuple[float, float, float, float]]:
    """(left, top, right, bottom) paper in mm round each page's ink, as the page is printed; when `footed`,
    round the ink but the foot line's, the band FOOT_LINE deep along the page's foot: a landscape page's
    bottom, or on a portrait sheet holding a form turned a quarter the long side nearer its ink."""
    pdf = pdfium.PdfDocument(data)
    found = []
    per = 25.4 / DPI
    try:
        for page in pdf:
            image = page.render(scale=DPI / 72).to_pil().convert("L")
            ink = ImageOps.invert(image).point(lambda v: 255 if v > 12 else 0)
            w, h = ink.size
            keep = (0, 0, w, h)
            if footed:
                d = round(FOOT_LINE / per)
                left, _, right, _ = ink.getbbox()
                if w > h:
                    keep = (0, 0, w, h - d)
                else:
                    keep = (d, 0, w, h) if left < w - right else (0, 0, w - d, h)
            x, y, x2, y2 = ink.crop(keep).getbbox()
            left, top, right, bottom = x + keep[0], y + keep[1], x2 + keep[0], y2 + keep[1]
            found.append((left * per, top * per, (w - right) * per, (h - bottom) * per))
    finally:
        pdf.close()
    return found


def test_the_bundled_kit_has_forms_laid_across_their_sheets():
    assert {(game.id, name) for game, name in FORMS} >= {
        ("kolekcjonerzy", "tabela-punktow"),
        ("art-society", "karta-podliczenia"),
        ("rynek", "rejestr-fabryki"),
    }


@pytest.mark.parametrize("game,name", FORMS, ids=[f"{g.id}/{n}" for g, n in FORMS])
def test_a_form_across_its_sheet_sits_in_its_middle(game, name):
    outputs, _ = render_component(game, name, BuildOptions())
    footed = _footed(game.components[name])
    for output in outputs:
        for page, (left, top, right, bottom) in enumerate(_margins(output.data, footed), start=1):
            assert abs(left - right) <= SLACK, (output.filename, page, round(left, 1), round(right, 1))
            assert abs(top - bottom) <= SLACK, (output.filename, page, round(top, 1), round(bottom, 1))


def test_the_point_tables_rows_take_the_height_its_page_has():
    """The 18 rows of each column grow past the 8.5 mm they had, down to the bottom margin."""
    project, _ = load_and_validate(COMPONENTS, ["kolekcjonerzy"])
    outputs, _ = render_component(project.games["kolekcjonerzy"], "tabela-punktow", BuildOptions())
    left, top, right, bottom = _margins(outputs[0].data)[0]
    assert bottom <= top + 0.5 and bottom < 12.0, (top, bottom)
