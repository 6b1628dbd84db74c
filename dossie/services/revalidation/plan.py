"""The plan of one revalidation (`Plan`): its date, checklist and law data, and the
dossiers it covers — those processed (status `done`), streamed in keyset chunks on the
id so that memory stays flat whatever their number — with how many are done (the
`RevalidationItem` done markers of the job)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import date
from typing import Any

from sqlalchemy import func, select

from core.settings import RevalidationSettings
from dossie.services.revalidation.checklist_data import Snapshot
from dossie.store.dossiers import Dossier
from dossie.store.revalidation import RevalidationItem
from dossie.store.store import Store


class Plan:
    """What every step of one revalidation needs."""

    def __init__(self, store: Store, job_id: str, params: dict[str, Any]) -> None:
        self.store = store
        self.job_id = job_id
        self.cfg = RevalidationSettings()
        self.as_of = date.fromisoformat(params["as_of"])
        self.checklist: str | None = params.get("checklist")
        laws = params.get("laws_dir") or self.cfg.laws_dir
        self.laws_dir: str | None = str(laws) if laws else None
        self.params = params
        self.snapshots: dict[tuple[str, str], Snapshot] = {}
        self.missing_snapshots: set[tuple[str, str]] = set()

    def ids_query(self, after: str | None = None, first: str | None = None,
                  last: str | None = None) -> Any:
        q = select(Dossier.id).where(Dossier.status == "done")
        if self.checklist:
            q = q.where(Dossier.checklist_id == self.checklist)
        if after is not None:
            q = q.where(Dossier.id > after)
        if first is not None:
            q = q.where(Dossier.id >= first)
        if last is not None:
            q = q.where(Dossier.id <= last)
        return q.order_by(Dossier.id)

    def count(self) -> int:
        with self.store.db.session() as s:
            return int(s.scalar(select(func.count()).select_from(self.ids_query().subquery()))
                       or 0)

    def done_count(self) -> int:
        with self.store.db.session() as s:
            return int(s.scalar(select(func.count()).select_from(RevalidationItem)
                                .where(RevalidationItem.job_id == self.job_id)) or 0)

    def id_chunks(self, size: int) -> Iterator[list[str]]:
        """Dossier ids in keyset chunks (a short session per chunk)."""
        after: str | None = None
        while True:
            with self.store.db.session() as s:
                ids = list(s.scalars(self.ids_query(after=after).limit(size)))
            if not ids:
                return
            after = ids[-1]
            yield ids

    def pause(self) -> None:
        if self.cfg.throttle_ms:
            time.sleep(self.cfg.throttle_ms / 1000)

    def processes(self) -> int:
        """Evaluating processes of the default mode (`DOSSIE_REVALIDATION_PROCESSES`)."""
        n = self.cfg.processes
        return self.store.settings.job_workers if n is None else n
