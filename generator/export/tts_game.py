"""A whole game for Tabletop Simulator: every component's images (`tts.tts_export`), the boards as
images, the rulebook (when the kit has been built) and the Saved Object `<game>.json`, as files
named by their path inside the export's tts folder, each handed to `write` (path, bytes) as soon as
it is made: the caller stages them (`model.atomic.Staged`) so that none is held until the end.

Image references in the Saved Object are `file:///` URIs of where the files will be written
(visible to this computer only), or `BASE/<path>` when the folder will be uploaded to `BASE`.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

from generator.draw.kinds import KINDS
from generator.draw.kinds.banknotes import label
from generator.draw.kinds.board import full_size
from generator.export import Faces, Progress, png_bytes
from generator.export.tts import Lowered, board_images, tts_export
from generator.export.tts_save import Deal, TtsBoard, saved_object
from generator.model.core import Game
from generator.model.units import to_mm

PAWN_KINDS = ("standees",)  # pieces that stand for a player: one at each seat
PLAYERS = 4  # the Saved Object is laid out for a game of four (or the nearest count the game allows)


@dataclass
class TtsGame:
    folders: dict[str, list[str]] = field(default_factory=dict)  # folder inside tts/ → its files' names
    top: list[str] = field(default_factory=list)  # files in tts/ itself (the save, the rulebook)
    notices: list[Lowered] = field(default_factory=list)
    sheets: int = 0
    images: int = 0


def url_maker(folder: Path, asset_url: str | None):
    """file:///… of a path inside `folder`, or asset_url/path."""
    if asset_url is not None:
        base = asset_url.rstrip("/")
        return lambda name: f"{base}/{quote(name)}"
    root = folder.resolve()
    return lambda name: (root / name).as_uri()


def tts_game(
    game: Game,
    drawn: list[Faces],
    dpi: int,
    folder: Path,
    asset_url: str | None,
    whole: bool,
    write: Callable[[str, bytes], None],
    rulebook: Path | None = None,
    progress: Progress | None = None,
) -> TtsGame:
    """Every exported component's images; with `whole` (the game exported entire) also its boards, the
    rulebook PDF when `rulebook` names one, and the Saved Object."""
    result = TtsGame()
    decks, singles = [], []
    for faces in drawn:
        component = game.components[faces.component]
        title = getattr(component.spec, "title", "") or component.name
        category = "pawn" if component.kind in PAWN_KINDS else KINDS[component.kind].category
        made = tts_export(faces, dpi, category, title, progress, _inside(write, faces.component))
        result.folders[faces.component] = made.names
        result.notices += made.notices
        result.sheets += sum(len(d.sheets) for d in made.decks)
        decks += made.decks
        singles += made.singles
    boards = []
    if whole:
        for name, component in game.components.items():
            if KINDS[component.kind].category != "board" or KINDS[component.kind].render is None:
                continue
            images, used = board_images(full_size(component, game).data, dpi)
            if used != dpi:
                result.notices.append(Lowered(name, used, dpi))
            spec = component.spec
            title = getattr(spec, "title", "") or name
            owners = [owner.name for owner in spec.owners.entries] if spec.owners is not None else []
            result.folders[name] = []
            for number, image in enumerate(images):  # one image per copy: each owner's board its own object
                file = "plansza.png" if len(images) == 1 else f"plansza-{number + 1}.png"
                write(f"{name}/{file}", png_bytes(image, used, flat=True))
                result.folders[name].append(file)
                named = f"{title} – {owners[number]}" if number < len(owners) else title
                size = to_mm(spec.size.width), to_mm(spec.size.height)
                boards.append(TtsBoard(named, f"{name}/{file}", *size, owned=number < len(owners)))
    result.images = sum(1 for files in result.folders.values() for n in files if n.endswith(".png"))
    if not whole:
        return result
    rulebook_name = None
    if rulebook is not None and rulebook.is_file():
        rulebook_name = "instrukcja.pdf"
        write(rulebook_name, rulebook.read_bytes())
        result.top.append(rulebook_name)
    players = min(max(PLAYERS, game.spec.players.min), game.spec.players.max)
    url = url_maker(folder, asset_url)
    save = saved_object(game.spec.title, decks, singles, boards, rulebook_name, url, players, starting_deals(game))
    write(f"{game.id}.json", _json_bytes(save))
    result.top.append(f"{game.id}.json")
    return result


def _inside(write: Callable[[str, bytes], None], folder: str) -> Callable[[str, bytes], None]:
    """`write` of the files of one folder inside tts/."""
    return lambda name, data: write(f"{folder}/{name}", data)


def _json_bytes(value) -> bytes:
    """`json.dumps(value, ensure_ascii=False, indent=1) + "\n"` as UTF-8, encoded piece by piece as
    `json.dump` writes it: the save of a 10 000-card deck is 9 MB of text, which as one str with a
    Polish letter in it would take 2 bytes a character, copied twice more to add the newline and
    encode it."""
    buffer = io.BytesIO()
    with io.TextIOWrapper(buffer, encoding="utf-8", newline="\n", write_through=False) as text:
        json.dump(value, text, ensure_ascii=False, indent=1)
        text.write("\n")
        text.flush()
        return buffer.getvalue()


def starting_deals(game: Game) -> tuple[Deal, ...]:
    """What each player is given at the start, from the data: a banknotes component's starting pack
    (`starting_packs.notes`: so many notes of each value)."""
    deals = []
    for name, component in game.components.items():
        packs = getattr(component.spec, "starting_packs", None) if component.kind == "banknotes" else None
        if packs is not None:
            deals += [Deal(name, label(n.value, component.spec.currency), n.count) for n in packs.notes]
    return tuple(deals)
