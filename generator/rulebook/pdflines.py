"""Reading a typeset PDF back as lines of text, to check its typography on what a reader sees.

`lines(pdf)` groups the text runs of each page (pypdf's extraction, with position, font and size)
into printed lines: runs on one baseline that touch each other. On these lines:

- `split_numbers` finds a number broken from its thousands group, its unit or its noun at a line
  break ("1 / 000 zł", "4 / szt.", "25 / mm");
- `stranded_headings` finds a heading that is the last line of its page.

Used by the tests on every rulebook and player aid; pure functions on the extracted lines.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass

RUN_GAP = 3.0  # pt: runs closer than this on one baseline belong to one line
FOOTER = 40.0  # pt from the page bottom: page numbers, never a heading's next block


@dataclass(frozen=True)
class Line:
    page: int  # 1-based
    x: float  # left edge
    y: float  # baseline
    right: float  # right edge (estimated from the font size)
    size: float  # font size of the first run
    font: str  # font of the first run
    text: str


def lines(pdf: bytes) -> list[Line]:
    from pypdf import PdfReader  # a reading tool for tests; validate loads no PDF reader

    reader = PdfReader(io.BytesIO(pdf))
    found: list[Line] = []
    for number, page in enumerate(reader.pages, start=1):
        runs: list[tuple[float, float, float, str, str]] = []
        forms = _Forms()

        def visit(text, cm, tm, font, size, runs=runs, forms=forms):
            if not text.strip():
                return
            a, b, c, d, e, f = tm
            ca, cb, cc, cd, ce, cf = _times(cm, forms.outer())
            x = e * ca + f * cc + ce
            y = e * cb + f * cd + cf
            # the text's printed size whatever its rotation: the square root of the area scale
            scale = abs((a * d - b * c) * (ca * cd - cb * cc)) ** 0.5 or 1.0
            name = str(font.get("/BaseFont", "")) if font else ""
            runs.append((x, y, size * scale, name, text.replace("\n", "")))

        page.extract_text(visitor_text=visit, visitor_operand_before=forms.before, visitor_operand_after=forms.after)
        found += _group(number, runs)
    return found


class _Forms:
    """Where the form XObjects being read are drawn on the page. pypdf reports the text of a form
    (a paragraph the typesetter fills after layout, deferred.py) with the form's own matrix; the
    page's matrix at the form's `Do` places it. The text pending at a `Do` still belongs to the
    page, so a form's matrix applies from its first operator on."""

    def __init__(self):
        self.stack: list[list[float]] = []  # the page matrix of each form being read, outermost first
        self.entering: list[list[float] | None] = []  # per `Do`: its matrix until the form's first operator

    def outer(self) -> list[float]:
        return self.stack[-1] if self.stack else [1, 0, 0, 1, 0, 0]

    def before(self, operator, operands, cm, tm):
        if self.entering and self.entering[-1] is not None:
            self.stack.append(self.entering[-1])
            self.entering[-1] = None
        if operator == b"Do":
            self.entering.append(_times(cm, self.outer()))

    def after(self, operator, operands, cm, tm):
        if operator == b"Do":
            if self.entering.pop() is None:  # the form had operators: its matrix was pushed
                self.stack.pop()


def _times(m: list[float], n: list[float]) -> list[float]:
    """The matrix m then n (PDF's row-vector convention: a point p goes to p·m·n)."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F]


def _group(page: int, runs) -> list[Line]:
    out: list[Line] = []
    rows: dict[int, list] = {}
    for run in runs:
        rows.setdefault(round(run[1] * 2), []).append(run)
    for key in sorted(rows, reverse=True):
        row = sorted(rows[key], key=lambda r: r[0])
        current: list = []
        right = None
        for x, y, size, font, text in row:
            width = len(text) * size * 0.5
            if current and right is not None and x - right > RUN_GAP + size * 0.4:
                out.append(_line(page, current))
                current = []
            current.append((x, y, size, font, text))
            right = x + width
        if current:
            out.append(_line(page, current))
    return out


def _line(page: int, runs) -> Line:
    x, y, size, font, _ = runs[0]
    text = "".join(r[4] for r in runs)
    return Line(page, x, y, runs[-1][0] + len(runs[-1][4]) * runs[-1][2] * 0.5, size, font, text)


_TRAILING_NUMBER = re.compile(r"(?:^|[\s\u00a0(])(\d+|×)$")
_LEADERS = re.compile(r"(?:\. ?){4,}\s*\d+$")  # a contents line: dot leaders to its page number
_GLUED_START = re.compile(r"^(\d{3}(?!\d)|[^\W\d_]|%|×|zł)")


def split_numbers(all_lines: list[Line]) -> list[str]:
    """'page N: "… 1" / "000 zł …"' for each line break that separates a number from its thousands
    group, unit or noun: a line ending in a number, continued (same left edge, one leading below,
    same size) by a line starting with a word, a three-digit group, % or ×."""
    problems = []
    for line, below in _continuations(all_lines):
        end = line.text.rstrip()
        start = below.text.lstrip()
        if _TRAILING_NUMBER.search(end) and _GLUED_START.match(start) and not _LEADERS.search(end):
            problems.append(f'page {line.page}: "{end[-30:]}" / "{start[:30]}"')
    return problems


def _continuations(all_lines: list[Line]):
    """(line, the next line of the same paragraph or table cell)."""
    by_page: dict[int, list[Line]] = {}
    for line in all_lines:
        by_page.setdefault(line.page, []).append(line)
    for page_lines in by_page.values():
        for line in page_lines:
            best = None
            for other in page_lines:
                drop = line.y - other.y
                if (
                    0 < drop <= line.size * 1.45 + 0.5
                    and abs(other.size - line.size) < 0.3
                    and abs(other.x - line.x) < 1.5
                    and other.font == line.font
                    and (best is None or drop < line.y - best.y)
                ):
                    best = other
            if best is not None:
                yield line, best


HEADING_FONTS = ("SourceSansPro-Bold", "SourceSansPro-Semibold")


def stranded_headings(all_lines: list[Line], heading_sizes=(16.0, 12.0, 10.5)) -> list[str]:
    """'page N: "heading"' for a heading (sans bold/semibold at a heading size) with nothing
    printed below it on its page except the page number."""
    problems = []
    by_page: dict[int, list[Line]] = {}
    for line in all_lines:
        by_page.setdefault(line.page, []).append(line)
    for page, page_lines in sorted(by_page.items()):
        body = [l for l in page_lines if l.y > FOOTER]
        if not body:
            continue
        last = min(body, key=lambda l: l.y)
        lowest = [l for l in body if abs(l.y - last.y) < 1]
        for line in lowest:
            if any(f in line.font for f in HEADING_FONTS) and any(abs(line.size - s) < 0.05 for s in heading_sizes):
                problems.append(f'page {page}: "{line.text.strip()}"')
    return problems
