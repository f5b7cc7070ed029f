"""Tabletop Simulator images of one component: deck sheets for cards and tiles, single images for
tokens, pawns and player boards, and what the Saved Object needs to know about them (`TtsDeck`,
`TtsSingles`).

A deck is one pile of the game (`Piece.deck`: Rynek's ZAKUP and SPRZEDAŻ, each banknote value; ""
keeps a piece with the rest of its component) of one size. Its sheets hold at most 10 × 7 slots,
the last slot of each keeping the "hidden card", and no image is larger than 4096 px a side (the
Knowledge Base's advice for custom decks): a piece too large to go twice across such a sheet at the
requested dpi is exported at the highest dpi that fits, with a notice.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field

from PIL import Image

from generator.export import Encoded, Faces, Progress, Rasteriser, groups, pixels, slug
from generator.model.units import to_mm

# Tabletop Simulator's custom deck: a sheet of at most 10 × 7 slots, the last slot (bottom right)
# holding the "hidden card" shown in place of a face when a card sits in another player's hand
# (the deck's "Back is Hidden" left unchecked); images no larger than 4096 px on a side, the size
# the Knowledge Base's Asset Creation page recommends for every custom image.
TTS_MAX_COLUMNS, TTS_MAX_ROWS = 10, 7
TTS_MAX_SIDE = 4096
# categories whose pieces are kept in decks (shuffled, drawn, held in a hand); the others are
# single objects (tokens, pawns, player boards)
DECK_CATEGORIES = ("card", "banknote", "tile")


class SheetError(Exception):
    """A card that cannot go twice across a sheet at any dpi the export allows."""


@dataclass(frozen=True)
class TtsSheet:
    columns: int
    rows: int
    cards: int  # cards on the sheet; the slot after the last grid slot is never a card

    @property
    def hidden_slot(self) -> int:
        return self.columns * self.rows - 1


def tts_sheets(count: int, slot_width: int, slot_height: int, max_side: int = TTS_MAX_SIDE) -> list[TtsSheet]:
    """Sheets for `count` cards of slot_width × slot_height px: at most 10 × 7 slots and `max_side` px a
    side, the last slot of every sheet kept for the hidden card, at least 2 × 2 slots (TTS's
    smallest deck grid), as few empty slots as the limits allow."""
    max_columns = min(TTS_MAX_COLUMNS, max_side // slot_width)
    max_rows = min(TTS_MAX_ROWS, max_side // slot_height)
    if max_columns < 2 or max_rows < 2:
        raise SheetError(
            f"a card of {slot_width} x {slot_height} px does not fit twice across a "
            f"{max_side} px Tabletop Simulator sheet; lower --dpi"
        )
    per_sheet = max_columns * max_rows - 1
    sheets = []
    for first in range(0, count, per_sheet):
        cards = min(per_sheet, count - first)
        slots = cards + 1
        columns = max(2, min(max_columns, slots))
        rows = max(2, math.ceil(slots / columns))
        columns = max(2, min(columns, math.ceil(slots / rows)))  # narrowest grid with these rows
        sheets.append(TtsSheet(columns, rows, cards))
    return sheets


def fitting_dpi(width: float, height: float, dpi: int, across: int, max_side: int = TTS_MAX_SIDE) -> int:
    """The highest dpi ≤ `dpi` at which `across` pieces of width × height points go side by side (and
    `across` on top of each other) within `max_side` px."""
    longest = max(width, height)
    while dpi > 1 and across * pixels(longest, dpi) > max_side:
        dpi = min(dpi - 1, int(max_side / across * 72.0 / longest))
    return max(dpi, 1)


# ------------------------------------------------------------------------------ what the save needs


@dataclass
class TtsDeck:
    """One deck's sheets: each a dict with face, back (file names in the component's folder), columns,
    rows, cards and slots (piece index and name per slot, slot order)."""

    component: str
    name: str
    width_mm: float
    height_mm: float
    dpi: int
    own_backs: bool  # the cards have a printed back (not bare stock)
    pile: str  # the pile's own name (Piece.deck; "" for the whole component)
    unique_back: bool
    sheets: list[dict] = field(default_factory=list)

    @property
    def sideways(self) -> bool:
        return self.width_mm > self.height_mm

    @property
    def count(self) -> int:
        return sum(s["cards"] for s in self.sheets)


@dataclass
class TtsSingle:
    front: str
    back: str | None
    name: str
    quantity: int


@dataclass
class TtsSingles:
    """Pieces that are objects of their own (tokens, pawns, player boards): a front and back image per
    distinct piece, with its quantity."""

    component: str
    name: str
    category: str
    width_mm: float
    height_mm: float
    items: list[TtsSingle] = field(default_factory=list)

    @property
    def count(self) -> int:
        return sum(i.quantity for i in self.items)


@dataclass(frozen=True)
class Lowered:
    """A deck or board exported at a lower dpi than asked, so that its images stay within 4096 px."""

    name: str
    dpi: int
    asked: int


@dataclass
class TtsExport:
    files: dict[str, bytes]  # empty when they went to a sink
    names: list[str]
    decks: list[TtsDeck]
    singles: list[TtsSingles]
    notices: list[Lowered]


def piles(faces: Faces) -> list[tuple[str, list[int]]]:
    """(pile name, piece indices) in the kit's order: pieces of one `Piece.deck` and one size."""
    found: dict[tuple[str, float, float], list[int]] = {}
    for i, piece in enumerate(faces.pieces):
        found.setdefault((piece.deck, round(piece.width, 3), round(piece.height, 3)), []).append(i)
    sizes = {(w, h) for _d, w, h in found}
    named = []
    for (deck, width, height), indices in found.items():
        name = deck
        if len(sizes) > 1:
            name = f"{deck} {to_mm(width):.3g}x{to_mm(height):.3g}mm".strip()
        named.append((name, indices))
    return named


