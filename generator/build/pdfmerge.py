"""Joining our own PDFs into one (kit.pdf) by copying their objects, without a PDF library.

Every part is a file this package wrote with reportlab: a classic cross-reference table, one
object after another, streams with a direct /Length. Merging such files needs no parsing of
content: the objects a kept page reaches (its contents, resources, fonts, forms, images) are
copied byte for byte, their references renumbered, and the pages hung under one new page tree.
That is a small fraction of the work of a general reader and writer (pypdf), which decodes every
object into Python values and encodes it again. A part that is not of that shape (no usable
cross-reference table) raises MergeError; the caller then uses a general library.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass, field

_REF = re.compile(rb"\((?:[^()\\]|\\.)*\)|(\d+) 0 R\b")  # strings pass unchanged
_PARENT = re.compile(rb"/Parent \d+ 0 R\s*")
_MEDIABOX = re.compile(rb"/MediaBox\s*\[\s*([-\d.\s]+)\]")
_KIDS = re.compile(rb"/Kids\s*\[([^\]]*)\]")
_ROOT = re.compile(rb"/Root (\d+) 0 R")
_PAGES = re.compile(rb"/Pages (\d+) 0 R")


class MergeError(ValueError):
    """A part is not a PDF of the simple shape this merger reads."""


@dataclass
class _Part:
    data: bytes
    objects: dict[int, tuple[int, int]] = field(default_factory=dict)  # number → (start, end) of its body
    # number (and whether the page's /Parent is dropped) → the object's dictionary split at its
    # references (text, ref, text, …, text), their numbers, and the rest of its body (stream)
    split: dict[tuple[int, bool], tuple[list[bytes], list[int], bytes]] = field(default_factory=dict)
    trees: dict[int, bool] = field(default_factory=dict)  # number → whether it is a page or page tree

    def is_page_node(self, number: int) -> bool:
        if number not in self.trees:
            self.trees[number] = re.search(rb"/Type\s*/Pages?\b", _dict_part(self.body(number))[0]) is not None
        return self.trees[number]

    def body(self, number: int) -> bytes:
        start, end = self.objects[number]
        return self.data[start:end]

    def pieces(self, number: int, page: bool = False) -> tuple[list[bytes], list[int], bytes]:
        """The object's dictionary cut at its references (a page's without its /Parent), once per
        part: a part merged into the kit and into print jobs is read once."""
        found = self.split.get((number, page))
        if found is None:
            text, rest = _dict_part(self.body(number))
            if page:
                text = _PARENT.sub(b"", text)
            chunks, refs, at = [], [], 0
            for m in _REF.finditer(text):
                if m.group(1):
                    chunks.append(text[at : m.start()])
                    refs.append(int(m.group(1)))
                    at = m.end()
            chunks.append(text[at:])
            found = self.split[(number, page)] = (chunks, refs, rest)
        return found


_READ: OrderedDict[bytes, _Part] = OrderedDict()  # the last parts read, by their bytes
_READ_LIMIT = 48


def _read(data: bytes) -> _Part:
    part = _READ.get(data)
    if part is None:
        part = _READ[data] = _parse(data)
        if len(_READ) > _READ_LIMIT:
            _READ.popitem(last=False)
    return part


def _parse(data: bytes) -> _Part:
    part = _Part(data)
    at = data.rfind(b"startxref")
    if at < 0:
        raise MergeError("no startxref")
    xref = int(data[at + 9 :].split()[0])
    if not data.startswith(b"xref", xref):
        raise MergeError("no classic cross-reference table")
    lines = data[xref : data.index(b"trailer", xref)].split(b"\n")
    first, count = (int(x) for x in lines[1].split())
    entries = []
    for i, line in enumerate(lines[2 : 2 + count]):
        offset, _, kind = line.split()[:3]
        if kind == b"n":
            entries.append((int(offset), first + i))
    entries.sort()
    ends = [offset for offset, _ in entries[1:]] + [xref]
    for (offset, number), end in zip(entries, ends):
        head = f"{number} 0 obj".encode()
        if not data.startswith(head, offset):
            raise MergeError(f"object {number} is not where the table says")
        body_end = data.rindex(b"endobj", offset, end)
        part.objects[number] = (offset + len(head), body_end)
    return part


def _dict_part(body: bytes) -> tuple[bytes, bytes]:
    """(dictionary text, the rest: stream keyword and data) of an object's body."""
    at = body.find(b"stream")
    if at < 0 or body.rfind(b"endstream") < 0:
        return body, b""
    return body[:at], body[at:]


def _refs(text: bytes) -> list[int]:
    return [int(m.group(1)) for m in _REF.finditer(text) if m.group(1)]


def _pages(part: _Part) -> list[int]:
    trailer = part.data[part.data.rindex(b"trailer") :]
    root = _ROOT.search(trailer)
    if not root:
        raise MergeError("no /Root")
    pages = _PAGES.search(_dict_part(part.body(int(root.group(1))))[0])
    if not pages:
        raise MergeError("no /Pages")
    out: list[int] = []

    def walk(number: int) -> None:
        text = _dict_part(part.body(number))[0]
        kids = _KIDS.search(text)
        if kids is None:
            out.append(number)
        else:
            for kid in _refs(kids.group(1)):
                walk(kid)

    walk(int(pages.group(1)))
    return out


