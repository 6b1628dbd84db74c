"""The report as people read it (HTML, text and the PDF made from the HTML), from a
stored or fresh `Report` plus what the request adds: the applicant, the request number,
which evaluation it is (a check or the annual revalidation) and the links to act on it.

Presentation only (issue 14): the engine's `Report` is not changed; this module adds the
pt-BR names of document kinds and reading modes, masks CPF/CNPJ, counts by status and,
for each document read, the requirements it satisfied and the ones it failed.
The CLI (`dossie check --format html|text|pdf`) and the web/API routes both render here.
"""

from __future__ import annotations

from collections import OrderedDict
from datetime import date, datetime
from typing import Any

from jinja2 import Environment
from pydantic import BaseModel

from checklists.render import by_section, environment
from checklists.report import DEFICIENT, STATUS_PT, Evidence, Report
from core.errors import UsageError
from extractors.catalog import kind_name
from extractors.ids import document_type, format_cnpj, format_cpf
from extractors.kinds import KINDS

# the order a person reads the counts in: what is wrong first
STATUS_ORDER = ("missing", "expired", "invalid", "review", "met", "not_applicable")
TEXT_SOURCE_PT = {"pdf-text": "texto do PDF", "ocr": "leitura da imagem (OCR)",
                  "mixed": "texto do PDF e leitura da imagem (OCR)",
                  # an applicant's typed-in extraction JSON (issue 17 finding 2)
                  "manual": "dados digitados pelo requerente, não lidos pelo dossie"}
PURPOSE_PT = {"check": "conferência do pedido",
              "revalidation": "revalidação anual (reavaliação na data de referência)"}


class ReportMeta(BaseModel):
    """What the request adds to a report (none of it is in the engine's `Report`)."""

    applicant_name: str = ""
    applicant_document: str = ""
    request_number: str = ""
    purpose: str = "check"
    evaluated_at: datetime | None = None
    pdf_url: str = ""
    notices: list[tuple[str, str]] = []  # (label, url) of the issued notices


def mask_document(value: Any) -> str:
    """CPF as 000.000.000-00 and CNPJ as 00.000.000/0000-00; other values unchanged."""
    s = "" if value is None else str(value)
    kind = document_type(s)
    if kind == "cpf":
        return format_cpf(s)
    if kind == "cnpj":
        return format_cnpj(s)
    return s


def kind_pt(kind: str) -> str:
    """The document kind as people call it ("Certidão de distribuição criminal")."""
    if kind in KINDS or kind == "unknown":  # the kind catalog's name (issue 12)
        return kind_name(kind)
    return kind.replace("_", " ")


def text_source_pt(source: str | None) -> str:
    return TEXT_SOURCE_PT.get(source or "", "—")


def satisfied_pt(requirement: Any) -> list[str]:
    """For a `met` requirement, one line per document that satisfied it (issue 13 part 3):
    "crlv.pdf (CRLV / CRLV-e) — placa ABC1D23, a do veículo do pedido; …". The checks
    are the engine's pt-BR sentences (holder, date, value), already in Brazilian formats.
    Works on a `RequirementResult` and on a stored report's dict (a report stored before
    issue 13 part 3 has no `satisfied_by`: no line, the documents column still names them).
    Never the clerk-only `clerk_notes`."""
    get = requirement.get if isinstance(requirement, dict) else (
        lambda k, d=None: getattr(requirement, k, d))
    if get("status") != "met":
        return []
    lines = []
    for raw in get("satisfied_by") or []:
        e = raw if isinstance(raw, Evidence) else Evidence.model_validate(raw)
        checks = "; ".join(dict.fromkeys(c.text for c in e.checks))
        lines.append(f"{e.document} ({e.kind_pt or kind_pt(e.kind)})"
                     + (f" — {checks}" if checks else ""))
    return lines


def plural(n: int, one: str, many: str) -> str:
    """`1 pendência`, `3 pendências`: real plurals, never "pendência(s)"."""
    return f"{n} {one if n == 1 else many}"


def _env() -> Environment:
    env = environment()
    # registered once on the shared (cached) environment; idempotent
    env.filters.update(kind_pt=kind_pt, mask_document=mask_document,
                       text_source_pt=text_source_pt, satisfied_pt=satisfied_pt)
    env.globals.update(plural=plural, PURPOSE_PT=PURPOSE_PT)
    return env


def document_outcomes(report: Report) -> OrderedDict[str, dict[str, list[str]]]:
    """file → {"met": [citations it satisfied], "failed": [citations it did not]}."""
    out: OrderedDict[str, dict[str, list[str]]] = OrderedDict(
        (d.get("file", ""), {"met": [], "failed": []}) for d in report.documents)
    for q in report.requirements:
        key = "met" if q.status == "met" else "failed" if q.status in DEFICIENT else None
        if key is None:
            continue
        for f in q.documents:
            slot = out.setdefault(f, {"met": [], "failed": []})[key]
            if q.citation not in slot:
                slot.append(q.citation)
    return out


def context(report: Report, meta: ReportMeta | None = None) -> dict[str, Any]:
    m = meta or ReportMeta()
    facts = report.facts or {}
    name = m.applicant_name or str(facts.get("requerente_nome") or "")
    doc = m.applicant_document or str(facts.get("requerente_documento") or "")
    counts = report.summary.by_status
    return {
        "r": report,
        "m": m,
        "applicant_name": name,
        "applicant_document": mask_document(doc) if doc else "",
        "all_by_section": by_section(report.requirements),
        "deficient_by_section": by_section([x for x in report.requirements
                                            if x.status in DEFICIENT]),
        "counts": {s: counts[s] for s in STATUS_ORDER if counts.get(s)},
        "outcomes": document_outcomes(report),
        "open_items": sum(1 for x in report.requirements if x.status in DEFICIENT),
        "STATUS_PT": STATUS_PT,
    }


def to_html(report: Report, meta: ReportMeta | None = None) -> str:
    return _env().get_template("report.html").render(**context(report, meta))


def to_text(report: Report, meta: ReportMeta | None = None) -> str:
    return _env().get_template("report.txt").render(**context(report, meta))


def to_pdf(report: Report, meta: ReportMeta | None = None) -> bytes:
    # in a bounded worker process, never the server's (issue 17, finding 3)
    from dossie.services.pdf_render import render as html_to_pdf

    return html_to_pdf(to_html(report, meta.model_copy(update={"pdf_url": ""})
                               if meta else None))


def render(report_doc: dict[str, Any], fmt: str, meta: ReportMeta | None = None) -> str | bytes:
    """A stored report (§5.1 JSON) as html, text or pdf."""
    if fmt not in ("html", "text", "pdf"):
        raise UsageError(f"formato desconhecido: {fmt}", code="formato_invalido")
    report = Report.model_validate(report_doc)
    if fmt == "html":
        return to_html(report, meta)
    if fmt == "text":
        return to_text(report, meta)
    return to_pdf(report, meta)


def br_day(d: date | None) -> str:
    return "—" if d is None else d.strftime("%d/%m/%Y")
