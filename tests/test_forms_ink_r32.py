"""Kit review r32 AS minor 4: the score pad, a sheet reprinted for every game, was 40 % inked (cream head,
zebra rows, shaded „pkt” columns, grey hatched cells). Every form a game's players write on in every game
– the score pad, the point table, the arbiter's sheet, the slips, the plan, the factory register, the
banker's sheets – keeps its grounds to outlines and a tint of 5 % or less: measured as the reviewer did
(pixels darker than 235/255 at 100 dpi), no page of them is inked over 16 % (a rulebook text page: 6–13 %)."""

from __future__ import annotations

import json

import pypdfium2 as pdfium

from generator.draw.pdf import FORM_TINT

WRITTEN_KINDS = {"form", "money-summary", "kolekcjonerzy-sheet"}
# a written form's pages that are a reference, not a form: the plan's backs (its copies' even pages) are the
# price list, read, never written on
REFERENCE_BACKS = {("kolekcjonerzy", "plan")}
LIMIT = 0.16


def inked(page) -> float:
    image = page.render(scale=100 / 72).to_pil().convert("L")
    counts = image.histogram()
    return sum(counts[:235]) / (image.width * image.height)


def test_the_form_tint_is_5_percent_or_less():
    assert 1 - (0.299 * FORM_TINT.red + 0.587 * FORM_TINT.green + 0.114 * FORM_TINT.blue) <= 0.05


def test_every_written_form_is_light_on_ink(bundled_kit):
    manifest = json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))
    forms = [e for e in manifest if e["kind"] in WRITTEN_KINDS]
    assert {(e["game"], e["component"]) for e in forms} >= {
        ("art-society", "karta-podliczenia"),
        ("kolekcjonerzy", "tabela-punktow"),
        ("kolekcjonerzy", "arbiter"),
        ("przekret", "arkusz-bankiera"),
        ("rynek", "rejestr-fabryki"),
        ("rynek", "zapisy-bankiera"),
    }
    heavy = []
    for entry in forms:
        pdf = pdfium.PdfDocument(str(bundled_kit / entry["path"]))
        backs = (entry["game"], entry["component"]) in REFERENCE_BACKS
        for n in range(len(pdf)):
            if not (backs and n % 2 == 1) and (share := inked(pdf[n])) > LIMIT:
                heavy.append((entry["path"], n + 1, round(share * 100, 1)))
    assert heavy == []
