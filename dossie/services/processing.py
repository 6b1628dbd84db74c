"""The one place the service calls the pipeline stages: intake → extractors → checklists.

Every function here is pure (bytes and values in, values out, no database, no clock),
so the same code runs in the CLI, the API process, an in-process worker thread or a
Celery worker: declared facts are parsed here (`parse_facts`), reports evaluated here
and, for `dossie check`, rendered here (`render_report`). If the stages' entry points
change, this module is the only one to adapt.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from checklists.engine import evaluate
from checklists.facts import Facts
from checklists.loader import LoadedChecklist, get_checklist
from checklists.report import Report
from core.errors import EncryptedFile, TooLarge, UsageError
from core.formats import fmt_date
from extractors.models import Extraction
from intake.limits import Limits

EXTRACTION_SUFFIX = ".extraction.json"
EXTRACTION_MEDIA_TYPE = "application/vnd.dossie.extraction+json"


def is_extraction_name(name: str) -> bool:
    """A `*.extraction.json` upload is an already-extracted document (CONTRACT §2)."""
    return name.lower().endswith(EXTRACTION_SUFFIX)


MAX_DOCUMENTS_PER_EXTRACTION_JSON = 50


def parse_extraction_json(data: bytes, name: str) -> list[Extraction]:
    """The CONTRACT §4 object(s) of an `.extraction.json` upload (422 when malformed,
    413 beyond the bounds of `dossie.services.json_limits`: issue 17, findings 3, 5)."""
    from dossie.services.json_limits import loads_bounded

    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"{name}: não é um JSON de extração legível (texto que não é "
                         "UTF-8).", code="extracao_invalida") from None
    payload = loads_bounded(text, name, code="extracao_invalida")
    items = payload if isinstance(payload, list) else [payload]
    if not items:
        raise UsageError(f"{name}: a lista de extrações está vazia.", code="extracao_invalida")
    if len(items) > MAX_DOCUMENTS_PER_EXTRACTION_JSON:
        raise TooLarge(f"{name}: no máximo {MAX_DOCUMENTS_PER_EXTRACTION_JSON} documentos "
                       "por JSON de extração.", code="extracao_grande_demais")
    out = []
    for i, item in enumerate(items, 1):
        try:
            out.append(Extraction.model_validate(item))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(x) for x in first["loc"]) or "raiz"
            raise UsageError(f"{name}: objeto {i} não segue o formato de extração "
                             f"(campo {where}: {first['msg']}).",
                             code="extracao_invalida") from None
    return out


def extract_upload(data: bytes, name: str, limits: Limits | None = None) -> list[Extraction]:
    """Every document found in one uploaded file (raises `DossieError` when unusable)."""
    if is_extraction_name(name):
        return parse_extraction_json(data, name)
    # imported lazily: the OCR stack is heavy and not needed for rule-only work
    from extractors.pipeline import extract_document
    from intake.pipeline import read_bytes

    return extract_document(read_bytes(data, name, limits))


def load_checklist(checklist_id: str) -> LoadedChecklist:
    return get_checklist(checklist_id)


def parse_facts(data: dict[str, Any] | None, source: str = "fatos declarados") -> Facts:
    """Declared facts (CONTRACT §5.3); raises `UsageError` (422, exit 2) on a bad value,
    naming `source` (the CLI: "--facts")."""
    try:
        return Facts.model_validate(data or {})
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(x) for x in first["loc"])
        raise UsageError(f"{source}: valor inválido em {where}: {first['msg']}",
                         code="fatos_invalidos") from None


def evaluate_given(loaded: LoadedChecklist, extractions: list[Extraction], facts: Facts,
                   as_of: date) -> Report:
    """The checklist's report on documents all given by whoever runs it (`dossie check`:
    files it read and extraction JSON the operator passed). Raises `NotInForce`."""
    return evaluate(loaded, extractions, facts, as_of)


def evaluate_loaded(loaded: LoadedChecklist, extractions: list[Extraction], facts: Facts,
                    as_of: date) -> Report:
    """The report of a stored dossier at `as_of` under `loaded` (the data in force, or an
    older version: revalidation), the applicant's typed readings settled. Raises
    `NotInForce`."""
    from dossie.services import declared

    # readings the applicant typed are never `met` on their own (issue 17, finding 2)
    return declared.settle(evaluate_given(loaded, extractions, facts, as_of))


def evaluate_dossier(checklist_id: str, extractions: list[Extraction],
                     facts: dict[str, Any] | None, as_of: date) -> tuple[Report, str]:
    """The report of a dossier at `as_of` and the checklist version it was made with.

    Raises `NotInForce` when the law is not in force at `as_of`."""
    loaded = get_checklist(checklist_id)
    loaded.require_in_force(as_of)
    return evaluate_loaded(loaded, extractions, parse_facts(facts), as_of), loaded.version


def report_json(report: Report) -> dict[str, Any]:
    """The report as stored and served: CONTRACT §5.1 JSON."""
    from checklists.render import to_json

    return json.loads(to_json(report))


REPORT_FORMATS = ("json", "html", "pdf", "text")


def render_report(report: Report, fmt: str) -> str | bytes:
    """A fresh report for `dossie check`: CONTRACT §5.1 JSON, HTML or text (str), or the
    PDF of the HTML made in this process (bytes). The API renders stored reports with
    `dossie.services.report_view.render` (PDF in a bounded worker process)."""
    if fmt == "json":
        from checklists.render import to_json

        return to_json(report)
    from dossie.services.report_view import to_html, to_text

    if fmt == "html":
        return to_html(report)
    if fmt == "text":
        return to_text(report)
    if fmt == "pdf":
        from dossie.pdf import html_to_pdf

        return html_to_pdf(to_html(report))
    raise UsageError(f"formato desconhecido: {fmt}", code="formato_invalido")


@dataclass(frozen=True)
class ClerkDecision:
    """A clerk's decision in force on a requirement the machine left for `review`
    (loaded from `dossie.store.decisions.Decision` by `dossie.services.evaluation`)."""

    ref: str
    status: str
    justification: str
    by: str
    at: datetime


def apply_decisions(report: Report, decisions: list[ClerkDecision]) -> Report:
    """A clerk's decisions on `review` items, applied to a fresh report (pure).

    Each decision settles every requirement with its `ref` the machine left for `review`;
    machine-decided items are never overridden. Deficiencies, summary and verdict are
    recomputed as the engine does."""
    if not decisions:
        return report
    latest = {d.ref: d for d in decisions}  # later decisions win
    reqs = []
    for r in report.requirements:
        d = latest.get(r.ref)
        if d is not None and r.status == "review":
            r = r.model_copy(update={
                "status": d.status,
                # the applicant reads this reason (report, notice): the prefeitura decided,
                # not a named login (issue 14); who decided stays in the audit trail
                "reasons": [*r.reasons, f"Decisão da prefeitura em {fmt_date(d.at)}: "
                                        f"{d.justification}"],
            })
        reqs.append(r)
    return report.with_requirements(reqs)


def precheck_upload(path: Path, media_type: str, name: str,
                    limits: Limits | None = None) -> None:
    """Refuse at upload time what is cheap to recognise as over a limit (413) or
    password-protected (422), so the sender learns it at once (hostile-corpus bar);
    everything else is decided when the file is processed."""
    limits = limits or Limits()
    try:
        if media_type.startswith("image/"):
            from intake.limits import image_header

            image_header(path.read_bytes(), limits)
        elif media_type == "application/pdf":
            from intake.pdf import prepare_pdf

            prepare_pdf(path.read_bytes(), limits)
    except (TooLarge, EncryptedFile) as exc:
        raise type(exc)(f"{name}: {exc.message}", code=exc.code) from None
    except Exception:
        return
