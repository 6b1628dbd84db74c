"""Loads every law and checklist from `checklists/laws/` and validates them strictly.

Each loaded checklist carries its version: a content hash of its law file and its own
file, stored with every report so that revalidation can tell which outcomes a change to
the data altered.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache
from pathlib import Path

import yaml
from pydantic import ValidationError

from checklists.schema import Checklist, Law
from core.errors import InvalidChecklistData, NotInForce, UnknownChecklist
from core.formats import fmt_date

LAWS_DIR = Path(__file__).parent / "laws"


@dataclass(frozen=True)
class LoadedChecklist:
    law: Law
    checklist: Checklist
    version: str
    path: Path
    law_dir: Path

    @property
    def id(self) -> str:
        return self.checklist.id

    def in_force_at(self, as_of: date) -> bool:
        w = self.law.in_force
        return w.from_ <= as_of and (w.until is None or as_of <= w.until)

    def require_in_force(self, as_of: date) -> None:
        """Raise `NotInForce` (exit 3) with the reason in pt-BR."""
        w = self.law.in_force
        day = fmt_date(as_of)
        if as_of < w.from_:
            raise NotInForce(f"{self.law.title} só entrou em vigor em "
                             f"{fmt_date(w.from_)} ({w.citation}); a data de "
                             f"referência {day} é anterior.")
        if w.until is not None and as_of > w.until:
            raise NotInForce(f"{self.law.title} não está em vigor em {day}: {w.ended_reason}")

    def end_of_window(self) -> date | None:
        """First day the law is no longer in force, if it has an end."""
        u = self.law.in_force.until
        return None if u is None else u + timedelta(days=1)


# The C loader when libyaml is present: every worker process loads all the laws.
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _read_yaml(path: Path) -> object:
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)
    except yaml.YAMLError as exc:
        raise InvalidChecklistData(f"{path}: YAML inválido: {exc}") from exc


def load_law(law_dir: Path) -> Law:
    try:
        return Law.model_validate(_read_yaml(law_dir / "law.yaml"))
    except ValidationError as exc:
        raise InvalidChecklistData(f"{law_dir / 'law.yaml'}: {exc}") from exc


def load_checklist_file(path: Path, law: Law, law_dir: Path) -> LoadedChecklist:
    try:
        checklist = Checklist.model_validate(_read_yaml(path))
    except ValidationError as exc:
        raise InvalidChecklistData(f"{path}: {exc}") from exc
    if checklist.law != law.id:
        raise InvalidChecklistData(f"{path}: law {checklist.law!r} != folder's {law.id!r}")
    digest = hashlib.sha256()
    digest.update((law_dir / "law.yaml").read_bytes())
    digest.update(path.read_bytes())
    return LoadedChecklist(law, checklist, digest.hexdigest()[:16], path, law_dir)


def load_dir(root: Path = LAWS_DIR) -> dict[str, LoadedChecklist]:
    out: dict[str, LoadedChecklist] = {}
    for law_yaml in sorted(root.glob("*/*/law.yaml")):
        law_dir = law_yaml.parent
        law = load_law(law_dir)
        for path in sorted(law_dir.glob("*.yaml")):
            if path.name == "law.yaml":
                continue
            loaded = load_checklist_file(path, law, law_dir)
            if loaded.id in out:
                raise InvalidChecklistData(f"duplicate checklist id {loaded.id}")
            out[loaded.id] = loaded
    return out


@lru_cache(maxsize=1)
def all_checklists() -> dict[str, LoadedChecklist]:
    # Validated once per change of the data, then unpickled (issue 15: start-up).
    from checklists import compiled

    return compiled.cached(LAWS_DIR, compiled.cache_dir(), load_dir)


def get_checklist(checklist_id: str) -> LoadedChecklist:
    found = all_checklists().get(checklist_id)
    if found is None:
        known = ", ".join(sorted(all_checklists()))
        raise UnknownChecklist(f"checklist desconhecido: {checklist_id!r}. Disponíveis: {known}.")
    return found
