"""Contrato social / alteração contratual consolidada: values read from the prose.

The text is read as one flow of words (clauses wrap over lines and pages) and each value
is taken from the clause that states it:

- ``capital_social``: the ``R$`` figure of the capital clause, cross-checked with the
  amount in words (a warning when they disagree). In a consolidated alteration the
  **last** capital clause is the one in force.
- ``capital_integralizado``: equal to the capital when the clause says it is
  "totalmente/integralmente integralizado"; the ``X`` of "R$ X integralizados neste ato e
  R$ Y a integralizar até …".
- ``socios``: ``[{nome, cpf}]`` from each partner's qualification (name, then CPF).
- ``objeto_social``, ``nire``, ``data_registro`` (the Junta Comercial stamp), ``cnpj``,
  ``razao_social``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from extractors import ids
from extractors.candidate import Candidate
from extractors.cessions import after_cessions
from extractors.dates import find_dates, fold_with_map
from extractors.fieldset import Context, FieldSet
from extractors.finders import dates_with_roles
from extractors.generic import read_common
from extractors.lines import confidence_of
from extractors.money import MoneyMatch, find_money, format_money
from extractors.names import normalize_name
from extractors.pagereader import PageReader
from extractors.parsers import parse_cnpj
from extractors.partner_prose import is_fragment, qualified_partners
from extractors.partner_table import partner_table
from extractors.reader import LabelReader, labels
from extractors.text import fold
from intake.models import Word


@dataclass
class Flow:
    """The words of a document as one text, with each word's character span."""

    text: str
    spans: list[tuple[int, int, Word]]

    @classmethod
    def of(cls, reader: PageReader) -> Flow:
        parts: list[str] = []
        spans: list[tuple[int, int, Word]] = []
        pos = 0
        for ln in reader.all_lines():
            for i, w in enumerate(ln.words):
                if parts:
                    parts.append(" " if i else "\n")
                    pos += 1
                parts.append(w.text)
                spans.append((pos, pos + len(w.text), w))
                pos += len(w.text)
        return cls("".join(parts), spans)

    def words(self, start: int, end: int) -> list[Word]:
        return [w for s, e, w in self.spans if s < end and start < e]

    def candidate(self, value: object, start: int, end: int, factor: float = 0.9,
                  valid: bool | None = None) -> Candidate:
        ws = self.words(start, end)
        page = ws[0].page if ws else 1
        return Candidate(value, valid, ws, page, round(confidence_of(ws) * factor, 3), "prose")


_CAPITAL = re.compile(r"capital\s+social", re.IGNORECASE)
_TOTAL_PAID = re.compile(
    r"(totalmente|integralmente|j[áa])\s+(subscrito\s+e\s+)?integralizad|"
    r"subscrito\s+e\s+(totalmente\s+|integralmente\s+)?integralizad",
    re.IGNORECASE,
)
_PAID_NOW = re.compile(r"integralizad[oa]s?\s+(neste\s+ato|nesta\s+data|no\s+ato)", re.IGNORECASE)
_COMPANY = re.compile(
    r"([A-ZÀ-Ý0-9][A-ZÀ-Ý0-9&'.\- ]{2,80}? (?:(?:LTDA\.?|EIRELI|S/?A\.?|S\.A\.)"
    r"(?:\s?[-–]\s?(?:ME|EPP)(?![A-Za-z]))?|ME|EPP))(?![A-Za-z])"
)
_OBJETO = re.compile(
    r"(?:tem\s+por\s+objeto(?:\s+social)?|objeto(?:\s+social)?(?:\s+da\s+sociedade)?\s*"
    r"(?:ser[áa]|é|consiste\s+em|compreende)|\bobjeto(?:\s+social)?\s*(?=:))\s*:?\s*"
    r"(.{10,800}?)(?:\.\s|\.$|;\s*par[áa]grafo|\s+CL[ÁA]USULA)",
    re.IGNORECASE | re.DOTALL,
)
_NIRE = re.compile(r"NIRE\s*(?:n[º°o.]*)?\s*:?\s*(\d[\d.\s-]{9,16}\d)", re.IGNORECASE)
# The Junta's stamp: "Certifico o registro sob o nº … em DATE" (OCR garbles "Certifico":
# "Cerúífico"), "registrado na/sob…", "arquivado na/sob…". On folded text.
# Also "deferido e arquivado nesta Junta … em DATE" and the authentication term's "Data de
# registro DATE" (issue 12, round 9).
_REGISTRO = re.compile(r"(?:cert\w{0,8}\s+)?o\s+registro\s+(?:sob|em|n[ºo°.]?\b)|"
                       r"(?:registrad|arquivad)[oa]\s+(?:na|nesta|sob|em)\b|"
                       r"data\s+d[eo]\s+registro\s*:?\s*(?=\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})")


