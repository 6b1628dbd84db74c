"""`dossie checklists`, `dossie check` and `dossie extract`: the checklists, a dossier
checked from files, and the fields read from files (CONTRACT §2, §4, §5).

`check` exits 0 complete, 1 deficient or needs review, 2 bad usage or unusable input,
3 the law is not in force at `--as-of`. It parses the facts, evaluates and renders
through `dossie.services.processing`, as the service does.
"""

from __future__ import annotations

import json
import sys
from datetime import date
from pathlib import Path
from typing import Any

import click

from core.errors import ExitCode, UsageError
from core.formats import fmt_period
from dossie.cli.common import handle_errors, parse_date, write_output

EXIT_BY_VERDICT = {"complete": ExitCode.COMPLETE, "deficient": ExitCode.DEFICIENT,
                   "review": ExitCode.DEFICIENT}


def _window_text(frm: date, until: date | None) -> str:
    return fmt_period(frm, until)


def _read_facts(path: Path | None) -> dict[str, Any] | None:
    """The JSON object of `--facts` (None without it); bad usage when unreadable."""
    if path is None:
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise UsageError(f"--facts: não foi possível ler {path}: {exc}",
                         code="fatos_invalidos") from exc
    if not isinstance(data, dict):
        raise UsageError("--facts deve conter um objeto JSON.", code="fatos_invalidos")
    return data


@click.command("checklists")
@click.option("--json", "as_json", is_flag=True, help="Saída em JSON.")
@click.option("--as-of", "as_of", default=None, help="Data de referência (AAAA-MM-DD).")
@handle_errors
def checklists_cmd(as_json: bool, as_of: str | None) -> None:
    """Lista os checklists: id, título, lei, vigência e situação."""
    from checklists.loader import all_checklists

    day = parse_date(as_of)
    rows: list[dict[str, Any]] = []
    for cid, loaded in sorted(all_checklists().items()):
        w = loaded.law.in_force
        if day < w.from_:
            status = "futura"
        elif w.until is not None and day > w.until:
            status = "fora_de_vigencia"
        else:
            status = "em_vigor"
        rows.append({
            "id": cid,
            "title": loaded.checklist.title,
            "law": loaded.law.title,
            "scope": loaded.checklist.scope,
            "in_force": {"from": w.from_.isoformat(),
                         "until": w.until.isoformat() if w.until else None},
            "status": status,
            "reason": w.ended_reason if status == "fora_de_vigencia" else None,
            "requirements": len(loaded.checklist.requirements),
            "version": loaded.version,
        })
    if as_json:
        click.echo(json.dumps(rows, ensure_ascii=False, indent=2))
        return
    labels = {"em_vigor": "em vigor", "futura": "ainda não vigente",
              "fora_de_vigencia": "fora de vigência"}
    for row in rows:
        window = row["in_force"]
        until = date.fromisoformat(window["until"]) if window["until"] else None
        click.echo(f"{row['id']}\n  {row['title']} — {row['law']} ({row['scope']})\n"
                   f"  vigência: {_window_text(date.fromisoformat(window['from']), until)}"
                   f" · {labels[row['status']]}")


@click.command("check")
@click.option("--checklist", "checklist_id", required=True, help="Id do checklist.")
@click.option("--as-of", "as_of", default=None, help="Data de referência (AAAA-MM-DD); padrão: hoje.")
@click.option("--facts", "facts_path", type=click.Path(path_type=Path), default=None,
              help="JSON com os fatos declarados no requerimento.")
@click.option("--format", "fmt", type=click.Choice(["json", "html", "pdf", "text"]),
              default="text", show_default=True)
@click.option("-o", "--output", type=click.Path(path_type=Path), default=None,
              help="Arquivo de saída (padrão: saída padrão).")
@click.argument("files", nargs=-1, type=click.Path(path_type=Path))
@handle_errors
def check_cmd(checklist_id: str, as_of: str | None, facts_path: Path | None, fmt: str,
              output: Path | None, files: tuple[Path, ...]) -> None:
    """Confere um dossiê (arquivos ou *.extraction.json) contra um checklist."""
    from dossie.inputs import load_inputs
    from dossie.services import processing

    loaded = processing.load_checklist(checklist_id)
    day = parse_date(as_of)
    facts = processing.parse_facts(_read_facts(facts_path), source="--facts")
    loaded.require_in_force(day)  # exit 3 before any OCR work
    extractions = load_inputs(files)
    report = processing.evaluate_given(loaded, extractions, facts, day)
    write_output(processing.render_report(report, fmt), output)
    sys.exit(EXIT_BY_VERDICT[report.verdict])


@click.command("extract")
@click.option("--json", "as_json", is_flag=True, help="Saída em JSON (CONTRACT §4).")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@handle_errors
def extract_cmd(as_json: bool, files: tuple[Path, ...]) -> None:
    """Classifica cada arquivo e extrai seus campos."""
    from dossie.inputs import load_inputs

    extractions = load_inputs(files)
    if as_json:
        click.echo(json.dumps([e.model_dump(mode="json", exclude_none=True) for e in extractions],
                              ensure_ascii=False, indent=2))
        return
    for e in extractions:
        pages = f" págs. {e.page_range[0]}–{e.page_range[1]}" if e.page_range else ""
        click.echo(f"{e.file}{pages}: {e.kind} ({e.kind_confidence:.0%}, {e.text_source})")
        for name, f in e.fields.items():
            flag = " ⚠ dígito verificador inválido" if f.valid is False else ""
            click.echo(f"  {name}: {f.value} [{f.confidence:.2f}]{flag}")
        for w in e.warnings:
            click.echo(f"  aviso: {w}")
