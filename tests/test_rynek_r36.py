"""Rynek after the r36 reviews: the factory register's column 7 in two unsigned boxes (kit minor 8), the banker's
slips' back under its own heading (kit minor 7), the ZAKUP card's foot carrying the purchase's allocation at 7 pt
(rulebook review 3, 8), and a „0 szt. × cena” entry void like any half-filled one (rulebook argument 1)."""

from __future__ import annotations

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render
from generator.games.rynek.cards import PURCHASE_FOOTER, footer_fit
from generator.games.rynek.engine import Bid, PurchaseRow, SaleRow, void_wrong_bids, void_wrong_offers

from . import pdfcheck
from .conftest import COMPONENTS

MM = 72 / 25.4


def _project():
    project, _ = load_and_validate(COMPONENTS, ["rynek"])
    return project


def test_the_register_splits_its_special_costs_into_unsigned_paid_and_received_boxes():
    """Kit minor 8: „7. Koszty specjalne (+ wydane, − otrzymane)” asked for a sign in one box; two boxes, paid
    and received, each added or taken in the row's formula, and no sign to write."""
    section = _project().games["rynek"].components["rejestr-fabryki"].spec.pages[0].sections[0]
    [seven] = [c for c in section.columns if c.id == "special-costs"]
    assert [c.title for c in seven.columns] == ["7a wydane", "7b otrzymane"]
    assert section.formula.endswith("− 7a + 7b")
    assert "+ wydane" not in seven.title and "Kwoty bez znaku" in section.note


def test_the_banker_slips_back_has_its_own_heading_not_the_front_s_cutting_line(tmp_path):
    """Kit minor 7: the back repeated the front's title and „Potnij arkusz …” on the waste strip's reverse."""
    project = _project()
    spec = project.games["rynek"].components["zapisy-bankiera"].spec
    [output] = render(project, BuildOptions(), ["zapisy-bankiera"])
    path = tmp_path / output.filename
    path.write_bytes(output.data)
    front, back = (" ".join(t.split()) for t in pdfcheck.page_texts(path)[-2:])
    assert spec.subtitle in front and spec.subtitle not in back
    # its heading in players' words, no production word on a sheet players keep (r41 kit minor 6: „· tył”)
    assert "Zapisy bankiera – ciąg dalszy" in back and "Zapisy bankiera – ciąg dalszy" not in front
    assert "tył" not in back


def test_the_zakup_card_foot_gives_the_whole_allocation_at_7_pt():
    """Review 3 and 8: one buyer pays the minimum, several their own price from the highest, equal prices share
    proportionally – where the purchase happens, at 7 pt (the reviewer read about 6)."""
    fitted = footer_fit(PURCHASE_FOOTER, 88 * MM)
    assert fitted is not None and fitted.size >= 7
    for words in ("Jeden chętny płaci minimalną", "od najwyższej", "równe ceny – proporcjonalnie"):
        assert words in PURCHASE_FOOTER.replace("\u00a0", " "), words


def test_zero_units_at_a_price_is_a_half_filled_entry_that_voids_the_card():
    """Argument 1: „0 szt. × 190” („I don't want this colour”) is an incomplete entry, as the book now says in
    its box: every bid (offer) of that player on the card is void; both boxes empty is no entry."""
    rows = [PurchaseRow("yellow", 18, 170), PurchaseRow("green", 20, 170)]
    bids = {"yellow": [Bid("A", 0, 190), Bid("B", 10, 190)], "green": [Bid("A", 10, 170)]}
    assert void_wrong_bids(rows, bids) == {"yellow": [Bid("B", 10, 190)], "green": []}
    card = [SaleRow("YG", 10, 1_000, 1_500), SaleRow("YR", 8, 1_200, 1_800)]
    offers = {"A": {"YG": (0, 1_500), "YR": (2, 1_800)}, "B": {"YG": (0, 0), "YR": (2, 1_800)}}
    stock = {"A": {"YG": 4, "YR": 2}, "B": {"YR": 2}}
    assert void_wrong_offers(card, offers, stock) == {"A": {}, "B": {"YG": (0, 0), "YR": (2, 1_800)}}