def _capital_clauses(flow: Flow) -> list[tuple[int, int]]:
    """Spans of every sentence that states the capital (start at "capital social")."""
    spans: list[tuple[int, int]] = []
    for m in _CAPITAL.finditer(flow.text):
        tail = flow.text[m.start(): m.start() + 900]
        money = find_money(tail)
        if not money or money[0].start > 200:
            continue
        end = re.search(r"\.\s+(?=[A-ZÀ-Ý§])|CL[ÁA]USULA", tail[money[0].end:])
        stop = m.start() + money[0].end + (end.start() if end else len(tail) - money[0].end)
        spans.append((m.start(), stop))
    return spans


def _read_capital(flow: Flow, fs: FieldSet) -> None:
    clauses = _capital_clauses(flow)
    if not clauses:
        return
    start, end = clauses[-1]  # the last capital clause is the one in force
    clause = flow.text[start:end]
    money: list[MoneyMatch] = find_money(clause)
    first = money[0]
    cand = flow.candidate(format_money(first.value), start + first.start, start + first.end)
    if first.consistent is False:
        cand.confidence = min(cand.confidence, 0.5)
        fs.warn(f"Capital social: o valor em algarismos (R$ {format_money(first.value)}) não "
                f"confere com o valor por extenso ({format_money(first.words_value or 0)}); "
                "confira o contrato.")
    fs.put("capital_social", cand)
    if _TOTAL_PAID.search(clause):
        fs.put("capital_integralizado", flow.candidate(format_money(first.value),
                                                       start + first.start, start + first.end, 0.85))
        return
    paid = _PAID_NOW.search(clause)
    if paid:
        before = [m for m in money if m.end <= paid.start() and m is not first] or \
                 [m for m in money if m.end <= paid.start()]
        if before:
            m = before[-1]
            c = flow.candidate(format_money(m.value), start + m.start, start + m.end, 0.8)
            if m.consistent is False:
                c.confidence = min(c.confidence, 0.5)
            fs.put("capital_integralizado", c)


# Issue 12, round 9: a partner's name wrapped over a line end is joined, and a person
# qualified in a role that is not a partner's (administrador não sócio, procurador,
# testemunha) is no sócio (`partner_prose`). A name left starting with a particle ("DOS
# MONTENEGRO"), or a person qualified in prose whom the quota table does not list, keeps
# the list below the checklist threshold.
_UNSURE = 0.75


def _qualified(flow: Flow) -> tuple[list[dict[str, str]], list[Word], bool]:
    """The partners qualified in prose, the words that print them, and whether one CPF's
    check digits fail."""
    found, invalid = qualified_partners(flow.text)
    socios = [{"nome": q.nome, "cpf": q.cpf} for q in found]
    words = [w for q in found for span in (q.name_span, q.cpf_span) for w in flow.words(*span)]
    return socios, words, invalid


def _spelled(nome: str, other: str | None) -> str:
    """``other`` when it is ``nome`` with more accents, else ``nome``."""
    if other is None or fold(other) != fold(nome):
        return nome
    return other if sum(not c.isascii() for c in other) > sum(not c.isascii() for c in nome) else nome


def _read_socios(flow: Flow, reader: PageReader, fs: FieldSet) -> None:
    socios, words, invalid = _qualified(flow)
    table = partner_table(reader.all_lines())
    if table:
        # the partners listed in a table come first; a partner also qualified in prose
        # (same CPF) is not listed twice
        listed = {p.cpf for p in table}
        # a partner also qualified in prose keeps the prose's spelling when both read
        # alike but for accents (OCR drops a table cell's accent: "ELOA" for "ELOÁ")
        prose = {s["cpf"]: s["nome"] for s in socios}
        socios = [{"nome": _spelled(p.nome, prose.get(p.cpf)), "cpf": p.cpf} for p in table] + \
                 [s for s in socios if s["cpf"] not in listed]
        words = [w for p in table for w in p.words] + words
        invalid = invalid or any(not ids.is_valid_cpf(p.cpf) for p in table)
    socios = after_cessions(flow.text, socios)
    if socios:
        page = words[0].page if words else 1
        confidence = round(confidence_of(words) * 0.85, 3)
        tabled = {p.cpf for p in table}
        if any(is_fragment(s["nome"]) for s in socios) or \
                (tabled and any(s["cpf"] not in tabled for s in socios)):
            # a fragment of a name, or a person qualified in prose whom the quota table
            # does not list (an administrator or attorney in a wording of its own)
            confidence = min(confidence, _UNSURE)
        fs.put_value("socios", socios, words, page, confidence,
                     valid=False if invalid else None)


