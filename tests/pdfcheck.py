"""Helpers for tests that open PDFs (pypdf), read their text and render them (pypdfium2). PIL only, no numpy."""

from __future__ import annotations

import functools
import json
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

import pypdfium2 as pdfium
from PIL import Image
from pypdf import PdfReader

from generator.build.kit import PART_FILES_TITLE
from generator.build.showcase import SHOWCASE_TITLE
from generator.draw.guide import PARTS_FILES, SEPARATE_NOTE
from generator.draw.pdf import MARK_WIDTH

MM_PER_INCH = 25.4
STANDARD_FONTS = {"Helvetica", "Times-Roman", "Courier", "Symbol", "ZapfDingbats"}


def render(path: Path, index: int, dpi: int = 150, mode: str = "L") -> Image.Image:
    """Page `index` as an image: grey ("L") unless a test reads colours ("RGB")."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        return pdf[index].render(scale=dpi / 72).to_pil().convert(mode)
    finally:
        pdf.close()


def page_count(path: Path) -> int:
    return len(PdfReader(str(path)).pages)


def page_sizes_mm(path: Path) -> list[tuple[float, float]]:
    """(width, height) of each page as it is shown and printed: a page turned a quarter (/Rotate 90)
    swaps its sides."""
    sizes = []
    for p in PdfReader(str(path)).pages:
        w, h = round(float(p.mediabox.width) / 72 * 25.4, 2), round(float(p.mediabox.height) / 72 * 25.4, 2)
        sizes.append((h, w) if p.rotation % 180 else (w, h))
    return sizes


def fonts(path: Path) -> dict[str, bool]:
    """Every font used on any page → whether its program is embedded."""
    found: dict[str, bool] = {}
    for page in PdfReader(str(path)).pages:
        resources = page.get("/Resources") or {}
        for _, ref in (resources.get("/Font") or {}).items():
            font = ref.get_object()
            name = str(font.get("/BaseFont", "?"))
            descriptor = font.get("/FontDescriptor")
            if descriptor is None and "/DescendantFonts" in font:
                descriptor = font["/DescendantFonts"][0].get_object().get("/FontDescriptor")
            descriptor = descriptor.get_object() if descriptor is not None else {}
            found[name] = any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))
    return found


def text(path: Path) -> str:
    return "\n".join(page.extract_text() or "" for page in PdfReader(str(path)).pages)


# the print job's own identifier (build/folios.py), the job's, no part's: „wydruk 1 · s. 24” at every page's foot
# (r35, R major 1: one identifier on every page of every job)
# a line of its own, or the text's end (drawn last over the page); a checklist's citation runs on in its row
FOLIO = re.compile(r"(?m)^[ \t]*wydruk \d+ · s\.\s\d+[ \t]*(?:\r?\n|$)|\s*wydruk \d+ · s\.\s\d+\s*\Z")


# the job's identifier in the room a sheet's ticket leaves, after its ruler, where the foot has no place for it (r41,
# build/folios.room_places; r36's „arkusz 3 z 10” stood there)
# (or opening a board's band line, before the sheet's label on the same band)
JOB_SHEET = re.compile(r"(?<=50 mm)[ \t]+wydruk \d+ · s\.\s\d+\b|(?m:^)wydruk \d+ · s\.\s\d+[ \t]+(?=\S)")


def holds_checklist(text: str) -> bool:
    """Whether a page's text is the kit's checklist: its title, not the line of a book's contents that names it
    (a book lists the checklist it holds, r41 R rulebook minor 7: Rynek's contents, „Spis treści”)."""
    from generator.build.checklist import CHECKLIST_TITLE

    return CHECKLIST_TITLE in text and "Spis treści" not in text


# the stock a job whose cover another job prints says before its number on every page (build/folios.job_ticket,
# r43 K minor 2: „zwykły papier 80–120 g/m² · jednostronnie · skala 100% · wydruk 2 · s. 3”): the job's, no part's
JOB_TICKET = re.compile(
    r"zwykły papier \d+–\d+ g/m² · (?:jednostronnie|dwustronnie) · skala 100% · (?=wydruk \d+ · s\.)"
)


def without_folio(text: str) -> str:
    """A job page's text without the job's own number (at its foot or in its ticket's room) and the job's own stock
    before it: what the part's own page says."""
    return JOB_SHEET.sub("", FOLIO.sub("", JOB_TICKET.sub("", text)))


# a file no print job prints (the print shop's one-piece board, Przekręt's re-feed Losy, AS's candies-only sheet):
# on paper by its printed title, never by its file's name (D1, session 25; r35–r41 printed the name), with the one
# note that it is a file of its own, listed on screen (guide.separate), and the print chapter's sentence on the
# single-piece files (guide.PARTS_FILES): the one file talk paper has
SEPARATE_PRINT = re.compile(r"osobny wydruk „([^”]+)” " + re.escape(SEPARATE_NOTE))
SCREEN_FILE = re.compile(r"(?:[wz] pliku|otwórz plik) „([^„”]+\.pdf)”")


@functools.cache
def _file_list(folder: Path) -> str:
    """The first page of a game's zestaw.pdf, flattened: the on-screen overview that lists every file (D1)."""
    return " ".join(page_texts(folder / "zestaw.pdf")[0].split())


def listed_file(folder: Path, title: str) -> str | None:
    """The file the on-screen overview lists under a separate print's printed title: the first „….pdf” named after
    the title, in its entry, if it is a file of the game's folder; None where the title leads to none."""
    listed = _file_list(folder)
    at = listed.find(title)
    if at < 0:
        return None
    named = re.search(r"„([^„”]+\.pdf)”", listed[at : at + 700])  # its entry: the title, what it is, the file
    return named.group(1) if named and (folder / named.group(1)).is_file() else None


def without_named_files(text: str, folder: Path) -> str:
    """The text (whitespace made single spaces) without its notes on separate prints, each checked to lead by its
    title to a file (zestaw.pdf's on-screen list names the file under that title: the buyer can tell which print is
    meant), and without the print chapter's sentence on the single-piece files: what is left must not talk of
    files."""
    flat = " ".join(text.split())
    unknown = [t for t in SEPARATE_PRINT.findall(flat) if listed_file(folder, t) is None]
    assert not unknown, (folder.name, unknown)
    # on screen (zestaw.pdf's list) a file is named as the buyer opens it, one that is there (paper names none:
    # test_paper_names_s25)
    missing = [name for name in SCREEN_FILE.findall(flat) if not (folder / name).is_file()]
    assert not missing, (folder.name, missing)
    flat = SCREEN_FILE.sub("", flat)
    return SEPARATE_PRINT.sub("", flat).replace(" ".join(PARTS_FILES.split()), "")


def page_texts(path: Path) -> list[str]:
    """The text of each page as pdfium reads it (lines joined by newlines): some hundred times quicker
    than pypdf's extract_text on the kit's large files."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        texts = []
        for index in range(len(pdf)):
            textpage = pdf[index].get_textpage()
            texts.append(textpage.get_text_range().replace("\r\n", "\n"))
            textpage.close()
        return texts
    finally:
        pdf.close()


def dark_mask(image: Image.Image, threshold: int = 128) -> Image.Image:
    return image.point(lambda v: 255 if v < threshold else 0)


def non_white_mask(image: Image.Image, threshold: int = 250) -> Image.Image:
    return image.point(lambda v: 255 if v < threshold else 0)


def margin_is_blank(image: Image.Image, margin_mm: float, dpi: int) -> bool:
    px = int(margin_mm / MM_PER_INCH * dpi) - 1  # one pixel of anti-aliasing tolerance
    w, h = image.size
    mask = non_white_mask(image)
    for box in ((0, 0, w, px), (0, h - px, w, h), (0, 0, px, h), (w - px, 0, w, h)):
        if mask.crop(box).getbbox() is not None:
            return False
    return True


def runs(values: list[bool]) -> list[tuple[int, int]]:
    """(start, end) of consecutive True runs."""
    out, start = [], None
    for i, v in enumerate(values + [False]):
        if v and start is None:
            start = i
        elif not v and start is not None:
            out.append((start, i))
            start = None
    return out


class Printed(NamedTuple):
    """One printed character (printed_characters)."""

    page: int  # 0-based
    char: str
    size: float  # pt as printed: the font size times the vertical scale of the character's matrix
    scale: float  # that vertical scale alone (below 1: drawn reduced, as in a figure of a piece)
    box: tuple[float, float, float, float]  # (left, bottom, right, top) of its glyph box, pt
    fill: tuple[int, int, int]  # its fill colour, 0–255


def printed_characters(path: Path) -> list[Printed]:
    """Every printed character of the file, spaces and characters the text layer made up left out.

    The size is the font size times the vertical scale of the character's matrix (text matrix and
    every transformation around it, forms included), i.e. the height on paper of the font's em.
    """
    import pypdfium2.raw as raw

    out = []
    pdf = pdfium.PdfDocument(str(path))
    try:
        for index in range(len(pdf)):
            page = pdf[index]
            textpage = page.get_textpage()
            matrix = raw.FS_MATRIX()
            for i in range(textpage.count_chars()):
                char = chr(raw.FPDFText_GetUnicode(textpage, i))
                if char.isspace() or raw.FPDFText_IsGenerated(textpage, i) == 1:
                    continue
                raw.FPDFText_GetMatrix(textpage, i, matrix)
                scale = math.hypot(matrix.c, matrix.d)
                size = raw.FPDFText_GetFontSize(textpage, i) * scale
                left, right, bottom, top = (raw.c_double() for _ in range(4))
                raw.FPDFText_GetCharBox(textpage, i, left, right, bottom, top)
                r, g, b, a = (raw.c_uint() for _ in range(4))
                raw.FPDFText_GetFillColor(textpage, i, r, g, b, a)
                box = (left.value, bottom.value, right.value, top.value)
                out.append(Printed(index, char, round(size, 2), round(scale, 3), box, (r.value, g.value, b.value)))
            textpage.close()
            page.close()
    finally:
        pdf.close()
    return out


def printed_text(path: Path) -> list[tuple[int, str, float, float, tuple[float, float, float, float]]]:
    """Every printed character: (page index, character, size in pt as printed, scale, (left, bottom,
    right, top) of its glyph box in pt) – printed_characters without the colour."""
    return [(c.page, c.char, c.size, c.scale, c.box) for c in printed_characters(path)]


def small_text(path: Path, below: float) -> list[tuple[int, str, float]]:
    """Runs of consecutive characters printed smaller than `below` pt: (page index, text, size)."""
    runs_found: list[tuple[int, str, float]] = []
    for page, char, size, _, _ in printed_text(path):
        if size >= below:
            continue
        if runs_found and runs_found[-1][0] == page and runs_found[-1][2] == size:
            runs_found[-1] = (page, runs_found[-1][1] + char, size)
        else:
            runs_found.append((page, char, size))
    return runs_found


def font_programs(path: Path) -> dict[str, set[str]]:
    """Every font a page or a form on it uses, by its /BaseFont name → the digests of the embedded programs
    that carry that name (one digest per different program; none for a font without a program)."""
    import hashlib

    found: dict[str, set[str]] = {}
    seen: set[int] = set()

    def walk(resources) -> None:
        resources = resources.get_object() if resources is not None else {}
        for ref in (resources.get("/Font") or {}).values():
            if ref.idnum in seen:
                continue
            seen.add(ref.idnum)
            font = ref.get_object()
            inner = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
            descriptor = inner.get("/FontDescriptor")
            descriptor = descriptor.get_object() if descriptor is not None else {}
            programs = found.setdefault(str(font.get("/BaseFont", "?")), set())
            for key in ("/FontFile", "/FontFile2", "/FontFile3"):
                if key in descriptor:
                    programs.add(hashlib.sha256(descriptor[key].get_object().get_data()).hexdigest())
        for ref in (resources.get("/XObject") or {}).values():
            if ref.idnum in seen:
                continue
            seen.add(ref.idnum)
            form = ref.get_object()
            if form.get("/Subtype") == "/Form":
                walk(form.get("/Resources"))

    for page in PdfReader(str(path)).pages:
        walk(page.get("/Resources"))
    return found


KIT_SCREEN_TITLES = ("Cały zestaw do przeglądania", PART_FILES_TITLE, SHOWCASE_TITLE)


def screen_pages(path: Path) -> int:
    """zestaw.pdf's own pages for the screen before its print jobs, counted in the file by their titles (a
    line of their own at the page's head, under the game's title and the art): its overview, where the kit has part
    files the page that names them (kit.kit_cover; decision D1, r43 R minor 1), and the page of what the kit holds
    (showcase.py; r44 AS kit minor 10) – 2 or 3."""
    texts = page_texts(path)
    count = 0
    while count < len(texts) and any(line.strip() in KIT_SCREEN_TITLES for line in texts[count].splitlines()[:10]):
        count += 1
    return count


def outline(reader: PdfReader) -> list[tuple[int, str, int]]:
    """A PDF's bookmarks in order: (level, title, 0-based page)."""
    found: list[tuple[int, str, int]] = []

    def walk(items, level: int) -> None:
        for item in items:
            if isinstance(item, list):
                walk(item, level + 1)
            else:
                found.append((level, item.title, reader.get_destination_page_number(item)))

    walk(reader.outline, 0)
    return found


