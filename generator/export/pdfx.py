"""Press-ready PDF/X-1a:2001 from a faces PDF, made by Ghostscript (found at run time).

reportlab draws in RGB and cannot convert to CMYK through a profile, so the conversion is
Ghostscript's pdfwrite in its PDF/X mode: every colour converted to DeviceCMYK (or kept gray),
transparency flattened, fonts embedded, the TrimBox and BleedBox of each page kept. A small
PostScript prologue written here names the document PDF/X-1a:2001 and adds the OutputIntent
(`/S /GTS_PDFX`) with the CMYK profile embedded: Ghostscript's own SWOP profile (Artifex CMYK
SWOP, installed with Ghostscript; not shipped with drukarnia), identified as CGATS TR 001.

Black and the near-neutral dark colours our pieces draw text and crop marks in are RGB; through the
profile they would come out as four-ink black, which blurs small type and hairlines when the press's
plates register a little off. Before the conversion, `black_in_one_ink` turns each such colour into
the gray of the same lightness, which Ghostscript keeps as DeviceGray: black ink alone.

Pages come in the order given (`reorder`: fronts then backs, or a front and its back alternating,
as a shop's spec asks).
"""

from __future__ import annotations

import hashlib
import io
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from pypdf import PdfReader, PdfWriter
from pypdf.generic import ContentStream, FloatObject, NameObject

# where Debian and Ghostscript's own installs keep the profile Ghostscript converts CMYK with
PROFILE_NAME = "default_cmyk.icc"
PROFILE_PLACES = (
    "/usr/share/color/icc/ghostscript",
    "/usr/share/ghostscript/*/iccprofiles",
    "/usr/local/share/ghostscript/*/iccprofiles",
)
CONDITION = "CGATS TR 001"  # SWOP (coated), the condition the Artifex SWOP profile describes

# An RGB colour prints in black ink alone when its channels differ by at most NEUTRAL and it is no
# lighter than DARK (Rec. 601 luma, 0 black … 1 white): the kit's text colour #1f1b17 (spread 0.03,
# luma 0.11) and pure black do; its coloured inks and mid-greys (for tints, screens) keep CMYK.
NEUTRAL = 0.05
DARK = 0.3


class PdfxError(Exception):
    """Ghostscript (`what` "ghostscript") or its CMYK profile ("profile") is missing, or Ghostscript
    failed ("failed", with its last line in `detail`): an environment problem."""

    def __init__(self, what: str, detail: str = ""):
        super().__init__(what, detail)
        self.what, self.detail = what, detail


def ghostscript() -> str:
    found = shutil.which("gs") or shutil.which("gswin64c") or shutil.which("gswin32c")
    if found is None:
        raise PdfxError("ghostscript")
    return found


def cmyk_profile() -> Path:
    for place in PROFILE_PLACES:
        for folder in sorted(Path("/").glob(place.lstrip("/")), reverse=True):
            if (folder / PROFILE_NAME).is_file():
                return folder / PROFILE_NAME
    raise PdfxError("profile", f"{PROFILE_NAME} in {', '.join(PROFILE_PLACES)}")


def _ps_string(text: str) -> str:
    return "(" + text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def prologue(title: str, profile: Path) -> str:
    """PostScript for Ghostscript's pdfwrite: the PDF/X version and the OutputIntent with `profile`."""
    return "\n".join(
        [
            "%!PS",
            f"[ /GTS_PDFXVersion (PDF/X-1a:2001) /GTS_PDFXConformance (PDF/X-1a:2001) /Title {_ps_string(title)}",
            "  /Trapped /False /CreationDate (D:20000101000000Z) /ModDate (D:20000101000000Z) /DOCINFO pdfmark",
            "[/_objdef {drukarnia_icc} /type /stream /OBJ pdfmark",
            "[{drukarnia_icc} << /N 4 >> /PUT pdfmark",
            f"[{{drukarnia_icc}} {_ps_string(str(profile))} (r) file /PUT pdfmark",
            "[/_objdef {drukarnia_intent} /type /dict /OBJ pdfmark",
            "[{drukarnia_intent} << /Type /OutputIntent /S /GTS_PDFX",
            f"  /OutputCondition {_ps_string('SWOP (coated)')} /OutputConditionIdentifier {_ps_string(CONDITION)}",
            "  /RegistryName (http://www.color.org) /Info (Artifex CMYK SWOP)",
            "  /DestOutputProfile {drukarnia_icc} >> /PUT pdfmark",
            "[{Catalog} << /OutputIntents [ {drukarnia_intent} ] >> /PUT pdfmark",
            "",
        ]
    )


