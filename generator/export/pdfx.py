"""Press-ready PDF/X-1a:2001 from a faces PDF, made by Ghostscript (found at run time).

reportlab draws in RGB and cannot convert to CMYK through a profile, so the conversion is
Ghostscript's pdfwrite in its PDF/X mode: every colour converted to DeviceCMYK (or kept gray),
transparency flattened, fonts embedded, the TrimBox and BleedBox of each page kept. A small
PostScript prologue written here names the document PDF/X-1a:2001 and adds the OutputIntent
(`/S /GTS_PDFX`) with the CMYK profile embedded: Ghostscript's own SWOP profile (Artifex CMYK
SWOP, installed with Ghostscript; not shipped with drukarnia), identified as CGATS TR 001.

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

# where Debian and Ghostscript's own installs keep the profile Ghostscript converts CMYK with
PROFILE_NAME = "default_cmyk.icc"
PROFILE_PLACES = (
    "/usr/share/color/icc/ghostscript",
    "/usr/share/ghostscript/*/iccprofiles",
    "/usr/local/share/ghostscript/*/iccprofiles",
)
CONDITION = "CGATS TR 001"  # SWOP (coated), the condition the Artifex SWOP profile describes


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
        (work / "in.pdf").write_bytes(pdf)
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
