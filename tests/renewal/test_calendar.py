"""The expiry calendar: requirements met in the latest report whose `expires_on` falls
in [as_of, as_of + within], by dossier, soonest first; the CLI and its exit codes."""

from __future__ import annotations

import json
from datetime import date

import pytest
from click.testing import CliRunner

from core.errors import UsageError
from dossie.cli.app import main
from dossie.services import expiring

FGTS = "Art. 9º, V"  # crf.pdf valid until 30/06/2026: no longer met on 01/07/2026


def test_window_boundaries(store, make_dossier) -> None:
    did = make_dossier(date(2026, 6, 15))
    with store.db.session() as s:
        inside = expiring.calendar(s, None, date(2026, 6, 15), 16)
        outside = expiring.calendar(s, None, date(2026, 6, 15), 15)
        later = expiring.calendar(s, None, date(2026, 7, 2), 365)
    d = inside.dossiers[0]
    assert d.dossier_id == did and d.report_as_of == date(2026, 6, 15)
    assert [(i.citation, i.expires_on, i.days_left) for i in d.items] == \
        [(FGTS, date(2026, 7, 1), 16)]
    assert d.items[0].documents == ["crf.pdf"]
    assert d.applicant.document == "11222333000181"
    assert FGTS not in [i.citation for x in outside.dossiers for i in x.items]
    # the window moves: after the FGTS lapsed, later expiries only, in date order
    cits = [i.citation for x in later.dossiers for i in x.items]
    assert FGTS not in cits and cits
    days = [i.expires_on for x in later.dossiers for i in x.items]
    assert days == sorted(days)
    with store.db.session() as s, pytest.raises(UsageError):
        expiring.calendar(s, None, date(2026, 6, 15), -1)


def test_cli_expiring(store, make_dossier, monkeypatch) -> None:
    make_dossier(date(2026, 6, 15))
    monkeypatch.setenv("DOSSIE_DATABASE_URL", store.settings.database_url)
    monkeypatch.setenv("DOSSIE_STORAGE_DIR", str(store.settings.storage_dir))
    r = CliRunner().invoke(main, ["expiring", "--within", "120", "--as-of", "2026-06-15",
                                  "--json"])
    assert r.exit_code == 0, r.output
    doc = json.loads(r.output)
    assert doc["until"] == "2026-10-13" and doc["total_requirements"] >= 1
    r = CliRunner().invoke(main, ["expiring", "--within", "120", "--as-of", "2026-06-15"])
    assert r.exit_code == 0
    assert "Vencimentos de 15/06/2026 a 13/10/2026" in r.output
    assert "01/07/2026 (em 16 dias)  Art. 9º, V — Regularidade perante o FGTS" in r.output
    r = CliRunner().invoke(main, ["expiring", "--within", "10", "--as-of", "31/01/2027"])
    assert r.exit_code == 2 and "--as-of inválido" in r.output
