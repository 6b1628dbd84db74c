"""Issue 17, finding 11: what the attacker found unmasked in the logs."""

from __future__ import annotations

import logging

import pytest

from dossie import logging_setup
from dossie.logging_setup import mask_pii


@pytest.mark.parametrize("line, secret", [
    ('"GET /api/v1/dossiers?checklist=11.222.333%2F0001-81 HTTP/1.1" 200', "11.222.333"),
    ('"GET /api/v1/dossiers?q=529%2E982%2E247%2D25 HTTP/1.1" 200', "529%2E982"),
    ('"GET /web/fila?busca=CPF52998224725 HTTP/1.1" 200', "52998224725"),
    ('"GET /web/fila?busca=CNPJ11222333000181 HTTP/1.1" 200', "11222333000181"),
    ('"GET /api/v1/dossiers?api_key=dsk_AbC123xyz-_9 HTTP/1.1" 401', "AbC123xyz"),
    ('"GET /web/dossies?session=dsk_QwErTy0987 HTTP/1.1" 303', "QwErTy0987"),
    ("Authorization: Bearer dsk_QwErTy0987654321", "QwErTy0987654321"),
    ('"GET /x?password=segredo123&a=1 HTTP/1.1" 200', "segredo123"),
])
def test_masked(line: str, secret: str) -> None:
    out = mask_pii(line)
    assert secret not in out, out
    assert out.split()[0] == line.split()[0]  # the rest of the line is kept


def test_the_middle_digits_still_tell_them_apart() -> None:
    assert "***.982.247-**" in mask_pii("q=529%2E982%2E247%2D25")
    assert "**.222.333/****-**" in mask_pii("checklist=11.222.333%2F0001-81")
    assert mask_pii("dossie 3f6c1a9e0b7d4e2a8c5f1d0e9b8a7c6d") == "dossie 3f6c1a9e0b7d4e2a8c5f1d0e9b8a7c6d"


def test_ids_with_a_run_of_digits_are_kept_whole() -> None:
    """A dossier id (uuid4 hex) holding 11 or 14 digits in a row is an id, not a CPF/CNPJ
    (one id in ten: a masked id made an access-log line untraceable); a CPF beside it
    is still masked, and so is one glued to capital letters."""
    ids = ("818f2aa45249441089ea801af0d10cea", "0ab11222333000181cdeffedcba98765",
           "52998224725aaaabbbbccccddddeeeeffff0011223344556677889900aabbcc")
    for did in ids:
        assert mask_pii(f"POST /web/dossies/{did}/documentos") == f"POST /web/dossies/{did}/documentos"
    out = mask_pii(f"dossie {ids[0]} cpf 52998224725 e CPF52998224725")
    assert ids[0] in out and "52998224725" not in out


def test_through_the_access_log_format(caplog: pytest.LogCaptureFixture) -> None:
    logging_setup.configure()
    log = logging.getLogger("uvicorn.access")
    with caplog.at_level(logging.INFO, logger="uvicorn.access"):
        log.info('%s - "%s %s HTTP/%s" %d', "127.0.0.1:5000", "GET",
                 "/api/v1/dossiers?checklist=11.222.333%2F0001-81&api_key=dsk_abcdefgh12", "1.1",
                 200)
    text = caplog.text
    assert "0001-81" not in text and "abcdefgh12" not in text and "api_key=***" in text