def mediabox(part: _Part, page: int) -> tuple[float, float]:
    found = _MEDIABOX.search(_dict_part(part.body(page))[0])
    if not found:
        raise MergeError(f"page object {page} has no /MediaBox of its own")
    x0, y0, x1, y1 = (float(v) for v in found.group(1).split())
    return x1 - x0, y1 - y0


def page_sizes(data: bytes) -> list[tuple[float, float]]:
    """(width, height) of every page of one of our own files, in order; MergeError for another shape."""
    part = _read(data)
    return [mediabox(part, p) for p in _pages(part)]


def _text_string(text: str) -> bytes:
    return b"<FEFF" + text.encode("utf-16-be").hex().upper().encode() + b">"


@dataclass
class Merger:
    """Pages of parts, blank pages, then `write()`: catalog 1, page tree 2, info 3, then the rest."""

    objects: list[bytes] = field(default_factory=lambda: [b"", b"", b""])  # bodies of objects 1, 2, 3
    kids: list[int] = field(default_factory=list)
    version: bytes = b"1.4"

    def _new(self, body: bytes = b"") -> int:
        self.objects.append(body)
        return len(self.objects)

    def add_part(
        self, data: bytes, keep=lambda width, height: True, only: range | None = None
    ) -> list[tuple[float, float]]:
        """Append the pages of `data` whose size `keep` accepts (and whose index is in `only`);
        their (width, height) in order."""
        part = _read(data)
        header = data[5:8]
        if re.fullmatch(rb"\d\.\d", header) and header > self.version:
            self.version = header
        pages = [(p, mediabox(part, p)) for i, p in enumerate(_pages(part)) if only is None or i in only]
        pages = [(p, size) for p, size in pages if keep(*size)]
        numbers: dict[int, int] = {}
        kept = {p for p, _ in pages}
        todo = [p for p, _ in pages]
        order: list[int] = []
        while todo:  # every object the kept pages reach, each once
            number = todo.pop()
            if number in numbers:
                continue
            if number not in part.objects:
                raise MergeError(f"reference to missing object {number}")
            numbers[number] = self._new()
            order.append(number)
            chunks, refs, _ = part.pieces(number, number in kept)
            if number not in kept and part.is_page_node(number):
                raise MergeError(f"object {number} links to a page that is not copied")
            todo.extend(reversed(refs))

        for number in order:
            chunks, refs, rest = part.pieces(number, number in kept)
            out = [chunks[0]]
            for ref, chunk in zip(refs, chunks[1:]):
                out += (b"%d 0 R" % numbers[ref], chunk)
            text = b"".join(out)
            if number in kept:  # the page joins our page tree (object 2), added after renumbering
                close = text.rindex(b">>")
                text = text[:close] + b"/Parent 2 0 R\n" + text[close:]
            self.objects[numbers[number] - 1] = text + rest
        self.kids.extend(numbers[p] for p, _ in pages)
        return [size for _, size in pages]

    def turn(self, kid: int) -> None:
        """Show page `kid` (an object number in `kids`) turned a quarter clockwise (/Rotate 90): a
        landscape page among upright ones, upright like them, its content unchanged."""
        body = self.objects[kid - 1]
        if b"/Rotate" in body:
            raise MergeError(f"page object {kid} is turned already")
        close = body.rindex(b">>")
        self.objects[kid - 1] = body[:close] + b"/Rotate 90\n" + body[close:]

    def repeat(self, kids: list[int]) -> None:
        """Append these pages again: new page objects sharing their contents and resources."""
        for kid in kids:
            self.kids.append(self._new(self.objects[kid - 1]))

    def add_blank_page(self, width: float, height: float) -> None:
        self.kids.append(
            self._new(
                b"\n<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 %s %s ] /Resources << >> >>\n"
                % (_num(width), _num(height))
            )
        )

    @property
    def page_count(self) -> int:
        return len(self.kids)

    def write(self, info: dict[str, str], preferences: dict[str, str]) -> bytes:
        prefs = b" ".join(b"/%s /%s" % (k.encode(), v.encode()) for k, v in preferences.items())
        self.objects[0] = b"\n<< /Type /Catalog /Pages 2 0 R /ViewerPreferences << %s >> >>\n" % prefs
        kids = b" ".join(b"%d 0 R" % k for k in self.kids)
        self.objects[1] = b"\n<< /Type /Pages /Count %d /Kids [ %s ] >>\n" % (len(self.kids), kids)
        self.objects[2] = b"\n<< %s >>\n" % b" ".join(
            b"/%s %s" % (k.encode(), _text_string(v)) for k, v in info.items()
        )
        out = [b"%PDF-" + self.version + b"\n%\xe2\xe3\xcf\xd3\n"]
        size = len(out[0])
        offsets = []
        for number, body in enumerate(self.objects, start=1):
            offsets.append(size)
            chunk = b"%d 0 obj" % number + body + b"endobj\n"
            out.append(chunk)
            size += len(chunk)
        table = [b"xref\n0 %d\n0000000000 65535 f \n" % (len(self.objects) + 1)]
        table += [b"%010d 00000 n \n" % offset for offset in offsets]
        out.append(b"".join(table))
        out.append(
            b"trailer\n<< /Size %d /Root 1 0 R /Info 3 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(self.objects) + 1, size)
        )
        return b"".join(out)


def _num(value: float) -> bytes:
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return text.encode()
