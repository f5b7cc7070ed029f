"""`drukarnia export GAME [COMPONENT…] --to png|pdf|tts`: pieces for print shops and Tabletop Simulator.

Arguments are checked first (exit 2: unknown component, one not made of pieces, dpi outside
72–1200), then the game is validated like a build (exit 1 on findings, nothing written), then the
files are made: the png and tts targets' each written as it is made into a staging folder beside
the destination and moved into place once all are made (`model.atomic.Staged`: a failure or Ctrl-C
leaves the destination as it was), the pdf target's written atomically once all are made:

  OUT/GAME/export/png/COMPONENT/0001-name-front.png …, 0001-back.png, index.csv
  OUT/GAME/export/pdf/COMPONENT.pdf
  OUT/GAME/export/tts/COMPONENT/sheet-1.png, sheet-1.json, back.png (a deck; a pile of a component
      with several is named by the pile: zakup-sheet-1.png …), or 0001-name-front.png … (tokens, pawns)
  OUT/GAME/export/tts/BOARD/plansza.png, OUT/GAME/export/tts/GAME.json (the Saved Object), and
      instrukcja.pdf (the built rulebook), when the whole game is exported

`--shop` (a bundled shop or a shop file) makes every png the shop's template pixels and checks
that each component is a size the shop sells (a finding, exit 1, when not); its page order applies
to pdf. `--pdfx` converts the pdf to PDF/X-1a with Ghostscript (exit 2 when it is missing).
`--asset-url BASE` names the Saved Object's images BASE/path instead of file:/// paths.
"""

from __future__ import annotations

from pathlib import Path

import click

from generator import export
from generator.commands.i18n import _, ngettext
from generator.commands.shared import (
    LocalisedCommand,
    Progress,
    game_folder,
    no_cache_option,
    option,
    print_findings,
    say,
    validated,
)
from generator.draw.kinds import KINDS
from generator.export import pdfx as export_pdfx
from generator.export import shops
from generator.export.tts_game import tts_game
from generator.games.registry import load_all
from generator.model import testhook
from generator.model.atomic import Staged, write_atomic
from generator.model.findings import Findings
from generator.validate.loading import load_game

_STALE = (".png", ".json", ".csv")


def _exportable(components: Path, game: str) -> tuple[list[str], dict[str, str]]:
    """(components made of pieces, every component's kind), read without validating the rest of the
    data; a file that does not load is a data finding, reported first (exit 1)."""
    load_all()
    findings = Findings()
    loaded = load_game(components / game, findings)
    if loaded is None or findings.errors:
        validated(components, game)  # prints every finding and exits 1
    kinds = {name: c.kind for name, c in loaded.components.items()}
    return sorted(name for name, kind in kinds.items() if KINDS[kind].pieces is not None), kinds


def _chosen(game: str, names: tuple[str, ...], exportable: list[str], kinds: dict[str, str]) -> list[str]:
    available = ", ".join(exportable) if exportable else "none (the game has no component made of pieces)"
    for name in names:
        if name not in kinds:
            raise click.UsageError(
                _("unknown component '{name}' of {game}; components made of pieces: {available}").format(
                    name=name, game=game, available=available
                )
            )
        if name not in exportable:
            category = KINDS[kinds[name]].category
            raise click.UsageError(
                _(
                    "component '{name}' of {game} is a {category} ({kind}), not made of pieces, "
                    "so it cannot be exported; components made of pieces: {available}"
                ).format(name=name, game=game, category=category, kind=kinds[name], available=available)
            )
    if not exportable:
        raise click.UsageError(_("{game} has no component made of pieces to export").format(game=game))
    return list(dict.fromkeys(names)) or exportable


def _remove_stale(folder: Path, names: list[str]) -> None:
    """Remove the images and lists an earlier export left in `folder` and this one did not make."""
    made = set(names)
    for old in sorted(folder.iterdir()) if folder.is_dir() else ():
        if old.is_file() and old.suffix in _STALE and old.name not in made:
            old.unlink()


