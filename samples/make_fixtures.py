"""Regenerate the committed fixture set in `samples/fixtures/` (fixed seed, small).

    python -m samples.make_fixtures [--out samples/fixtures]

One document per main kind below, in its three renderings (born-digital PDF, scan,
photo — no photo for multi-page documents), plus one bundle (born-digital and scan).
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path
from typing import Any

from samples.generate import (
    DEFAULT_AS_OF,
    _seed_int,
    build_doc,
    make_bundle,
    write_bundle,
    write_json,
    write_single,
)
from samples.render import render_pdf

FIXTURE_SEED = 7
# kind → (layout, scan container)
FIXTURE_KINDS: dict[str, tuple[str, str]] = {
    "crlv": ("digital_2025", "pdf"),
    "cnh": ("cnh_2017", "png"),
    "cnd_federal": ("rfb_pgfn", "pdf"),
    "contrato_social": ("constituicao", "pdf"),
    "apolice": ("app_individual", "pdf"),
    "cnpj": ("cartao_rfb", "tiff"),
}


def make_fixtures(out: Path) -> dict[str, Any]:
    """Write the fixture set into `out` (emptied first) and return its manifest."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    rows: list[dict[str, Any]] = []
    for kind, (layout, scan_fmt) in FIXTURE_KINDS.items():
        seed = _seed_int(FIXTURE_SEED, kind)
        doc = build_doc(kind, seed, DEFAULT_AS_OF, layout)
        pdf = render_pdf([doc], title=kind)
        rows += write_single(out, kind, doc, pdf, ["born-digital", "scan", "photo"], seed,
                             DEFAULT_AS_OF, scan_fmt=scan_fmt, small=True)
    bseed = _seed_int(FIXTURE_SEED, "bundle")
    rows += write_bundle(out, "bundle", make_bundle(bseed, DEFAULT_AS_OF, 0),
                         ["born-digital", "scan"], bseed, DEFAULT_AS_OF, small=True)
    manifest = {"generator": "samples.make_fixtures", "seed": FIXTURE_SEED,
                "as_of": DEFAULT_AS_OF.isoformat(), "files": rows}
    write_json(out / "manifest.json", manifest)
    return manifest


def main() -> int:
    """Entry point."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", type=Path, default=Path(__file__).parent / "fixtures")
    a = ap.parse_args()
    m = make_fixtures(a.out)
    size = sum(p.stat().st_size for p in a.out.iterdir())
    print(f"{len(m['files'])} fixture files, {size / 1e6:.2f} MB in {a.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
