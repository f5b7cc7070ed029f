"""kit.pdf: one file per game with everything in print order, rulebook first: a copy to read on a
screen (the print jobs, jobs.py, are what gets printed).

Each part starts on a new sheet: when the kit is printed double-sided, a part with an odd page
count gets a blank page so that the next part's fronts stay on fronts. Pages of another size than
the paper (the full-size board for print shops) stay out of the kit.
"""

from __future__ import annotations

import hashlib
import io
from pathlib import Path

from generator.build.cache import code_version
from generator.build.cache.outputs import BuildCache
from generator.build.pdfmerge import MergeError, Merger
from generator.build.printplan import KIT_KINDS, play_rank
from generator.model.core import BuildOptions, Game, Output

KIT_FILE = "kit.pdf"


def kit_parts(game: Game, outputs: list[Output]) -> list[Output]:
    """The kit's parts in play order (the print plan's order); merged files are no parts."""
    return sorted(
        (o for o in outputs if o.kit and o.kind not in KIT_KINDS and o.filename != KIT_FILE),
        key=lambda o: play_rank(game, o),
    )


def _data(output: Output, out_dir: Path) -> bytes:
    return output.data if output.data is not None else (Path(out_dir) / output.game / output.filename).read_bytes()


def make_kit(
    game: Game, outputs: list[Output], out_dir: Path, options: BuildOptions, cache: BuildCache | None = None
) -> Output | None:
    parts = kit_parts(game, outputs)
    if not parts:
        return None
    key = hashlib.sha256(repr((code_version(), options, [(p.filename, p.sha256) for p in parts])).encode()).hexdigest()
    if cache is not None:
        meta = cache.kit_fresh(game.id, key, out_dir)
        if meta is not None:
            return Output.from_meta(meta)
    kit = _kit(game, parts, out_dir, options)
    if cache is not None:
        cache.store_kit(game.id, key, kit.meta())
    return kit


def _kit(game: Game, parts: list[Output], out_dir: Path, options: BuildOptions) -> Output:
    stock_sheets = {"card": 0, "paper": 0}
    title = f"{game.spec.title} – zestaw do druku"
    try:
        data, pages = _merged(parts, out_dir, options, stock_sheets, title)
    except MergeError:  # a part of another shape than ours: the general library reads it
        stock_sheets = {"card": 0, "paper": 0}
        data, pages = _merged_by_pypdf(parts, out_dir, options, stock_sheets, title)
    return Output(
        game=game.id,
        component="kit",
        kind="kit",
        filename=KIT_FILE,
        data=data,
        pages=pages,
        sheets=sum(stock_sheets.values()),
        stock="card",
        duplex=options.duplex != "none",
        kit=False,
    )


def _fits(paper: list[int]):
    return lambda width, height: sorted((round(width), round(height))) == paper


def _preferences(options: BuildOptions) -> dict[str, str]:
    prefs = {"PrintScaling": "None"}
    if options.duplex in ("long", "short"):
        prefs["Duplex"] = "DuplexFlipLongEdge" if options.duplex == "long" else "DuplexFlipShortEdge"
    return prefs


def _merged(
    parts: list[Output], out_dir: Path, options: BuildOptions, stock_sheets: dict[str, int], title: str
) -> tuple[bytes, int]:
    """The kit by copying the parts' objects (pdfmerge.py): our own files need no PDF library."""
    paper = sorted((round(options.paper.width), round(options.paper.height)))
    merger = Merger()
    for part in parts:
        sizes = merger.add_part(_data(part, out_dir), _fits(paper))
        if not sizes:
            continue
        if options.duplex != "none" and len(sizes) % 2:
            merger.add_blank_page(*sizes[-1])
        stock_sheets[part.stock if part.stock in stock_sheets else "card"] += part.paper_sheets
    data = merger.write({"Title": title, "Author": "drukarnia", "Creator": "drukarnia"}, _preferences(options))
    return data, merger.page_count


def _merged_by_pypdf(
    parts: list[Output], out_dir: Path, options: BuildOptions, stock_sheets: dict[str, int], title: str
) -> tuple[bytes, int]:
    from pypdf import PdfReader, PdfWriter  # here: only a part that is not our own needs pypdf
    from pypdf.generic import NameObject

    paper = sorted((round(options.paper.width), round(options.paper.height)))
    writer = PdfWriter()
    for part in parts:
        reader = PdfReader(io.BytesIO(_data(part, out_dir)))
        pages = [
            p
            for p in reader.pages
            if sorted((round(float(p.mediabox.width)), round(float(p.mediabox.height)))) == paper
        ]
        if not pages:
            continue
        for page in pages:
            writer.add_page(page)
        if options.duplex != "none" and len(pages) % 2:
            last = pages[-1]
            writer.add_blank_page(float(last.mediabox.width), float(last.mediabox.height))
        stock_sheets[part.stock if part.stock in stock_sheets else "card"] += part.paper_sheets
    writer.add_metadata({"/Title": title, "/Author": "drukarnia", "/Creator": "drukarnia"})
    prefs = writer.create_viewer_preferences()
    for key, value in _preferences(options).items():
        prefs[NameObject("/" + key)] = NameObject("/" + value)
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue(), len(writer.pages)
