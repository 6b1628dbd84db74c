"""The compiled-checklists cache (issue 15): what it serves equals what validation gives,
and a change to the law data is re-read without anyone clearing anything."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from checklists import compiled
from checklists.loader import LAWS_DIR, LoadedChecklist, load_dir
from core.errors import InvalidChecklistData

CHECKLIST_ID = "mogi-das-cruzes/5268-2001/fretamento"
CHECKLIST_FILE = Path("mogi-das-cruzes/5268-2001/fretamento.yaml")


def _dump(loaded: dict[str, LoadedChecklist]) -> dict[str, object]:
    return {cid: (c.law.model_dump(), c.checklist.model_dump(), c.version, c.path, c.law_dir)
            for cid, c in loaded.items()}


class Counting:
    """`load_dir`, counting its calls."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, root: Path) -> dict[str, LoadedChecklist]:
        self.calls += 1
        return load_dir(root)


@pytest.fixture()
def cache(tmp_path: Path) -> Path:
    d = tmp_path / "cache"
    d.mkdir(mode=0o700)
    return d


@pytest.fixture()
def laws(tmp_path: Path) -> Path:
    root = tmp_path / "laws"
    shutil.copytree(LAWS_DIR, root)
    return root


def test_served_from_cache_equals_validation(cache: Path) -> None:
    build = Counting()
    first = compiled.cached(LAWS_DIR, cache, build)
    second = compiled.cached(LAWS_DIR, cache, build)
    assert build.calls == 1
    assert len(list(cache.glob("checklists-*.pickle"))) == 1
    assert _dump(second) == _dump(first) == _dump(load_dir())
    # the rules still work once unpickled
    rule = next(r for c in second.values() for req in c.checklist.requirements
                for r in req.rules)
    assert rule.values and rule.params_at(rule.values[0].from_) is not None


def test_a_changed_yaml_is_re_read(laws: Path, cache: Path) -> None:
    build = Counting()
    before = compiled.cached(laws, cache, build)[CHECKLIST_ID]
    path = laws / CHECKLIST_FILE
    text = path.read_text(encoding="utf-8")
    old_title = before.checklist.title
    assert f'title: "{old_title}"' in text
    path.write_text(text.replace(f'title: "{old_title}"', 'title: "Título alterado no teste"', 1),
                    encoding="utf-8")
    after = compiled.cached(laws, cache, build)[CHECKLIST_ID]
    assert build.calls == 2
    assert after.checklist.title == "Título alterado no teste"
    assert after.version != before.version
    # the superseded file of this laws directory is gone, not left to pile up
    assert len(list(cache.glob("checklists-*.pickle"))) == 1


def test_invalid_data_raises_and_is_not_cached(laws: Path, cache: Path) -> None:
    path = laws / CHECKLIST_FILE
    path.write_text(path.read_text(encoding="utf-8").replace("requirements:", "requisitos:", 1),
                    encoding="utf-8")
    with pytest.raises(InvalidChecklistData):
        compiled.cached(laws, cache, load_dir)
    assert list(cache.glob("checklists-*.pickle")) == []


def test_a_corrupt_file_is_rebuilt(cache: Path) -> None:
    build = Counting()
    compiled.cached(LAWS_DIR, cache, build)
    (stored,) = cache.glob("checklists-*.pickle")
    stored.write_bytes(b"not a pickle")
    again = compiled.cached(LAWS_DIR, cache, build)
    assert build.calls == 2
    assert CHECKLIST_ID in again


def test_a_directory_others_can_write_is_never_unpickled(cache: Path) -> None:
    cache.chmod(0o777)
    build = Counting()
    compiled.cached(LAWS_DIR, cache, build)
    compiled.cached(LAWS_DIR, cache, build)
    assert build.calls == 2
    assert list(cache.glob("checklists-*.pickle")) == []


def test_the_key_follows_the_code_and_data(laws: Path) -> None:
    key = compiled.cache_key(laws)
    assert compiled.cache_key(laws) == key
    (laws / "mogi-das-cruzes/5268-2001/law.yaml").open("a", encoding="utf-8").write("\n# x\n")
    assert compiled.cache_key(laws) != key
    paths = compiled._inputs(laws)
    assert Path(compiled.__file__).resolve() in paths
    assert compiled.EXTRACTORS_DIR / "catalog.yaml" in paths


def test_the_cache_dir_comes_from_the_settings(monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    monkeypatch.setenv("DOSSIE_CACHE_DIR", str(tmp_path / "c"))
    assert compiled.cache_dir() == tmp_path / "c"
    monkeypatch.setenv("DOSSIE_CACHE_DIR", "")
    assert compiled.cache_dir() is None
    build = Counting()
    compiled.cached(LAWS_DIR, None, build)
    compiled.cached(LAWS_DIR, None, build)
    assert build.calls == 2