def tts_export(
    faces: Faces,
    dpi: int,
    category: str = "card",
    title: str = "",
    progress: Progress | None = None,
    sink: Callable[[str, bytes], None] | None = None,
) -> TtsExport:
    """Tabletop Simulator images of one component: for decks (`DECK_CATEGORIES`) every piece (copies
    included) trimmed to its cut size on sheets, one deck per pile, a back image (a back sheet when
    backs differ) and a JSON per sheet with the grid and the card count; for other pieces a front and
    a back image per distinct piece. With a `sink` each file goes to it as it is made (see
    `Encoded`), so that a deck of heavy art is not held in memory until the end."""
    raster = Rasteriser(faces, dpi)
    encoded = Encoded(flat=not faces.pictures, sink=sink)
    result = TtsExport({}, [], [], [], [])
    found = piles(faces)
    try:
        for name, indices in found:
            prefix = f"{slug(name)}-" if len(found) > 1 and slug(name) else ""
            nickname = f"{title} – {name}" if name and title else (name or title or faces.component)
            if name and title == faces.component:  # a component without a title: the pile's own name
                nickname = name
            if category in DECK_CATEGORIES:
                deck = _deck(faces, raster, indices, prefix, nickname, dpi, progress, encoded, result)
                result.decks.append(deck)
            else:
                result.singles.append(
                    _singles(faces, raster, indices, prefix, nickname, category, progress, encoded, result)
                )
        result.files = encoded.files()
        result.names = encoded.names
        return result
    finally:
        encoded.close()
        raster.close()


def _singles(
    faces: Faces,
    raster: Rasteriser,
    indices: list[int],
    prefix: str,
    nickname: str,
    category: str,
    progress: Progress | None,
    files: Encoded,
    result: TtsExport,
) -> TtsSingles:
    piece = faces.pieces[indices[0]]
    asked = raster.dpi
    used = fitting_dpi(piece.width, piece.height, asked, 1)
    if used != asked:
        result.notices.append(Lowered(nickname, used, asked))
        raster = Rasteriser(faces, used)
    out = TtsSingles(faces.component, nickname, category, to_mm(piece.width), to_mm(piece.height))
    chosen = set(indices)
    backs: dict[str, str] = {}
    for group in groups(faces):
        if group.first not in chosen:
            continue
        number = group.first + 1
        name = slug(faces.name(group.first))
        front = f"{prefix}{number:04d}-{name}-front.png" if name else f"{prefix}{number:04d}-front.png"
        files.put(front, raster.trimmed(faces.fronts[group.first].page), raster.dpi)
        back_face = faces.backs[group.first]
        back = None
        if back_face is not None:
            if back_face.key not in backs:
                backs[back_face.key] = f"{prefix}{number:04d}-back.png"
                files.put(backs[back_face.key], raster.trimmed(back_face.page), raster.dpi)
            back = backs[back_face.key]
        out.items.append(TtsSingle(front, back, faces.name(group.first), len(group.indices)))
        if progress:
            progress(len(group.indices))
    if raster.dpi != asked:
        raster.close()
    return out


