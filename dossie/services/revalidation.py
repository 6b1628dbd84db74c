"""Batch revalidation (issue 5): re-evaluate every processed dossier at a date from its
stored extractions and clerk decisions (never re-OCR), record a new report per dossier,
and compare it with the dossier's previous report.

How it runs (`handle`, registered for jobs of kind `revalidation` by `job_kinds`):

- dossiers are streamed from the database in chunks (keyset on the id), so memory stays
  flat whatever their number;
- default mode (no broker): the job's own thread reads chunk k+1 and writes chunk k-1
  while a process pool (`DOSSIE_JOB_WORKERS` processes) evaluates chunk k;
- scale-out (`DOSSIE_BROKER_URL`): the job splits the dossiers into chunk jobs (rows of
  `jobs` with deterministic ids, params `{"parent": …}`) sent to the Celery queue; the
  parent works on chunks too, waits for the others, then writes the summary;
- resumable: each dossier's report and its `RevalidationItem` (primary key job +
  dossier: the done marker) are written in one transaction, so a re-run of the same job
  skips what is done and a dossier is never reported twice.
"""

from __future__ import annotations

import logging
import time
from collections import Counter, deque
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from datetime import date, timedelta
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict
from sqlalchemy import Text, bindparam, cast, func, insert, select, update
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from checklists.errors import UnknownChecklist
from dossie.jobs.execute import JobRun
from dossie.jobs.state import worker_dead_here
from dossie.services import audit
from dossie.services.errors import Conflict
from dossie.services.evaluation import decisions_of
from dossie.services.latest_report import Previous, previous_reports
from dossie.services.principal import Principal
from dossie.services.revalidation_eval import (
    DossierInput,
    DossierOutcome,
    Snapshot,
    current_checklists,
    evaluate_batch,
    get_current,
    snapshot_of,
    warm_up,
)
from dossie.store.base import new_id, utcnow
from dossie.store.documents import ExtractedDocument
from dossie.store.dossiers import Dossier
from dossie.store.files import DossierFile
from dossie.store.jobs import Job
from dossie.store.reports import StoredReport
from dossie.store.revalidation import ChecklistSnapshot, RevalidationItem
from dossie.store.store import Store
from intake.errors import UsageError

log = logging.getLogger("dossie.revalidation")
Beat = Callable[[int, int], None]
SUMMARY_DOSSIERS_MAX = 2000  # the job result lists every dossier up to this many


class RevalidationSettings(BaseSettings):
    """`DOSSIE_REVALIDATION_*`: tuning of batch revalidation."""

    model_config = SettingsConfigDict(env_prefix="DOSSIE_REVALIDATION_", extra="ignore")

    chunk_size: int = Field(default=250, ge=1, le=20000)
    processes: int | None = Field(default=None, ge=0)  # default: DOSSIE_JOB_WORKERS
    min_for_processes: int = Field(default=400, ge=0)  # fewer dossiers: no process pool
    laws_dir: Path | None = None  # law data to evaluate with (default: the installed one)
    throttle_ms: int = Field(default=0, ge=0)  # pause between chunks (spare a busy DB)


# --- starting and resuming ---------------------------------------------------------------


def job_params(as_of: date, checklist: str | None, laws_dir: Path | str | None) -> dict[str, Any]:
    p: dict[str, Any] = {"as_of": as_of.isoformat(), "checklist": checklist}
    if laws_dir is not None:
        p["laws_dir"] = str(Path(laws_dir).resolve())
    return p


def validate_request(as_of: date, checklist: str | None, laws_dir: str | None) -> None:
    """Bad usage (exit 2) for an unknown checklist; law not in force (exit 3) when the
    one checklist asked for is not in force at `as_of`."""
    if checklist is None:
        current_checklists(laws_dir)  # the data loads
        return
    try:
        loaded = get_current(laws_dir, checklist)
    except UnknownChecklist as exc:
        raise UsageError(exc.message, code=exc.code) from None
    loaded.require_in_force(as_of)


def create_job(s: Session, who: Principal | None, params: dict[str, Any]) -> Job:
    """A queued revalidation job (the CLI; the API goes through `jobs.submit_revalidation`)."""
    job = Job(kind="revalidation", created_by=who.user_id if who and who.user_id else None,
              params=params)
    s.add(job)
    s.flush()
    audit.record(s, who, "revalidacao.solicitar", target=f"job:{job.id}", detail=params)
    s.commit()
    return job


