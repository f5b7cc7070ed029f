"""Art Society's lollipops are the slowest part to cut (kit review r30, AS minor 6: a 34 mm candy matched
no punch a shop sells): the candy's cutting line is a sold punch's size, measured on the lollipop drawn
alone, and the sheet's cutting line names the punch (the candy alone plays, the stick left out)."""

from __future__ import annotations

from pathlib import Path

import generator.cli  # noqa: F401  (registers the commands before the kinds are used alone)
from generator.build.recipe import BuildOptions
from generator.build.render import render_component
from generator.draw import pdf as pdf_module
from generator.draw.craft_text import SOLD_PUNCHES, sold_punch
from generator.draw.kinds import KINDS
from generator.draw.pdf import new_document
from generator.draw.piece import flatten
from generator.layout.imposition import Paper
from generator.model.units import mm, to_mm
from generator.validate.run import load_and_validate

from . import pdfcheck
from .conftest import COMPONENTS

PAD = mm(4)


def test_the_candy_is_cut_at_a_sold_punchs_size_and_the_guide_names_the_punch(tmp_path: Path):
    project, _ = load_and_validate(COMPONENTS, ["art-society"])
    game = project.games["art-society"]
    component = game.components["lizaki"]
    lollipop = next(p for p in flatten(KINDS["bid-cards"].pieces(component, game)) if p.label.startswith("Wiśnia"))
    doc = new_document(Paper("piece", lollipop.width + 2 * PAD, lollipop.height + 2 * PAD), "piece")
    doc.canvas.translate(PAD, PAD)
    lollipop.front(doc.canvas, lollipop.width, lollipop.height)
    doc.show_page()
    path = tmp_path / "lollipop.pdf"
    path.write_bytes(doc.finish())
    cuts = [s for s in pdfcheck.strokes(path, 0, curves=True) if abs(s.width - pdf_module.CUT_LINE) < 0.01]
    assert len(cuts) == 1
    # the outline's points above the candy's middle: its arcs' ends, on its circle (the stick hangs below)
    spec = component.spec
    cx, cy = PAD + lollipop.width / 2, PAD + lollipop.height - spec.candy / 2
    radii = [((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 for line in cuts[0].polylines for x, y in line if y >= cy]
    assert len(radii) >= 2 and max(radii) - min(radii) < 0.01
    across = 2 * to_mm(radii[0])
    size = sold_punch(across)
    assert size is not None, across
    output = render_component(game, "lizaki", BuildOptions())[0][0]
    # said in the candies-only route its job's cover sets as a box (Output.alternative; r38 AS minors 3, 7)
    guide = " ".join(" ".join([*output.guide_lines, *(output.alternative or [])]).split())
    sold = " ".join(SOLD_PUNCHES[size].split())  # the guide's words read with their spaces made plain, as `guide`
    assert f"dziurkaczem ozdobnym {sold} ({f'{size:g}'.replace('.', ',')} mm)" in guide, guide
