"""Joining our own PDFs into one (zestaw.pdf) by copying their objects, without a PDF library.

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

from generator.draw.pdfbytes import xref_table

_REF = re.compile(rb"\((?:[^()\\]|\\.)*\)|(\d+) 0 R\b")  # strings pass unchanged
_PARENT = re.compile(rb"/Parent \d+ 0 R\s*")
_MEDIABOX = re.compile(rb"/MediaBox\s*\[\s*([-\d.\s]+)\]")
_BOXES = re.compile(rb"(/(?:MediaBox|CropBox|BleedBox|TrimBox|ArtBox)\s*)\[\s*([-\d.\s]+)\]")
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
    table = xref_table(data)
    if table is None:
        raise MergeError("no classic cross-reference table")
    xref, offsets = table
    entries = sorted((offset, number) for number, offset in enumerate(offsets) if offset >= 0)
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
    _wrap: tuple[int, int] | None = None  # the streams „q” and „Q” an overlaid page's own contents go between
    _draw: int | None = None  # the stream drawing an overlay (/DrukFolio: each page's resources name its own)
    _unturn: int | None = None  # the stream „Q” a turned page's contents end with (turn)
    # share: an object that references nothing (a font program, an image, a content stream) copied once however
    # many parts bring it byte for byte the same (zestaw.pdf's page of what it holds shows pages whose fonts the
    # jobs after it carry too); `_leaves`: such an object's body → its number
    share: bool = False
    _leaves: dict[bytes, int] = field(default_factory=dict)

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
            chunks, refs, rest = part.pieces(number, number in kept)
            if self.share and not refs and number not in kept:
                body = chunks[0] + rest
                if body in self._leaves:  # copied before from another part: that copy serves
                    numbers[number] = self._leaves[body]
                    continue
                self._leaves[body] = len(self.objects) + 1
            numbers[number] = self._new()
            order.append(number)
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

    def add_forms(self, data: bytes, only: range | None = None) -> list[int]:
        """The pages of `data` (one of our own files, each page one content stream; those whose index is in `only`)
        as form XObjects, not pages of the result: their object numbers, in order (what `overlay` and `place` draw
        on a page)."""
        start, known = len(self.kids), len(self.objects)
        self.add_part(data, only=only)
        kids, self.kids = self.kids[start:], self.kids[:start]
        for kid in kids:  # the page's own object becomes its form; its content stream's object is left empty
            text = _dict_part(self.objects[kid - 1])[0]
            contents = _CONTENTS.search(text)
            box = _MEDIABOX.search(text)
            if contents is None or not contents.group(1).endswith(b" 0 R") or box is None:
                raise MergeError(f"page object {kid} has no single content stream")
            stream = int(contents.group(1).split()[0])
            head, rest = _dict_part(self.objects[stream - 1])
            close = head.rindex(b">>")
            resources = _value(text, b"/Resources") or b"<< >>"
            form = b"/Type /XObject /Subtype /Form /BBox [ %s ] /Resources %s\n" % (box.group(1).strip(), resources)
            self.objects[kid - 1] = head[:close] + form + head[close:] + rest
            if stream > known:  # its own copy, no other page's (share): emptied, and served to no later part
                if self._leaves.get(self.objects[stream - 1]) == stream:
                    del self._leaves[self.objects[stream - 1]]
                self.objects[stream - 1] = b"\nnull\n"
        return kids

    def overlay(self, kid: int, form: int) -> None:
        """Draw the form XObject `form` (add_forms) over page `kid`, after the page's own contents, which are
        wrapped in q … Q so that their graphics state ends with them."""
        body = self.objects[kid - 1]
        if self._wrap is None:
            self._wrap = (self._new(_stream(b"q")), self._new(_stream(b"Q")))
        if self._draw is None:
            self._draw = self._new(_stream(b"q /DrukFolio Do Q"))
        contents = _CONTENTS.search(body)
        own = b"" if contents is None else contents.group(1).strip(b"[] \n")
        listed = b"/Contents [ %d 0 R %s %d 0 R %d 0 R ]" % (self._wrap[0], own, self._wrap[1], self._draw)
        body = body[: contents.start()] + listed + body[contents.end() :] if contents else _add(body, listed)
        self.objects[kid - 1] = self._with_form(body, b"/DrukFolio", form)

    def place(self, kid: int, form: int, matrix: tuple[float, ...], name: str) -> None:
        """Draw the form XObject `form` (add_forms) on page `kid` after what the page draws (its own contents wrapped
        in q … Q, as `overlay` wraps them), through `matrix` (a b c d
        e f, as PDF's cm operator takes it: a page shown smaller, where the page has left room for it), named `name`
        among the page's resources (a name the page's own drawing does not use)."""
        body = self.objects[kid - 1]
        key = b"/" + name.encode()
        if self._wrap is None:
            self._wrap = (self._new(_stream(b"q")), self._new(_stream(b"Q")))
        stream = self._new(_stream(b"q %s cm %s Do Q" % (b" ".join(_num(v) for v in matrix), key)))
        contents = _CONTENTS.search(body)
        own = b"" if contents is None else contents.group(1).strip(b"[] \n")
        listed = b"/Contents [ %d 0 R %s %d 0 R %d 0 R ]" % (self._wrap[0], own, self._wrap[1], stream)
        body = body[: contents.start()] + listed + body[contents.end() :] if contents else _add(body, listed)
        self.objects[kid - 1] = self._with_form(body, key, form)

    def _with_form(self, body: bytes, key: bytes, form: int) -> bytes:
        """A page's dictionary `body` with the form XObject `form` among its resources as `key`."""
        entry = b"%s %d 0 R" % (key, form)
        resources = _value(body, b"/Resources")
        if resources is None:
            return _add(body, b"/Resources << /XObject << %s >> >>" % entry)
        at = body.index(resources, body.index(b"/Resources"))
        inline = self._inline(resources)
        forms = _value(inline, b"/XObject")
        if forms is None:
            inline = _add(inline, b"/XObject << %s >>" % entry)
        else:
            where = inline.index(forms, inline.index(b"/XObject"))
            inline = inline[:where] + _add(self._inline(forms), entry) + inline[where + len(forms) :]
        return body[:at] + inline + body[at + len(resources) :]

    def turn(self, kid: int, left: bool = True) -> None:
        """Lay page `kid` on a page as tall as it is wide and as wide as it is tall, its contents (and what
        `overlay` drew) turned a quarter to the left (its top towards the page's left edge, as a two-sided
        landscape form's front is drawn, form_draw) or to the right: every page of a print job in the job's
        orientation (kit review r35, K minor 5, R minor 2), and such a page shown upright again in zestaw.pdf;
        no /Rotate. Its boxes turn with it."""
        body = self.objects[kid - 1]
        rotate = re.search(rb"/Rotate\s+(-?\d+)", _dict_part(body)[0])
        if rotate is not None and int(rotate.group(1)) % 360:
            raise MergeError(f"page object {kid} is shown rotated")
        width, height = self.page_size(kid)
        if self._unturn is None:
            self._unturn = self._new(_stream(b"Q"))
        # (x, y) of the drawing lands at (height - y, x) turned left, at (y, width - x) turned right
        matrix = b"0 1 -1 0 %s 0" % _num(height) if left else b"0 -1 1 0 0 %s" % _num(width)
        start = self._new(_stream(b"q %s cm" % matrix))
        contents = _CONTENTS.search(body)
        own = b"" if contents is None else contents.group(1).strip(b"[] \n")
        listed = b"/Contents [ %d 0 R %s %d 0 R ]" % (start, own, self._unturn)
        body = body[: contents.start()] + listed + body[contents.end() :] if contents else _add(body, listed)

        def turned(match: re.Match) -> bytes:
            x0, y0, x1, y1 = (float(v) for v in match.group(2).split())
            box = (height - y1, x0, height - y0, x1) if left else (y0, width - x1, y1, width - x0)
            return match.group(1) + b"[ " + b" ".join(_num(v) for v in box) + b" ]"

        self.objects[kid - 1] = _BOXES.sub(turned, body)

    def _outline(self, entries: list[tuple[int, str, int]]) -> int:
        """The outline's objects (PDF 1.7, 12.3.3): its root's object number."""
        root = self._new()
        numbers = [self._new() for _ in entries]
        parents = []
        for n, (level, _title, _page) in enumerate(entries):
            up = next((k for k in range(n - 1, -1, -1) if entries[k][0] < level), None) if level else None
            parents.append(up)
        kids: dict[int | None, list[int]] = {}
        for n, up in enumerate(parents):
            kids.setdefault(up, []).append(n)
        for n, (_level, title, page) in enumerate(entries):
            up = parents[n]
            siblings = kids[up]
            at = siblings.index(n)
            body = b"/Title %s /Parent %d 0 R /Dest [ %d 0 R /Fit ]" % (
                _text_string(title),
                root if up is None else numbers[up],
                self.kids[page],
            )
            if at:
                body += b" /Prev %d 0 R" % numbers[siblings[at - 1]]
            if at + 1 < len(siblings):
                body += b" /Next %d 0 R" % numbers[siblings[at + 1]]
            if kids.get(n):
                body += b" /First %d 0 R /Last %d 0 R /Count %d" % (
                    numbers[kids[n][0]],
                    numbers[kids[n][-1]],
                    -len(kids[n]),  # closed: the jobs listed, their parts a click away
                )
            self.objects[numbers[n] - 1] = b"\n<< %s >>\n" % body
        top = kids.get(None, [])
        self.objects[root - 1] = (
            b"\n<< /Type /Outlines /First %d 0 R /Last %d 0 R /Count %d >>\n"
            % (numbers[top[0]], numbers[top[-1]], len(top))
            if top
            else b"\n<< /Type /Outlines /Count 0 >>\n"
        )
        return root

    def page_size(self, kid: int) -> tuple[float, float]:
        """Page `kid`'s width and height as drawn (its /Rotate, how it is shown, left aside)."""
        box = _MEDIABOX.search(_dict_part(self.objects[kid - 1])[0])
        if box is None:
            raise MergeError(f"page object {kid} has no /MediaBox of its own")
        x0, y0, x1, y1 = (float(v) for v in box.group(1).split())
        return x1 - x0, y1 - y0

    def _inline(self, value: bytes) -> bytes:
        """A dictionary value as written inline: a reference's object's dictionary, else the value itself."""
        ref = re.fullmatch(rb"\s*(\d+) 0 R\s*", value)
        return _dict_part(self.objects[int(ref.group(1)) - 1])[0].strip() if ref else value

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

    def write(
        self, info: dict[str, str], preferences: dict[str, str], outline: list[tuple[int, str, int]] = ()
    ) -> bytes:
        """The file; `outline`: its bookmarks in order, each (level, title, 0-based page), a level-1 entry under the
        level-0 entry before it (kit review r35: zestaw.pdf had no bookmarks)."""
        prefs = b" ".join(b"/%s /%s" % (k.encode(), v.encode()) for k, v in preferences.items())
        tree = b" /Outlines %d 0 R /PageMode /UseOutlines" % self._outline(outline) if outline else b""
        self.objects[0] = b"\n<< /Type /Catalog /Pages 2 0 R /ViewerPreferences << %s >>%s >>\n" % (prefs, tree)
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


