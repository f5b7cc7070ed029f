"""r30 kit reviews, the covers and the guide pages: two short guides share a page where that spares a sheet
(K minor 1, R minor 4), every page a buyer keeps whole carries its job's page number (K minor 3), every form
carries a foot line as card sheets do (K minor 2), the covers carry the game's colour and name (K minor 4),
the card procedure says how to correct a back fed by hand (AS minor 3)."""

from __future__ import annotations

import json
import re

import pypdfium2 as pdfium
import pytest

from generator.draw.guide import GuideInfo
from generator.draw.guide_share import SHARE_SCALE, shared_scale
from generator.draw.kinds import KINDS
from generator.draw.labels import foot_base
from generator.draw.look import game_accent
from generator.layout.imposition import PAPERS
from generator.model.units import mm
from tests.conftest import validated_game

from .pdfcheck import job_entries, page_texts, printed_text, render

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
A4 = PAPERS["a4"]
FOLIO = re.compile(r"wydruk (\d+) · s\. (\d+)")


def _guide(lines: int, title: str = "Do druku") -> GuideInfo:
    page = GuideInfo(title, "Gra", [f"Strona {n}: opis" for n in range(lines)], A4, None, calibration=False)
    page.howto = ["Wydrukuj całość raz."]
    return page


def test_two_short_guides_share_a_page_at_full_size_and_two_longer_ones_a_little_smaller():
    # two short texts stand at full size; longer ones at the largest scale both fit at, never below the floor
    # (in two columns since r32: a page holds about twice the lines it did)
    assert shared_scale(_guide(5), [_guide(5)], mm(16)) == 1.0
    scale = shared_scale(_guide(34), [_guide(34)], mm(16))
    assert scale is not None and SHARE_SCALE <= scale < 1.0
    assert shared_scale(_guide(40), [_guide(40)], mm(16)) is None  # not even at the floor: each keeps its page
    # asked for full size only (printplan: a smaller type only where it spares a sheet), the longer pair keeps apart
    assert shared_scale(_guide(34), [_guide(34)], mm(16), least=1.0) is None


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_job_1_reads_the_card_jobs_guides_in_their_order_and_opens_the_book_on_a_front(bundled_kit):
    """K minor 1 (r30): jobs 2 and 3 shared a page of job 1 where both fit at SHARE_SCALE and that spared a
    sheet (the unit tests above and printplan._shared_covers). Since r31 Kolekcjonerzy's job 3 carries the
    card procedure in full (the hand feed's steps): no pair fits at 0.9 of full size, so each guide keeps its
    page and a blank page keeps the rulebook on a front. In every game the guides read in the jobs' order and
    the book opens on a front; a page two guides share sets its text at SHARE_SCALE of full size or more."""
    for game in GAMES:
        entries = job_entries(bundled_kit, game)
        path = bundled_kit / entries[0]["path"]
        texts = [_flat(t) for t in page_texts(path)]
        book = next(n for n, t in enumerate(texts, start=1) if "Spis treści" in t)  # the rulebook's title page
        assert book % 2 == 1, (game, book)
        said = [int(m) for t in texts[: book - 1] for m in re.findall(r"Do druku: (\d+)\.", t)]
        assert said == sorted(said) and said[0] == 1, (game, said)
        shared = {n for n, t in enumerate(page_texts(path)) if t.count("Do druku: ") > 1}
        # the guides' text, not the job's page number at the foot (8 pt)
        sizes = [size for page, _c, size, _s, box in printed_text(path) if page in shared and box[1] > mm(15)]
        assert not sizes or min(sizes) >= 9.0 * SHARE_SCALE - 0.05, game


def _boxes(path, index: int):
    pdf = pdfium.PdfDocument(str(path))
    try:
        textpage = pdf[index].get_textpage()
        text = textpage.get_text_range()
        boxes = [textpage.get_charbox(i) for i in range(textpage.count_chars())]
        return text, boxes, pdf[index].get_mediabox()[2]  # its width as drawn (a turned page's too)
    finally:
        pdf.close()


def test_every_page_of_job_1_says_its_own_page_number_at_its_foot(bundled_kit):
    """K minor 3 (r30): the covers send the reader to „strona 6 wydruku 1”: every cover, the calibration page and
    the checklist's page print „wydruk 1 · s. 6”, at the foot's right end, clear of other text. r35 (R major 1, AS
    minor 6, P minor 4; supersedes r32's „no number on a kept page”, docs/print-decisions.md): a rulebook's page, a
    form's and a score card's carry it too, at the same place, beside the book's own folio; a page citing other
    pages (a cover, the checklist) says its own at the foot."""
    for game in GAMES:
        path = bundled_kit / job_entries(bundled_kit, game)[0]["path"]
        for index in range(len(page_texts(path))):
            raw, boxes, width = _boxes(path, index)
            at = [
                m for m in FOLIO.finditer(raw) if min(b[1] for b in boxes[m.start() : m.end()] if b[2] > b[0]) < mm(15)
            ]
            if not at:  # its piece reaches the number's place (K's plans and price lists, r36 K major): none there;
                continue  # test_kit_r35_ids holds such a page to ink at that place
            assert [m.groups() for m in at] == [("1", str(index + 1))], (game, index + 1)
            own = [b for b in boxes[at[0].start() : at[0].end()] if b[2] > b[0]]
            left, bottom = min(b[0] for b in own), min(b[1] for b in own)
            right, top = max(b[2] for b in own), max(b[3] for b in own)
            others = [b for i, b in enumerate(boxes) if not at[0].start() <= i < at[0].end() and b[2] > b[0]]
            near = [b for b in others if b[0] < right + mm(1) and b[2] > left - mm(1) and b[1] < top + mm(1)]
            near = [b for b in near if b[3] > bottom - mm(1)]
            assert not near, (game, index + 1, near[:3])
            assert bottom > mm(5) and right < width - mm(5) and bottom < foot_base(mm(5)), (game, index + 1)


