"""The CLI's contract: listing, formats, exit codes and clean refusals (CONTRACT §2)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from dossie.cli.app import main
from tests.checklists.caselib import load_cases
from tests.checklists.test_cli_cases import write_dossier

CLEAN = next(c for c in load_cases() if c.checklist.endswith("mogi-das-cruzes/5268-2001/fretamento")
             and c.expect.get("verdict") == "complete")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "dossie.cli", *args], capture_output=True,
                          text=True, timeout=120)


def test_checklists_json_lists_windows() -> None:
    result = CliRunner().invoke(main, ["checklists", "--json", "--as-of", "2026-12-02"])
    assert result.exit_code == 0
    rows = {r["id"]: r for r in json.loads(result.stdout)}
    assert rows["mogi-das-cruzes/5268-2001/fretamento"]["in_force"]["from"] == "2001-09-25"
    assert rows["mogi-das-cruzes/5268-2001/fretamento"]["status"] == "em_vigor"


def test_formats_html_and_text(tmp_path: Path) -> None:
    files = write_dossier(CLEAN, tmp_path)
    facts = tmp_path / "f.json"
    facts.write_text(json.dumps(CLEAN.facts), encoding="utf-8")
    base = ["check", "--checklist", CLEAN.checklist, "--as-of", "2026-06-15", "--facts", str(facts)]
    out = tmp_path / "r.html"
    r = CliRunner().invoke(main, [*base, "--format", "html", "-o", str(out), *files])
    assert r.exit_code == 0
    html = out.read_text(encoding="utf-8")
    assert "Resultado: completo" in html and "Art. 8º, III" in html
    r = CliRunner().invoke(main, [*base, "--format", "text", *files])
    assert r.exit_code == 0 and "RESULTADO: COMPLETO" in r.stdout


def test_deficient_html_names_article_value_and_what_to_bring(tmp_path: Path) -> None:
    files = write_dossier(CLEAN, tmp_path)
    facts = tmp_path / "f.json"
    facts.write_text(json.dumps(CLEAN.facts), encoding="utf-8")
    r = CliRunner().invoke(main, ["check", "--checklist", CLEAN.checklist, "--as-of",
                                  "2027-01-01", "--facts", str(facts), "--format", "text", *files])
    assert r.exit_code == 1
    assert "Art. 7º, IV" in r.stdout and "fabricação 2019" in r.stdout
    assert "O que apresentar:" in r.stdout


def test_pdf_report(tmp_path: Path) -> None:
    files = write_dossier(CLEAN, tmp_path)
    out = tmp_path / "r.pdf"
    r = CliRunner().invoke(main, ["check", "--checklist", CLEAN.checklist, "--as-of",
                                  "2026-06-15", "--format", "pdf", "-o", str(out), *files])
    assert r.exit_code in (0, 1), r.output
    assert out.read_bytes().startswith(b"%PDF-")


def test_usage_errors_exit_2_without_traceback(tmp_path: Path) -> None:
    bad_json = tmp_path / "x.extraction.json"
    bad_json.write_text("{not json", encoding="utf-8")
    bad_facts = tmp_path / "facts.json"
    bad_facts.write_text('{"microempresa": "talvez"}', encoding="utf-8")
    cases = [
        ["check", "--checklist", "nao/existe/x", str(bad_json)],
        ["check", "--checklist", CLEAN.checklist, "--as-of", "2026-13-45", str(bad_json)],
        ["check", "--checklist", CLEAN.checklist, "--as-of", "2026-06-15", str(bad_json)],
        ["check", "--checklist", CLEAN.checklist, "--as-of", "2026-06-15", "--facts",
         str(bad_facts), str(bad_json)],
        ["check", "--checklist", CLEAN.checklist, "--as-of", "2026-06-15", "nao-existe.pdf"],
    ]
    for args in cases:
        p = run(*args)
        assert p.returncode == 2, (args, p.stderr)
        assert "Traceback" not in p.stderr and p.stderr.startswith("erro"), p.stderr


def test_law_not_in_force_exits_3_with_reason(tmp_path: Path) -> None:
    p = run("check", "--checklist", CLEAN.checklist, "--as-of", "2001-09-24")
    assert p.returncode == 3
    assert "só entrou em vigor em 25/09/2001" in p.stderr


def test_readme_example_dossier() -> None:
    root = Path(__file__).resolve().parents[2] / "examples" / "mogi-fretamento"
    files = sorted(str(p) for p in root.glob("*.extraction.json"))
    base = ["check", "--checklist", "mogi-das-cruzes/5268-2001/fretamento", "--facts",
            str(root / "fatos.json")]
    ok = CliRunner().invoke(main, [*base, "--as-of", "2026-06-15", *files])
    assert ok.exit_code == 0, ok.output
    late = CliRunner().invoke(main, [*base, "--as-of", "2027-01-01", "--format", "json", *files])
    assert late.exit_code == 1
    report = json.loads(late.stdout)
    statuses = {r["ref"]: r["status"] for r in report["requirements"]}
    assert statuses["art7.IV"] == "invalid" and statuses["art9.V"] == "expired"
