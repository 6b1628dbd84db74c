"""Every checklist file loads under the strict schema and is faithful to its law text."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from checklists.lawtext import provisions_of_file
from checklists.loader import InvalidChecklistData, all_checklists, load_checklist_file, load_law

CHECKLIST_IDS = [
    "mogi-das-cruzes/5268-2001/fretamento",
    "mogi-das-cruzes/5268-2001/particular",
    "olimpia/5171-2025/autonomo",
    "olimpia/5171-2025/pessoa-juridica",
    "olimpia/5171-2025/condutor-vinculado",
    "olimpia/5171-2025/alvara",
    "olimpia/5171-2025/substituicao-veiculo",
    "patrocinio/5002-2018/condutor",
    "patrocinio/5002-2018/veiculo",
    "patrocinio/5174-2020/condutor-veiculo",
    "patrocinio/5174-2020/plataforma",
]


def test_all_eleven_checklists_of_the_contract_exist() -> None:
    assert sorted(all_checklists()) == sorted(CHECKLIST_IDS)


@pytest.mark.parametrize("checklist_id", sorted(all_checklists()))
def test_every_ref_exists_in_the_law_text(checklist_id: str) -> None:
    loaded = all_checklists()[checklist_id]
    present = provisions_of_file(loaded.law_dir / loaded.law.text)
    missing = sorted({r.ref for r in loaded.checklist.requirements} - present)
    assert not missing, f"{checklist_id}: refs not in the law text: {missing}"


@pytest.mark.parametrize("checklist_id", sorted(all_checklists()))
def test_every_requirement_is_explained(checklist_id: str) -> None:
    for req in all_checklists()[checklist_id].checklist.requirements:
        assert req.citation and req.title and req.what_to_bring
        for rule in req.rules:
            for value in rule.values:
                assert value.citation.strip()


def _mutate(tmp_path: Path, change) -> Path:
    src = all_checklists()["mogi-das-cruzes/5268-2001/fretamento"]
    law_dir = tmp_path / "law"
    law_dir.mkdir()
    (law_dir / "law.yaml").write_bytes((src.law_dir / "law.yaml").read_bytes())
    data = yaml.safe_load(src.path.read_text(encoding="utf-8"))
    change(data)
    out = law_dir / "c.yaml"
    out.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return out


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["requirements"][0].pop("citation"),
        lambda d: d["requirements"][0]["documents"].update(kinds=["passaporte"]),
        lambda d: d["requirements"][0].update(ref="artigo5"),
        lambda d: d["requirements"][0].update(ref="art5.§1"),
        lambda d: d["requirements"][0]["rules"][0]["values"][0].pop("citation"),
        lambda d: d["requirements"][0]["rules"][0].update(type="unknown_rule"),
        lambda d: d["requirements"][0].update(extra_key=1),
    ],
    ids=["no-citation", "unknown-kind", "bad-ref", "bad-ref-symbol", "value-without-citation",
         "unknown-rule", "unknown-key"],
)
def test_schema_refuses_malformed_checklists(tmp_path: Path, change) -> None:
    path = _mutate(tmp_path, change)
    law = load_law(path.parent)
    with pytest.raises(InvalidChecklistData):
        load_checklist_file(path, law, path.parent)


def test_fidelity_check_catches_an_invented_article() -> None:
    loaded = all_checklists()["mogi-das-cruzes/5268-2001/fretamento"]
    present = provisions_of_file(loaded.law_dir / loaded.law.text)
    assert "art7.IV" in present and "art12.p3" in present
    assert "art7.XIV" not in present and "art99" not in present


IDENTITY_RULES = {"holder", "vehicle_owner", "partners_covered", "member", "plates_match"}


def test_every_requirement_checks_whose_document_it_is() -> None:
    """Issue 13 F4: a requirement with no rule was met by any document of its kinds (a
    registro comercial of another CNPJ). Every requirement ties its document to the
    dossier: the holder, the owner, the partners or the vehicle's plate."""
    lacking = [(cid, r.ref, r.title) for cid, loaded in all_checklists().items()
               for r in loaded.checklist.requirements
               if not {rule.type for rule in r.rules} & IDENTITY_RULES]
    assert not lacking, lacking


def test_no_field_in_shows_matcher_words_to_people() -> None:
    """Issue 14: a `contains` match lists stems for the machine; people read `says`."""
    bare = [(cid, r.ref, rule.values[0].allowed) for cid, loaded in all_checklists().items()
            for r in loaded.checklist.requirements for rule in r.rules
            if rule.type == "field_in" and any(v.match == "contains" and not v.says
                                                for v in rule.values)]
    assert not bare, bare


def test_reference_data_is_sound() -> None:
    """checklists/data/: each calendar year's dates fall in that year (or on 1 January
    of the next, for the last plates), each certificate kind is a CONTRACT §4 kind, and
    every entry says where it comes from."""
    from datetime import date

    from checklists import refdata
    from extractors.kinds import KINDS

    for uf, cal in refdata.calendars().items():
        assert len(uf) == 2 and cal.issuer
        for year, entry in cal.years.items():
            for digit, day in entry.required_from.items():
                assert date(year, 1, 1) < day <= date(year + 1, 1, 1), (uf, year, digit)
            assert entry.source
    for v in refdata.validities():
        assert v.kind in KINDS and v.source
    assert all(t.about and t.words for t in refdata.topics().values())


def test_readme_lists_every_rule_kind() -> None:
    """Issue 13 F15: the README's list of rule kinds lacked `member`."""
    from typing import get_args

    from checklists.rules import Rule

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    union = get_args(Rule)[0]
    kinds = [get_args(cls.model_fields["type"].annotation)[0] for cls in get_args(union)]
    missing = [k for k in kinds if f"`{k}`" not in readme]
    assert not missing, missing
