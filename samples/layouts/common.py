"""Helpers shared by the layout modules: holders, dates, issuers, generic page parts."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from samples import fmt
from samples.fake import UF_NAMES, Company, Person, gen_digits, strip_accents
from samples.model import Ctx
from samples.pdfkit import Pen

Holder = Person | Company


def holder_name(h: Holder) -> str:
    """The printed (upper-case) name of a person or company."""
    return h.nome if isinstance(h, Person) else h.razao_social


def holder_doc(h: Holder) -> str:
    """CPF or CNPJ, unmasked."""
    return h.cpf if isinstance(h, Person) else h.cnpj


def holder_doc_label(h: Holder) -> str:
    """`CPF` or `CNPJ`."""
    return "CPF" if isinstance(h, Person) else "CNPJ"


def holder(ctx: Ctx, h: Holder | None, pj_share: float = 0.0) -> Holder:
    """Given holder, or a new person (or company with probability pj_share)."""
    if h is not None:
        return h
    if ctx.rng.random() < pj_share:
        return ctx.faux.company(ctx.as_of)
    return ctx.faux.person(ctx.as_of)


def days_before(ctx: Ctx, lo: int, hi: int, ref: date | None = None) -> date:
    """A date lo..hi days before ref (as_of by default)."""
    return (ref or ctx.as_of) - timedelta(days=ctx.rng.randint(lo, hi))


def hms(ctx: Ctx) -> str:
    """A random HH:MM:SS in office hours."""
    return f"{ctx.rng.randint(7, 19):02d}:{ctx.rng.randint(0, 59):02d}:{ctx.rng.randint(0, 59):02d}"


def uf_name(uf: str) -> str:
    """Full state name, upper case."""
    return UF_NAMES.get(uf, uf)


def mun_upper_plain(m: str) -> str:
    """`MOGI DAS CRUZES`: how DETRAN systems print municipalities (no accents)."""
    return strip_accents(m).upper()


def holder_printed_doc(h: Holder) -> str:
    """Masked CPF/CNPJ."""
    return fmt.doc(holder_doc(h))


def cert_fields(titular: Holder, emissao: date, valida: date | None, resultado: str,
                orgao: str, codigo: str | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """Gold fields and printed forms shared by every certidão kind."""
    fields: dict[str, Any] = {
        "titular_nome": holder_name(titular),
        "titular_documento": holder_doc(titular),
        "data_emissao": fmt.iso(emissao),
        "resultado": resultado,
        "orgao_emissor": orgao,
    }
    printed: dict[str, Any] = {
        "titular_nome": holder_name(titular),
        "titular_documento": holder_printed_doc(titular),
        "data_emissao": fmt.d(emissao),
    }
    if valida is not None:
        fields["valida_ate"] = fmt.iso(valida)
        printed["valida_ate"] = fmt.d(valida)
    if codigo is not None:
        fields["codigo_validacao"] = codigo
        printed["codigo_validacao"] = codigo
    return fields, printed


def gov_header(p: Pen, lines: list[str], y: float = 800, seal: bool = True,
               size: float = 10) -> float:
    """Centred header lines under an emblem; returns the y below it."""
    if seal:
        p.seal(70, y - 12, 20)
    for i, ln in enumerate(lines):
        p.center(y - i * (size + 3), ln, size=size, bold=(i == 0))
    return y - len(lines) * (size + 3) - 8


def code_digits(ctx: Ctx, n: int) -> str:
    """n random digits (first non-zero)."""
    return gen_digits(ctx.rng, n)
