"""Readings the applicant typed: a declaration, never evidence on its own (issue 17,
finding 2; CONTRACT §2).

An `*.extraction.json` uploaded through the API or the web pages is evidence only from a
clerk, an administrator or a token scoped for capture systems (`Principal.captures`).
From anyone else its documents are marked when they are read (`mark`): named after the
uploaded file (not the name the applicant typed inside it), `text_source: "manual"` and
`declared: true` in the report's `documents`. After the checklist is evaluated,
`settle` turns every `met` requirement that rests on such a document into `review`,
with a pt-BR reason naming them, and adds a notice listing the documents dossie did not
read itself; a clerk's decision may then settle the item (`apply_decisions` runs after).
"""

from __future__ import annotations

from checklists.report import Report
from extractors.models import Extraction

DECLARED = "declared"


def mark(extractions: list[Extraction], upload_name: str) -> list[Extraction]:
    """The documents of a declared upload, marked as such."""
    return [e.model_copy(update={"file": upload_name, "text_source": "manual", DECLARED: True})
            for e in extractions]


def is_declared(document: dict[str, object]) -> bool:
    return document.get(DECLARED) is True


def settle(report: Report) -> Report:
    """`report` with the requirements met on declared documents sent to review."""
    names = {str(d.get("file")) for d in report.documents if is_declared(d)}
    if not names:
        return report
    reqs = []
    for r in report.requirements:
        used = [d for d in r.documents if d in names]
        if r.status == "met" and used:
            r = r.model_copy(update={"status": "review", "reasons": [
                *r.reasons,
                f"Baseado em dados digitados pelo requerente ({', '.join(sorted(used))}), que o "
                "dossie não leu de um documento: confira o original antes de aceitar."]})
        reqs.append(r)
    notice = ("Documentos não lidos pelo dossie (dados digitados pelo requerente, sem o "
              "documento original): " + ", ".join(sorted(names)) + ".")
    return report.with_requirements(reqs, notices=[*report.notices, notice])
