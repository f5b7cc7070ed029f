"""A test hook, for the tests only: the command stops at a named stage so that a test can interrupt
it exactly there.

With DRUKARNIA_TEST_PAUSE_AT=<stage> in the environment, `pause(<stage>)` writes
`drukarnia-test: paused at <stage>` on standard error and then waits on standard input, where
Ctrl-C (SIGINT) interrupts it as it would interrupt the command at that point; if SIGINT is
ignored there (the run has already ended), the command goes on once standard input is closed.

The stages, in the order a build reaches them: `importing` (the command line's modules are being
imported), `loaded` (the data is loaded and validated clean), `rendering` (a PDF is about to be
drawn, in the process that reaches it first), `writing` (a build has written its first output file,
the others not yet), `export-staged` (an export to png or tts has made every file into its staging
folder and moved none into place), `exit` (the run has ended, the process is exiting); and `simulating` (simulate has
played its first games, the others not yet).

Without the variable (always, outside the tests) `pause` returns at once and does nothing else.
"""

from __future__ import annotations

import os
import sys

PAUSE_AT = os.environ.get("DRUKARNIA_TEST_PAUSE_AT") or None


def pause(stage: str) -> None:
    """Stop at `stage` when the environment names it (see the module's docstring); else nothing."""
    if stage != PAUSE_AT:
        return
    sys.stderr.write(f"drukarnia-test: paused at {stage}\n")
    sys.stderr.flush()
    try:
        os.read(0, 1)  # until Ctrl-C lands, or standard input is closed
    except OSError:
        pass
