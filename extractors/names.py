"""Person and company names: normalisation and comparison across documents.

Role: CONTRACT §4 wants names "as printed, upper case, single spaces"; the checklists
compare the name on the CNH with the one on the CRLV, the contrato social, the
certidões… Those comparisons must ignore accents, case, spacing and punctuation (OCR
and different issuers print ``JOSÉ`` or ``JOSE``, ``S/A`` or ``S.A.``), and may ignore
the particles ``DE``, ``DA``, ``DO``, ``DOS``, ``DAS``, ``E``.

Similarity uses the standard library's ``difflib`` (rapidfuzz is not a dependency).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from difflib import SequenceMatcher

__all__ = [
    "PARTICLES",
    "fold",
    "name_similarity",
    "name_tokens",
    "names_match",
    "normalize_name",
    "trim_name_edges",
    "without_leading_label",
]

#: Connecting particles that issuers drop or add ("MARIA DA SILVA" / "MARIA SILVA").
PARTICLES: frozenset[str] = frozenset({"DE", "DA", "DO", "DAS", "DOS", "D", "E", "DI", "DU"})

# Company-type words written in several ways, folded form → canonical token.
_COMPANY_SYNONYMS: tuple[tuple[str, str], ...] = (
    (r"\bLIMITADA\b", "LTDA"),
    (r"\bS\s+A\b", "SA"),
    (r"\bSOCIEDADE\s+ANONIMA\b", "SA"),
    (r"\bMICROEMPRESA\b", "ME"),
    (r"\bEMPRESA\s+DE\s+PEQUENO\s+PORTE\b", "EPP"),
    (r"\bCOMPANHIA\b", "CIA"),
)

# A company-type abbreviation whose dot is part of the name as printed ("CASTRO
# FRETAMENTO LTDA.", "PORTO SEGUROS S.A.", "COMERCIAL CIA."): CONTRACT §4 keeps names as
# printed, so the dot stays (issue 12: "X LTDA." was read "X LTDA", wrong but sure).
_ABBREV_END_RE = re.compile(r"(?<![^\W\d_])(?:LTDA|S\.A|S/A|CIA)\.$", re.I)


def trim_name_edges(text: str, tail: str = r"[\W_]+$") -> str:
    """``text`` without punctuation and spaces at its edges (its end: ``tail``), except
    the dot that closes a company-type abbreviation (``"X LTDA.,"`` → ``"X LTDA."``)."""
    core = re.sub(tail, "", text)
    rest = text[len(core):]
    core = re.sub(r"^[\W_]+", "", core)
    if rest.startswith(".") and _ABBREV_END_RE.search(core + "."):
        return core + "."
    return core


def normalize_name(s: str | None) -> str:
    """Upper case, single spaces, punctuation trimmed at both ends; accents kept as printed.

    ``"  José  da Silva. "`` → ``"JOSÉ DA SILVA"``. Returns ``""`` for empty input.
    """
    if not s:
        return ""
    text = unicodedata.normalize("NFC", str(s))
    text = " ".join(text.split())
    return trim_name_edges(text).upper()


def fold(s: str | None) -> str:
    """Accent-less upper case for comparison: ``"Conceição D'Ávila"`` → ``"CONCEICAO DAVILA"``.

    Apostrophes are dropped, other punctuation becomes a space, spaces are single.
    """
    if not s:
        return ""
    decomposed = unicodedata.normalize("NFKD", str(s))
    text = "".join(c for c in decomposed if not unicodedata.combining(c)).upper()
    text = re.sub(r"['’`´]", "", text)
    text = re.sub(r"[^\w]+|_", " ", text)
    return " ".join(text.split())


def name_tokens(s: str | None, *, drop_particles: bool = True) -> list[str]:
    """Folded words of a name, company-type words canonicalised, particles dropped."""
    text = fold(s)
    for pattern, canonical in _COMPANY_SYNONYMS:
        text = re.sub(pattern, canonical, text)
    tokens = text.split()
    if drop_particles:
        kept = [t for t in tokens if t not in PARTICLES]
        if kept:
            tokens = kept
    return tokens


def names_match(a: str | None, b: str | None) -> bool:
    """True when ``a`` and ``b`` are the same name, ignoring accents, case, spacing,
    punctuation, the particles DE/DA/DO/DOS/DAS/E, and ``LIMITADA``/``LTDA``-style
    variants. Empty names never match."""
    ta, tb = name_tokens(a), name_tokens(b)
    return bool(ta) and ta == tb


def name_similarity(a: str | None, b: str | None) -> float:
    """Similarity of two names in 0..1 (1.0 when :func:`names_match`).

    The better of the character ratio of the folded names in order and of their words
    sorted, so that ``"SILVA, JOSE"`` and ``"JOSE SILVA"`` score high.
    """
    ta, tb = name_tokens(a), name_tokens(b)
    if not ta or not tb:
        return 0.0
    if ta == tb:
        return 1.0
    in_order = SequenceMatcher(None, " ".join(ta), " ".join(tb)).ratio()
    sorted_words = SequenceMatcher(None, " ".join(sorted(ta)), " ".join(sorted(tb))).ratio()
    return max(0.0, min(1.0, max(in_order, sorted_words)))


def without_leading_label(text: str, labels: Iterable[str]) -> str:
    """``text`` without one of its field's ``labels`` printed at its start (``"Nome MENDES
    VIAGENS"`` → ``"MENDES VIAGENS"``): a value never opens with its own label word, which
    a re-read box or a line grouping took in with it (issue 12, round 9). Compared
    folded, its colon or dash optional; the longest label first; ``text`` unchanged when
    nothing would remain."""
    words = text.split()
    ordered = sorted(labels, key=lambda x: -len(fold(x).split()))
    cut = True
    while cut:
        cut = False
        for label in ordered:
            key = fold(label).split()
            n = len(key)
            if not key or len(words) <= n or [fold(w) for w in words[:n]] != key:
                continue
            rest = words[n:]
            while rest and not fold(rest[0]):
                rest = rest[1:]  # the label's colon or dash on its own
            if rest:
                words, cut = rest, True
                break
    return " ".join(words) if words != text.split() else text