_CONTENTS = re.compile(rb"/Contents\s*(\d+ 0 R|\[[^\]]*\])")


def _stream(content: bytes) -> bytes:
    return b"\n<< /Length %d >>\nstream\n%s\nendstream\n" % (len(content) + 1, content)


def _add(dictionary: bytes, entry: bytes) -> bytes:
    """The dictionary's text (its `<< … >>`) with `entry` before its closing `>>`."""
    close = dictionary.rindex(b">>")
    return dictionary[:close] + entry + b"\n" + dictionary[close:]


def _value(text: bytes, key: bytes) -> bytes | None:
    """The value of `key` in the dictionary `text` (its first occurrence at the top level): a reference or a
    dictionary whose nested `<< >>` are matched; None without the key."""
    at = _top_level(text, key)
    if at is None:
        return None
    start = at + len(key)
    while text[start : start + 1].isspace():
        start += 1
    if not text.startswith(b"<<", start):
        ref = re.match(rb"\d+ 0 R", text[start:])
        if ref is None:
            raise MergeError(f"{key.decode()} is neither a dictionary nor a reference")
        return ref.group(0)
    depth, i = 0, start
    while i < len(text):
        if text.startswith(b"<<", i):
            depth, i = depth + 1, i + 2
        elif text.startswith(b">>", i):
            depth, i = depth - 1, i + 2
            if depth == 0:
                return text[start:i]
        elif text[i : i + 1] == b"(":  # a string: its brackets are no dictionary's
            i = _REF.match(text, i).end()
        else:
            i += 1
    raise MergeError(f"{key.decode()}: unclosed dictionary")


def _top_level(text: bytes, key: bytes) -> int | None:
    """Where `key` stands in the outermost dictionary of `text` (not in one nested in it), or None."""
    depth, i = 0, 0
    while i < len(text):
        if text.startswith(b"<<", i):
            depth, i = depth + 1, i + 2
        elif text.startswith(b">>", i):
            depth, i = depth - 1, i + 2
        elif text[i : i + 1] == b"(":
            i = _REF.match(text, i).end()
        elif depth == 1 and text.startswith(key, i) and not text[i + len(key) : i + len(key) + 1].isalnum():
            return i
        else:
            i += 1
    return None


def _num(value: float) -> bytes:
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return text.encode()
