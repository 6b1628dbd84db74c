"""The extractor for the kinds without a module of their own (CONTRACT §4, "other kinds").

It reads the fields common to them (titular_nome, titular_documento, data_emissao,
valida_ate, resultado, placa, municipio, uf) and the kind-specific ones: prontuário
infrações, laudo/exame resultado and laudo orgao_emissor, guia valor, contrato tipo and parties (`roles`), assunto.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from extractors import ids
from extractors.address import place_from_address
from extractors.candidate import Candidate
from extractors.catalog import kind_fields
from extractors.dates import find_dates
from extractors.fieldset import Context, FieldSet
from extractors.finders import (
    _LAUDO,
    _TOX,
    DatedWords,
    _flag_result,
    date_by_role,
    dates_with_roles,
    first_valid,
    pattern_candidates,
    reread_document_like,
    resultado_candidate,
    validity_by_role,
)
from extractors.issuers import orgao_candidate
from extractors.lines import text_of
from extractors.nlp import load_yaml
from extractors.opening import opening_party
from extractors.pagereader import PageReader
from extractors.parsers import (
    parse_cnpj,
    parse_cpf,
    parse_date,
    parse_document,
    parse_holder_name,
    parse_inscricao,
    parse_last_date,
    parse_placa,
    parse_uf,
)
from extractors.parts import own_part
from extractors.payment import valor_candidate
from extractors.prose import (
    _prose,
    assunto_candidate,
    holder_from_prose,
    municipio_candidate,
    placa_from_prose,
)
from extractors.reader import LabelReader, labels
from extractors.roles import (
    _contrato,
    holder_address_block,
    holder_block,
    holder_section,
    party_kind,
)
from extractors.text import label_key
from intake.models import Word

_NATUREZAS = ("GRAVISSIMA", "GRAVE", "MEDIA", "LEVE")


def read_common(reader: PageReader, fs: FieldSet, dated: list[DatedWords], kind: str = "") -> None:
    """titular_nome, titular_documento, data_emissao, valida_ate, placa, municipio, uf.

    On a kind with several parties (a nota fiscal's emitente and destinatário, a bill's
    utility and client) the holder is read inside the holder's section only, and never
    as "the first CPF/CNPJ on the page" (issue 12: a wrong party is worse than none)."""
    section = holder_section(reader, kind)
    if section is None and kind in _prose().get("opening_party", ()):
        # a declaração/requerimento in prose: the party its body opens with (issue 12, round 6)
        opened = opening_party(reader)
        section = opened if opened[0] is not None else None
    # a kind with several parties whose holder's section was not found: a name or a
    # document under a bare label may be any party's — kept, below the checklist's 0.8
    if section is not None and section[0] is None and not party_kind(kind):
        section = None  # a heading without its name (a signature's caption): the labels
    unsure = _WEAK if section is None and party_kind(kind) else 1.0
    if section is not None:
        fs.put("titular_nome", section[0])
        fs.put("titular_documento", section[1])
        if section[1] is None and not party_kind(kind):
            # a document under a bare label may be another party's: below the 0.8
            fs.put("titular_documento", _scaled(reader.read(
                "titular_documento", parse_document, ("right", "below"), profile="digits"), _WEAK))
    else:
        nome = reader.read("titular_nome", parse_holder_name, ("right", "below"))
        fs.put("titular_nome", _scaled(nome or holder_from_prose(reader), unsure))
        doc = _scaled(reader.read("titular_documento", parse_document, ("right", "below"),
                                  profile="digits"), unsure)
        if doc is None and not party_kind(kind):
            doc = first_valid(pattern_candidates(reader, ids.CNPJ_PATTERN, parse_cnpj)
                              + pattern_candidates(reader, ids.CPF_PATTERN, parse_cpf))
        if doc is None and not party_kind(kind) and isinstance(reader, LabelReader):
            doc = reread_document_like(reader)
        fs.put("titular_documento", _person_document(reader, fs, doc))
    if "titular_documento" not in fs.fields:
        fs.put("titular_documento", reader.read("_documento_do_titular", parse_document,
                                                ("right", "below"), profile="digits"))
    _doubt_cut_name(fs)
    emissao = date_by_role(dated, ("emissao",)) or reader.read("data_emissao", parse_date)
    fs.put("data_emissao", emissao)
    validade = validity_by_role(dated) or reader.read("valida_ate", parse_last_date)
    fs.put("valida_ate", validade)
    placa = reader.read("placa", parse_placa) or placa_from_prose(reader)
    fs.put("placa", placa)


_WEAK = 0.75


def _doubt_cut_name(fs: FieldSet) -> None:
    """A holder's name that ends in a lone letter ("… ESCOLAR L") was cut at a column's
    edge or by OCR: kept, but below the checklist's 0.8 (issue 12, round 6)."""
    got = fs.fields.get("titular_nome")
    last = str(got.value).split()[-1] if got is not None and got.value else ""
    if got is not None and len(last) == 1 and last not in ("E", "Y"):
        got.confidence = min(got.confidence, _WEAK)