def _abandoned(job: Job, lease_s: int) -> bool:
    if job.status != "running":
        return True
    if worker_dead_here(job.worker):
        return True
    return job.heartbeat_at is None or job.heartbeat_at < utcnow() - timedelta(seconds=lease_s)


def find_resumable(s: Session, params: dict[str, Any], lease_s: int) -> str | None:
    """An unfinished revalidation with the same parameters (interrupted, or failed), put
    back in the queue so that it continues where it stopped; `Conflict` while another
    live process is running it."""
    rows = s.scalars(select(Job).where(Job.kind == "revalidation",
                                       Job.status.in_(("queued", "running", "failed")))
                     .order_by(Job.created_at.desc()).limit(200))
    for job in rows:
        p = job.params or {}
        if p.get("parent") or any(p.get(k) != params.get(k)
                                  for k in ("as_of", "checklist", "laws_dir")):
            continue
        if not _abandoned(job, lease_s):
            raise Conflict(f"A revalidação {job.id} com estes parâmetros está em andamento "
                           f"em outro processo ({job.worker}).", code="revalidacao_em_andamento")
        s.execute(update(Job).where(Job.id == job.id, Job.status == job.status)
                  .values(status="queued", error_code=None, error_message=None,
                          finished_at=None)
                  .execution_options(synchronize_session=False))
        s.commit()
        return job.id
    return None


# --- the job -----------------------------------------------------------------------------


class _Run:
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
        self._missing_snapshots: set[tuple[str, str]] = set()

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


def handle(run: JobRun) -> str:
    """The handler of jobs of kind `revalidation` (and their chunks): re-evaluate every
    processed dossier at `as_of` from stored extractions (no OCR), then complete the job
    with its summary."""
    result = run_job(run.store, run.job_id, run.attempt, run.params, run.beat)
    with run.store.db.session() as s:
        run.finish(s, status="done", result=result)
        s.commit()
    return "done"


def run_job(store: Store, job_id: str, attempt: int, params: dict[str, Any],
            beat: Beat) -> dict[str, Any]:
    """Run a revalidation job (or one of its chunks) and return its result; `beat`
    renews the lease and records progress (raises when the job was taken over)."""
    if params.get("parent"):
        return _run_chunk(store, job_id, params)
    run = _Run(store, job_id, params)
    ensure_snapshots(store, run.laws_dir)
    total = run.count()
    beat(run.done_count(), total)
    if store.settings.broker_url:
        _run_distributed(run, beat, total)
    else:
        _run_local(run, beat, total)
    n = run.done_count()
    beat(n, n)
    return summarize(store, job_id, run.as_of, run.checklist, law_data=run.laws_dir)


def _processes(run: _Run) -> int:
    n = run.cfg.processes
    return run.store.settings.job_workers if n is None else n


def _run_local(run: _Run, beat: Beat, total: int) -> None:
    remaining = total - run.done_count()
    n = _processes(run)
    pool: ProcessPoolExecutor | None = None
    if n > 1 and remaining >= run.cfg.min_for_processes:
        pool = ProcessPoolExecutor(n, mp_context=get_context("forkserver"),
                                   initializer=warm_up, initargs=(run.laws_dir,))
    inflight: deque[list[Future[list[DossierOutcome]]]] = deque()
    done = total - remaining

    def drain() -> None:
        nonlocal done
        futures = inflight.popleft()
        outcomes = [o for f in futures for o in f.result()]
        done += write_outcomes(run.store, run.job_id, run.as_of, outcomes)
        beat(done, total)

    try:
        for ids in run.id_chunks(run.cfg.chunk_size):
            inputs = load_inputs(run, ids)
            if not inputs:
                continue
            if pool is None:
                outcomes = evaluate_batch(inputs, run.as_of, run.laws_dir, run.snapshots)
                done += write_outcomes(run.store, run.job_id, run.as_of, outcomes)
                beat(done, total)
                run.pause()
                continue
            parts = [inputs[i::n] for i in range(n)]
            inflight.append([pool.submit(evaluate_batch, p, run.as_of, run.laws_dir,
                                         run.snapshots) for p in parts if p])
            while len(inflight) > 1:  # keep one chunk computing while this one is read
                drain()
                run.pause()
        while inflight:
            drain()
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


