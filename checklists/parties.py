"""Who the dossier is about: the applicant, partners, helper and plates.

Declared facts win; when the form is silent, the documents say it (the CNPJ card or
contrato social for a company, the CNH for a person). Documents that disagree about the
applicant leave it unknown, so identity rules answer `review` instead of guessing.
"""

from __future__ import annotations

from collections.abc import Sequence

from checklists.facts import Facts
from checklists.rules.base import Parties, fmt_document
from extractors import ids, names
from extractors.models import Extraction


def _distinct_docs(values: list[str]) -> list[str]:
    out: list[str] = []
    for v in values:
        n = ids.normalize_document(v)
        if n and not any(ids.same_document(n, o) for o in out):
            out.append(n)
    return out


def _values(extractions: Sequence[Extraction], kinds: set[str], field: str) -> list[str]:
    vals = []
    for e in extractions:
        if e.kind in kinds:
            f = e.fields.get(field)
            if f is not None and f.value and f.valid is not False:
                vals.append(str(f.value))
    return vals


def derive_parties(facts: Facts, extractions: Sequence[Extraction]) -> Parties:
    notes: list[str] = []
    conflicts: list[str] = []
    pj_docs = _distinct_docs(_values(extractions, {"cnpj", "contrato_social"}, "cnpj"))
    pf_docs = _distinct_docs(_values(extractions, {"cnh"}, "cpf"))
    tipo = facts.requerente_tipo or ("pj" if pj_docs else ("pf" if pf_docs else None))

    applicant: list[str] = []
    if facts.requerente_documento:
        applicant = [facts.requerente_documento]
    else:
        found = pj_docs if tipo == "pj" else pf_docs
        source = "cartão CNPJ/contrato social" if tipo == "pj" else "CNH"
        if len(found) == 1:
            applicant = found
            notes.append(f"Requerente identificado pelo {source}: {fmt_document(found[0])}.")
        elif len(found) > 1:
            conflicts.append(f"Documentos divergem sobre o requerente ({source}): "
                             f"{', '.join(fmt_document(f) for f in found)}.")

    applicant_names: list[str] = []
    if facts.requerente_nome:
        applicant_names.append(names.normalize_name(facts.requerente_nome))
    elif tipo == "pj":
        applicant_names += _values(extractions, {"cnpj", "contrato_social"}, "razao_social")
    else:
        applicant_names += _values(extractions, {"cnh"}, "nome")

    partners: list[str] = []
    partner_names: list[str] = []
    pairs: list[tuple[str | None, str | None]] = []
    for e in extractions:
        if e.kind == "contrato_social":
            socios = e.value("socios")
            # a hand-written extraction may hold anything here: only a list names partners
            for s in socios if isinstance(socios, list) else []:
                if isinstance(s, dict):
                    pair = (str(s["cpf"]) if s.get("cpf") else None,
                            str(s["nome"]) if s.get("nome") else None)
                    if pair != (None, None) and pair not in pairs:
                        pairs.append(pair)
                    if s.get("cpf"):
                        partners.append(str(s["cpf"]))
                    if s.get("nome"):
                        partner_names.append(str(s["nome"]))

    plates = [str(p) for p in (facts.placas or [])]
    if not plates:
        plates = _values(extractions, {"crlv", "crv"}, "placa")

    return Parties(
        applicant_documents=tuple(applicant),
        applicant_names=tuple(dict.fromkeys(applicant_names)),
        partner_documents=tuple(_distinct_docs(partners)),
        partner_names=tuple(partner_names),
        partners=tuple(pairs),
        auxiliar_documents=tuple([facts.auxiliar_documento] if facts.auxiliar_documento else []),
        auxiliar_names=tuple([facts.auxiliar_nome] if facts.auxiliar_nome else []),
        employer_documents=tuple([facts.empresa_documento] if facts.empresa_documento else []),
        plates=tuple(dict.fromkeys(ids.normalize_placa(p) or p for p in plates)),
        notes=tuple(notes),
        conflicts=tuple(conflicts),
    )
