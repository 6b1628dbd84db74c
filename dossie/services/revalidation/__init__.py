"""Batch revalidation (issue 5): re-evaluate every processed dossier at a date from its
stored extractions and clerk decisions (never re-OCR), record a new report per dossier,
and compare it with the dossier's previous report.

- `request`: parameters, their checks, the queued job, resuming an interrupted run;
- `job`: the job's handler (`handle`, registered by `dossie.services.job_kinds`);
- `plan`: the dossiers a run covers, in keyset chunks; `settings`: its tuning;
- `local`: the default mode (a process pool evaluates chunk k while the job's thread
  reads chunk k+1 and writes chunk k-1);
- `distributed`: scale-out, chunk jobs handed to workers by a `Dispatcher` (Celery);
- `evaluate`, `diff`, `checklist_data`: the pure evaluation and comparison of a dossier;
- `io`: the SQL reads and writes (each dossier's report and done marker in one
  transaction: a re-run skips what is done, a dossier is never reported twice);
- `summary`: the job's result; `export`: the per-dossier diff and the CSV for people.

The names below are the package's entry points for the CLI, the API and the tests.
"""

from __future__ import annotations

from core.settings import RevalidationSettings
from dossie.services.revalidation.job import handle, run_job
from dossie.services.revalidation.request import (
    create_job,
    find_resumable,
    job_params,
    validate_request,
)

__all__ = ["RevalidationSettings", "create_job", "find_resumable", "handle", "job_params",
           "run_job", "validate_request"]