def _read_objeto(flow: Flow, fs: FieldSet) -> None:
    found = list(_OBJETO.finditer(flow.text))
    if not found:
        return
    m = found[-1]
    value = " ".join(m.group(1).split()).strip(" :;,.")
    fs.put("objeto_social", flow.candidate(value, m.start(1), m.end(1), 0.8))


def _read_registry(flow: Flow, fs: FieldSet) -> None:
    nires = list(_NIRE.finditer(flow.text))
    if nires:
        m = nires[-1]
        digits = ids.only_digits(m.group(1))
        fs.put("nire", flow.candidate(digits, m.start(1), m.end(1), 0.9,
                                      valid=None if len(digits) == 11 else False))
    folded, index = fold_with_map(flow.text)
    for fm in reversed(list(_REGISTRO.finditer(folded))):
        after = index[fm.end() - 1] + 1
        ds = find_dates(flow.text[after: after + 200])
        if ds:
            d = ds[0]
            fs.put("data_registro", flow.candidate(d.value.isoformat(), after + d.start,
                                                   after + d.end, 0.85))
            return


_NAMED = (r"(?:denomina[çc][ãa]o(?:\s+social)?|nome\s+empresarial|raz[ãa]o\s+social)"
          r"\s*(?:de|é|será|:)?\s*:?\s*")
# words of the clause that names the company, never of the name itself
_CLAUSE_WORDS = re.compile(r"\b(?:sob|gira|girar[áa]|denomina\w*|nome|sociedade|adota|empresarial|"
                           r"cl[áa]usula)\b", re.IGNORECASE)


# The name in the title, which may wrap: "6ª ALTERAÇÃO CONTRATUAL DE NOVAES E ARAÚJO
# TRANSPORTE" / "ESCOLAR LTDA" (issue 12, round 9: the second line alone was read).
_TITLE_NAME = re.compile(
    r"(?:ALTERA[ÇC][ÃA]O\s+CONTRATUAL|CONTRATO\s+SOCIAL|CONSOLIDA[ÇC][ÃA]O)"
    r"(?:\s+(?:E\s+CONSOLIDA[ÇC][ÃA]O|CONSOLIDAD[OA]))?(?:\s+DO\s+CONTRATO\s+SOCIAL)?"
    r"\s+D[AEO]\s+(?:SOCIEDADE\s+(?:EMPRES[ÁA]RIA\s+)?(?:LIMITADA\s+)?|EMPRESA\s+)?"
    r"(?!CONSTITUI|TRANSFORMA|CONTRATO\b|ALTERA|CONSOLIDA)"
    r"([A-ZÀ-Ý0-9][A-ZÀ-Ý0-9&'.\- \n]{2,100}?[ \n](?:LTDA\.?|EIRELI|S/?A\.?|S\.A\.)"
    r"(?:\s?[-–]\s?(?:ME|EPP)(?![A-Za-z]))?)(?![A-Za-z])"
)


def _title_name(head: str) -> re.Match[str] | None:
    m = _TITLE_NAME.search(head)
    return m if m is not None and m.group(1).count("\n") <= 1 else None