# --- scale-out: chunk jobs over Celery ---------------------------------------------------


def chunk_job_id(parent: str, seq: int) -> str:
    return f"{parent[:22]}-c{seq:06d}"


def _plan_chunks(run: _Run) -> list[str]:
    """Create the chunk jobs (idempotent: deterministic ids) and return their ids."""
    ids_out: list[str] = []
    for seq, ids in enumerate(run.id_chunks(run.cfg.chunk_size)):
        cid = chunk_job_id(run.job_id, seq)
        ids_out.append(cid)
        with run.store.db.session() as s:
            job = s.get(Job, cid)
            if job is None:
                s.add(Job(id=cid, kind="revalidation", params={
                    **run.params, "parent": run.job_id, "first": ids[0], "last": ids[-1]}))
            elif job.status == "failed":  # a resumed revalidation retries failed chunks
                job.status, job.error_code, job.error_message = "queued", None, None
            s.commit()
    return ids_out


def _run_distributed(run: _Run, beat: Beat, total: int) -> None:
    from dossie.jobs.celery_app import TASK_NAME, make_celery
    from dossie.jobs.execute import execute_job

    chunk_ids = _plan_chunks(run)
    settings = run.store.settings
    app = make_celery(settings)
    try:
        with run.store.db.session() as s:
            queued = list(s.scalars(select(Job.id).where(Job.id.in_(chunk_ids),
                                                         Job.status == "queued")))
        for cid in queued:
            app.send_task(TASK_NAME, args=[cid], queue=settings.celery_queue)
    finally:
        app.close()
    pending = list(chunk_ids)
    while pending:
        for cid in pending:  # work on chunks nobody has taken (or whose worker died)
            execute_job(run.store, cid)
            beat(run.done_count(), total)
        with run.store.db.session() as s:
            rows = s.execute(select(Job.id, Job.status).where(Job.id.in_(pending))).all()
        failed = [i for i, st in rows if st == "failed"]
        if failed:
            raise Conflict(f"{len(failed)} lote(s) da revalidação falharam; execute-a de novo "
                           "para continuar de onde parou.", code="revalidacao_incompleta")
        pending = [i for i, st in rows if st != "done"]
        if pending:
            time.sleep(0.2)
            beat(run.done_count(), total)


def _run_chunk(store: Store, job_id: str, params: dict[str, Any]) -> dict[str, Any]:
    run = _Run(store, params["parent"], params)
    with store.db.session() as s:
        ids = list(s.scalars(run.ids_query(first=params["first"], last=params["last"])))
    inputs = load_inputs(run, ids)
    outcomes = evaluate_batch(inputs, run.as_of, run.laws_dir, run.snapshots)
    written = write_outcomes(store, run.job_id, run.as_of, outcomes)
    run.pause()
    return {"parent": run.job_id, "dossiers": len(ids), "written": written}


# --- reading inputs ----------------------------------------------------------------------


def load_inputs(run: _Run, ids: list[str]) -> list[DossierInput]:
    """The chunk's dossiers not yet done, with their extractions (upload order),
    active decisions and previous report (compact)."""
    if not ids:
        return []
    with run.store.db.session() as s:
        done = set(s.scalars(select(RevalidationItem.dossier_id)
                             .where(RevalidationItem.job_id == run.job_id,
                                    RevalidationItem.dossier_id.in_(ids))))
        todo = [i for i in ids if i not in done]
        if not todo:
            return []
        dossiers = {d.id: d for d in s.scalars(select(Dossier).where(Dossier.id.in_(todo)))}
        extractions: dict[str, list[dict[str, Any]]] = {i: [] for i in todo}
        for did, ex in s.execute(
                select(ExtractedDocument.dossier_id, ExtractedDocument.extraction)
                .join(DossierFile, DossierFile.id == ExtractedDocument.file_id)
                .where(ExtractedDocument.dossier_id.in_(todo))
                .order_by(ExtractedDocument.dossier_id, DossierFile.position,
                          DossierFile.uploaded_at, ExtractedDocument.file_id,
                          ExtractedDocument.position)):
            extractions[did].append(ex)
        decisions = decisions_of(s, todo)
        previous = previous_reports(s, todo, exclude_job=run.job_id)
        _load_snapshots(run, s, previous, dossiers)
    return [DossierInput(dossier_id=i, checklist_id=dossiers[i].checklist_id,
                         facts=dict(dossiers[i].facts or {}), extractions=extractions[i],
                         decisions=decisions.get(i, []), previous=previous.get(i))
            for i in todo if i in dossiers]