def test_no_sheet_names_a_second_number_of_its_job(bundled_kit):
    """r32 (P minor 10, K minor 4) had card sheets say „wydruk 5 · arkusz 3/6” wherever a margin had room, so a
    sheet carried the job's sheet number in one place or another and the checklist cited pages (r35, R major 1,
    K minor 9, AS minor 3): one system – every page says „wydruk N · s. P” (test_kit_r35_ids), no page „wydruk N ·
    arkusz”."""
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            for index, text in enumerate(page_texts(bundled_kit / entry["path"])):
                assert not re.search(r"wydruk \d+ · arkusz", _flat(text)), (game, entry["path"], index + 1)


def test_every_form_page_in_a_plain_job_has_its_foot_line(bundled_kit):
    """K minor 2 (r30): job 2's arbiter sheet, slips and point tables said nothing of what they are; every form a
    plain job prints names the game and itself at its foot. r35 (R minor 10): kept at the table, it says no more –
    no paper, sides, scale nor ruler (the job's cover says them). Two of Kolekcjonerzy's sheets have no foot left
    (sheet_foot.UNFOOTED: the arbiter's grid at its 5 mm rows, the plan's two turned forms)."""
    entries = json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))
    for game in GAMES:
        jobs = [e for e in job_entries(bundled_kit, game) if e["stock"] == "paper"]
        printed = {p["path"] for job in jobs for p in job["parts"]}
        forms = [e for e in entries if e["game"] == game and e["kind"] in KINDS and KINDS[e["kind"]].category == "form"]
        forms = [e for e in forms if e["path"] in printed]
        assert forms, game
        for form in forms:
            for n, text in enumerate(map(_flat, page_texts(bundled_kit / form["path"])), start=1):
                assert not any(w in text for w in ("skala 100%", "50 mm", "g/m²")), (game, form["path"], n)


def _accent_rgb(accent: str) -> tuple[int, int, int]:
    return tuple(int(accent[i : i + 2], 16) for i in (1, 3, 5))


def test_every_cover_and_the_checklist_carry_the_games_band(bundled_kit):
    """K minor 4: a band of the game's own colour (its rulebook's accent) with its name heads every print job's
    cover and the checklist's page; the name reads white on it."""
    for game in GAMES:
        accent = game_accent(validated_game(game))
        title = validated_game(game).spec.title.upper()
        path = bundled_kit / job_entries(bundled_kit, game)[0]["path"]
        for index, text in enumerate(page_texts(path)):
            head = _flat(text)[:200]
            if "Do druku:" not in head and not head.startswith(title + " Lista kontrolna elementów"):
                continue
            assert head.startswith(title), (game, index + 1, head[:40])
            image = render(path, index, dpi=50, mode="RGB")
            px = mm(1) / 72 * 50
            band = image.crop((int(25 * px), int(9 * px), int(185 * px), int(18 * px)))
            colours = band.getcolors(band.width * band.height)
            share = sum(n for n, rgb in colours if all(abs(a - b) < 12 for a, b in zip(rgb, _accent_rgb(accent))))
            assert share > 0.6 * band.width * band.height, (game, index + 1)
            assert any(all(v > 230 for v in rgb) for _n, rgb in colours), (game, index + 1)  # the name, white


@pytest.mark.parametrize("game", GAMES)
def test_the_card_procedure_says_once_how_a_back_fed_by_hand_is_put_right(bundled_kit, game):
    """AS minor 3: a driver's duplex offset does nothing for card fed by hand, a sheet a pass: the card procedure
    (on job 1, said once) moves the sheet by the tray's side guide or the image by the print dialog's offset,
    else a copy shop, and says white backs tolerate more."""
    said = _flat(" ".join(page_texts(bundled_kit / job_entries(bundled_kit, game)[0]["path"])))
    assert said.count("boczną prowadnicę podajnika") == 1, game
    at = said.index("boczną prowadnicę podajnika")
    step = said[at - 200 : at + 400]
    assert "przesunięcie obrazu w oknie drukowania" in step and "punkt ksero" in step, step
    # why (the driver's offset moves a back only in automatic duplex; white backs take more) is the print
    # chapter's, in the rulebook this job prints (r32 AS major 1: the cover a checklist)
    # (r42: white backs' leeway said once, in the tolerance's sentence, not again after the driver's offset)
    assert "tylko w druku automatycznym" in said and "tyły z białym marginesem zapasu nie potrzebują" in said
