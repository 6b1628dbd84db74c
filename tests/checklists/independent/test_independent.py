"""Independent reading of the four laws (issue 13, "What to build" part 2).

Each ``<checklist>/cases.yaml`` in this folder was written from the law texts in
``../shared/laws/`` and CONTRACT.md alone, without reading ``checklists/``: a complete,
correct dossier as CONTRACT §4 extraction objects (confidence 1.0) plus declared facts
(CONTRACT §5.3), and variants that inject one defect each, with the status the cited
article demands. Every case is materialised into a temporary folder and run through the
real ``dossie check ... --format json`` (CONTRACT §2), treated as a black box.

Case keys (README.md in this folder has the full grammar):
- ``set``: ``{doc: {field: value}}`` changes fields of base documents (``null`` drops one);
- ``drop``: base documents left out; ``add``: extra documents ``{name: {kind, fields}}``;
- ``facts``: merged over the base facts (``null`` drops a key); ``as_of`` overrides;
- ``expect``: ``exit``, ``verdict``, ``all`` (every requirement's status in the list),
  ``some`` (``{ref: [statuses]}``: at least one requirement with that ref has one of them),
  ``every`` (``{ref: [statuses]}``: all requirements with that ref, at least one),
  ``refs`` (refs that must exist), ``any`` (some requirement, whatever its ref, has one of
  these statuses: for defects whose provision the law leaves to more than one article),
  ``says`` / ``reasons_exclude`` (words a ref's reasons must / must not contain);
- ``disagreement``: id of the entry in DISAGREEMENTS.md; the case is then an
  ``xfail(strict=True)`` until the checklist follows the article.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

HERE = Path(__file__).parent
ROOT = HERE.parents[2]
STATUSES = {"met", "missing", "expired", "invalid", "review", "not_applicable"}


def _dossie() -> list[str]:
    """The installed console script next to this interpreter, else ``python -m``."""
    script = Path(sys.executable).with_name("dossie")
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "dossie"]


def _load_cases() -> list[Any]:
    params = []
    for path in sorted(HERE.glob("*/cases.yaml")):
        spec = yaml.safe_load(path.read_text(encoding="utf-8"))
        for case in spec["cases"]:
            case_id = f"{path.parent.name}::{case['name']}"
            marks = []
            if case.get("disagreement"):
                marks.append(
                    pytest.mark.xfail(
                        strict=True,
                        reason=f"DISAGREEMENTS.md {case['disagreement']}: dossie departs from "
                        f"{', '.join(case['articles'])}",
                    )
                )
            params.append(pytest.param(spec, case, id=case_id, marks=marks))
    return params


def _wrap(fields: dict[str, Any]) -> dict[str, Any]:
    """Plain values -> CONTRACT §4 field objects read with confidence 1.0."""
    return {
        name: {"value": value, "confidence": 1.0, "page": 1, "bbox": [0, 0, 100, 20]}
        for name, value in fields.items()
        if value is not None
    }


def build_dossier(spec: dict[str, Any], case: dict[str, Any]) -> tuple[dict, dict, str]:
    """The documents, facts and as-of date of ``case`` applied over the base dossier."""
    docs = copy.deepcopy(spec["documents"])
    for name in case.get("drop", []):
        assert name in docs, f"drop: unknown document {name}"
        del docs[name]
    for name, changes in (case.get("set") or {}).items():
        assert name in docs, f"set: unknown document {name}"
        for field, value in changes.items():
            if value is None:
                docs[name]["fields"].pop(field, None)
            else:
                docs[name]["fields"][field] = value
    for name, doc in (case.get("add") or {}).items():
        docs[name] = copy.deepcopy(doc)
    facts = copy.deepcopy(spec.get("facts") or {})
    for key, value in (case.get("facts") or {}).items():
        if value is None:
            facts.pop(key, None)
        else:
            facts[key] = value
    as_of = str(case.get("as_of", spec["as_of"]))
    return docs, facts, as_of


def materialise(docs: dict, facts: dict, folder: Path) -> tuple[list[str], Path]:
    files = []
    for name, doc in docs.items():
        file_name = f"{name}.pdf"
        body = {
            "file": file_name,
            "kind": doc["kind"],
            "kind_confidence": 1.0,
            "pages": 1,
            "page_range": [1, 1],
            "text_source": "pdf-text",
            "fields": _wrap(doc["fields"]),
            "warnings": [],
        }
        body["sha256"] = hashlib.sha256(
            json.dumps(body, sort_keys=True, ensure_ascii=False).encode()
        ).hexdigest()
        path = folder / f"{name}.extraction.json"
        path.write_text(json.dumps(body, ensure_ascii=False, indent=1), encoding="utf-8")
        files.append(str(path))
    facts_path = folder / "facts.json"
    facts_path.write_text(json.dumps(facts, ensure_ascii=False), encoding="utf-8")
    return files, facts_path


def run_check(spec: dict, case: dict, folder: Path) -> tuple[int, dict | None, str]:
    docs, facts, as_of = build_dossier(spec, case)
    files, facts_path = materialise(docs, facts, folder)
    cmd = [
        *_dossie(),
        "check",
        "--checklist",
        spec["checklist"],
        "--as-of",
        as_of,
        "--facts",
        str(facts_path),
        *files,
        "--format",
        "json",
    ]
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    report = json.loads(proc.stdout) if proc.stdout.strip().startswith("{") else None
    return proc.returncode, report, proc.stderr


def compare(case: dict, code: int, report: dict | None, stderr: str) -> list[str]:
    """Every way the report departs from the case's expectations (empty: agreement)."""
    exp = case["expect"]
    problems: list[str] = []
    exits = exp.get("exit")
    if exits is not None and code not in (exits if isinstance(exits, list) else [exits]):
        problems.append(f"exit {code}, expected {exp['exit']} (stderr: {stderr.strip()[:300]})")
    if report is None:
        if any(
            k in exp for k in ("verdict", "all", "some", "every", "refs", "any", "reasons_exclude")
        ):
            problems.append(f"no JSON report (exit {code}, stderr: {stderr.strip()[:300]})")
        return problems
    reqs = report.get("requirements", [])
    by_ref: dict[str, list[dict]] = {}
    for req in reqs:
        by_ref.setdefault(req["ref"], []).append(req)

    def show(items: list[dict]) -> str:
        return "; ".join(f"{r['status']}: {' | '.join(r.get('reasons') or [])}" for r in items)

    if "verdict" in exp and report.get("verdict") != exp["verdict"]:
        problems.append(f"verdict {report.get('verdict')}, expected {exp['verdict']}")
    if "all" in exp:
        for req in reqs:
            if req["status"] not in exp["all"]:
                problems.append(f"{req['ref']} {show([req])}")
    for ref, words in (exp.get("says") or {}).items():
        # The reasons, or the report's "what to bring" (CONTRACT §5.4), give the words.
        found = by_ref.get(ref, [])
        text = " ".join(
            " ".join([*(r.get("reasons") or []), str(r.get("what_to_bring") or "")]) for r in found
        ).lower()
        for word in words:
            if word.lower() not in text:
                problems.append(
                    f"{ref}: neither reasons nor what to bring say {word!r}: {show(found)}"
                )
    for ref, words in (exp.get("reasons_exclude") or {}).items():
        for req in by_ref.get(ref, []):
            for reason in req.get("reasons") or []:
                for word in words:
                    if word in reason:
                        problems.append(f"{ref}: reason names {word!r}: {reason}")
    if "any" in exp and not any(r["status"] in exp["any"] for r in reqs):
        problems.append(f"no requirement has a status in {exp['any']}")
    for ref in exp.get("refs", []):
        if ref not in by_ref:
            problems.append(f"no requirement with ref {ref}")
    for ref, wanted in (exp.get("some") or {}).items():
        wanted = [wanted] if isinstance(wanted, str) else wanted
        found = by_ref.get(ref, [])
        if not any(r["status"] in wanted for r in found):
            problems.append(f"{ref}: expected some {wanted}, got {show(found) or 'no such ref'}")
    for ref, wanted in (exp.get("every") or {}).items():
        wanted = [wanted] if isinstance(wanted, str) else wanted
        found = by_ref.get(ref, [])
        bad = [r for r in found if r["status"] not in wanted]
        if not found or bad:
            problems.append(f"{ref}: expected every {wanted}, got {show(found) or 'no such ref'}")
    return problems


CASES = _load_cases()


@pytest.mark.parametrize(("spec", "case"), CASES)
def test_independent_case(spec: dict, case: dict, tmp_path: Path) -> None:
    assert case.get("articles"), "every case cites its article(s)"
    for statuses in [
        *(case["expect"].get("some") or {}).values(),
        *(case["expect"].get("every") or {}).values(),
        case["expect"].get("all", []),
        case["expect"].get("any", []),
    ]:
        for status in [statuses] if isinstance(statuses, str) else statuses:
            assert status in STATUSES, status
    code, report, stderr = run_check(spec, case, tmp_path)
    problems = compare(case, code, report, stderr)
    assert not problems, "\n".join(problems)