def _load_snapshots(run: _Run, s: Session, previous: dict[str, Previous],
                    dossiers: dict[str, Dossier]) -> None:
    current = current_checklists(run.laws_dir)
    wanted = set()
    for did, p in previous.items():
        cid = dossiers[did].checklist_id
        cur = current.get(cid)
        key = (cid, p.version)
        if cur is not None and cur.version != p.version and key not in run.snapshots \
                and key not in run._missing_snapshots:
            wanted.add(key)
    for cid, version in wanted:
        row = s.get(ChecklistSnapshot, (cid, version))
        if row is None:
            run._missing_snapshots.add((cid, version))
        else:
            run.snapshots[(cid, version)] = Snapshot(cid, version, row.law_yaml,
                                                     row.checklist_yaml)


def ensure_snapshots(store: Store, laws_dir: str | None) -> None:
    """Keep the YAML of every checklist version in use, so a later change of the data
    can be measured by re-evaluating with this version."""
    current = current_checklists(laws_dir)
    with store.db.session() as s:
        have = set(s.execute(select(ChecklistSnapshot.checklist_id, ChecklistSnapshot.version)
                             .where(ChecklistSnapshot.checklist_id.in_(list(current)))).all())
        for cid, loaded in current.items():
            if (cid, loaded.version) not in have:
                snap = snapshot_of(loaded)
                s.add(ChecklistSnapshot(checklist_id=cid, version=snap.version,
                                        law_yaml=snap.law_yaml,
                                        checklist_yaml=snap.checklist_yaml))
        try:
            s.commit()
        except IntegrityError:  # another process stored the same versions meanwhile
            s.rollback()


# --- writing results ---------------------------------------------------------------------


def _report_insert(dialect: str) -> Any:
    """INSERT of reports whose JSON is already serialised (no decode/encode round trip)."""
    raw = bindparam("report_raw", type_=Text)
    value = cast(raw, JSONB) if dialect == "postgresql" else raw
    return insert(StoredReport.__table__).values(report=value)


# The queue's "Resultado" column and filters read `Dossier.verdict`/`has_review`: they follow
# the latest evaluation, as the dossier page and the report route do (issue 14). The
# queue's order (`updated_at`) and the optimistic `version` stay: a yearly revalidation of
# every dossier is not an edit of each, and must not reorder the queue.
_DOSSIERS_T = Dossier.__table__
_DOSSIER_VERDICT = (update(_DOSSIERS_T).where(_DOSSIERS_T.c.id == bindparam("did"))
                    .values(verdict=bindparam("new_verdict"),
                            has_review=bindparam("new_has_review"),
                            updated_at=_DOSSIERS_T.c.updated_at))


def _has_review(statuses: list[Any]) -> bool:
    """Whether a compact report (`revalidation_eval.compact`) has a `review` item."""
    return any(len(c) > 3 and c[3] == "review" for c in statuses)


