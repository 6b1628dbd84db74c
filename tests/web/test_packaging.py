"""The templates and the pages' static files travel with the packages (issue 16, item 6):
a non-editable install — which has only the modules and the `package-data` that
pyproject.toml lists — renders the report, the notices and the pages; and the applicant
and clerk page modules do not import each other."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

from tests.web.support import ROOT

PACKAGES = ("api", "checklists", "dossie", "extractors", "intake")
# the data files that must be installed: every file under these, per package directory
DATA = {"checklists": ("templates", "data", "laws"), "api/web": ("templates", "static"),
        "dossie/services": ("templates",), "extractors": ("catalog.yaml", "vocab",
                                                          "patterns")}


def package_data() -> dict[str, list[str]]:
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return conf["tool"]["setuptools"]["package-data"]


def installed_files() -> set[Path]:
    """What setuptools would install from the source tree: the modules, and the files the
    `package-data` globs match (relative to the root)."""
    out = {p.relative_to(ROOT) for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py")
           if "__pycache__" not in p.parts}
    for package, globs in package_data().items():
        base = ROOT / package.replace(".", "/")
        for pattern in globs:
            out |= {p.relative_to(ROOT) for p in base.glob(pattern) if p.is_file()}
    return out


def test_package_data_lists_every_template_static_file_and_data_file() -> None:
    have = installed_files()
    expected = set()
    for package, names in DATA.items():
        for name in names:
            path = ROOT / package / name
            files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()
                                                     and "__pycache__" not in p.parts]
            assert files, f"{package}/{name} is empty"
            expected |= {p.relative_to(ROOT) for p in files}
    missing = sorted(str(p) for p in expected - have)
    assert not missing, f"not in pyproject's package-data: {missing}"


def test_no_templates_left_in_the_source_tree_root() -> None:
    assert not (ROOT / "templates").exists(), "templates/ moved under the packages"


RENDER = """
import sys
from datetime import date, datetime, UTC
from pathlib import Path
root = Path(sys.argv[1])
import checklists.render, api.web.common
assert str(Path(checklists.render.__file__).resolve()).startswith(str(root)), "wrong tree"
from checklists.engine import evaluate
from checklists.facts import Facts
from checklists.loader import get_checklist
from dossie.services import notices, report_view, renewal_notices
from api.web.common import ENV
rep = evaluate(get_checklist("patrocinio/5002-2018/condutor"), [], Facts(), date(2026, 6, 15))
assert "Conferência do pedido" in report_view.to_html(rep)
assert "PENDÊNCIAS" in report_view.to_text(rep)
n = notices.NoticeOut(id=1, number="NP-2026-000001", dossier_id="x", report_id="r",
                      issued_at=datetime(2026, 6, 16, tzinfo=UTC), issued_by="c",
                      deficiencies=len(rep.deficiencies))
assert "Prazo para responder" in notices.render_html(n, rep.model_dump(mode="json"), "R",
                                                    date(2026, 6, 16))
assert renewal_notices.environment().get_template("notices/renewal.html")
for name in ("base.html", "dossie.html", "revisao.html", "dados.html"):
    assert str(root) in ENV.get_template(name).filename
from starlette.staticfiles import StaticFiles
static = StaticFiles(packages=[("api.web", "static")])
assert any((Path(d) / "dossie.css").is_file() for d in static.all_directories)
print("ok")
"""


def test_an_install_without_the_source_tree_renders_reports_notices_and_pages(
        tmp_path: Path) -> None:
    site = tmp_path / "site"
    for rel in installed_files():
        dest = site / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, dest)
    env = {**os.environ, "PYTHONPATH": str(site)}
    out = subprocess.run([sys.executable, "-c", RENDER, str(site)], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), out.stderr[-3000:]


def _imported_modules(path: Path) -> set[str]:
    """Every module a file imports, at the top or inside functions."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names |= {f"{node.module}.{a.name}" for a in node.names}
    return names


def test_applicant_and_clerk_pages_do_not_import_each_other() -> None:
    web = ROOT / "api" / "web"
    applicant = _imported_modules(web / "applicant.py")
    clerk = _imported_modules(web / "clerk.py")
    assert "api.web.clerk" not in applicant
    assert "api.web.applicant" not in clerk
    assert "api.web.dossier" in applicant and "api.web.dossier" in clerk  # the shared module
    assert not (ROOT / "api" / "web_vencimentos.py").exists()
    assert "api.web.vencimentos" in _imported_modules(ROOT / "api" / "app.py")
