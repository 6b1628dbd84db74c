"""The partners who leave a company in an alteração contratual (issue 12, class 9).

Moved out of `contrato_social` (issue 12, round 7) so that the contract's reader stays
small; the rules are unchanged.
"""

from __future__ import annotations

import re

# An alteração with a cessão de quotas qualifies the sócio who leaves as well as the one
# who comes in (issue 12, failure class 9): the sócios are those of the consolidated
# contract (its quota distribution), else everyone but the sócio who sells all quotas or
# withdraws.
_CONSOLIDATED = re.compile(
    r"CONSOLIDA[ÇC][ÃA]O\s+DO\s+CONTRATO|CONTRATO\s+SOCIAL\s+CONSOLIDADO|"
    r"CONSOLIDA[ÇC][ÃA]O\s+CONTRATUAL|\n\s*CONSOLIDA[ÇC][ÃA]O\s*\n"
)
_QUOTA = re.compile(r"quotas?|cotas?", re.IGNORECASE)
_SELLS = re.compile(
    r"\b(?:cede|cedeu|vende|vendeu|transfere|transferiu|aliena|alienou)\b", re.IGNORECASE
)
# all of the seller's own quotas ("a totalidade de suas quotas", "todas as suas quotas")
_ALL = re.compile(
    r"\btotalidade\s+d[aeo]s?\s+(?:suas|seus)\b|\btodas\s+as\s+suas\s+[qc]uotas\b", re.IGNORECASE
)
_WITHDRAWS = re.compile(
    r"\bretira(?:-se|ndo-se)?\b|\bretirante\b|\bdeixa(?:ndo)?\s+(?:de\s+(?:fazer\s+parte|"
    r"integrar)|a\s+sociedade)",
    re.IGNORECASE,
)
# words of the partner who comes in: the verb after them is not the subject's own act
_COMES_IN = re.compile(r"\b(?:adquir|receb|ingress|admitid|admite|cession[aá]ri)", re.IGNORECASE)


def _names_near_quotas(section: str, nome: str) -> bool:
    for m in re.finditer(re.escape(nome), section):
        if _QUOTA.search(section[max(0, m.start() - 60) : m.end() + 120]):
            return True
    return False


def _leaves(text: str, nome: str, others: list[str]) -> bool:
    """True when a sentence opened by ``nome`` sells all of its quotas or withdraws
    ("A sócia FULANA cede e transfere a totalidade de suas quotas…, retirando-se"), no
    other sócio being named before the verb (the subject is the nearest name)."""
    for m in re.finditer(re.escape(nome), text):
        window = re.split(
            r";|\.\s+(?=CL[ÁA]USULA|PAR[ÁA]GRAFO|[A-ZÀ-Ý][a-zà-ÿ])", text[m.end() : m.end() + 400]
        )[0]
        for verb, reach, needs_all in ((_SELLS, 120, True), (_WITHDRAWS, 250, False)):
            v = verb.search(window)
            if v is None or v.start() > reach or (needs_all and not _ALL.search(window)):
                continue
            before = window[: v.start()]
            if not any(o in before for o in others) and not _COMES_IN.search(before):
                return True
    return False


def after_cessions(text: str, socios: list[dict[str, str]]) -> list[dict[str, str]]:
    """``socios`` without those who leave the company in the alteração's clauses."""
    if len(socios) < 2:
        return socios
    names = [s["nome"] for s in socios]
    leaving = {
        s["nome"] for s in socios if _leaves(text, s["nome"], [n for n in names if n != s["nome"]])
    }
    heads = list(_CONSOLIDATED.finditer(text))
    if leaving and heads and heads[-1].start() > 300:
        # a consolidation after the alteration's clauses: a sócio its quota distribution
        # names stays, whatever the clauses before it seemed to say
        section = text[heads[-1].end() :]
        listed = {n for n in names if _names_near_quotas(section, n)}
        if listed:
            leaving -= listed
    staying = [s for s in socios if s["nome"] not in leaving]
    return staying or socios


__all__ = ["after_cessions"]
