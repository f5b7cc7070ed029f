"""Drawing repeated content once per canvas: the content a drawing gave is appended again, byte for byte.

A deck's backs, the copies of a card, equal picture frames: reportlab would format the same numbers
into the same operators again for each. Here the operators the first drawings appended to the page
are kept and appended again for the next equal drawing, which gives the very same PDF (tests compare
with drawing every copy). "Equal" means the same key (what the drawing shows), the same graphics
state and the same transparency states on the page: reportlab names those by their order of use on
each page, so a drawing on a new page may read differently and is drawn again there.
"""
from __future__ import annotations

import hashlib
import marshal
import os
from dataclasses import dataclass
from functools import lru_cache
from operator import attrgetter
from typing import Callable, Hashable

from reportlab import rl_config
from reportlab.lib.colors import Color
from reportlab.pdfbase.pdfdoc import PDF_SUPPORT_VERSION
from reportlab.pdfgen.canvas import Canvas

from .cache import code_version as code_key, get, put

REPLAY = True             # tests switch it off to compare with drawing every copy
_REPLAYS = "_drukarnia_replays"    # canvas attribute: key and state → _Replay
# the canvas state a drawing may depend on (reportlab's STATE_ATTRIBUTES less the position)
_STATE = tuple(name for name in Canvas.STATE_ATTRIBUTES if name not in ("_currentMatrix", "_extgstate"))


@dataclass
class _Replay:
    code: tuple[str, ...]
    forms: tuple[str, ...] = ()
    state: tuple = ()         # the graphics state the drawing left (its values, then its transparency)
    stable: bool = False      # the content is final: appended again from now on
    never: bool = False       # this drawing cannot be repeated so: it is always drawn


_graphics_state = attrgetter(*_STATE)


def _hashable(value):
    return tuple(_hashable(v) for v in value) if isinstance(value, list) else value


def _state(canvas: Canvas) -> tuple:
    """Everything the content of a drawing depends on besides its key: the graphics state, and the
    page's transparency states in order (reportlab names them by their order on each page)."""
    graphics, states = _graphics_state(canvas), canvas._extgstate
    if list in map(type, graphics):     # a dash pattern given as a list
        graphics = tuple(_hashable(v) for v in graphics)
    return graphics, tuple(states._d.items()), tuple(states._c.items())


def _document_size(canvas: Canvas) -> tuple[int, int, int]:
    doc = canvas._doc
    return len(doc.idToObject), len(doc.fontMapping), len(canvas._extgstate._c)


def _drawn(canvas: Canvas, draw: Callable[[], None]) -> _Replay:
    """Draw, and what the drawing did: the content and forms it added to the page, the graphics
    state it left. `never` when it did more than that (annotations, colour spaces, a change to the
    content before it, a saved state it did not restore, a move of the origin it did not undo)."""
    code, forms = canvas._code, canvas._formsinuse
    n, f = len(code), len(forms)
    last = code[-1] if code else None
    extras = (len(canvas._annotationrefs), dict(canvas._colorsUsed), dict(canvas._shadingUsed),
              canvas._currentPageHasImages, canvas._codeStack and len(canvas._codeStack),
              len(canvas.state_stack), canvas._currentMatrix)
    draw()
    same_page = (canvas._code is code and canvas._formsinuse is forms and (n == 0 or code[n - 1] == last)
                 and extras == (len(canvas._annotationrefs), canvas._colorsUsed, canvas._shadingUsed,
                                canvas._currentPageHasImages, canvas._codeStack and len(canvas._codeStack),
                                len(canvas.state_stack), canvas._currentMatrix))
    if not same_page:
        return _Replay((), never=True)
    return _Replay(tuple(code[n:]), tuple(forms[f:]), (_graphics_state(canvas), dict(canvas._extgstate._d)))


def _append(canvas: Canvas, replay: _Replay) -> None:
    """What the drawing did, done again: its content and forms on the page, its graphics state left."""
    canvas._code.extend(replay.code)
    canvas._formsinuse.extend(replay.forms)
    values, transparency = replay.state
    canvas.__dict__.update(zip(_STATE, values))
    canvas._extgstate._d = dict(transparency)


def repeat(canvas: Canvas, key: Hashable, draw: Callable[[], None], *, pure: bool = False) -> None:
    """`draw()`, or the content an earlier drawing of the same `key` in the same state gave.

    With `pure`, the caller promises that the key names everything the drawing shows: the content
    of the first drawing is final. Otherwise (a key that is only the drawing function, which might
    count its calls) the drawing is made twice, and its content is final only when the second
    equals the first and added nothing to the document."""
    if not REPLAY or not isinstance(canvas, Canvas):
        # a stand-in for a canvas (a rulebook figure's, which leaves out text by where it lands)
        # may draw differently at another place: it always draws
        draw()
        return
    replays = canvas.__dict__.setdefault(_REPLAYS, {})
    try:
        key = (key, _state(canvas))
        replay = replays.get(key)
    except TypeError:          # a key or state value that cannot be compared: draw as usual
        draw()
        return
    if replay is None:
        replay = replays[key] = _drawn(canvas, draw)
        replay.stable = pure and not replay.never
    elif replay.never:
        draw()
    elif replay.stable:
        _append(canvas, replay)
    else:
        size = _document_size(canvas)
        again = _drawn(canvas, draw)
        if (again.never or again.code != replay.code or again.state != replay.state
                or _document_size(canvas) != size):
            replays[key] = _Replay((), never=True)
        else:
            again.stable = True
            replays[key] = again