def job_entries(kit: Path, game: str) -> list[dict]:
    """The game's print jobs as the build's manifest lists them (path, stock, weight, sides, parts), in
    print order (the order their file names lead with)."""
    entries = json.loads((Path(kit) / "manifest.json").read_text(encoding="utf-8"))
    jobs = [e for e in entries if e["game"] == game and e["kind"] == "print-job"]
    return sorted(jobs, key=lambda e: int(Path(e["path"]).name.split("-")[0]))


def job_path(kit: Path, game: str, weight: str, sides: str) -> Path:
    """The file of the game's print job on `weight` (job.GRADES: paper, light, card) printed
    `sides` (one, long, short), looked up in the manifest: tests never type a job's file name."""
    found = [e for e in job_entries(kit, game) if e["weight"] == weight and e["sides"] == sides]
    assert len(found) == 1, f"{game}: {len(found)} jobs on {weight}, {sides}"
    return Path(kit) / found[0]["path"]


def job_entry(path: Path) -> dict:
    """The manifest entry of a print job's file <kit>/<game>/druk/<name>.pdf (stock, weight, sides, parts)."""
    kit = Path(path).parents[2]
    return next(e for e in job_entries(kit, Path(path).parents[1].name) if kit / e["path"] == Path(path))


def cover_pages(path: Path) -> int:
    """Pages of a print job's own cover in its file: a card job has none (its cover is printed on plain
    paper in the double-sided plain job, job.Job.carried), nor a plain job whose cover that job prints as
    well (r27 K minor 2), a one-sided job one, a double-sided two."""
    entry = job_entry(path)
    kit = Path(path).parents[2]
    if entry["stock"] == "card" or any(
        p.get("cover_of") == entry["path"] for host in job_entries(kit, entry["game"]) for p in host["parts"]
    ):
        return 0
    return 1 if entry["sides"] == "one" else 2