@click.command(name="export", cls=LocalisedCommand)
@click.argument("game")
@click.argument("component", nargs=-1)
@option(
    "--to",
    "target",
    type=click.Choice(export.TARGETS),
    required=True,
    help="png: an image per face and index.csv; pdf: a page per face with bleed; tts: Tabletop Simulator sheets, "
    "images and a Saved Object of the whole game.",
)
@option(
    "--dpi",
    type=click.IntRange(export.MIN_DPI, export.MAX_DPI),
    default=None,
    help="Pixels per inch of the images (default 300 for png, or the shop's; 150 for tts; pdf is vector).",
)
@option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("output"),
    show_default=True,
    help="Folder for generated files (the export goes to OUT/GAME/export/TARGET).",
)
@option(
    "--components",
    "components",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Folder of component YAML (default: ./components or the bundled kit).",
)
@option(
    "--shop",
    default=None,
    metavar="mpc|tgc|dtc|FILE",
    help="Print shop: mpc, tgc, dtc or the path of a shop file (png and pdf: the shop's pixels and page order).",
)
@option("--pdfx", is_flag=True, default=False, help="With --to pdf: press-ready PDF/X-1a (CMYK), made by Ghostscript.")
@option(
    "--asset-url",
    "asset_url",
    default=None,
    metavar="BASE",
    help="With --to tts: the web address the tts folder will be uploaded to (images are named BASE/file).",
)
@no_cache_option
def COMMAND(game, component, target, dpi, out, components, shop, pdfx, asset_url) -> None:
    """Export GAME's pieces (all components made of pieces, or the COMPONENTs named) for print-on-demand
    shops (png, pdf) or Tabletop Simulator (tts)."""
    if pdfx and target != "pdf":
        raise click.UsageError(_("--pdfx needs --to pdf"))
    if asset_url is not None and target != "tts":
        raise click.UsageError(_("--asset-url needs --to tts"))
    if shop is not None and target == "tts":
        raise click.UsageError(_("--shop needs --to png or --to pdf"))
    chosen_shop = None
    if shop is not None:
        try:
            chosen_shop = shops.load_shop(shop)
        except shops.ShopError as exc:
            raise click.UsageError(_shop_problem(exc)) from None
    if chosen_shop is not None and dpi is not None and dpi != chosen_shop.dpi:
        raise click.UsageError(
            _("{shop} takes {dpi} dpi images; leave out --dpi with --shop").format(
                shop=chosen_shop.name, dpi=chosen_shop.dpi
            )
        )
    if pdfx:
        try:
            export_pdfx.ghostscript()
            export_pdfx.cmyk_profile()
        except export_pdfx.PdfxError as exc:
            raise click.UsageError(_pdfx_problem(exc)) from None
    components = game_folder(components, game)
    names = _chosen(game, component, *_exportable(components, game))
    project, findings = validated(components, game)
    loaded = project.games[game]
    dpi = dpi or (chosen_shop.dpi if chosen_shop else export.DEFAULT_DPI[target])
    page = None
    if chosen_shop is not None and target == "pdf":  # the pages the shop's template asks for
        page = lambda p: shops.template_page(chosen_shop, p.width, p.height)  # noqa: E731
    drawn = [export.draw_faces(loaded.components[name], loaded, page) for name in names]
    if chosen_shop is not None:
        _check_shop(chosen_shop, loaded, drawn)
    if target in ("png", "tts"):
        for faces in drawn:
            try:
                export.check_raster(faces, dpi)
            except export.RasterError as exc:
                raise click.UsageError(
                    _("{problem} (component '{component}')").format(problem=exc.args[0], component=faces.component)
                ) from None
    if target == "tts":
        _export_tts(loaded, drawn, dpi, Path(out), asset_url, whole=not component)
        return
    if target == "png":
        _export_png(game, drawn, dpi, Path(out), chosen_shop)
        return
    bar = Progress(_("exporting"))
    bar.start(len(drawn))
    made = []
    try:
        for faces in drawn:
            made.append(
                (Path(out) / game / "export" / "pdf" / f"{faces.component}.pdf", faces, _pdf(faces, chosen_shop, pdfx))
            )
            bar(1)
    finally:
        bar.finish()
    for path, faces, data in made:
        write_atomic(path, data)
        count = len(faces.pieces) * (2 if faces.has_backs else 1)
        what = ngettext("{n} page", "{n} pages", count).format(n=count)
        say(f"  {path}  ({what})")


def _export_png(game: str, drawn, dpi: int, out: Path, shop) -> None:
    """The png target: each component's files written into a staging folder as they are made and
    moved into OUT/GAME/export/png/ when every one is made (a failure leaves the folder as it was)."""
    root = out / game / "export" / "png"
    bar = Progress(_("exporting"))
    bar.start(sum(export.png_work(f) for f in drawn))
    staged = Staged(root)
    made: list[tuple[str, list[str]]] = []
    try:
        for faces in drawn:
            sink = _inside(staged.write, faces.component)
            files = export.png_export(faces, dpi, bar, template=_template(shop, faces), sink=sink)
            made.append((faces.component, list(files)))
        testhook.pause("export-staged")
        staged.commit()
    finally:
        bar.finish()
        staged.discard()
    for component, names in made:
        _remove_stale(root / component, names)
        images = sum(1 for n in names if n.endswith(".png"))
        say(f"  {root / component}  ({ngettext('{n} image', '{n} images', images).format(n=images)})")


