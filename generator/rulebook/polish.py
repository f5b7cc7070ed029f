"""Polish typography for rulebooks: the package's one implementation is `generator/model/polish.py`."""

from __future__ import annotations

from generator.model.polish import NBSP, THIN_NBSP, counted, join_list, money, number, percent, plural, tie_short_words  # noqa: F401  (re-exported)
