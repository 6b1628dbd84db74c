"""The `dossie` console script's entry point: the click group, started and ended cheaply.

Issue 15 (a light command starts in ≤ 0.3 s): a quarter of `dossie check`'s CPU was
not the command but the interpreter's bookkeeping around it —

- the cyclic garbage collector's passes while several hundred modules are imported
  (the heap grows by hundreds of thousands of objects, none of them garbage): the
  collector is paused while the commands are imported, and what was imported is then
  frozen out of its later passes (`gc.freeze`), which also spares a forked worker's
  copy-on-write pages;
- the interpreter's teardown of those modules after the output is written: a command
  that leaves no thread or child process behind ends with `os._exit` once its output
  and logs are flushed. A command that may have started a process pool (any import of
  `multiprocessing`) or a thread exits the ordinary way, so their clean-up still runs.
"""

from __future__ import annotations

import gc
import os
import sys


def run() -> None:
    """Run the `dossie` group with the process's arguments; exits with its code."""
    gc.disable()
    try:
        from dossie.cli.app import main
    finally:
        gc.freeze()
        gc.enable()
    try:
        main()
    except SystemExit as done:
        code = done.code
    else:  # pragma: no cover - click's standalone mode always raises SystemExit
        code = 0
    if isinstance(code, bool) or not isinstance(code, int | None):
        raise SystemExit(code)  # a message as the exit "code": the ordinary way prints it
    _exit(code or 0)


def _exit(code: int) -> None:
    """End the process with `code`, skipping the teardown when nothing needs it."""
    import threading

    if "multiprocessing" in sys.modules or threading.active_count() > 1:
        raise SystemExit(code)
    try:
        import logging

        logging.shutdown()  # flush the handlers, as the ordinary exit does
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:  # a closed pipe (`dossie check | head`): the ordinary way reports it
        raise SystemExit(code) from None
    os._exit(code)
