"""The `dossie` click group, assembled from the command modules; run by the console
script and `python -m dossie.cli` through `dossie.cli.entry`.

Importing it installs the masking of personal data in log lines (LGPD) for every
command, as the API app does.
"""

from __future__ import annotations

import click

from dossie import logging_setup
from dossie.cli import accounts, checks, privacy, renewal, serve


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def main() -> None:
    """dossie — conferência automática de dossiês de transporte municipal."""


for command in (checks.checklists_cmd, checks.check_cmd, checks.extract_cmd,
                serve.serve_cmd, serve.demo_cmd, serve.worker_cmd,
                accounts.token_group, accounts.user_group,
                privacy.purge_cmd, privacy.lgpd_group,
                renewal.revalidate_cmd, renewal.expiring_cmd):
    main.add_command(command)

logging_setup.configure()
