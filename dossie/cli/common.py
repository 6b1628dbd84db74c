"""What every `dossie` command shares: turning errors into a pt-BR message and an exit
code (never a traceback), the date arguments, the clock, the store, and writing output.

Exit codes: every `DossieError` becomes its message on stderr and its `exit_code` (2 bad
usage or unusable input, 3 law not in force, …); anything else becomes an "erro
interno" line and exit 2 (set DOSSIE_DEBUG=1 to see the traceback).

Start-up (issue 15: `dossie --help` took 0.65 s): this module imports only click and
the error types; each command imports what it needs when it runs.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, ParamSpec, TypeVar

import click

from core.errors import DossieError, UsageError

if TYPE_CHECKING:
    from dossie.store.store import Store

SIGPIPE_EXIT = 141  # 128 + SIGPIPE: what a shell reports for a filter killed by it

P = ParamSpec("P")
R = TypeVar("R")


def handle_errors(fn: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return fn(*args, **kwargs)
        except DossieError as exc:
            click.echo(f"erro ({exc.code}): {exc.message}", err=True)
            sys.exit(exc.exit_code)
        except (click.exceptions.Exit, click.ClickException, SystemExit):
            raise
        except BrokenPipeError:
            # the reader closed the pipe (`dossie checklists | head`): nothing to report;
            # stdout goes to /dev/null so the final flush does not fail again, and the
            # exit status is a SIGPIPE death's, as for any Unix filter
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            sys.exit(SIGPIPE_EXIT)
        except Exception as exc:  # the last line of defence: never a traceback
            if _debug():
                raise
            click.echo(f"erro interno ({type(exc).__name__}): {exc}", err=True)
            sys.exit(2)

    return wrapper


def today() -> date:
    # The edge of the system: the only place (with the API) that reads the clock.
    return date.today()


def parse_date(value: str | None) -> date:
    """`--as-of AAAA-MM-DD` (default: today); bad usage (exit 2) otherwise."""
    if value is None:
        return today()
    try:
        return date.fromisoformat(value)
    except ValueError as exc:
        raise UsageError(f"--as-of inválido: {value!r}; use AAAA-MM-DD.",
                         code="data_invalida") from exc


def _debug() -> bool:
    """`DOSSIE_DEBUG=1`: show the traceback of an unexpected error (developers)."""
    from core.settings import Settings

    try:
        return Settings().debug
    except Exception:  # a malformed environment must not hide the error being reported
        return False


def open_store() -> Store:
    """The store of the configured database (migrated); the caller closes it."""
    from core.settings import settings
    from dossie.store.store import Store

    return Store(settings())


def write_output(data: bytes | str, output: Path | None) -> None:
    """`data` on stdout, or written atomically to `output`."""
    if output is None:
        if isinstance(data, bytes):
            sys.stdout.buffer.write(data)
        else:
            click.echo(data)
        return
    tmp = output.with_name(output.name + ".tmp")
    if isinstance(data, bytes):
        tmp.write_bytes(data)
    else:
        tmp.write_text(data, encoding="utf-8")
    tmp.replace(output)
