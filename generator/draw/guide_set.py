"""Setting a guide page's text in its columns (guide_frame.Frame): sections under their headings, a paragraph
kept in one column where the next holds it whole (kit review r34, AS minor 7), a recipe's numbered box (Steps),
the columns balanced to the least depth, and the largest scale at which it all fits its page (cover_scale) –
draw_guide's drawing and the print plan's arithmetic (text_end, guide_share) alike: pure measurement when
no canvas is given."""

from __future__ import annotations

import re
from dataclasses import replace

from generator.draw.fonts import SANS, SANS_BOLD
from generator.draw.guide_frame import Frame
from generator.draw.pdf import INK
from generator.draw.text import wrap
from generator.layout.imposition import PAPERS, Paper
from generator.model.units import mm


def set_sections(c, frame: Frame, sections, scale: float, y: float | None = None) -> float:
    """The sections in the frame from `y` (its top), `c` None: only measured; their virtual end."""
    y = frame.top if y is None else y
    for heading, lines, details in sections:
        y = section(c, frame, y, heading, lines, details, scale)
    return y


def balanced(frame: Frame, sections, scale: float) -> Frame:
    """The frame at the least depth (to a millimetre) at which the sections fit its columns, so the columns
    end level and what is set under them starts right below (the frame itself where they do not fit)."""
    if not frame.fits(set_sections(None, frame, sections, scale)):
        return frame
    low, high = 0.0, frame.top - min(frame.floors)
    while high - low > mm(1):
        depth = (low + high) / 2
        trial = replace(frame, depth=depth)
        if trial.fits(set_sections(None, trial, sections, scale)) and _in_columns(trial, sections, scale):
            high = depth
        else:
            low = depth
    return replace(frame, depth=high)


def _in_columns(frame: Frame, sections, scale: float) -> bool:
    """Whether the text ends in a column before the last, or in the last no deeper than the depth."""
    end = set_sections(None, frame, sections, scale)
    k = frame.index(end)
    return k < frame.count - 1 or frame.top - frame.place(end)[1] <= frame.depth


class Steps(str):
    """A recipe a cover sets as a numbered box, to be found at the printer (kit review r21, K minor 7):
    its words up to the first colon a bold heading, each „N. …” on a line of its own, what follows the
    last step's sentence a note under them. A str, so whoever reads the cover's text reads the same."""

    def parts(self) -> tuple[str, list[str], str]:
        head, _, body = self.partition(": ")
        steps = [s for s in re.split(r"(?:^|(?<=; ))(?=(?:\d\.|[a-h]\)) )", body) if s]
        end = steps[-1].find(". ", 3)  # the last step's sentence ends the steps
        tail = steps[-1][end + 2 :] if end > 0 else ""
        steps[-1] = steps[-1][: end + 1] if end > 0 else steps[-1]
        return head, steps, tail


def section(
    c,
    frame: Frame,
    y: float,
    heading: str,
    lines: list[str],
    details: list[list[str]] = (),
    scale: float = 1.0,
) -> float:
    """A heading and its lines in the frame's columns from virtual baseline `y`; under a line, its details
    (a part's counts and steps), all set `scale` times their size; `c` None: only measured. A heading stays
    with its first paragraph (or two lines), a recipe's box in one column. Returns the virtual baseline below it."""
    size, detail_size, step = BODY_SIZE * scale, DETAIL_SIZE * scale, mm(4.6) * scale

    def column(y: float, indent: float, narrower: float) -> tuple[float, float]:
        return frame.place(y)[0] + indent, frame.measure - indent - narrower

    def draw(font: str, points: float, x: float, y: float, words: str) -> None:
        if c is not None:
            c.setFont(font, points)
            c.drawString(x, frame.place(y)[1], words)

    # a heading goes with its first paragraph where that is kept whole in a column (r35, R and P kit minors:
    # „Jak drukować” left at the foot of a column, its text moved whole to the next), else with two lines
    first = lines[0] if lines and not isinstance(lines[0], Steps) else ""
    numbered = re.match(r"\d+\. ", first)
    whole = len(_wrap(first[numbered.end() :] if numbered else first, SANS, size, frame.measure)) * step
    kept = _keep(frame, y, mm(6) * scale + whole)
    y = kept if kept != y else _keep(frame, y, mm(6) * scale + 2 * step)
    x0, _ = column(y, 0, 0)
    draw(SANS_BOLD, HEADING_SIZE * scale, x0, y, heading)
    y -= mm(6) * scale
    for i, line in enumerate(lines):
        if isinstance(line, Steps):
            y = _keep(frame, y, y - _steps_box(None, frame, y, line, size, scale))
            y = _steps_box(c, frame, y, line, size, scale) - mm(1) * scale
            continue
        # a numbered step (covers.numbered): its number at the line's edge, its words hanging at the details'
        number = re.match(r"\d+\. ", line)
        words, indent = (line[number.end() :], mm(6)) if number else (line, 0.0)
        # a step, a paragraph stays in one column, a step's number with its words: the columns break between
        # paragraphs (kit review r34, AS minor 7: „Wydruk „3. karton…, jednostronnie” | to same arkusze”)
        y = _keep(frame, y, len(_wrap(words, SANS, size, frame.measure - indent)) * step)
        if number:
            draw(SANS_BOLD, size, column(y, 0, 0)[0], y, number.group(0))
        for x, chunk in flow_lines(words, size, y, step, lambda y: column(y, indent, 0)):
            draw(SANS, size, x, y, chunk)
            y -= step
        if number:  # the steps, a list read in one go, stand closer than paragraphs
            y += mm(0.5) * scale
        for detail in details[i] if i < len(details) else []:
            y = _keep(frame, y, len(_wrap(detail, SANS, detail_size, frame.measure - mm(6))) * mm(4.2) * scale)
            flowed = flow_lines(detail, detail_size, y, mm(4.2) * scale, lambda y: column(y, mm(6), 0))
            for j, (x, chunk) in enumerate(flowed):
                if j == 0:
                    draw(SANS, detail_size, x - mm(3), y, "–")
                draw(SANS, detail_size, x, y, chunk)
                y -= mm(4.2) * scale
        y -= mm(1) * scale
    return y - mm(4) * scale