def cover_texts(path: Path) -> list[str]:
    """A print job's cover as the buyer reads it: its first page(s), or for a card job the page (and
    the registration target behind it) of the plain job that carries it (its parts name it `cover_of`;
    the cover's title „Do druku: N. karton …” leads with the job's number)."""
    texts = page_texts(path)
    if cover_pages(path):
        return texts[: cover_pages(path)]
    kit, entry = Path(path).parents[2], job_entry(path)
    pages = 1  # a carried cover is one page: the host's calibration page serves it (r18)
    name = entry["path"]
    title = f"Do druku: {Path(path).name.split('-')[0]}. "
    for host in job_entries(kit, entry["game"]):
        if not any(p.get("cover_of") == name for p in host["parts"]):
            continue
        host_texts = page_texts(kit / host["path"])
        for index, text in enumerate(host_texts[1:], start=1):
            if title in text:  # two covers on one page (r27 K minor 2): from its own title to the next one's
                at = text.index(title)
                # the page's first line, the game's name, heads both covers on it
                own = text if at == text.index("Do druku: ") else text[: text.index("\n") + 1] + text[at:]
                after = own.find("Do druku: ", own.index(title) + len(title))
                return [own[:after] if after > 0 else own] + host_texts[index + 1 : index + pages]
    raise AssertionError(f"no cover of {Path(path).name} in a plain job")


