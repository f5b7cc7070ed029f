"""The one lock around pypdfium2: pdfium is not thread-safe, not even across documents.

Every call into pypdfium2 in a process that may run threads (the live preview renders, draws
thumbnails and reads a board's printed words from several threads) holds LOCK; a process about to
exit takes it for good, so that no thread is inside pdfium when pypdfium2 tears its library down.
"""

from __future__ import annotations

import threading

LOCK = threading.RLock()
