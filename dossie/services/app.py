"""`Services`: the settings, the store and the job runner of one running service
(the API process, a CLI command), opened and closed together."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date

from sqlalchemy.orm import Session

from core.settings import Settings
from dossie.jobs.runner import InlineRunner, JobRunner, make_runner
from dossie.services import job_kinds
from dossie.store.store import Store


class Services:
    def __init__(self, settings: Settings, *, runner: str = "auto") -> None:
        """`runner`: "auto" (Celery when a broker is set, else the in-process pool) or
        "inline" (each job runs at once in the caller's thread)."""
        self.settings = settings
        job_kinds.install()  # jobs run in this process's threads too (inline, thread pool)
        self.store = Store(settings)
        self.runner: JobRunner = InlineRunner(self.store) if runner == "inline" \
            else make_runner(self.store, setup=job_kinds.install)

    def start(self) -> Services:
        self.store.blobs.clean_tmp()
        self.runner.start()
        return self

    def warm_up(self) -> None:
        """Load what the first requests would otherwise load all at once (the checklists
        above all: 50 clients starting together each parsed every law's YAML)."""
        from checklists.loader import all_checklists
        from checklists.render import to_json  # noqa: F401 - imported for its side effect
        from intake.limits import image_header  # noqa: F401
        from intake.pdf import prepare_pdf  # noqa: F401

        all_checklists()

    def stop(self) -> None:
        from dossie.services import evidence, pdf_render

        self.runner.stop()
        pdf_render.reset()  # their worker processes stop with us (issue 17, finding 10)
        evidence.close()
        self.store.close()

    @contextmanager
    def session(self) -> Iterator[Session]:
        with self.store.db.session() as s:
            yield s

    @staticmethod
    def today() -> date:
        """The edge of the system: the API reads the clock only here."""
        return date.today()