# Words of a company's name: a holder named without any of them is a person.
_COMPANY_WORD = re.compile(r"(?<![A-Z])(?:LTDA|EIRELI|S ?A|S/A|ME|EPP|MEI|SLU|CIA|COMPANHIA|EMPRESA|"
                           r"TRANSPORTES?|TURISMO|VIAGENS|LOCADORA|LOCACOES|FRETAMENTOS?|COMERCIO|"
                           r"SERVICOS|ASSOCIACAO|COOPERATIVA|CONDOMINIO|INSTITUTO|FUNDACAO)(?![A-Z])")


def _person_document(reader: PageReader, fs: FieldSet, doc: Candidate | None) -> Candidate | None:
    """A person's document for a holder who is a person: a requerimento de empresário
    prints the empresário's CPF and the firm's CNPJ, and the titular is the empresário
    (issue 12, failure class 10: the CNPJ was taken). When the holder's name is a
    person's and the document read is a CNPJ, the one valid CPF printed is taken instead."""
    nome = fs.fields.get("titular_nome")
    if doc is None or nome is None or len(str(doc.value)) != 14:
        return doc
    if _COMPANY_WORD.search(label_key(str(nome.value))):
        return doc
    cpfs = [c for c in pattern_candidates(reader, ids.CPF_PATTERN, parse_cpf, 0.85) if c.valid]
    return cpfs[0] if len({c.value for c in cpfs}) == 1 else doc


def _scaled(cand: Candidate | None, factor: float) -> Candidate | None:
    """``cand`` with its confidence scaled (weak evidence of whose value it is)."""
    if cand is not None and factor != 1.0:
        cand.confidence = round(cand.confidence * factor, 3)
    return cand


def _vocabulary(kind: str) -> dict[str, list[str]]:
    """The generic labels plus the kind's own (``patterns/kind_labels.yaml``; issue 12,
    round 10: a laudo's "Permissionário" names its holder)."""
    vocab = labels("generic")
    extra: dict[str, dict[str, list[str]]] = load_yaml("kind_labels.yaml")
    for name, variants in extra.get(kind, {}).items():
        vocab[name] = [*vocab.get(name, []), *(v for v in variants if v not in vocab.get(name, []))]
    return vocab


