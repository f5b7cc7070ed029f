"""Round r34's kit reviews, the print guide pages (briefs s13, guides): AS kit major 1 (a card job's PDF preset the
printer's automatic duplex against its own guide's feed by hand)."""

from __future__ import annotations

from pypdf import PdfReader

from generator.build.cover_steps import CARD_FEED
from generator.draw.pdf import print_preferences

from .pdfcheck import page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
HAND = " ".join(CARD_FEED.lower().split()[:4])  # „drukuj ręcznie, po jednym”


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


# ------------------------------------------------------------------ AS major 1: no card sent through the duplex unit


def test_a_file_fed_by_hand_presets_one_sided_printing_and_a_plain_one_its_duplex():
    """The one rule of the dialog's presets: scale 100 % always; plain paper double-sided presets its flip, a file
    fed by hand one side a pass presets one-sided printing; a one-sided file no duplex at all."""
    assert print_preferences("long") == {"PrintScaling": "None", "Duplex": "DuplexFlipLongEdge"}
    assert print_preferences("short") == {"PrintScaling": "None", "Duplex": "DuplexFlipShortEdge"}
    assert print_preferences("long", by_hand=True) == {"PrintScaling": "None", "Duplex": "Simplex"}
    assert print_preferences(None, by_hand=True) == print_preferences("one") == {"PrintScaling": "None"}


def test_no_pdf_whose_guide_feeds_card_by_hand_presets_the_duplex_unit(bundled_kit):
    """Every PDF of the build, its catalog read back: /PrintScaling /None; a card print job (fed by hand, its
    cover says so) and a part file whose own guide page says to feed it by hand preset no automatic duplex, nor
    zestaw.pdf (card sheets among the paper); a double-sided plain paper job keeps its long-edge preset (r34 AS
    major 1: druk/2 on 300 g card preset /DuplexFlipLongEdge)."""
    seen = {"card job": 0, "paper job": 0, "part by hand": 0}
    for game in GAMES:
        for path in sorted((bundled_kit / game).rglob("*.pdf")):
            prefs = PdfReader(path).trailer["/Root"].get("/ViewerPreferences")
            prefs = dict(prefs.get_object()) if prefs is not None else {}
            assert prefs.get("/PrintScaling") == "/None", path
            duplex = prefs.get("/Duplex")
            name = path.name
            if path.parent.name == "druk":
                if "-karton-" in name:
                    seen["card job"] += 1
                    assert duplex in (None, "/Simplex"), (path, duplex)
                elif "dwustronnie-dluga" in name:
                    seen["paper job"] += 1
                    assert duplex == "/DuplexFlipLongEdge", (path, duplex)
                continue
            guide = _flat(page_texts(path)[0]).lower()
            if HAND in guide or name == "zestaw.pdf":
                seen["part by hand"] += 1
                assert duplex in (None, "/Simplex"), (path, duplex)
    assert all(seen.values()), seen