def draw_piece(canvas: Canvas, draw: Callable[[Canvas, float, float], None], width: float, height: float) -> None:
    """A piece's side: `draw(canvas, width, height)`, repeated by content when the same drawing
    function comes again at the same size (a deck's backs, copies of a card)."""
    repeat(canvas, (draw, width, height), lambda: draw(canvas, width, height))


# --- drawings remembered from one run to the next -----------------------------------------------------
#
# A pictogram draws the same operators in every build that draws it with the same arguments in the
# same canvas state: after a one-tile edit, the tile sheet and the price list draw 70 pictograms
# of which one changed. `remembered` keeps the operators of such a drawing in the user's cache
# folder, keyed by what is drawn, the exact canvas state (every value by its exact repr), and our
# code with reportlab's version (unchanged.code_key), and appends them again in later runs.
# Only a drawing that adds content and nothing else is kept: it leaves the graphics state as it
# found it, adds no object, font, form, image, colour space or transparency state to the document.
# The PDF version it asks for is asked for again when it is appended.

FOLDER = "drawn"
KEEP = 2048                      # remembered drawings; the oldest go first
_VERSION = 1
_MEMO: dict[str, tuple | None] = {}     # in this process: entry name → what was read (None: nothing)


def _exact(value):
    """`value` as text that differs whenever the value does (floats by repr, colours by every field);
    TypeError for a value of a kind not known to print so."""
    if value is None or type(value) in (bool, int, float, str):
        return repr(value)
    if type(value) in (tuple, list):
        return "(" + ",".join(map(_exact, value)) + ")"
    if isinstance(value, Color):
        return type(value).__name__ + _exact(sorted(vars(value).items()))
    raise TypeError(f"no exact text for {type(value).__name__}")


@lru_cache(maxsize=1)
def _settings() -> str:
    """reportlab's settings (rl_config: defaults, a settings file, the environment), by exact text."""
    return _exact(sorted((k, v) for k, v in vars(rl_config).items()
                         if not k.startswith("_") and (v is None or type(v) in (bool, int, float, str))))


def _entry(canvas: Canvas, key: tuple) -> tuple[str, str]:
    """(file name, full key text) of a drawing of `key` in the canvas's present state: our code and
    reportlab's (version, settings), the canvas's class and orientation, what is drawn, the state."""
    graphics, transparency, named = _state(canvas)
    kind = type(canvas)
    text = "\n".join((f"drukarnia-drawn {_VERSION}", code_key(), _settings(),
                      f"{kind.__module__}.{kind.__qualname__}", _exact(canvas.bottomup),
                      _exact(key), _exact(graphics), _exact(transparency), _exact(named)))
    return hashlib.sha256(text.encode("utf-8")).hexdigest(), text


def remembered(canvas: Canvas, key: tuple, draw: Callable[[], None]) -> None:
    """`draw()`, or the operators the same drawing (`key`: every argument that shapes it, exactly)
    in the same state gave in this or an earlier run (see above)."""
    if not REPLAY or not isinstance(canvas, Canvas) or canvas._enforceColorSpace is not None:
        draw()
        return
    try:
        name, text = _entry(canvas, key)
    except TypeError:
        draw()
        return
    known = _MEMO.get(name, False)
    if known is False:
        known = _MEMO[name] = _read(name, text)
    if known is not None:
        code, version = known
        canvas._code.extend(code)
        doc = canvas._doc
        doc._pdfVersion = max(doc._pdfVersion, version)
        return
    doc = canvas._doc
    asked: list[str] = []
    ensure = doc.ensureMinPdfVersion
    doc.ensureMinPdfVersion = lambda *keys: (asked.extend(keys), ensure(*keys))[1]
    try:
        before, size = _state(canvas), _document_size(canvas)
        drawn = _drawn(canvas, draw)
        unchanged = not drawn.never and not drawn.forms and _state(canvas) == before \
            and _document_size(canvas) == size
    finally:
        del doc.ensureMinPdfVersion
    if unchanged:
        needed = max([PDF_SUPPORT_VERSION[k] for k in asked], default=(1, 0))
        _MEMO[name] = (drawn.code, needed)
        _write(name, text, drawn.code, needed)


def _read(name: str, text: str) -> tuple | None:
    """The remembered (operators, PDF version asked for) of this entry, when its key text is `text`."""
    try:
        payload = get(FOLDER, name)
        if payload is None:
            return None
        stored = marshal.loads(payload)
    except (EOFError, ValueError, TypeError):
        return None
    if (type(stored) is tuple and len(stored) == 3 and stored[0] == text and type(stored[1]) is tuple
            and all(type(op) is str for op in stored[1]) and type(stored[2]) is tuple):
        return stored[1], stored[2]
    return None


def _write(name: str, text: str, code: tuple, version: tuple) -> None:
    """Best effort: a folder that cannot be written only means the next run draws again."""
    try:
        data = marshal.dumps((text, code, version))
    except ValueError:
        return
    put(FOLDER, name, data)