def one_ink_gray(red: float, green: float, blue: float) -> float | None:
    """The gray that prints an RGB colour in black ink alone, or None for a colour that keeps its inks."""
    if max(red, green, blue) - min(red, green, blue) > NEUTRAL:
        return None
    luma = 0.299 * red + 0.587 * green + 0.114 * blue
    return round(luma, 4) if luma <= DARK else None


GRAY_OF = {b"rg": b"g", b"RG": b"G"}  # RGB fill/stroke colour operator → its gray operator


def _gray_operations(stream: ContentStream) -> bool:
    """Rewrite the stream's dark neutral `rg`/`RG` colours as `g`/`G`; whether any changed."""
    changed = False
    operations = []
    for operands, operator in stream.operations:
        if operator in GRAY_OF and len(operands) == 3:
            gray = one_ink_gray(*(float(value) for value in operands))
            if gray is not None:
                operands, operator = [FloatObject(gray)], GRAY_OF[operator]
                changed = True
        operations.append((operands, operator))
    if changed:
        stream.operations = operations
    return changed


def _forms(resources, seen: set[int]):
    """The form XObjects reachable from a resource dictionary, each once."""
    resources = resources.get_object() if resources is not None else {}
    xobjects = resources.get("/XObject")
    for reference in xobjects.get_object().values() if xobjects is not None else ():
        form = reference.get_object()
        if form.get("/Subtype") != NameObject("/Form") or id(form) in seen:
            continue
        seen.add(id(form))
        yield form
        yield from _forms(form.get("/Resources"), seen)


def black_in_one_ink(pdf: bytes) -> bytes:
    """The PDF with every dark near-neutral RGB colour of its pages and forms set as gray (`one_ink_gray`)."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(pdf)))
    seen: set[int] = set()
    for page in writer.pages:
        content = page.get_contents()
        if content is not None:
            stream = ContentStream(content, writer)
            if _gray_operations(stream):
                page.replace_contents(stream)
        for form in _forms(page.get("/Resources"), seen):
            stream = ContentStream(form, writer)
            if _gray_operations(stream):
                form.set_data(stream.get_data())
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def reorder(pdf: bytes, order: list[int]) -> bytes:
    """The PDF with its pages in `order` (0-based page numbers)."""
    reader = PdfReader(io.BytesIO(pdf))
    writer = PdfWriter()
    for number in order:
        writer.add_page(reader.pages[number])
    writer.add_metadata({k: v for k, v in (reader.metadata or {}).items() if isinstance(v, str)})
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def alternating(fronts: int, two_sided: bool) -> list[int]:
    """Page order of a front followed by its back, for a faces PDF of fronts then backs."""
    if not two_sided:
        return list(range(fronts))
    return [page for i in range(fronts) for page in (i, fronts + i)]


def to_pdfx(pdf: bytes, title: str) -> bytes:
    """The faces PDF as PDF/X-1a:2001 (CMYK, no transparency, fonts embedded, boxes kept)."""
    gs = ghostscript()
    profile = cmyk_profile()
    with tempfile.TemporaryDirectory(prefix="drukarnia-pdfx-") as folder:
        work = Path(folder)
        (work / "in.pdf").write_bytes(black_in_one_ink(pdf))
        (work / "pdfx.ps").write_text(prologue(title, profile), encoding="latin-1", errors="replace")
        command = [
            gs,
            "-q",
            "-dBATCH",
            "-dNOPAUSE",
            "-dSAFER",
            f"--permit-file-read={profile}",
            "-sDEVICE=pdfwrite",
            "-dPDFX",
            "-dCompatibilityLevel=1.3",
            "-sColorConversionStrategy=CMYK",
            "-sProcessColorModel=DeviceCMYK",
            f"-sOutputICCProfile={profile}",
            "-dEmbedAllFonts=true",
            "-dSubsetFonts=true",
            "-dAutoRotatePages=/None",
            "-dDetectDuplicateImages=true",
            f"-sOutputFile={work / 'out.pdf'}",
            str(work / "pdfx.ps"),
            str(work / "in.pdf"),
        ]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        out = work / "out.pdf"
        if done.returncode != 0 or not out.is_file():
            problem = (done.stderr or done.stdout).strip().splitlines()
            raise PdfxError("failed", problem[-1] if problem else str(done.returncode))
        return steady_id(out.read_bytes(), pdf)


def steady_id(pdf: bytes, source: bytes) -> bytes:
    """The PDF with the file identifier Ghostscript draws from the clock replaced by one made from
    the source's bytes (same length, so no offset moves): same input, same bytes."""
    found = list(re.finditer(rb"/ID\s*\[\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*\]", pdf))
    if not found:
        return pdf
    digest = hashlib.sha256(source).hexdigest().upper().encode()
    out = bytearray(pdf)
    for match in found:
        for group in (1, 2):
            start, end = match.span(group)
            out[start:end] = (digest * 4)[: end - start]
    return bytes(out)
