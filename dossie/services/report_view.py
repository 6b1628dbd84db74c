"""The report as people read it (HTML, text and the PDF made from the HTML), from a
stored or fresh `Report` plus what the request adds: the applicant, the request number,
which evaluation it is (a check or the annual revalidation) and the links to act on it.

Presentation only (issue 14): the engine's `Report` is not changed; this module adds the
pt-BR names of document kinds and reading modes, masks CPF/CNPJ, counts by status and,
for each document read, the requirements it satisfied and the ones it failed.
The CLI (`dossie check --format html|text|pdf`) and the web/API routes both render here.

`environment()` is the documents' Jinja2 environment (reports and notices): this
package's templates (`dossie/services/templates/`, the notices) in front of the
report's (`checklists/templates/`), both found through their packages.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from datetime import datetime
from functools import lru_cache
from typing import Any

from jinja2 import ChoiceLoader, Environment, FileSystemBytecodeCache, PackageLoader
from pydantic import BaseModel

from checklists import compiled
from checklists.render import by_section, loader, new_environment
from checklists.report import DEFICIENT, STATUS_PT, Evidence, Report
from core.errors import UsageError
from core.formats import fmt_cnpj, fmt_cpf, plural
from extractors.catalog import kind_name
from extractors.ids import document_type
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
        return fmt_cpf(s)
    if kind == "cnpj":
        return fmt_cnpj(s)
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


def _names(names: list[str]) -> str:
    """"a", "a e b", "a, b e c"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " e " + names[-1]


def satisfied_merged(requirement: Any) -> list[str]:
    """`satisfied_pt`, with the documents on which the same things were checked in one
    line ("rg-socio1.jpg e rg-socio2.jpg (Cédula de identidade) — …"): the report's
    documents are concise (a report ran 15 pages, each identity card repeating the
    partners' list). The text report keeps one line per document."""
    get = requirement.get if isinstance(requirement, dict) else (
        lambda k, d=None: getattr(requirement, k, d))
    if get("status") != "met":
        return []
    groups: OrderedDict[tuple[str, str], list[str]] = OrderedDict()
    for raw in get("satisfied_by") or []:
        e = raw if isinstance(raw, Evidence) else Evidence.model_validate(raw)
        checks = "; ".join(dict.fromkeys(c.text for c in e.checks))
        groups.setdefault((e.kind_pt or kind_pt(e.kind), checks), []).append(e.document)
    return [f"{_names(docs)} ({kind})" + (f" — {checks}" if checks else "")
            for (kind, checks), docs in groups.items()]


_PARENTHESIS = re.compile(r"\s*\(([^()]*)\)")


def without_own_citation(text: str, citation: str) -> str:
    """`text` without the parentheses that cite the item's own provision or its article
    ("documento em nome do requerente (Art. 7º, VI)" under the heading "Art. 7º, VI"):
    the heading cites it once; a clause citing another provision (Art. 22, § 1º; CTB,
    art. 130) keeps its citation. For the report's documents, which repeated it in
    every clause."""
    def keep(m: re.Match[str]) -> str:
        inner = m.group(1).strip()
        own = inner and (inner == citation or citation.startswith(inner + ","))
        return "" if own else m.group(0)

    return _PARENTHESIS.sub(keep, text)


def reasons_by_document(reasons: list[str], files: list[str], citation: str = "") -> list[str]:
    """What was read, one line per document: "crlv-1.pdf: fabricação 2020, …",
    "crlv-1.pdf: espécie/tipo: …" become "crlv-1.pdf: fabricação 2020, …; espécie/tipo:
    …." (in the order the documents first appear); a sentence about no single document
    stays as it is. The item's own citation is dropped from each (`without_own_citation`)."""
    names = sorted({f for f in files if f}, key=len, reverse=True)
    groups: OrderedDict[str | int, list[str]] = OrderedDict()  # file name, or the index
    for i, raw in enumerate(reasons):
        reason = without_own_citation(raw, citation) if citation else raw
        name = next((n for n in names if reason.startswith(n + ": ")), None)
        if name is None:
            groups[i] = [reason]
        else:
            groups.setdefault(name, []).append(reason[len(name) + 2:].strip().rstrip("."))
    return [parts[0] if isinstance(key, int)
            else f"{key}: " + "; ".join(dict.fromkeys(parts)) + "."
            for key, parts in groups.items()]


@lru_cache(maxsize=1)
def environment() -> Environment:
    """The reports' and notices' environment (see the module's docstring)."""
    env = new_environment(ChoiceLoader([PackageLoader("dossie.services", "templates"),
                                        loader()]))
    env.filters.update(kind_pt=kind_pt, mask_document=mask_document,
                       text_source_pt=text_source_pt, satisfied_pt=satisfied_pt,
                       satisfied_merged=satisfied_merged,
                       without_own_citation=without_own_citation)
    env.globals.update(reasons_by_document=reasons_by_document)
    env.globals.update(plural=plural, PURPOSE_PT=PURPOSE_PT)
    # templates compiled once per machine, not at every `dossie check` (issue 15: 10 ms
    # of a 0.3 s start); Jinja2 keys them by the template's source, so an edit recompiles
    bytecode = compiled.private_subdir("jinja")
    if bytecode is not None:
        env.bytecode_cache = FileSystemBytecodeCache(str(bytecode))
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
        "files": [str(d.get("file") or "") for d in report.documents],
        "open_items": sum(1 for x in report.requirements if x.status in DEFICIENT),
        "STATUS_PT": STATUS_PT,
    }


def to_html(report: Report, meta: ReportMeta | None = None) -> str:
    return environment().get_template("report.html").render(**context(report, meta))


def to_text(report: Report, meta: ReportMeta | None = None) -> str:
    return environment().get_template("report.txt").render(**context(report, meta))


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