def _read_company(flow: Flow, reader: PageReader, fs: FieldSet) -> None:
    head = flow.text[:3000]
    # the name in capitals after its label: a clause heading "DO NOME EMPRESARIAL" over
    # "A sociedade gira sob o nome empresarial X LTDA." is no name (round 7: the clause's
    # words were kept in it); a name in small letters only when no clause words are in it
    m = re.search(f"(?i:{_NAMED}){_COMPANY.pattern}", head)
    if m is None:
        m = next((c for c in re.finditer(_NAMED + _COMPANY.pattern, head, re.IGNORECASE)
                  if not _CLAUSE_WORDS.search(c.group(c.lastindex or 0))), None)
    if m is None:
        m = _title_name(head)
    if m is None:
        m = _COMPANY.search(head)
    if m is not None:
        g = m.lastindex or 0
        name = normalize_name(" ".join(m.group(g).split()))
        after = head[m.end(g):].lstrip()[:1]
        if (name.endswith(".") and after and not after.islower()
                and re.search(re.escape(name[:-1]) + r"(?![.\w])", head)):
            # "adota o nome X LTDA. 1.2. Sede…": the sentence's full stop (a new clause
            # follows, not "LTDA. e tem sede"), when the contract prints the name
            # without it elsewhere (issue 12, round 6)
            name = name[:-1]
        fs.put("razao_social", flow.candidate(name, m.start(g), m.end(g), 0.85))
    for cm in ids.CNPJ_PATTERN.finditer(flow.text):
        parsed = parse_cnpj(cm.group(0))
        if parsed:
            fs.put("cnpj", flow.candidate(parsed[0], cm.start(), cm.end(), 0.9, valid=parsed[1]))
            break


def _paid_in_total_row(reader: PageReader) -> Candidate | None:
    """The capital paid in, from the quota table's TOTAL row, in the column headed
    "Integralizado" (issue 12, round 6: "Sócio | CPF | Quotas | Subscrito (R$) |
    Integralizado (R$)" with the clause saying only "na forma do quadro abaixo")."""
    head: Word | None = None
    for ln in reader.all_lines():
        keys = [fold_with_map(w.text)[0].strip("():") for w in ln.words]
        col = next((w for w, k in zip(ln.words, keys, strict=True)
                    if k.startswith("integralizad")), None)
        if col is not None and any(k.startswith(("subscrit", "quotas", "cotas")) for k in keys):
            head = col
            continue
        if head is None or not keys or keys[0] != "total":
            continue
        centre = (head.bbox[0] + head.bbox[2]) / 2
        money = [w for w in ln.words if re.fullmatch(r"(?:R\$)?\d{1,3}(?:\.\d{3})*,\d{2}", w.text)]
        if not money:
            return None
        best = min(money, key=lambda w: abs((w.bbox[0] + w.bbox[2]) / 2 - centre))
        if abs((best.bbox[0] + best.bbox[2]) / 2 - centre) > 3 * (head.bbox[2] - head.bbox[0]):
            return None
        found = find_money("R$ " + best.text.removeprefix("R$"))
        if not found:
            return None
        return Candidate(format_money(found[0].value), None, [best], ln.page,
                         round(confidence_of([best]) * 0.8, 3), "table-total")
    return None


def extract_contrato_social(ctx: Context) -> FieldSet:
    """The CONTRACT §4 fields of a contrato social or consolidated alteration."""
    reader = PageReader(ctx.pages, labels("generic"), ctx.reocr)
    flow = Flow.of(reader)
    fs = FieldSet()
    _read_company(flow, reader, fs)
    _read_capital(flow, fs)
    if "capital_integralizado" not in fs.fields:
        fs.put("capital_integralizado", _paid_in_total_row(reader))
    _read_socios(flow, reader, fs)
    _read_objeto(flow, fs)
    _read_registry(flow, fs)
    if ctx.kind != "contrato_social":
        _read_holder(ctx, fs)
    return fs


def _read_holder(ctx: Context, fs: FieldSet) -> None:
    """The common fields of a registro comercial (requerimento de empresário, certificado
    MEI): titular_nome, titular_documento and data_emissao from their labels, else the
    company's name, CNPJ and registration date read from the prose."""
    reader = LabelReader(ctx.pages, labels("generic"), ctx.reocr)
    common = FieldSet()
    read_common(reader, common, dates_with_roles(reader), ctx.kind)
    for name in ("titular_nome", "titular_documento", "data_emissao"):
        if name in common.fields:
            fs.fields[name] = common.fields[name]
    fallback = {"titular_nome": "razao_social", "titular_documento": "cnpj",
                "data_emissao": "data_registro"}
    for name, source in fallback.items():
        if name not in fs.fields and source in fs.fields:
            fs.fields[name] = fs.fields[source].model_copy()
    fs.warnings.extend(w for w in common.warnings if w not in fs.warnings)
