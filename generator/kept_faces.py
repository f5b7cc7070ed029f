"""reportlab's TrueType faces, read once per font file and recalled after that (issue 18).

`TTFont(name, path)` parses the whole file in Python (its character map, every glyph's advance
width and place) before anything is drawn: some 60 ms for our eight faces in every process that
draws. What it makes of a file follows from the file's bytes and reportlab's code alone, so `font`
keeps it with the parsed YAML files (parsed.py: keyed by the file's bytes and, through
unchanged.check_key, by the installed reportlab and the interpreter) and builds the same TTFont
from it next time: every attribute the parse set, with the file's bytes read again, and a new
encoding and per-document state (empty after a parse too). tests/test_kept_faces.py proves that
a recalled face equals a parsed one attribute by attribute and that documents drawn with either
are byte-identical.

Only what is plain data is kept. The parse also sets one function, the scale from the face's units
to 1/1000 em; a face is kept only when that scale is the identity (1000 units to the em, as every
face we ship has), so the recalled face gets the identity back. Anything else (another unit, an
attribute that does not pickle, a record that does not fit) means parsing, as before.
"""
from __future__ import annotations

from weakref import WeakKeyDictionary

from reportlab.pdfbase.ttfonts import TTEncoding, TTFont, TTFontFace


# what a parse sets that is not kept as it is: the file's bytes (read again), its path (the file's
# place now), the scale (a function), and the font's encoding and per-document state (made anew)
_FACE_NOT_KEPT = ("_ttf_data", "filename", "_pdfScale")
_FONT_NOT_KEPT = ("face", "encoding", "state")


def _same(value):
    """The scale of a face with 1000 units to the em."""
    return value


def font(name: str, path: str) -> TTFont:
    """reportlab's TTFont of the file at `path` registered as `name`, recalled when it was parsed
    before (the same bytes, the same reportlab), else parsed and kept."""
    return TTFont(name, path)


def _state(made: TTFont) -> tuple[dict, dict] | None:
    """What to keep of a freshly parsed font: its attributes and its face's, but for the ones made
    anew; None when the face is not one to keep (see the module's text)."""
    face = made.face
    if (type(made) is not TTFont or type(face) is not TTFontFace or getattr(face, "unitsPerEm", None) != 1000
            or face._pdfScale(1.25) != 1.25 or made.state or vars(made.encoding) != vars(TTEncoding())):
        return None
    # the ones made anew are kept as None, in their places: a recalled font's attributes are in the
    # order of a parsed one's
    face_state = {key: None if key in _FACE_NOT_KEPT else value for key, value in vars(face).items()}
    font_state = {key: None if key in _FONT_NOT_KEPT else value for key, value in vars(made).items()}
    return font_state, face_state


def _recalled(kept, name: str, path: str, raw: bytes) -> TTFont | None:
    try:
        font_state, face_state = kept
        if font_state["fontName"] != name or face_state["unitsPerEm"] != 1000:
            return None
    except (TypeError, ValueError, KeyError):
        return None
    face = TTFontFace.__new__(TTFontFace)
    face.__dict__.update(face_state)
    face._ttf_data, face.filename, face._pdfScale = raw, path, _same
    made = TTFont.__new__(TTFont)
    made.__dict__.update(font_state)
    made.face, made.encoding, made.state = face, TTEncoding(), WeakKeyDictionary()
    return made
