"""Edits of our own PDFs' bytes as they are finished (reportlab writes them; it has no API for either).

A unique name for every embedded font subset (kit review r43, P minor 8, R minor 4).

reportlab names a document's subsets of one font AAAAAA+Name, AAAAAB+Name, … afresh in every document, so
the files a print job or zestaw.pdf joins (pdfmerge.py copies their objects side by side) held many different
subsets called „AAAAAA+SourceSansPro-Regular”: preflight (Acrobat, PitStop) flags it, and a RIP that treats
same-named fonts as one loses glyphs. Here each subset's tag (PDF 1.7, 9.6.4: six upper-case letters and „+”)
becomes one derived from its font program: the same program has the same name in every file, two different
programs have different names. The tag keeps its length, so every object stays where the cross-reference
table says: the file's bytes are changed in place, nothing is parsed into values and written again.

An output intent (add_output_intent, PDF 1.7 14.11.5): the catalog gains /OutputIntents, the profile and the
intent are appended as two objects, the objects after the catalog move by what it grew and the
cross-reference table is written again (reportlab's catalog takes only the keys it knows).
"""

from __future__ import annotations

import hashlib
import re
import zlib

_XREF = re.compile(rb"xref\s+0 (\d+)\s+")
_TAGGED = re.compile(rb"/(?:BaseFont|FontName)\s*/([A-Z]{6})\+")
_DESCRIPTOR = re.compile(rb"/FontDescriptor\s+(\d+) 0 R")
_PROGRAM = re.compile(rb"/FontFile[23]?\s+(\d+) 0 R")
_ENTRY = 20  # bytes of a classic cross-reference entry
_ROOT = re.compile(rb"/Root\s+(\d+) 0 R")
_SIZE = re.compile(rb"/Size\s+\d+")


def subset_tag(program: bytes) -> bytes:
    """Six upper-case letters from a font program's stream (its bytes as stored)."""
    value = int.from_bytes(hashlib.sha256(program).digest()[:8], "big")
    letters = []
    for _ in range(6):
        value, at = divmod(value, 26)
        letters.append(65 + at)
    return bytes(letters)


def _offsets(data: bytes) -> list[int] | None:
    """Where each object starts (index: its number), from a classic cross-reference table with one section
    from object 0 (as reportlab and pdfmerge.Merger write them); None for another shape."""
    at = data.rfind(b"startxref")
    if at < 0:
        return None
    xref = int(data[at + 9 :].split()[0])
    table = _XREF.match(data, xref)
    if table is None:
        return None
    start, count = table.end(), int(table.group(1))
    out = []
    for n in range(count):
        entry = data[start + n * _ENTRY : start + (n + 1) * _ENTRY]
        out.append(int(entry[:10]) if entry[17:18] == b"n" else -1)
    return out


def _head(data: bytes, offset: int) -> tuple[int, int]:
    """(start, end) of the dictionary part of the object at `offset`: up to its stream or its end."""
    end = data.index(b"endobj", offset)
    stream = data.find(b"stream", offset, end)
    return offset, end if stream < 0 else stream


def _program(data: bytes, offset: int) -> bytes:
    """The stored bytes of the stream of the object at `offset`."""
    end = data.index(b"endstream", offset)
    return data[data.index(b"stream", offset) + 6 : end]


def tag_subsets(data: bytes) -> bytes:
    """`data` (a PDF with a classic cross-reference table) with every subset font's tag, in its font
    dictionary (/BaseFont) and its descriptor (/FontName), derived from its font program (subset_tag); a file
    of another shape unchanged."""
    offsets = _offsets(data)
    if offsets is None:
        return data
    out = bytearray(data)
    tags: dict[int, bytes] = {}  # descriptor's number → its program's tag
    fonts: list[tuple[int, int]] = []  # (where a font dictionary's tag stands, its descriptor's number)
    for number, offset in enumerate(offsets):
        if offset < 0:
            continue
        start, end = _head(data, offset)
        tagged = _TAGGED.search(data, start, end)
        if tagged is None:
            continue
        program = _PROGRAM.search(data, start, end)
        if program is not None:  # a descriptor: its own tag, from its program
            tags[number] = subset_tag(_program(data, offsets[int(program.group(1))]))
            out[tagged.start(1) : tagged.end(1)] = tags[number]
            continue
        descriptor = _DESCRIPTOR.search(data, start, end)
        if descriptor is not None:
            fonts.append((tagged.start(1), int(descriptor.group(1))))
    for at, descriptor in fonts:
        if descriptor in tags:
            out[at : at + 6] = tags[descriptor]
    return bytes(out)


def _literal(text: str) -> bytes:
    return b"(" + text.encode("latin-1").replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def add_output_intent(data: bytes, profile: bytes, condition: str, registry: str = "http://www.color.org") -> bytes:
    """`data` (a PDF with a classic cross-reference table and no /OutputIntents) with one output intent of subtype
    GTS_PDFA1 whose destination profile is `profile` (an RGB ICC profile, N 3), `condition` its identifier and
    info. The subtype PDF/A uses for RGB: it claims no PDF/A (nor PDF/X: no GTS_PDFXVersion) by itself."""
    offsets = _offsets(data)
    if offsets is None:
        raise ValueError("no classic cross-reference table")
    startxref = data.rfind(b"startxref")
    xref = int(data[startxref + 9 :].split()[0])
    trailer = data[data.index(b"trailer", xref) : startxref]
    root = _ROOT.search(trailer)
    if (
        root is None
        or b"/OutputIntents" in data[offsets[int(root.group(1))] : data.index(b"endobj", offsets[int(root.group(1))])]
    ):
        raise ValueError("no catalog, or one with output intents already")
    start = offsets[int(root.group(1))]
    close = data.rindex(b">>", start, data.index(b"endobj", start))
    count = len(offsets)  # the profile's number; the intent's is the next
    entry = b"/OutputIntents [ %d 0 R ]\n" % (count + 1)
    body = data[:close] + entry + data[close:xref]
    moved = [o + len(entry) if o > start else o for o in offsets]
    packed = zlib.compress(profile, 9)
    made = [
        b"<< /N 3 /Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream" % (len(packed) + 1, packed),
        b"<< /Type /OutputIntent /S /GTS_PDFA1 /OutputConditionIdentifier %s /RegistryName %s /Info %s "
        b"/DestOutputProfile %d 0 R >>" % (_literal(condition), _literal(registry), _literal(condition), count),
    ]
    out = [body]
    size = len(body)
    for number, text in enumerate(made, start=count):
        moved.append(size)
        chunk = b"%d 0 obj\n%s\nendobj\n" % (number, text)
        out.append(chunk)
        size += len(chunk)
    table = [b"xref\n0 %d\n" % len(moved)]
    table += [b"%010d 00000 n \n" % o if o >= 0 else b"0000000000 65535 f \n" for o in moved]
    out += table
    out.append(_SIZE.sub(b"/Size %d" % len(moved), trailer, count=1))
    out.append(b"startxref\n%d\n%%%%EOF\n" % size)
    return b"".join(out)