@dataclass(frozen=True)
class Stroke:
    """One stroked path of a page: its polylines in points from the page's lower-left corner, its line
    width (pt, on the page), stroke colour (RGB, None if never set), dash ((), none), whether it came
    from a rectangle operator (`re`) rather than moves and lines, and whether it was filled too."""

    polylines: tuple[tuple[tuple[float, float], ...], ...]
    width: float
    colour: tuple[float, ...] | None
    dash: tuple[float, ...]
    rect: bool
    filled: bool


def strokes(
    path: Path, index: int, into_forms: bool = True, reader: PdfReader | None = None, curves: bool = False
) -> list[Stroke]:
    """Every stroked path page `index` draws, in its own content and (with `into_forms`) inside the form
    XObjects it places, in page coordinates. With `curves`, a curve's end point joins its polyline (a
    circle then spans its extent); else curves are left out."""
    from pypdf.generic import ContentStream

    reader = reader or PdfReader(str(path))
    page = reader.pages[index]
    found: list[Stroke] = []

    def apply(m, x, y):
        return m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]

    def times(a, b, c, d, e, f, m):
        return [a * m[0] + b * m[2], a * m[1] + b * m[3], c * m[0] + d * m[2], c * m[1] + d * m[3],
                e * m[0] + f * m[2] + m[4], e * m[1] + f * m[3] + m[5]]  # fmt: skip

    def walk(content, resources, ctm, state) -> None:
        ops = ContentStream(content, reader).operations
        stack = []
        line_width, colour, dash = state
        path_points: list[list[tuple[float, float]]] = []
        rect = False
        for operands, op in ops:
            op = op.decode() if isinstance(op, bytes) else op
            if op == "q":
                stack.append((list(ctm), line_width, colour, dash))
            elif op == "Q" and stack:
                ctm, line_width, colour, dash = stack.pop()
            elif op == "cm":
                ctm = times(*(float(v) for v in operands), ctm)
            elif op == "w":
                line_width = float(operands[0]) * abs(ctm[0] or ctm[1])
            elif op == "RG":
                colour = tuple(round(float(v), 3) for v in operands)
            elif op == "d":
                scale = abs(ctm[0] or ctm[1])
                dash = tuple(float(v) * scale for v in operands[0])
            elif op == "m":
                path_points.append([apply(ctm, float(operands[0]), float(operands[1]))])
            elif op == "l" and path_points:
                path_points[-1].append(apply(ctm, float(operands[0]), float(operands[1])))
            elif op in ("c", "v", "y") and curves and path_points:
                path_points[-1].append(apply(ctm, float(operands[-2]), float(operands[-1])))
            elif op == "re":
                x, y, w, h = (float(v) for v in operands)
                corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h), (x, y)]
                path_points.append([apply(ctm, *corner) for corner in corners])
                rect = True
            elif op in ("S", "s", "B", "b", "n", "f", "F", "f*", "B*", "b*"):
                if op in ("S", "s", "B", "b", "B*", "b*") and path_points:
                    polylines = tuple(tuple(points) for points in path_points)
                    found.append(Stroke(polylines, line_width, colour, dash, rect, op not in ("S", "s")))
                path_points, rect = [], False
            elif op == "Do" and into_forms:
                xobject = (resources or {}).get("/XObject", {}).get(operands[0])
                form = xobject.get_object() if xobject is not None else None
                if form is not None and form.get("/Subtype") == "/Form":
                    matrix = [float(v) for v in form.get("/Matrix", [1, 0, 0, 1, 0, 0])]
                    walk(form, form.get("/Resources", resources), times(*matrix, ctm), (line_width, colour, dash))

    walk(page.get_contents(), page.get("/Resources"), [1.0, 0, 0, 1.0, 0, 0], (1.0, None, ()))
    return found


