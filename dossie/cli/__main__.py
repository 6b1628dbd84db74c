"""`python -m dossie.cli`: the same group as the `dossie` console script.

A job worker started with "spawn" does not run this module again (multiprocessing skips
a package's `__main__`), so it never re-imports the CLI half-way (issue 17, finding 8).
"""

from __future__ import annotations

from dossie.cli.entry import run

if __name__ == "__main__":  # pragma: no cover
    run()
