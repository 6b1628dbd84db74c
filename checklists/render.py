"""Renders a `Report` for people and machines: JSON, HTML and text (Jinja2 templates).

JSON is CONTRACT §5.1 exactly (plus extension keys); HTML and text come from
`checklists/templates/report.html` and `report.txt`, in pt-BR, grouped by the law's
sections. PDF is made from the same HTML by the core (WeasyPrint), not here.

The templates are package data, found through the package (Jinja2's `PackageLoader`),
never by a source-tree path: a non-editable install has them too (issue 16, item 6).
"""

from __future__ import annotations

from collections import OrderedDict
from datetime import date
from functools import lru_cache
from typing import Any

from jinja2 import BaseLoader, Environment, PackageLoader, StrictUndefined, select_autoescape

from checklists.report import DEFICIENT, STATUS_PT, VERDICT_PT, Report, RequirementResult
from checklists.rules.base import fmt_date


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


@lru_cache(maxsize=1)
def environment() -> Environment:
    """The shared environment over this package's templates."""
    return new_environment()


def by_section(items: list[RequirementResult]) -> OrderedDict[str, list[RequirementResult]]:
    groups: OrderedDict[str, list[RequirementResult]] = OrderedDict()
    for r in items:
        groups.setdefault(r.section, []).append(r)
    return groups


def _context(report: Report) -> dict[str, Any]:
    return {
        "r": report,
        "all_by_section": by_section(report.requirements),
        "deficient_by_section": by_section([x for x in report.requirements
                                            if x.status in DEFICIENT]),
        "counts": report.summary.by_status,
    }


def to_json(report: Report) -> str:
    return report.model_dump_json(indent=2)


def to_html(report: Report) -> str:
    return environment().get_template("report.html").render(**_context(report))


def to_text(report: Report) -> str:
    return environment().get_template("report.txt").render(**_context(report))