def crop_marks_mm(
    path: Path, index: int, width: float = MARK_WIDTH, longest: float = 6.2, into_forms: bool = False
) -> list[tuple[float, ...]]:
    """The crop marks a page draws in its own content (not inside a piece's drawing): straight
    horizontal or vertical strokes of `width` pt in the marks' ink, at most `longest` mm, as (x1, y1,
    x2, y2, length) in mm from the page's lower-left corner. A scale's millimetre ticks are left out.
    `into_forms`: the strokes of the form XObjects the page places too (a page set two to a sheet, as
    the player aids, draws its own ticket inside its form)."""
    found = []
    for stroke in strokes(path, index, into_forms):
        if stroke.rect or stroke.filled or stroke.colour != (0.114, 0.114, 0.106) or abs(stroke.width - width) >= 0.01:
            continue
        for points in stroke.polylines:
            for (x1, y1), (x2, y2) in zip(points, points[1:]):
                length = math.hypot(x2 - x1, y2 - y1) * 25.4 / 72
                if (abs(x1 - x2) < 0.01 or abs(y1 - y2) < 0.01) and 0 < length <= longest:
                    found.append(tuple(v * 25.4 / 72 for v in (x1, y1, x2, y2)) + (length,))

    def scale_tick(mark) -> bool:
        """A stroke with a parallel one 1 mm beside it, overlapping it: a scale's tick (cuts lie further apart)."""
        x1, y1, x2, y2, _ = mark
        for other in found:
            if x1 == x2 and other[0] == other[2] and abs(abs(other[0] - x1) - 1.0) < 0.02:
                if min(other[1], other[3]) < max(y1, y2) and max(other[1], other[3]) > min(y1, y2):
                    return True
        return False

    return [m for m in found if not scale_tick(m)]


