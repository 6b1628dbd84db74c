"""The kinds of background job and the features that run them, put in the job
infrastructure's registry (`dossie.jobs.execute.HANDLERS`) at start-up.

`install()` is called by every entry point that runs jobs — the API app factory, the
`Services` of a process (and the local pool's worker processes, through the runner's
`setup`), `dossie worker` before Celery forks, and the CLI commands that run jobs in
their own thread — so that `dossie.jobs` never imports the features (issue 16).
Idempotent.
"""

from __future__ import annotations

from dossie.jobs import execute
from dossie.services import checking, revalidation

CHECK = "check"
REVALIDATION = "revalidation"


def install() -> None:
    """Register the handler of every job kind."""
    execute.register(CHECK, checking.run_check)
    execute.register(REVALIDATION, revalidation.handle)
