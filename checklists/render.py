"""Renders a `Report` for machines (JSON) and holds the templates people read it in.

JSON is CONTRACT §5.1 exactly (plus extension keys). HTML and text come from
`checklists/templates/report.html` and `report.txt`, in pt-BR, grouped by the law's
sections, rendered by `dossie.services.report_view` with what the request adds (the
applicant, the request number, the links); PDF is made from that HTML (WeasyPrint).
This module gives them the environment (`new_environment`) and `by_section`; its own
`to_html`/`to_text`, unused, could not render the templates the view had extended.

The templates are package data, found through the package (Jinja2's `PackageLoader`),
never by a source-tree path: a non-editable install has them too (issue 16, item 6).
"""

from __future__ import annotations

from collections import OrderedDict
from datetime import date

from jinja2 import BaseLoader, Environment, PackageLoader, StrictUndefined, select_autoescape

from checklists.report import STATUS_PT, VERDICT_PT, Report, RequirementResult
from core.formats import fmt_date


def loader() -> PackageLoader:
    """This package's templates (`checklists/templates/`: the report and its stylesheet)."""
    return PackageLoader("checklists", "templates")


def _br_date(value: date | str | None) -> str:
    if value is None:
        return "—"
    if isinstance(value, str):
        value = date.fromisoformat(value)
    return fmt_date(value)


def new_environment(templates: BaseLoader | None = None) -> Environment:
    """An environment with the report's filters and globals, over `templates` (this
    package's by default; a caller adds its own templates in front of them)."""
    env = Environment(
        loader=templates or loader(),
        autoescape=select_autoescape(["html"]),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["br_date"] = _br_date
    env.globals.update(STATUS_PT=STATUS_PT, VERDICT_PT=VERDICT_PT)
    return env


def by_section(items: list[RequirementResult]) -> OrderedDict[str, list[RequirementResult]]:
    groups: OrderedDict[str, list[RequirementResult]] = OrderedDict()
    for r in items:
        groups.setdefault(r.section, []).append(r)
    return groups


def to_json(report: Report) -> str:
    return report.model_dump_json(indent=2)