# the print guide names the book's own pages: its rules, the optional appendix and the print chapter inside it
# (r25 P kit minor 8, r27 P rulebook F4, r29 R rulebook F16), in a sentence of their own after the job's pages in
# its row (r41 AS F11: the two numberings in one sentence): „Ta instrukcja ma 21 stron: zasady na stronach 1–16,
# dodatek na stronach 17–21 (część o druku od strony 20).”
BOOK_PAGES_SAID = re.compile(
    r"Ta instrukcja ma (\d+) stron\w*: zasady na stronach 1–(\d+), dodatek na"
    r" stron(?:ach (\d+)–|ie )(\d+) \(część o druku od strony (\d+)\)\."
)


def book_pages_said(text: str) -> tuple[int, int, int] | None:
    """(rules, appendix before the print chapter's page, print chapter) pages as the book's print guide says
    them, in `text` with its lines joined; None unless its ranges follow one another and end on its page count."""
    said = BOOK_PAGES_SAID.search(text)
    if said is None:
        return None
    pages, rules, first, last, printing = (int(n) if n else None for n in said.groups())
    first = last if first is None else first  # „na stronie 12”: a one-page appendix
    if first != rules + 1 or last != pages or not first <= printing <= last:
        return None
    return rules, printing - first, pages - printing + 1


def front_pdf(piece, path: Path) -> Path:
    """`piece`'s front drawn alone on a page of its own size (as a sheet draws it, without bleed), at `path`."""
    from reportlab.pdfgen import canvas

    page = canvas.Canvas(str(path), pagesize=(piece.width, piece.height))
    piece.front(page, piece.width, piece.height)
    page.showPage()
    page.save()
    return path
