"""Polish typography for rulebooks: the package's one implementation is `generator/polish.py`."""
from __future__ import annotations

from ..polish import (NBSP, THIN_NBSP, counted, join_list, money, number, plural,  # noqa: F401  (re-exported)
                      tie_short_words)
