"""Short guide pages sharing one page (a print job's carried covers, build/job.py JobPart.under): each set
under the text before it, a thin rule and its title between, all at one scale – full size where they fit,
a little smaller where that spares a page (kit review r30, K minor 1, R minor 4: guide pages 40–56 % used,
a sheet spent on them) – and what they take, measured by the arithmetic their drawing uses, so the print
plan (build/printplan.py) shares a page only where the drawing then fits it."""

from __future__ import annotations

from dataclasses import replace

from generator.draw.fonts import SERIF_BOLD
from generator.draw.guide import BLANK_GREY, GuideInfo, own_scale, text_end, text_frame
from generator.draw.guide_frame import Frame
from generator.draw.guide_set import balanced, set_sections
from generator.draw.pdf import INK
from generator.model.units import mm

# the least scale a shared page sets its texts at, only where that spares a sheet (printplan.plan_jobs): 9.5 pt,
# the least on a guide page (kit review r32, AS major 1); a page of its own keeps its full size where it has room
SHARE_SCALE = 0.95
SHARE_STEP = 0.01

# a guide page's text set under another's on the same page (r27 K minor 2): a thin rule, the title a size
# smaller, its sections; all at the page's scale
UNDER_GAP = mm(5)  # from the text above to the rule
UNDER_TITLE = 16.0
UNDER_DROP = mm(8)  # from the rule to the title's baseline
UNDER_BODY = mm(7)  # from the title's baseline to the first heading's


def under_height(info: GuideInfo, scale: float = 1.0) -> float | None:
    """The height a guide page's text takes set under another's at `scale` (draw_under), from the text
    above's next baseline to its own; None where it would not stand at full size on a page of its own."""
    if own_scale(info) < 1.0:
        return None
    return _under_height(info, scale)


def _under_height(info: GuideInfo, scale: float) -> float:
    """under_height of a guide known to stand at full size on a page of its own."""
    frame = under_frame(info, 0.0, scale)
    end = frame.bottom(set_sections(None, frame, text_frame(info)[1], scale), mm(4) * scale)
    return (UNDER_GAP + UNDER_DROP + UNDER_BODY) * scale + (frame.top - end)


def under_frame(info: GuideInfo, top: float, scale: float) -> Frame:
    """The columns of a guide page's text set under another's, its first baseline at `top`: balanced, as
    deep as the text needs."""
    floor = top - info.paper.height  # no floor but the page's: the plan measures where it ends
    return balanced(Frame(mm(20), top, info.paper.width - mm(40), (floor, floor)), text_frame(info)[1], scale)


def shared_scale(head: GuideInfo, under: list[GuideInfo], floor: float, least: float = SHARE_SCALE) -> float | None:
    """The largest scale, from full size down to `least`, at which the text of `head` (a page's first guide,
    as draw_guide sets it) and then those of `under` (each set under the text before it) end at or above
    `floor`; None where they do not at `least`, or where one of them would not stand at full size on a page
    of its own (a long text keeps its page)."""
    if any(own_scale(info) < 1.0 for info in (head, *under)):
        return None
    scale = 1.0
    while scale >= least - 1e-9:
        end = text_end(replace(head, scale=scale))[0] - sum(_under_height(info, scale) for info in under)
        if end >= floor:
            return scale
        scale = round(scale - SHARE_STEP, 2)
    return None


def draw_under(c, info: GuideInfo, top: float) -> float:
    """A guide page's text set under another's text, whose next baseline is `top`: a rule, the title, its
    sections at the page's scale (`info.scale`, full size unless set), no square (the page above has what the
    page needs); the baseline below it."""
    scale = info.scale or 1.0
    w = info.paper.width
    left = mm(20)
    rule = top - UNDER_GAP * scale
    c.saveState()
    c.setStrokeColor(BLANK_GREY)
    c.setLineWidth(0.6)
    c.line(left, rule, w - left, rule)
    c.restoreState()
    c.setFillColor(INK)
    title = UNDER_TITLE * scale
    size = min(title, title * (w - 2 * left) / c.stringWidth(info.title, SERIF_BOLD, title))
    c.setFont(SERIF_BOLD, size)
    c.drawString(left, rule - UNDER_DROP * scale, info.title)
    frame = under_frame(info, rule - (UNDER_DROP + UNDER_BODY) * scale, scale)
    end = set_sections(c, frame, text_frame(info)[1], scale)
    return frame.bottom(end, mm(4) * scale)