def write_outcomes(store: Store, job_id: str, as_of: date, outcomes: list[DossierOutcome],
                   _retries: int = 3) -> int:
    """Write each dossier's report and done marker in one transaction; dossiers already
    done for this job (another worker, a resumed run) are skipped. Returns how many."""
    if not outcomes:
        return 0
    now = utcnow()
    with store.db.session() as s:
        ids = [o.dossier_id for o in outcomes]
        done = set(s.scalars(select(RevalidationItem.dossier_id)
                             .where(RevalidationItem.job_id == job_id,
                                    RevalidationItem.dossier_id.in_(ids))))
        alive = set(s.scalars(select(Dossier.id).where(Dossier.id.in_(ids))))
        reports, items, verdicts = [], [], []
        for o in outcomes:
            if o.dossier_id in done or o.dossier_id not in alive:
                continue
            done.add(o.dossier_id)
            rid = new_id() if o.report_json is not None else None
            if rid is not None:
                reports.append({"id": rid, "dossier_id": o.dossier_id,
                                "purpose": "revalidation", "checklist_id": o.checklist_id,
                                "checklist_version": o.version, "as_of": as_of,
                                "verdict": o.verdict, "report_raw": o.report_json,
                                "job_id": job_id, "created_at": now})
                verdicts.append({"did": o.dossier_id, "new_verdict": o.verdict,
                                 "new_has_review": _has_review(o.statuses)})
            items.append({"job_id": job_id, "dossier_id": o.dossier_id,
                          "checklist_id": o.checklist_id, "as_of": as_of,
                          "outcome": o.outcome, "change": o.change, "verdict": o.verdict,
                          "previous_verdict": o.previous_verdict,
                          "previous_report_id": o.previous_report_id, "report_id": rid,
                          "checklist_version": o.version,
                          "newly_deficient": len(o.diff.get("newly_deficient", [])),
                          "resolved": len(o.diff.get("resolved", [])),
                          "deficiencies": o.deficiencies, "law_changed": o.law_changed,
                          "diff": o.diff, "statuses": o.statuses,
                          "error_code": o.error_code, "error_message": o.error_message,
                          "created_at": now})
        try:
            if reports:
                s.execute(_report_insert(store.db.dialect), reports)
                s.connection().execute(_DOSSIER_VERDICT, verdicts)
            if items:
                s.execute(insert(RevalidationItem), items)
            s.commit()
        except IntegrityError:
            # a concurrent writer finished some of these, or a dossier was deleted
            s.rollback()
            if _retries <= 0:
                raise
            return write_outcomes(store, job_id, as_of, outcomes, _retries - 1)
    return len(items)


# --- the summary -------------------------------------------------------------------------


def summarize(store: Store, job_id: str, as_of: date, checklist: str | None,
              law_data: str | None = None) -> dict[str, Any]:
    """The job result: totals by checklist × change and by verdict (from the done
    markers, so a resumed run counts every dossier once)."""
    RI = RevalidationItem
    with store.db.session() as s:
        rows = s.execute(select(RI.checklist_id, RI.change, RI.verdict, RI.law_changed,
                                func.count()).where(RI.job_id == job_id)
                         .group_by(RI.checklist_id, RI.change, RI.verdict, RI.law_changed)
                         ).all()
        by_checklist: dict[str, dict[str, Any]] = {}
        by_verdict: Counter[str] = Counter()
        by_change: Counter[str] = Counter()
        total = law_altered = 0
        for cid, change, verdict, law_changed, n in rows:
            c = by_checklist.setdefault(cid, {"total": 0, "by_change": Counter(),
                                              "by_verdict": Counter(), "law_altered": 0})
            c["total"] += n
            c["by_change"][change] += n
            total += n
            by_change[change] += n
            if verdict:
                c["by_verdict"][verdict] += n
                by_verdict[verdict] += n
            if law_changed:
                c["law_altered"] += n
                law_altered += n
        not_evaluated = [{"id": d, "code": c, "message": m} for d, c, m in s.execute(
            select(RI.dossier_id, RI.error_code, RI.error_message)
            .where(RI.job_id == job_id, RI.outcome != "evaluated")
            .order_by(RI.dossier_id).limit(200))]
        summary: dict[str, Any] = {
            "as_of": as_of.isoformat(), "checklist": checklist, "total": total,
            "evaluated": sum(by_verdict.values()), "by_verdict": dict(by_verdict),
            "by_change": dict(by_change), "law_altered": law_altered,
            "by_checklist": {k: {**v, "by_change": dict(v["by_change"]),
                                 "by_verdict": dict(v["by_verdict"])}
                             for k, v in sorted(by_checklist.items())},
            "not_evaluated": not_evaluated,
        }
        if law_data:
            summary["law_data"] = law_data
        if total <= SUMMARY_DOSSIERS_MAX:
            summary["dossiers"] = [
                {"id": r.dossier_id, "checklist": r.checklist_id, "verdict": r.verdict,
                 "previous_verdict": r.previous_verdict, "change": r.change,
                 "changed": r.previous_verdict is not None and r.verdict is not None
                 and r.previous_verdict != r.verdict,
                 "deficiencies": r.deficiencies, "newly_deficient": r.newly_deficient,
                 "resolved": r.resolved, "law_changed": r.law_changed}
                for r in s.scalars(select(RI).where(RI.job_id == job_id)
                                   .order_by(RI.checklist_id, RI.dossier_id))]
        else:
            summary["dossiers_truncated"] = True
    return summary
