"""LGPD commands of `dossie`: `purge` (the retention policy) and `lgpd export` (what is
stored about a data subject)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

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
    from dossie.services.privacy import PrivacySettings, purge

    n = days if days is not None else PrivacySettings.from_env().retention_days
    store = open_store()
    try:
        with store.db.session() as s:
            result = purge(s, store.blobs, n, dry_run=dry_run)
    finally:
        store.close()
    if as_json:
        click.echo(result.model_dump_json(indent=2))
        return
    verb = "seriam apagados" if dry_run else "apagados"
    click.echo(f"{len(result.dossiers)} dossiê(s) encerrado(s) sem movimento desde "
               f"{result.cutoff:%d/%m/%Y} {verb}; {result.originals_deleted} arquivo(s) "
               f"original(is) e {result.orphan_files_deleted} arquivo(s) órfão(s). "
               "A trilha de auditoria foi mantida.")
    for d in result.dossiers:
        click.echo(f"  {d.id}  {d.checklist}  {d.status}  última alteração "
                   f"{d.updated_at:%d/%m/%Y}  {d.files} arquivo(s)")


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
    click.echo(f"{len(data['dossiers'])} dossiê(s) exportado(s) para {output}", err=True)
