"""What every piece kind shares: a guide page, imposition onto sheets, the piece-fits-paper check."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from generator.draw.guide import STOCK_TEXT, draw_guide
from generator.draw.kinds.sheet_fits import check_fits, sheet_spec  # noqa: F401  (kinds import them from here too)
from generator.draw.labels import LABEL_SIZE, SIDE_ROOM, TICKET_LEAST, low_folio_room, ticket_words
from generator.draw.look import part_guide
from generator.draw.pdf import new_document
from generator.draw.sheets import Piece, impose
from generator.layout.imposition import INK_SAFETY, plan_grid, sheets_needed
from generator.model.core import BuildOptions, Component, Game, Output, Stock

# what the guide page says to print on (Polish)
STOCK_LABELS: dict[str, str] = STOCK_TEXT  # the print plan's words (draw/guide.py)
# the most of a sheet's area a reprint file's pieces may cover for an offcut to serve instead (GuideInfo.offcut)
OFFCUT_SHARE = 1 / 3


def render_sheet_pdf(
    component: Component,
    game: Game,
    options: BuildOptions,
    pieces: Sequence[Piece],
    *,
    width: float,
    height: float,
    bleed: float,
    gap: float = 0.0,
    gutter: float = 0.0,
    title: str,
    contents: list[str],
    stock: Stock = "card",
    stock_label: str = "",
    notes: Sequence[str] = (),
    filename: str | None = None,
    guide: bool = True,
    even_rows: bool = False,
    needs: Sequence[str] = (),
    ends_apart: bool = False,
    full_bleed: bool = False,
    small: tuple = (),
    deck_notes: Mapping[str, str] | None = None,
    reprint: bool = False,
) -> Output:
    has_backs = any(p.back for p in pieces)
    duplex = options.duplex if has_backs else None
    doc = new_document(options.paper, f"{game.spec.title} – {title}", duplex=duplex)
    # `deck_notes`: a note in the margin beside a full row of one deck's pieces (sheets.row_notes)
    # `ends_apart`: the pieces' head and foot differ in colour (`sheet_spec`)
    # `full_bleed`: their colour runs to every cut (`sheet_spec`); each margin keeps a ticket line at
    # TICKET_LEAST and its ruler beyond the bleed, INK_SAFETY inside the printer margin (r18: 6.5 pt where
    # there is room), and the print job's lower identifier line (labels.low_folio_room): the Losy's bleed 2.4 mm
    # at the sides (1.5 mm before r23), 2.6 mm at the head and foot
    spec = sheet_spec(
        width,
        height,
        bleed,
        gap,
        options,
        gutter=gutter,  # pieces of different colours apart, each with its own bleed (sheet_fits.with_gutter)
        count=len(pieces) if gutter else None,
        ends_apart=(len(pieces),) if ends_apart else (),
        full_bleed=full_bleed,
        keep=max(SIDE_ROOM * TICKET_LEAST / LABEL_SIZE[1] + INK_SAFETY, low_folio_room()),
    )
    if even_rows:  # a set on one sheet in rows of equal length (SheetSpec.even_count)
        spec = replace(spec, even_count=len(pieces))
    sheets = sheets_needed(len(pieces), plan_grid(spec))  # the grid impose lays them on
    # `reprint`: a file only reprints take (a guest's own: its pieces print on its host's sheets); where its pieces
    # cover at most OFFCUT_SHARE of its one sheet, its guide says how to print them on an offcut (r41 R minor 11)
    bare = (
        reprint
        and sheets == 1
        and len(pieces) * width * height <= OFFCUT_SHARE * options.paper.width * options.paper.height
    )
    if guide:
        draw_guide(
            doc,
            part_guide(
                game,
                title=title,
                contents=contents,
                paper=options.paper,
                duplex=duplex,
                stock=stock_label or STOCK_LABELS[stock],
                notes=list(notes),
                sheets=sheets,
                offcut=bare,
            ),
        )
    ticket = ticket_words(stock_label or STOCK_LABELS[stock], duplex or "one")
    grid = impose(
        doc,
        pieces,
        spec,
        duplex=options.duplex,
        back_offset=options.back_offset,
        title=title,
        ticket=ticket,
        deck_notes=deck_notes,
    )
    data = doc.finish()
    return Output(
        game=game.id,
        component=component.name,
        kind=component.kind,
        **doc.described(game.spec.title),
        filename=filename or f"{component.name}.pdf",
        data=data,
        pages=doc.pages,
        sheets=sheets,
        stock=stock,
        needs=list(needs) or None,  # what building the pieces takes (Output.needs)
        small=_small(small, grid, sheets),
    )


def _small(small: tuple, grid, sheets: int) -> list | None:
    """`small` (fewest players, most players, the first pieces they need, and what such a table should know
    of them, or ""): Output.small, the sheets that hold those pieces, when a table that small may leave
    sheets unprinted."""
    if not small:
        return None
    low, high, needed, *said = small
    first = sheets_needed(needed, grid)
    return [low, high, first, *said] if first < sheets else None
