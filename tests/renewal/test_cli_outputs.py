"""`dossie revalidate`: exit codes, pt-BR summary, one JSON document, the CSV for the
secretaria and the renewal notices (HTML content and PDF bytes); a dossier whose law is
no longer in force gets its own outcome."""

from __future__ import annotations

import csv
import io
import json
from datetime import date

import pytest
from click.testing import CliRunner

from dossie.cli.app import main
from tests.renewal.support import checked_dossier


@pytest.fixture
def cli(store, monkeypatch):
    monkeypatch.setenv("DOSSIE_DATABASE_URL", store.settings.database_url)
    monkeypatch.setenv("DOSSIE_STORAGE_DIR", str(store.settings.storage_dir))

    def run(*args: str):
        return CliRunner().invoke(main, ["revalidate", "--quiet", *args])

    return run


def test_summary_csv_and_notices(cli, make_dossier, tmp_path) -> None:
    a = make_dossier(date(2026, 6, 15))
    b = make_dossier(date(2026, 6, 15), user="joana",
                     facts={"requerente_tipo": "pj", "requerente_nome": "OUTRA LTDA",
                            "requerente_documento": "11444777000161"})
    r = cli("--as-of", "2026-06-20")
    assert r.exit_code == 1  # joana's facts disagree with the documents: not complete
    r = cli("--as-of", "2027-01-31", "--csv", str(tmp_path / "r.csv"),
            "--notices", str(tmp_path / "n"))
    assert r.exit_code == 1, r.output
    assert "Por checklist e situação:" in r.output
    assert "mogi-das-cruzes/5268-2001/fretamento (2)" in r.output
    assert "passou a ter pendências: 1" in r.output
    assert "Notificações: 2 requerentes" in r.output

    raw = (tmp_path / "r.csv").read_text(encoding="utf-8")
    assert raw.startswith("\ufeffdossie;checklist;requerente")
    rows = list(csv.DictReader(io.StringIO(raw.lstrip("\ufeff")), delimiter=";"))
    fgts = [x for x in rows if x["dossie"] == a and x["dispositivo"] == "Art. 9º, V"]
    assert fgts and fgts[0]["mudanca"] == "nova pendência"
    assert fgts[0]["situacao"] == "passou a ter pendências"
    assert fgts[0]["deixou_de_valer_em"] == "01/07/2026" and fgts[0]["documentos"] == "crf.pdf"
    assert fgts[0]["situacao_atual"] == "vencido" and fgts[0]["requerente"] == "VIACAO ALTO TIETE LTDA"
    assert {x["dossie"] for x in rows} == {a, b}

    html = (tmp_path / "n" / "notificacao-renovacao-11222333000181.html").read_text()
    assert "Notificação de renovação" in html and "VIACAO ALTO TIETE LTDA" in html
    assert "Art. 9º, V" in html and "Regularidade perante o FGTS" in html
    assert "Deixou de valer em:</span> 01/07/2026" in html
    assert "Prazo para regularizar: até" in html and "O que apresentar:" in html
    pdf = (tmp_path / "n" / "notificacao-renovacao-11222333000181.pdf").read_bytes()
    assert pdf.startswith(b"%PDF-") and len(pdf) > 5000
    assert (tmp_path / "n" / "notificacao-renovacao-11444777000161.html").exists()


def test_json_is_one_document(cli, make_dossier) -> None:
    make_dossier(date(2026, 6, 15))
    r = cli("--as-of", "2026-06-20", "--json")
    assert r.exit_code == 0, r.output  # complete at that date
    doc = json.loads(r.stdout)
    assert doc["summary"]["by_verdict"] == {"complete": 1} and doc["resumed"] is False


def test_usage_errors_and_law_not_in_force(cli, store) -> None:
    r = cli("--as-of", "31/01/2027")
    assert r.exit_code == 2 and "--as-of inválido" in r.output
    r = cli("--as-of", "2027-01-31", "--checklist", "nao/existe")
    assert r.exit_code == 2 and "checklist desconhecido" in r.output
    r = cli("--as-of", "2027-01-31", "--checklist", "patrocinio/5174-2020/plataforma")
    assert r.exit_code == 3 and "não está em vigor em 31/01/2027" in r.output
    assert "Traceback" not in r.output


def test_dossier_of_a_law_no_longer_in_force(cli, store) -> None:
    did = checked_dossier(store, date(2022, 6, 1), checklist="patrocinio/5174-2020/plataforma",
                          facts={"requerente_tipo": "pj"})
    r = cli("--as-of", "2027-01-31", "--json")
    assert r.exit_code == 0, r.output  # nothing evaluated, nothing deficient
    s = json.loads(r.stdout)["summary"]
    assert s["by_change"] == {"fora_de_vigencia": 1} and s["evaluated"] == 0
    ne = s["not_evaluated"][0]
    assert ne["id"] == did and ne["code"] and "não está em vigor" in ne["message"]
    r = cli("--as-of", "2027-01-31", "--new")
    assert "lei fora de vigência: 1" in r.output
