"""The checklist data a revalidation evaluates with: the data in force (the installed
laws dir or another one, e.g. a draft of a change) and older versions rebuilt from the
YAML stored when they were in use (`ChecklistSnapshot`), to isolate what a change of
the data altered."""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from checklists.loader import LoadedChecklist, all_checklists, load_dir
from checklists.schema import Checklist, Law
from core.errors import UnknownChecklist

log = logging.getLogger("dossie.revalidation")


@dataclass(frozen=True)
class Snapshot:
    """The YAML a checklist version was made from (see `ChecklistSnapshot`)."""

    checklist_id: str
    version: str
    law_yaml: str
    checklist_yaml: str


def snapshot_of(loaded: LoadedChecklist) -> Snapshot:
    law_yaml = (loaded.law_dir / "law.yaml").read_text(encoding="utf-8")
    return Snapshot(loaded.id, loaded.version, law_yaml,
                    loaded.path.read_text(encoding="utf-8"))


@lru_cache(maxsize=64)
def from_snapshot(snap: Snapshot) -> LoadedChecklist:
    law = Law.model_validate(yaml.safe_load(snap.law_yaml))
    checklist = Checklist.model_validate(yaml.safe_load(snap.checklist_yaml))
    digest = hashlib.sha256(snap.law_yaml.encode("utf-8") + snap.checklist_yaml.encode("utf-8"))
    if digest.hexdigest()[:16] != snap.version:  # the text was not stored byte for byte
        log.warning("snapshot %s@%s does not hash to its version", snap.checklist_id,
                    snap.version)
    where = Path(f"<versão {snap.version}>")
    return LoadedChecklist(law, checklist, snap.version, where, where)


@lru_cache(maxsize=8)
def _dir_checklists(laws_dir: str) -> dict[str, LoadedChecklist]:
    return load_dir(Path(laws_dir))


def current_checklists(laws_dir: str | None) -> dict[str, LoadedChecklist]:
    """The checklists of `laws_dir` (None: the installed law data)."""
    return all_checklists() if laws_dir is None else _dir_checklists(str(laws_dir))


def get_current(laws_dir: str | None, checklist_id: str) -> LoadedChecklist:
    found = current_checklists(laws_dir).get(checklist_id)
    if found is None:
        raise UnknownChecklist(f"checklist desconhecido: {checklist_id!r}.")
    return found


def warm_up(laws_dir: str | None) -> None:
    """Process-pool initializer: load the checklist data once per worker process."""
    current_checklists(laws_dir)
