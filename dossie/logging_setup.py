"""Logging with personal data masked (LGPD, issue 6).

CPFs and CNPJs never reach a log line whole: `123.456.789-09` (or `12345678909`) is
written `***.456.789-**`, and `12.345.678/0001-95` (or its 14 digits, or the
alphanumeric form) `**.345.678/****-**` — also when letters touch them (`CPF529…`) or
their separators are percent-encoded in an address (`529%2E982%2E247%2D25`); a secret sent
in an address's query (`csrf_token=`, `access_token=`, `token=`, `api_key=`, `session=`,
`password=`…) is written `***`, and a bearer token anywhere `dsk_***` (issue 17, finding 11). The masking is installed as a log-record
factory, so it applies to every logger and handler — ours, uvicorn's, Celery's — even
to handlers configured after start-up; a `MaskingFilter` does the same for one handler
(tracebacks included) where a configuration wants it explicitly.

`configure()` is called when the CLI (`dossie …`, hence `serve` and `worker`) and the
API app start; it is idempotent.
"""

from __future__ import annotations

import logging
import re
from typing import Any

_D = r"\d"
_A = r"[0-9A-Z]"
# formatted CNPJ (numeric or alphanumeric), then bare 14 digits, then CPF forms
CNPJ_FMT = re.compile(rf"(?<!\d)({_A}{{2}})\.({_A}{{3}})\.({_A}{{3}})/({_A}{{4}})-({_D}{{2}})(?![0-9A-Za-z])")
# bare digits: only other digits may touch them ("CPF52998224725" is a CPF: issue 17)
CNPJ_BARE = re.compile(r"(?<!\d)(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})(?!\d)")
CPF_FMT = re.compile(r"(?<!\d)(\d{3})[.\s](\d{3})[.\s](\d{3})[-\s.](\d{2})(?!\d)")
CPF_BARE = re.compile(r"(?<!\d)(\d{3})(\d{3})(\d{3})(\d{2})(?!\d)")
_DIGITS = re.compile(r"\d\d")
# the ids of dossiers, files and jobs (uuid4 hex) and SHA-256 digests: a run of 11 or 14
# digits inside one is no CPF/CNPJ, and masking it made the line untraceable (one id in
# ten has such a run: a flaky access-log test showed it)
HEX_ID = re.compile(r"(?<![0-9A-Za-z])((?=[0-9a-f]*[a-f])[0-9a-f]{32,64})(?![0-9A-Za-z])")
SECRET_PARAM = re.compile(
    r"([?&;](?:csrf_token|access_token|token|api_key|apikey|key|session|password|senha)=)"
    r"[^&;#\s\"']*", re.I)
# a bearer token anywhere (a header echoed, a query under any name): issue 17, finding 11
TOKEN = re.compile(r"dsk_[A-Za-z0-9_\-]{4,}")
# percent-encoded separators of CPF/CNPJ in addresses ("529%2E982%2E247%2D25")
ENCODED_SEP = re.compile(r"%2[EeFfDd]|%20")
_SEP = {"%2e": ".", "%2f": "/", "%2d": "-", "%20": " "}


def mask_pii(text: str) -> str:
    """`text` with every CPF and CNPJ masked (the middle digits kept to tell them apart),
    and any secret passed in an address (`?csrf_token=…`, `access_token`, `token`)
    replaced by `***` — the pages never put one there, a client might."""
    if not text:
        return text
    if "=" in text:
        text = SECRET_PARAM.sub(r"\1***", text)
    if "dsk_" in text:
        text = TOKEN.sub("dsk_***", text)
    if "%" in text:
        text = ENCODED_SEP.sub(lambda m: _SEP[m[0].lower()], text)
    if _DIGITS.search(text) is None:  # every CPF/CNPJ form has a run of digits
        return text
    # ids kept whole (odd parts of the split), the text around them masked
    parts = HEX_ID.split(text)
    return "".join(p if i % 2 else _mask_numbers(p) for i, p in enumerate(parts))


def _mask_numbers(text: str) -> str:
    text = CNPJ_FMT.sub(lambda m: f"**.{m[2]}.{m[3]}/****-**", text)
    text = CNPJ_BARE.sub(lambda m: f"**.{m[2]}.{m[3]}/****-**", text)
    text = CPF_FMT.sub(lambda m: f"***.{m[2]}.{m[3]}-**", text)
    return CPF_BARE.sub(lambda m: f"***.{m[2]}.{m[3]}-**", text)


def _mask_value(value: Any) -> Any:
    if isinstance(value, str):
        return mask_pii(value)
    if isinstance(value, int | float | bool) or value is None:
        # a bare number may be a CPF: mask its text, keep the type when nothing changed
        text = str(value)
        masked = mask_pii(text)
        return value if masked == text else masked
    if isinstance(value, bytes | bytearray):
        return value
    text = str(value)
    masked = mask_pii(text)
    return value if masked == text else masked


def mask_record(record: logging.LogRecord) -> logging.LogRecord:
    """Mask the message and each argument in place (the args keep their shape, so
    formatters that unpack them — uvicorn's access log — still work)."""
    if isinstance(record.msg, str):
        record.msg = mask_pii(record.msg)
    args = record.args
    if isinstance(args, tuple):
        record.args = tuple(_mask_value(a) for a in args)
    elif isinstance(args, dict):
        record.args = {k: _mask_value(v) for k, v in args.items()}
    return record


class MaskingFilter(logging.Filter):
    """A handler filter: masks the record and any traceback text attached to it."""

    def filter(self, record: logging.LogRecord) -> bool:
        mask_record(record)
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = mask_pii(record.exc_text)
        return True


_installed = False


def configure() -> None:
    """Install the masking record factory (once) and a `MaskingFilter` on the root
    logger's handlers; it adds no handler (the CLI keeps its stderr for its messages)."""
    global _installed
    if not _installed:
        previous = logging.getLogRecordFactory()

        def factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
            return mask_record(previous(*args, **kwargs))

        logging.setLogRecordFactory(factory)
        _installed = True
    for h in logging.getLogger().handlers:
        if not any(isinstance(f, MaskingFilter) for f in h.filters):
            h.addFilter(MaskingFilter())
