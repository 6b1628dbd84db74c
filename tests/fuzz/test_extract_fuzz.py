"""Extraction of arbitrary text never raises and always yields CONTRACT §4 objects:
a short atheris run of `fuzz/fuzz_extract.py` (the long one is `make fuzz`), and the
same invariants under hypothesis, with text built from the documents' own vocabulary."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "fuzz" / "corpus"
SHORT_RUN_S = 10


def test_atheris_short_run(tmp_path: Path) -> None:
    pytest.importorskip("atheris")
    corpus = tmp_path / "corpus"
    shutil.copytree(CORPUS, corpus)  # libFuzzer adds what it finds to the first folder
    artifacts = tmp_path / "artifacts"
    artifacts.mkdir()
    proc = subprocess.run(
        [sys.executable, "-m", "fuzz.fuzz_extract", f"-max_total_time={SHORT_RUN_S}",
         "-rss_limit_mb=2048", "-timeout=20", f"-artifact_prefix={artifacts}/", str(corpus)],
        cwd=ROOT, capture_output=True, text=True, timeout=SHORT_RUN_S + 120)
    found = sorted(p.name for p in artifacts.iterdir())
    assert proc.returncode == 0 and not found, (found, proc.stderr[-4000:])
    assert "Done" in proc.stderr and "runs in" in proc.stderr, proc.stderr[-2000:]


LABELS = ["CPF", "CNPJ", "PLACA", "RENAVAM", "CHASSI", "NOME", "VALIDADE", "EMISSÃO",
          "DATA DE EMISSÃO", "CATEGORIA", "CERTIDÃO NEGATIVA", "CARTEIRA NACIONAL DE "
          "HABILITAÇÃO", "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO",
          "APÓLICE", "CAPITAL SOCIAL", "R$", "VÁLIDA ATÉ", "SÓCIOS", "EXERCÍCIO",
          "POSITIVA", "NEGATIVA", "ANTECEDENTES CRIMINAIS", "Nº", ":", "/", "-"]
TOKENS = st.one_of(st.sampled_from(LABELS),
                   st.from_regex(r"[0-9]{1,3}(\.[0-9]{3}){0,3}(,[0-9]{2})?", fullmatch=True),
                   st.from_regex(r"[0-3][0-9]/[01][0-9]/(19|20)[0-9]{2}", fullmatch=True),
                   st.from_regex(r"[A-Z]{3}-?[0-9][A-Z0-9][0-9]{2}", fullmatch=True),
                   st.text(max_size=12))
LINES = st.lists(TOKENS, max_size=10).map(" ".join)
TEXTS = st.lists(st.one_of(LINES, st.just("\f")), max_size=25).map("\n".join)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(TEXTS, st.booleans(), st.floats(min_value=0.0, max_value=1.0))
def test_extraction_never_raises(text: str, ocr: bool, confidence: float) -> None:
    from fuzz.fuzz_extract import check

    assert check(text, ocr, confidence)