def _keep(frame: Frame, y: float, height: float) -> float:
    """`y`, or the next column's start where what takes `height` below it would not fit in `y`'s column but
    fits in the next (what no column holds whole runs on from `y`)."""
    later = frame.next_start(y)
    return later if later is not None and frame.room(y) < height <= frame.holds(later) + 1e-6 else y


def _steps_box(c, frame: Frame, y: float, steps: Steps, size: float, scale: float) -> float:
    """A recipe in a thin frame: its heading in bold, each numbered step on a line of its own (its
    number at the box's edge, its text hanging), the note after them in the details' size; `c`
    None: only measured. Returns the virtual baseline below it."""
    head, items, tail = steps.parts()
    step, pad = mm(4.6) * scale, mm(1.5) * scale
    x0, measure = frame.place(y)[0], frame.measure
    inner, text = x0 + mm(2), x0 + mm(6)
    top = y + size * 0.7  # clear of the line above
    y = top - pad - size * 0.8
    rows: list[tuple[str, float, float, str]] = [
        (SANS_BOLD, size, x, line)
        for x, line in flow_lines(f"{head}:", size, y, step, lambda y: (inner, measure - mm(4)))
    ]
    for item in items:
        number, _, words = item.partition(" ")
        lines = flow_lines(words, size, y, step, lambda y: (text, x0 + measure - mm(2) - text))
        rows += [(SANS, size, inner, f"{number} ")] + [(SANS, size, x, line) for x, line in lines]
    small = DETAIL_SIZE * scale
    rows += [(SANS, small, x, line) for x, line in flow_lines(tail, small, y, step, lambda y: (inner, measure - mm(4)))]
    shift = frame.place(y)[1] - y  # the box stands in one column: one shift for all of it
    for font, points, x, words in rows:
        if c is not None:
            c.setFont(font, points)
            c.drawString(x, y + shift, words)
        if not re.fullmatch(r"(?:\d\.|[a-h]\)) ", words):  # a step's first line stands on its number's baseline
            y -= step if points == size else mm(4.2) * scale
    bottom = y + mm(4.2) * scale - small * 0.3 - pad
    if c is not None:
        c.setLineWidth(0.7)
        c.setStrokeColor(INK)
        c.rect(x0, bottom + shift, measure, top - bottom, stroke=1, fill=0)
    return bottom - size - mm(1) * scale


def flow_lines(text: str, size: float, y: float, step: float, column) -> list[tuple[float, str]]:
    """The lines of `text` from baseline `y` down, `step` apart, each in the column (`column(y)`: its
    left and width) where its baseline stands: (left, line). Running down beside the calibration
    square a paragraph goes on in the shorter measure from the line that reaches it, as text runs round
    a picture: the column keeps its left edge, so the paragraph keeps its indent and its place in the
    list (kit reviews r20: text that jumped right into a column beside the square lost its indent and
    read as a caption)."""
    out: list[tuple[float, str]] = []
    while text:
        x, width = column(y)
        lines = _wrap(text, SANS, size, width)
        kept = 1  # the lines set in this column: up to the first whose baseline stands in another
        while kept < len(lines) and column(y - kept * step) == (x, width):
            kept += 1
        out += [(x, line) for line in lines[:kept]]
        y -= kept * step
        text = " ".join(lines[kept:])
    return out


# the guide's type (kit review r32, AS major 1: 8.2–9.1 pt on a page read at the printer): the body and a
# part's details at 10 pt, no smaller than 9.5 pt however long the text (MIN_SCALE), headings at 12 pt
BODY_SIZE = 10.0
DETAIL_SIZE = 10.0
HEADING_SIZE = 12.0

# the smallest scale the cover's text may take: 9.5 pt (r32: at least 9.5 pt on a guide page)
MIN_SCALE = 9.5 / BODY_SIZE


def least_scale(paper: Paper) -> float:
    """MIN_SCALE on A4 and wider paper; on a narrower one (A5) as much less as the page is narrower (A5: 6.7 pt,
    over the 6 pt floor), so a part's guide keeps to its page (r34 merge: the card steps ran off an A5 page)."""
    return MIN_SCALE * min(1.0, paper.width / PAPERS["a4"].width)


def cover_scale(frame: Frame, sections, least: float = MIN_SCALE) -> float:
    """The largest scale (1, 0.99, … down to `least`) at which the sections fit the frame's columns; the
    smallest when none does (a cover that long is a finding of the job: tests hold every guide to its floor)."""
    scale = 1.0
    while scale > least + 1e-9:
        if frame.fits(set_sections(None, frame, sections, scale)):
            return scale
        scale = max(least, round(scale - 0.01, 2))
    return least


def _wrap(text: str, font: str, size: float, width: float) -> list[str]:
    return wrap(text, font, size, width)
