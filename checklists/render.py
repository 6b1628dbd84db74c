"""Renders a `Report` for people and machines: JSON, HTML and text (Jinja2 templates).

JSON is CONTRACT §5.1 exactly (plus extension keys); HTML and text come from
`templates/report.html` and `templates/report.txt`, in pt-BR, grouped by the law's
sections. PDF is made from the same HTML by the core (WeasyPrint), not here.
"""

from __future__ import annotations

from collections import OrderedDict
from datetime import date
from functools import lru_cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from checklists.report import DEFICIENT, STATUS_PT, VERDICT_PT, Report, RequirementResult
from checklists.rules.base import fmt_date

TEMPLATES_DIR = Path(__file__).resolve().parents[1] / "templates"


def _br_date(value: date | str | None) -> str:
    if value is None:
        return "—"
    if isinstance(value, str):
        value = date.fromisoformat(value)
    return fmt_date(value)


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(
        loader=FileSystemLoader(TEMPLATES_DIR),
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