def extract_generic(ctx: Context) -> FieldSet:
    """The fields of any kind without its own module (CONTRACT §4, "other kinds")."""
    # a requerimento's fields are its own, not an attached procuração's (issue 12)
    reader = LabelReader(own_part(ctx.pages, ctx.kind), _vocabulary(ctx.kind), ctx.reocr)
    fs = FieldSet()
    dated = dates_with_roles(reader)
    read_common(reader, fs, dated, ctx.kind)
    kind = ctx.kind
    if kind in ("laudo_vistoria", "laudo_manutencao"):
        fs.put("resultado", _flag_result(reader, _LAUDO))
    elif kind == "comprovante_pagamento":
        # the amount recolhido (Mogi das Cruzes, Lei 5.268/2001, art. 11, II)
        fs.put("valor", valor_candidate(reader))
    elif kind == "exame_toxicologico":
        fs.put("resultado", _flag_result(reader, _TOX))
    elif kind in ("certidao_falencia", "regularidade_previdenciaria"):
        fs.put("resultado", resultado_candidate(reader))
    elif kind == "contrato":
        _contrato(reader, fs)
    elif kind == "prontuario_cnh":
        _prontuario(reader, fs, dated)
    elif kind == "rg":
        _rg(reader, fs)
    elif kind == "inscricao_municipal":
        fs.put("inscricao_municipal", reader.read("inscricao_municipal", parse_inscricao,
                                                  ("right", "below")))
    if kind in labels("assunto"):
        fs.put("assunto", assunto_candidate(reader, kind))
    if "orgao_emissor" in kind_fields(kind):
        # the issuer as the certidões read it, on every laudo, autorização and certidão
        # de prontuário (CONTRACT §4; issue 12, round 10: the autorização and the
        # prontuário were read without it). Patrocínio's Lei 5.002/2018, art. 12 § 1º II
        # and art. 14 § 3º tell the state laudo from the municipal one by it.
        fs.put("orgao_emissor", orgao_candidate(reader))
    # else the holder's own address line in its column ("59499-950 GOIÂNIA GO"; issue 12)
    place = municipio_candidate(reader, kind)
    if place is None or place.confidence < 0.5:
        # a label's value only re-read from an empty crop (a street word misread as the
        # label: round 7) gives way to the holder's own address line
        lines = reader.all_lines()
        place = place_from_address(holder_block(lines, kind)
                                   or holder_address_block(lines, kind)) or place
    fs.put_place(place)
    if "uf" not in fs.fields:
        fs.put("uf", reader.read("uf", parse_uf, ("right", "below")))
    return fs


def _prontuario(reader: PageReader, fs: FieldSet, dated: list[DatedWords]) -> None:
    """The infrações: a table row holds the date and the natureza on one line; a record
    block ("data da infração: 19/01/2026" … "gravidade: Média (4 pontos)") holds them on
    lines of their own (issue 12, round 10): a natureza without a date takes the nearest
    date above it, not yet taken, within the record's few lines."""
    infr: list[dict[str, str]] = []
    words: list[Word] = []
    lines = reader.all_lines()
    used: set[int] = set()
    for i, ln in enumerate(lines):
        key = label_key(ln.text)
        nat = next((n for n in _NATUREZAS if re.search(rf"(?<![A-Z]){n}(?![A-Z])", key)), None)
        if nat is None:
            continue
        ds = find_dates(ln.text)
        src = ln
        if ds:
            used.add(i)
        else:
            above = next((j for j in range(i - 1, max(-1, i - _RECORD_LINES), -1)
                          if j not in used and find_dates(lines[j].text)), None)
            if above is None:
                continue
            used.add(above)
            src = lines[above]
            ds = find_dates(src.text)
        infr.append({"data": ds[0].value.isoformat(), "natureza": nat.lower()})
        words.extend(src.words)
    text = label_key(reader.text())
    none_said = re.search(r"NAO (CONSTAM|HA|EXISTEM|CONSTA) (INFRACOES|REGISTRO|PONTOS|PONTUACAO)|NENHUMA INFRACAO|NADA CONSTA", text)
    if infr or none_said:
        fs.put_value("infracoes", infr, words or reader.all_lines()[0].words,
                     reader.pages[0].number, 0.8 if infr else 0.85, keep_empty=True)


# The lines of one infração's record block (auto, data, enquadramento, gravidade).
_RECORD_LINES = 5


def value_text(words: Sequence[Word]) -> str:
    """Shortcut used by the family modules."""
    return text_of(words)


def _rg(reader: PageReader, fs: FieldSet) -> None:
    """The identity card's birth date and CPF (the 2022 CIN prints it; the catalog lists
    both because the checklists' age and holder rules read them on an `rg`). The only
    valid CPF printed on an identity card is its holder's."""
    fs.put("data_nascimento", reader.read("data_nascimento", parse_date, ("right", "below")))
    cpfs = [c for c in pattern_candidates(reader, ids.CPF_PATTERN, parse_cpf) if c.valid]
    if len({c.value for c in cpfs}) == 1:
        fs.put("cpf", cpfs[0])
