"""LGPD commands of `dossie`: `purge` (the retention policy) and `lgpd export` (what is
stored about a data subject)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from core.formats import fmt_date, plural
from dossie.cli.common import handle_errors, open_store


@click.command("purge")
@click.option("--days", type=int, default=None,
              help="Dias sem movimento após os quais um dossiê encerrado é apagado "
                   "(padrão: DOSSIE_RETENTION_DAYS, 1825).")
@click.option("--dry-run", is_flag=True, help="Só lista o que seria apagado.")
@click.option("--json", "as_json", is_flag=True, help="Saída em JSON.")
@handle_errors
def purge_cmd(days: int | None, dry_run: bool, as_json: bool) -> None:
    """Apaga originais e dados derivados de dossiês encerrados (mantém a auditoria)."""
    from core.settings import settings
    from dossie.services.privacy import purge

    n = days if days is not None else settings().retention_days
    store = open_store()
    try:
        with store.db.session() as s:
            result = purge(s, store.blobs, n, dry_run=dry_run)
    finally:
        store.close()
    if as_json:
        click.echo(result.model_dump_json(indent=2))
        return
    closed = plural(len(result.dossiers), "dossiê encerrado", "dossiês encerrados")
    originals = plural(result.originals_deleted, "arquivo original", "arquivos originais")
    orphans = plural(result.orphan_files_deleted, "arquivo órfão", "arquivos órfãos")
    one = len(result.dossiers) == 1
    verb = (("seria apagado" if one else "seriam apagados") if dry_run
            else ("apagado" if one else "apagados"))
    click.echo(f"{closed} sem movimento desde {fmt_date(result.cutoff)} {verb}; {originals} "
               f"e {orphans}. A trilha de auditoria foi mantida.")
    for d in result.dossiers:
        click.echo(f"  {d.id}  {d.checklist}  {d.status}  última alteração "
                   f"{fmt_date(d.updated_at.date())}  {plural(d.files, 'arquivo', 'arquivos')}")


@click.group("lgpd")
def lgpd_group() -> None:
    """Direitos do titular de dados (LGPD)."""


@lgpd_group.command("export")
@click.option("--cpf", required=True, help="CPF do titular (com ou sem pontuação).")
@click.option("-o", "--output", type=click.Path(path_type=Path), default=None,
              help="Arquivo JSON de saída (padrão: saída padrão).")
@handle_errors
def export_cmd(cpf: str, output: Path | None) -> None:
    """Tudo o que está guardado sobre um titular, em JSON (auditado)."""
    from dossie.services.privacy import export_subject

    store = open_store()
    try:
        with store.db.session() as s:
            data = export_subject(s, cpf)
    finally:
        store.close()
    text = json.dumps(data, ensure_ascii=False, indent=2, default=str)
    if output is None:
        sys.stdout.write(text + "\n")
        return
    tmp = output.with_name(output.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(output)
    n = plural(len(data["dossiers"]), "dossiê exportado", "dossiês exportados")
    click.echo(f"{n} para {output}", err=True)