def _inside(write, folder: str):
    """`write` of the files of one folder inside the staged one."""
    return lambda name, data: write(f"{folder}/{name}", data)


def _template(shop, faces):
    """piece → the shop's template pixels for its size (None without a shop)."""
    if shop is None:
        return None

    def pixels(piece):
        size = shops.matching(shop, piece.width, piece.height)
        return shops.template_pixels(size, piece.width, piece.height) if size is not None else None

    return pixels


def _check_shop(shop, game, drawn) -> None:
    """Every exported component's pieces must be one of the shop's sizes: a finding per one that is not."""
    findings = Findings()
    for faces in drawn:
        sizes = {(round(p.width, 3), round(p.height, 3)) for p in faces.pieces}
        for width, height in sorted(sizes):
            if shops.matching(shop, width, height) is None:
                component = game.components[faces.component]
                field = next((f for f in ("size", "width") if f in type(component.spec).model_fields), None)
                findings.error(
                    component.where(field) if field else component.where(),
                    shops.mismatch_message(shop, faces.component, width, height),
                    "export.shop-size",
                )
    if findings.errors:
        print_findings(findings)
        raise SystemExit(1)


def _pdf(faces, shop, pdfx: bool) -> bytes:
    data = faces.pdf
    if shop is not None and shop.page_order == "alternating":
        data = export_pdfx.reorder(data, export_pdfx.alternating(len(faces.pieces), faces.has_backs))
    if pdfx:
        try:
            data = export_pdfx.to_pdfx(data, faces.component)
        except export_pdfx.PdfxError as exc:
            raise click.UsageError(_pdfx_problem(exc)) from None
    return data


def _shop_problem(exc: shops.ShopError) -> str:
    if exc.path is None:
        return _("unknown shop '{name}'; bundled shops: {shops}, or the path of a shop file").format(
            name=exc.name, shops=", ".join(shops.bundled())
        )
    return _("{path}: not a shop file ({problem})").format(path=exc.path, problem=exc.problem)


def _pdfx_problem(exc: export_pdfx.PdfxError) -> str:
    if exc.what == "ghostscript":
        return _(
            "a press-ready PDF (--pdfx) needs Ghostscript, which is not installed; install it "
            "(Debian/Ubuntu: apt-get install ghostscript; macOS: brew install ghostscript) and run again"
        )
    if exc.what == "profile":
        return _(
            "a press-ready PDF (--pdfx) needs Ghostscript's CMYK profile ({where}); reinstall Ghostscript "
            "with its ICC profiles and run again"
        ).format(where=exc.detail)
    return _("Ghostscript could not make the press-ready PDF: {problem}").format(problem=exc.detail)


def _export_tts(game, drawn, dpi: int, out: Path, asset_url: str | None, whole: bool) -> None:
    folder = out / game.id / "export" / "tts"
    rulebooks = [n for n, c in game.components.items() if KINDS[c.kind].category == "rulebook"]
    rulebook = out / game.id / f"{rulebooks[0]}.pdf" if rulebooks else None
    bar = Progress(_("exporting"))
    bar.start(sum(len(f.pieces) for f in drawn))
    staged = Staged(folder)  # each file written as it is made, moved into place when all are
    try:
        made = tts_game(game, drawn, dpi, folder, asset_url, whole, staged.write, rulebook, bar)
        testhook.pause("export-staged")
        staged.commit()
    finally:
        bar.finish()
        staged.discard()
    for name, names in made.folders.items():
        _remove_stale(folder / name, names)
    for lowered in made.notices:
        say(
            _("notice: {name} at {dpi} dpi instead of {asked}, so that no image is over 4096 px").format(
                name=lowered.name, dpi=lowered.dpi, asked=lowered.asked
            )
        )
    sheets = ngettext("{n} sheet", "{n} sheets", made.sheets).format(n=made.sheets)
    images = ngettext("{n} image", "{n} images", made.images).format(n=made.images)
    say(f"  {folder}  ({sheets}, {images})")
    if not whole:
        return
    say(
        _("  {save}: the Saved Object; copy it into Tabletop Simulator's Saves/Saved Objects folder").format(
            save=folder / f"{game.id}.json"
        )
    )
    if rulebook is not None and "instrukcja.pdf" not in made.top:
        say(
            _("  the rulebook is not in it: build the kit first (drukarnia build {game}) and export again").format(
                game=game.id
            )
        )
    if asset_url is None:
        say(
            _(
                "  note: the images are named by their place on this computer (file:///), so only you will see "
                "them; upload the folder and export again with --asset-url ADDRESS to share the game"
            )
        )
