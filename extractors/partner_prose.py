"""The partners of a contrato social qualified in prose (issue 12, round 9).

Each partner is qualified by name, then nationality or civil status, then CPF::

    FULANO DE TAL, brasileiro, casado, empresário, RG nº …, CPF nº 123.456.789-09, …

Moved out of `contrato_social` (issue 12, round 9) and made to hold on three things a
contract prints besides its partners' qualifications:

- a name wrapped over a line end (``… e ainda SOPHIE SOUSA SOUZA`` / ``NASCIMENTO,
  brasileira``): the end of the previous prose line is the name's start, so the partner
  is neither lost nor read as the fragment ``DOS MONTENEGRO``;
- a person qualified without being a partner: the administrator "não sócio" (Código
  Civil art. 1.061, named before or after the qualification), an attorney
  (``representado por seu procurador``), a witness;
- a name that still starts with a particle (``DOS MONTENEGRO``) is a fragment, never a
  full name: the caller keeps the list below the checklist threshold.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from extractors import ids
from extractors.names import normalize_name

_NAME_WORD = r"[A-ZÀ-Ý][A-ZÀ-Ý'\-]*"
QUALIFICATION = re.compile(
    r"([A-ZÀ-Ý][A-ZÀ-Ý'\-]+(?: +[A-ZÀ-Ý][A-ZÀ-Ý'\-]*){0,8})\s*,\s*"
    r"(?:brasileir|nacionalidade|portador|solteir|casad|divorciad|vi[úu]v|empres[áa]ri)",
)
# The end of a prose line that starts a wrapped name: its words in capitals.
_TAIL_RUN = re.compile(rf"(?<![\wÀ-ÿ/.])({_NAME_WORD}(?: +{_NAME_WORD})*) *$")
# Capitals that are no part of a name (a document's acronym, a company's type, a state
# ending an address: "residente em Campinas - SP").
_NOT_NAME = frozenset([
    "CPF", "CNPJ", "RG", "CEP", "NIRE", "CNH", "OAB", "LTDA", "EIRELI", "ME", "EPP", "MF",
    "SSP", "UF", "S/A", "SA",
    "AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA",
    "PB", "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO",
])
_PARTICLES = frozenset({"DA", "DAS", "DE", "DI", "DO", "DOS", "DU", "E", "D'"})
_MAX_WORDS = 10

# Who is qualified without being a partner. After the name (up to the CPF): "…, CPF nº …,
# NÃO SÓCIO" (issue 12, round 7). Before it, in the same clause: "caberá a administrador
# não sócio, FULANO, brasileiro…" (round 9), "representada por seu procurador FULANO",
# "assistido por sua mãe FULANA", "Testemunha: FULANO".
_NOT_PARTNER = re.compile(r"n[ãa]o\s+s[óo]ci[oa]|n[ãa]o\s+integrante\s+do\s+quadro", re.IGNORECASE)
_ROLE_BEFORE = re.compile(
    r"(?:n[ãa]o[\s-]+s[óo]ci[oa](?:\([oa]\))?|procurador(?:a|\(a\))?|testemunhas?|"
    r"representad[oa](?:\([oa]\))?\s+(?:neste\s+ato\s+)?(?:por|pel[oa])|"
    r"assistid[oa](?:\([oa]\))?\s+(?:neste\s+ato\s+)?(?:por|pel[oa]))\b[^;.]{0,40}$",
    re.IGNORECASE,
)
_BEFORE_REACH = 120
_WITNESSES = re.compile(r"(?:^|\n)\s*(?:TESTEMUNHAS?\b|Testemunhas?\s*:)")
_UPPER_RUN = re.compile(r"[A-ZÀ-Ý][A-ZÀ-Ý'\-]+(?: [A-ZÀ-Ý][A-ZÀ-Ý'\-]+){1,8}")


@dataclass
class Qualified:
    """One partner qualified in prose: name, CPF, and where the text prints them."""

    nome: str
    cpf: str
    name_span: tuple[int, int]
    cpf_span: tuple[int, int]



def is_fragment(nome: str) -> bool:
    """The name starts with a particle ("DOS MONTENEGRO"): a piece of a name."""
    words = nome.split()
    return not words or words[0] in _PARTICLES


def _respaced(text: str, glued: str) -> str | None:
    """A name the text layer printed without spaces, found spaced elsewhere (signatures)."""
    for m in _UPPER_RUN.finditer(text):
        words = m.group(0).split()
        for i in range(len(words)):
            for j in range(i + 2, len(words) + 1):
                if "".join(words[i:j]) == glued:
                    return " ".join(words[i:j])
    return None


def _wrapped_start(text: str, start: int) -> int:
    """Where a name that opens a line really starts: at the capitals that end the prose
    line before it (a line with small letters, not a heading in capitals)."""
    head = text[:start].rstrip(" ")
    if not head.endswith("\n"):
        return start
    line_start = head.rfind("\n", 0, len(head) - 1) + 1
    line = head[line_start:-1]
    if not any(c.islower() for c in line):
        return start
    m = _TAIL_RUN.search(line)
    if m is None:
        return start
    words = m.group(1).split()
    cut = max((i + 1 for i, w in enumerate(words) if w in _NOT_NAME), default=0)
    if cut == len(words):
        return start  # "inscrito no CPF" / "FULANO": the acronym is no part of a name
    taken = " ".join(words[cut:])
    return line_start + m.end(1) - len(taken)


def _role_before(text: str, start: int, floor: int) -> bool:
    """The clause before the name names a role that is not a partner's."""
    before = text[max(floor, start - _BEFORE_REACH): start]
    return bool(_ROLE_BEFORE.search(before.rstrip(" ,:\n")))


def qualified_partners(text: str) -> tuple[list[Qualified], bool]:
    """The partners qualified in ``text`` (name, then CPF), and whether one CPF's check
    digits fail."""
    out: list[Qualified] = []
    seen: set[str] = set()
    invalid = False
    witnesses = _WITNESSES.search(text)
    floor = 0  # the end of the previous qualification's CPF
    for m in QUALIFICATION.finditer(text):
        if witnesses is not None and m.start() > witnesses.start():
            break
        start = _wrapped_start(text, m.start(1))
        raw = re.sub(r"\s+", " ", text[start: m.end(1)])
        if len(raw.split()) > _MAX_WORDS:
            start, raw = m.start(1), m.group(1)
        nome = normalize_name(raw)
        if " " not in nome:
            nome = _respaced(text, nome) or ""
        if len(nome.split()) < 2:
            continue
        tail = text[m.end(): m.end() + 600]
        nxt = QUALIFICATION.search(tail)
        window = tail[: nxt.start()] if nxt else tail
        cpf_m = ids.CPF_PATTERN.search(window)
        if not cpf_m:
            continue
        c0 = m.end() + cpf_m.start()
        not_partner = _NOT_PARTNER.search(window[: cpf_m.end() + 40]) or \
            _role_before(text, start, floor)
        floor = c0 + len(cpf_m.group(0))
        if not_partner:
            continue
        cpf = ids.normalize_cpf(cpf_m.group(0))
        if not cpf or cpf in seen:
            continue
        seen.add(cpf)
        invalid = invalid or not ids.is_valid_cpf(cpf)
        out.append(Qualified(nome, cpf, (start, m.end(1)), (c0, floor)))
    return out, invalid


__all__ = ["QUALIFICATION", "Qualified", "is_fragment", "qualified_partners"]
