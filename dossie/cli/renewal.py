"""`dossie revalidate` and `dossie expiring`: the annual renewal at the command line.

`revalidate` re-evaluates every stored dossier at a date from stored extractions (no
OCR), with a progress bar, records a new report per dossier, prints the summary by
checklist and situation, and can write the CSV for the secretaria and one renewal
notice per deficient applicant. An interrupted run (Ctrl-C, a killed process) is
resumed by running the same command again. Exit codes: 0 no dossier with pendências,
1 some dossier deficient or awaiting review, 2 bad usage or the run failed, 3 the
checklist given with `--checklist` is not in force at `--as-of`.
"""

from __future__ import annotations

import json
import sys
import threading
from datetime import date
from pathlib import Path
from typing import Any

import click

from core.errors import DossieError, ExitCode, UsageError
from core.formats import fmt_date, fmt_period, plural
from dossie.cli.common import handle_errors, open_store, parse_date


def _run_with_progress(store: Any, job_id: str, quiet: bool) -> Any:
    """Run the job in a worker thread while the main thread draws its progress."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from dossie.jobs.execute import execute_job
    from dossie.services import job_kinds
    from dossie.store.jobs import Job

    job_kinds.install()
    outcome: dict[str, Any] = {}

    def work() -> None:
        try:
            outcome["status"] = execute_job(store, job_id)
        except BaseException as exc:  # reported by the main thread
            outcome["error"] = exc

    t = threading.Thread(target=work, name="dossie-revalidate", daemon=True)
    t.start()
    console = Console(stderr=True)
    with Progress(TextColumn("revalidando"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=console, disable=quiet,
                  transient=False) as bar:
        task = bar.add_task("revalidando", total=None)
        while t.is_alive():
            t.join(0.2)
            with store.db.session() as s:
                job = s.get(Job, job_id)
                if job is not None and job.progress_total:
                    bar.update(task, total=job.progress_total, completed=job.progress_done)
        with store.db.session() as s:
            job = s.get(Job, job_id)
            if job is not None:
                bar.update(task, total=job.progress_total or 1,
                           completed=job.progress_done if job.progress_total else 1)
    if "error" in outcome:
        raise outcome["error"]
    with store.db.session() as s:
        return s.get(Job, job_id)


def _summary_text(job_id: str, summary: dict[str, Any]) -> str:
    from checklists.report import VERDICT_PT
    from dossie.services.revalidation.diff import CHANGE_PT, LAW_CHANGED_PT

    day = fmt_date(summary["as_of"])
    total = plural(summary["total"], "dossiê", "dossiês")
    evaluated = plural(summary["evaluated"], "avaliado", "avaliados")
    lines = [f"Revalidação {job_id} em {day}: {total}, {evaluated}."]
    if summary.get("law_data"):
        lines.append(f"Dados de lei: {summary['law_data']}")
    lines.append("Por checklist e situação:")
    for cid, c in summary["by_checklist"].items():
        lines.append(f"  {cid} ({c['total']})")
        for change, n in sorted(c["by_change"].items(), key=lambda kv: -kv[1]):
            lines.append(f"    {CHANGE_PT.get(change, change)}: {n}")
        if c.get("law_altered"):
            lines.append(f"    {LAW_CHANGED_PT}: {c['law_altered']}")
    if not summary["by_checklist"]:
        lines.append("  nenhum dossiê conferido a revalidar.")
    verdicts = ", ".join(f"{VERDICT_PT.get(k, k)}: {n}" for k, n in summary["by_verdict"].items())
    lines.append(f"Pareceres: {verdicts or '—'}")
    lines.append(f"{LAW_CHANGED_PT.capitalize()}: {summary.get('law_altered', 0)}")
    for ne in summary.get("not_evaluated", []):
        lines.append(f"  não avaliado {ne['id']}: {ne.get('message') or ne['code']}")
    return "\n".join(lines)


@click.command("revalidate")
@click.option("--as-of", "as_of", required=True, help="Data de referência (AAAA-MM-DD).")
@click.option("--checklist", "checklist", default=None, help="Só os dossiês deste checklist.")
@click.option("--json", "as_json", is_flag=True, help="Imprime um único documento JSON.")
@click.option("--csv", "csv_path", type=click.Path(path_type=Path, dir_okay=False),
              default=None, help="Grava o CSV das mudanças para a secretaria.")
@click.option("--notices", "notices_dir", type=click.Path(path_type=Path, file_okay=False),
              default=None, help="Grava uma notificação (HTML e PDF) por requerente com pendências.")
@click.option("--deadline-days", type=click.IntRange(1, 365), default=30, show_default=True,
              help="Prazo das notificações, em dias a contar de hoje.")
@click.option("--no-pdf", is_flag=True, help="Notificações só em HTML.")
@click.option("--laws-dir", type=click.Path(path_type=Path, file_okay=False, exists=True),
              default=None, help="Avalia com os dados de lei deste diretório (ex.: uma "
                                 "alteração em preparo); padrão: os dados instalados.")
@click.option("--new", "force_new", is_flag=True,
              help="Não retoma uma revalidação interrompida com os mesmos parâmetros.")
@click.option("--quiet", "-q", is_flag=True, help="Sem barra de progresso.")
@handle_errors
def revalidate_cmd(as_of: str, checklist: str | None, as_json: bool, csv_path: Path | None,
                   notices_dir: Path | None, deadline_days: int, no_pdf: bool,
                   laws_dir: Path | None, force_new: bool, quiet: bool) -> None:
    """Reavalia todos os dossiês conferidos na data, sem nova leitura dos documentos."""
    from dossie.services import renewal_notices, revalidation
    from dossie.services.revalidation import export as revalidation_export

    day = parse_date(as_of)
    params = revalidation.job_params(day, checklist, laws_dir)
    revalidation.validate_request(day, checklist, params.get("laws_dir"))
    store = open_store()
    try:
        with store.db.session() as s:
            job_id = None if force_new else revalidation.find_resumable(
                s, params, store.settings.job_lease_seconds)
            resumed = job_id is not None
            if job_id is None:
                job_id = revalidation.create_job(s, None, params).id
        if resumed and not quiet:
            click.echo(f"retomando a revalidação interrompida {job_id}", err=True)
        job = _run_with_progress(store, job_id, quiet or as_json)
        if job is None or job.status != "done":
            code = job.error_code if job is not None else "revalidacao_inexistente"
            msg = job.error_message if job is not None else "a revalidação sumiu do banco."
            if job is not None and job.status in ("queued", "running"):
                msg = "a revalidação foi assumida por outro processo; acompanhe-a pela API."
            raise DossieError(f"revalidação {job_id} não concluída: {msg}", code=code or "erro")
        summary: dict[str, Any] = job.result or {}
        out: dict[str, Any] = {"id": job_id, "resumed": resumed, "summary": summary}
        if csv_path is not None:
            with store.db.session() as s:
                lines = revalidation_export.write_csv(s, job_id, csv_path)
            out["csv"] = {"path": str(csv_path), "lines": lines}
        if notices_dir is not None:
            with store.db.session() as s:
                notices = renewal_notices.collect(s, None, job_id, date.today(), deadline_days)
            files = renewal_notices.write_dir(notices, notices_dir, pdf=not no_pdf)
            out["notices"] = {"dir": str(notices_dir), "applicants": len(notices),
                              "files": [str(f) for f in files]}
    finally:
        store.close()
    if as_json:
        click.echo(json.dumps(out, ensure_ascii=False, indent=2))
    else:
        click.echo(_summary_text(job_id, summary))
        if "csv" in out:
            click.echo(f"CSV: {out['csv']['path']} ({plural(out['csv']['lines'], 'linha', 'linhas')})")
        if "notices" in out:
            who = plural(out["notices"]["applicants"], "requerente", "requerentes")
            click.echo(f"Notificações: {who} em {out['notices']['dir']}")
    bad = sum(n for k, n in summary.get("by_verdict", {}).items() if k != "complete")
    sys.exit(ExitCode.DEFICIENT if bad else ExitCode.COMPLETE)


@click.command("expiring")
@click.option("--within", "within", type=int, required=True,
              help="Janela em dias a partir de --as-of.")
@click.option("--as-of", "as_of", default=None, help="Início da janela (AAAA-MM-DD); padrão: hoje.")
@click.option("--checklist", "checklist", default=None, help="Só os dossiês deste checklist.")
@click.option("--json", "as_json", is_flag=True, help="Imprime um único documento JSON.")
@handle_errors
def expiring_cmd(within: int, as_of: str | None, checklist: str | None, as_json: bool) -> None:
    """Calendário de vencimentos: requisitos que deixam de valer na janela, por dossiê."""
    from dossie.services import expiring

    day = parse_date(as_of)
    if within < 0:
        raise UsageError("--within deve ser um número de dias >= 0.", code="janela_invalida")
    store = open_store()
    try:
        with store.db.session() as s:
            cal = expiring.calendar(s, None, day, within, checklist)
    finally:
        store.close()
    if as_json:
        click.echo(cal.model_dump_json(indent=2))
        return
    reqs = plural(cal.total_requirements, "requisito", "requisitos")
    click.echo(f"Vencimentos de {fmt_period(cal.as_of, cal.until)}: {reqs} em "
               f"{plural(len(cal.dossiers), 'dossiê', 'dossiês')}.")
    for d in cal.dossiers:
        who = d.applicant.name or d.applicant.username or "—"
        doc = f" ({d.applicant.document})" if d.applicant.document else ""
        click.echo(f"\n{who}{doc} — {d.checklist} — dossiê {d.dossier_id}")
        for i in d.items:
            docs = f" [{', '.join(i.documents)}]" if i.documents else ""
            click.echo(f"  {fmt_date(i.expires_on)} (em {plural(i.days_left, 'dia', 'dias')})  "
                       f"{i.citation} — {i.title}{docs}")