def _deck(
    faces: Faces,
    raster: Rasteriser,
    indices: list[int],
    prefix: str,
    nickname: str,
    dpi: int,
    progress: Progress | None,
    files: Encoded,
    result: TtsExport,
) -> TtsDeck:
    piece = faces.pieces[indices[0]]
    deck_dpi = fitting_dpi(piece.width, piece.height, dpi, 2)
    if deck_dpi != dpi:
        result.notices.append(Lowered(nickname, deck_dpi, dpi))
        raster = Rasteriser(faces, deck_dpi)
    slot_w, slot_h = pixels(piece.width, deck_dpi), pixels(piece.height, deck_dpi)
    blank = Image.new("RGB", (slot_w, slot_h), "white")  # the back of a one-sided piece: bare stock

    def back_image(i: int) -> Image.Image:
        back = faces.backs[i]
        return raster.trimmed(back.page) if back is not None else blank

    back_keys = {faces.backs[i].key if faces.backs[i] else "" for i in indices}
    unique_back = len(back_keys) > 1
    deck = TtsDeck(
        faces.component,
        nickname,
        round(to_mm(piece.width), 2),
        round(to_mm(piece.height), 2),
        deck_dpi,
        own_backs=any(faces.backs[i] is not None for i in indices),
        unique_back=unique_back,
        pile=piece.deck,
    )
    common_back = f"{prefix}back.png"
    if not unique_back:
        files.put(common_back, back_image(indices[0]), deck_dpi)
    start = 0
    for number, sheet in enumerate(tts_sheets(len(indices), slot_w, slot_h), start=1):
        cards = indices[start : start + sheet.cards]
        start += sheet.cards
        face_sheet = Image.new("RGB", (sheet.columns * slot_w, sheet.rows * slot_h), "white")
        back_sheet = Image.new("RGB", face_sheet.size, "white") if unique_back else None
        slots = []
        for slot, i in enumerate(cards):
            at = ((slot % sheet.columns) * slot_w, (slot // sheet.columns) * slot_h)
            face_sheet.paste(raster.trimmed(faces.fronts[i].page), at)
            if back_sheet is not None:
                back_sheet.paste(back_image(i), at)
            slots.append({"slot": slot, "piece": i + 1, "name": faces.name(i)})
            if progress:
                progress(1)
        hidden = (sheet.hidden_slot % sheet.columns * slot_w, sheet.hidden_slot // sheet.columns * slot_h)
        face_sheet.paste(back_image(cards[0]), hidden)  # seen instead of a face in another's hand
        face_name = f"{prefix}sheet-{number}.png"
        files.put(face_name, face_sheet, deck_dpi)
        back_name = common_back
        if back_sheet is not None:
            back_sheet.paste(back_image(cards[0]), hidden)
            back_name = f"{prefix}sheet-{number}-back.png"
            files.put(back_name, back_sheet, deck_dpi)
        described = {
            "component": faces.component,
            "deck": nickname,
            "face": face_name,
            "back": back_name,
            "unique_back": unique_back,
            "grid": {"columns": sheet.columns, "rows": sheet.rows},
            "cards": sheet.cards,
            "hidden_slot": sheet.hidden_slot,
            "card": {
                "width_px": slot_w,
                "height_px": slot_h,
                "dpi": deck_dpi,
                "width_mm": deck.width_mm,
                "height_mm": deck.height_mm,
            },
            "slots": slots,
            # the fields of Tabletop Simulator's CustomDeck entry (the file names stand for the URLs)
            "tabletop_simulator": {
                "FaceURL": face_name,
                "BackURL": back_name,
                "NumWidth": sheet.columns,
                "NumHeight": sheet.rows,
                "BackIsHidden": deck.own_backs,
                "UniqueBack": unique_back,
            },
        }
        face_sheet = back_sheet = None  # encoded: let go of the pixels before the next sheet is made
        deck.sheets.append(described)
        files.add(f"{prefix}sheet-{number}.json", (json.dumps(described, ensure_ascii=False, indent=2) + "\n").encode())
    if raster.dpi != dpi:
        raster.close()
    return deck


def board_images(pdf: bytes, dpi: int) -> tuple[list[Image.Image], int]:
    """Every page of a board's full-size PDF (one per copy: a board with owners prints each owner's
    copy on a page of its own) cut at its TrimBox, at `dpi` or at the highest dpi under it that keeps
    the images within 4096 px a side; (images, dpi used)."""
    import pypdfium2 as pdfium  # only an export rasterises (validate loads no PDF library)

    doc = pdfium.PdfDocument(pdf)
    images, used = [], dpi
    try:
        for index in range(len(doc)):
            page = doc[index]
            left, bottom, right, top = page.get_trimbox()
            _w, height = page.get_size()
            used = fitting_dpi(right - left, top - bottom, dpi, 1)
            image = page.render(scale=used / 72.0).to_pil().convert("RGB")
            page.close()
            x, y = pixels(left, used), pixels(height - top, used)
            images.append(image.crop((x, y, x + pixels(right - left, used), y + pixels(top - bottom, used))))
    finally:
        doc.close()
    return images, used
