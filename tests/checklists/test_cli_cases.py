"""`dossie check` reproduces every YAML case from the command line, with its exit code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from dossie.cli.app import main
from tests.checklists.caselib import Case, document, load_cases

CASES = load_cases()


def write_dossier(case: Case, root: Path) -> list[str]:
    files = []
    for i, spec in enumerate(case.documents):
        path = root / f"{i:02d}-{spec['file']}.extraction.json"
        path.write_text(document(spec).model_dump_json(), encoding="utf-8")
        files.append(str(path))
    return files


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_cli_reproduces_case(case: Case, tmp_path: Path) -> None:
    facts = tmp_path / "facts.json"
    facts.write_text(json.dumps(case.facts, default=str), encoding="utf-8")
    args = ["check", "--checklist", case.checklist, "--as-of", case.as_of.isoformat(),
            "--facts", str(facts), "--format", "json", *write_dossier(case, tmp_path)]
    result = CliRunner().invoke(main, args)
    if case.expect.get("exit_code") == 3:
        assert result.exit_code == 3, result.output
        return
    report = json.loads(result.stdout)
    expected_exit = 0 if report["verdict"] == "complete" else 1
    assert result.exit_code == expected_exit
    if "verdict" in case.expect:
        assert report["verdict"] == case.expect["verdict"]
    for ref, expected in (case.expect.get("status") or {}).items():
        got = [r["status"] for r in report["requirements"] if r["ref"] == ref]
        want = expected if isinstance(expected, list) else [expected] * len(got)
        assert got == want, (case.id, ref)
