"""A change of the checklist data: revalidation re-evaluates each dossier with the old
version (rebuilt from its stored snapshot) and the new one at the same date, and flags
the dossiers whose outcome the change altered."""

from __future__ import annotations

import shutil
from datetime import date
from pathlib import Path

from checklists.loader import LAWS_DIR
from dossie.services.revalidation.checklist_data import current_checklists
from tests.api.support import CHECKLIST
from tests.renewal.support import items, revalidate

AGE_RULE = "max_years: 7, method: calendar_year"


def _laws_copy(tmp_path: Path) -> Path:
    root = tmp_path / "laws"
    shutil.copytree(LAWS_DIR, root)
    return root


def test_checklist_change_is_isolated(store, make_dossier, tmp_path) -> None:
    old_vehicle = make_dossier(date(2026, 6, 15))  # crlv-2.pdf: made in 2019
    newer = make_dossier(date(2026, 6, 15), leave_out=("crlv-2.extraction.json",))
    laws = _laws_copy(tmp_path)
    day = date(2027, 1, 31)  # the 2019 micro-ônibus is 8 years old: art. 7º, IV allows 7
    first = revalidate(store, day, laws_dir=str(laws))
    v1 = current_checklists(str(laws))[CHECKLIST].version
    assert items(store, first.id)[old_vehicle].checklist_version == v1

    # the law now admits 10 years (a copy of the data, pointed at by a parameter)
    path = laws / "mogi-das-cruzes" / "5268-2001" / "fretamento.yaml"
    text = path.read_text(encoding="utf-8")
    assert AGE_RULE in text
    path.write_text(text.replace(AGE_RULE, "max_years: 10, method: calendar_year"),
                    encoding="utf-8")
    changed = tmp_path / "laws2"
    shutil.copytree(laws, changed)  # a new directory: no cached load of the old one
    second = revalidate(store, day, laws_dir=str(changed))
    assert second.status == "done", second.error_message
    got = items(store, second.id)
    v2 = got[old_vehicle].checklist_version
    assert v2 != v1

    lc = got[old_vehicle].diff["law_change"]
    assert got[old_vehicle].law_changed is True
    assert lc["from"] == v1 and lc["to"] == v2
    assert lc["method"] == "reavaliado_com_a_versao_anterior" and lc["altered"] is True
    age = [e for e in lc["requirements"] if e["citation"] == "Art. 7º, IV"]
    assert age and age[0]["before"] == "invalid" and age[0]["after"] != "invalid"
    # same data otherwise: the other dossier's outcome is not altered by the change
    assert got[newer].law_changed is False
    assert got[newer].diff["law_change"]["requirements"] == []
    assert second.result["law_altered"] == 1
    assert second.result["by_checklist"][CHECKLIST]["law_altered"] == 1


def test_without_snapshot_compares_with_the_report_at_the_same_date(store, make_dossier,
                                                                    tmp_path) -> None:
    from dossie.store.revalidation import ChecklistSnapshot

    did = make_dossier(date(2026, 6, 15))
    laws = _laws_copy(tmp_path)
    day = date(2027, 1, 31)
    revalidate(store, day, laws_dir=str(laws))
    with store.db.session() as s:  # an older database: no snapshot of the old version
        s.query(ChecklistSnapshot).delete()
        s.commit()
    path = laws / "mogi-das-cruzes" / "5268-2001" / "fretamento.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace(
        AGE_RULE, "max_years: 10, method: calendar_year"), encoding="utf-8")
    changed = tmp_path / "laws2"
    shutil.copytree(laws, changed)
    second = revalidate(store, day, laws_dir=str(changed))
    lc = items(store, second.id)[did].diff["law_change"]
    assert lc["method"] == "relatorio_anterior_na_mesma_data" and lc["altered"] is True
