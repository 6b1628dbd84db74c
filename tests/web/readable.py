"""What must never appear in text people read (issue 14): internal keys, decimal
confidences, ISO dates, "(s)"/"(a)" plural hacks, CPF/CNPJ without their masks, money as
a bare decimal, and the checklists' accent-less matcher stems ("instalac", "previdenc").

`problems(text)` returns each offending snippet with its rule, so a failing test shows
exactly what a person would have read."""

from __future__ import annotations

import re
from collections.abc import Iterable

# checklists' matcher terms that are not words a person writes (truncated or without
# their accents); a sentence built from them reads "garagem ou instalac ou inventario"
STEMS = ("instalac", "previdenc", "inventario", "locacao", "itinerario", "funcionario",
         "lubrificacao", "mecanica", "eletrica", "contabil", "endereco", "razao social",
         "cessao de uso", "uso do imovel", "seguranca", "saude", "politica",
         "codigo de conduta", "veiculo", "credencia")
UPPER_STEMS = ("ONIBUS", "MICROONIBUS", "MICRO-ONIBUS", "RODOVIARIO")

RULES: list[tuple[str, re.Pattern[str]]] = [
    ("chave interna (snake_case)", re.compile(r"(?<![\w./-])[a-z]+(?:_[a-z0-9]+)+(?![\w.-])")),
    ("confiança decimal", re.compile(r"\bconfian\w*\s*:?\s*\d|(?<![\d.,])0[.,]\d{1,4}(?![\d.,])"
                                     r"|\(\d{1,3}\s?%\)")),
    ("data ISO", re.compile(r"\b\d{4}-\d{2}-\d{2}\b")),
    ("plural com parênteses", re.compile(r"\w\((?:s|a|as|es|os|ns|is)\)")),
    ("CPF/CNPJ sem máscara", re.compile(r"(?<![\w./-])(?:\d{11}|\d{14}|[0-9A-Z]{12}\d{2})(?![\w./-])")),
    ("valor em reais sem formato", re.compile(r"(?<![\d.,])\d{3,}\.\d{2}(?!\d)")),
    ("termo de busca sem acento",
     re.compile(r"\b(?:" + "|".join(re.escape(s) for s in STEMS) + r")\b")),
    ("lista de termos de busca",
     re.compile(r"\b(?:" + "|".join(re.escape(s) for s in UPPER_STEMS) + r")\s+ou\b")),
    ("texto técnico", re.compile(r"\bpdf-text\b|\bocr\b|\bversão [0-9a-f]{8,}")),
]

RENAVAM_CONTEXT = re.compile(r"renavam|chassi|registro|c[oó]digo|n[uú]mero|nº", re.I)


def problems(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """Offending snippets in `text`; `allowed` are exact strings to ignore (the names of
    the files the applicant uploaded, which are theirs to choose)."""
    for a in sorted(set(allowed), key=len, reverse=True):
        if a:
            text = text.replace(a, " ")
    out: list[str] = []
    for name, rx in RULES:
        for m in rx.finditer(text):
            before = text[max(0, m.start() - 25):m.start()]
            if name == "CPF/CNPJ sem máscara" and RENAVAM_CONTEXT.search(before):
                continue  # RENAVAM, chassi and registry numbers have no mask
            snippet = text[max(0, m.start() - 40):m.end() + 40].replace("\n", " ")
            out.append(f"{name}: …{snippet}…")
    return out
