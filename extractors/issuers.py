"""The issuing body of a certidão, laudo or autorização (`orgao_emissor`), as printed.

Issue 12, round 6, failure class 4: CONTRACT §4 asks for the issuer as the letterhead
prints it ("POLÍCIA CIVIL DE MINAS GERAIS", "SECRETARIA DE ESTADO DE FAZENDA DE MINAS
GERAIS", "DETRAN-SP"), not a short form of ours ("SSP-MG", "SEFAZ-MG"). The letterhead
is read as a hierarchy with the vocabulary of ``patterns/orgaos.yaml``:

- lines naming a government or power ("GOVERNO DO ESTADO DE …", "PODER JUDICIÁRIO",
  "MINISTÉRIO DA …") are parents, never the issuer (they may name the state);
- a line or column opening with an organ word names a body; the printed text is cut at a
  comma or at a dash before a unit under the body ("POLÍCIA CIVIL - INSTITUTO DE
  IDENTIFICAÇÃO"), and keeps the body's acronym ("… DE MINAS GERAIS - DETRAN-MG");
  a body's name continued on the next line ("… DE FAZENDA" / "DE MINAS GERAIS") is joined;
- the first body printed is the issuer, except that a body printed under it in the same
  hierarchy (the Polícia Civil under the Secretaria da Segurança Pública) is the issuer
  when it names its own place or its parent does not; a short form contained in a
  longer one (a "CAIXA" logo above "CAIXA ECONÔMICA FEDERAL") gives way to the longer.
  Whenever two bodies of one hierarchy, or two forms of one body, compete, the value
  stays below the checklists' 0.8 (a review rather than a sure wrong issuer).

Round 7 (issue 12): a logo's name broken over two lines by a column beside it ("CAIXA
ECONÔMICA" / "FEDERAL") is joined when it completes a known full name (`full_names`),
and a letter-spaced logo OCR split into bits is read as the body it spells (below 0.8);
a name that is only the start of a full name is not sure; a letterhead body without its
state takes the state its certifying sentence names it with ("A Secretaria … do Estado
de São Paulo certifica").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from extractors.candidate import Candidate
from extractors.dates import fold_with_map
from extractors.fuzzy import edit_distance
from extractors.lines import Line, confidence_of
from extractors.nlp import load_yaml
from extractors.pagereader import PageReader
from extractors.text import label_key

HEAD_LINES = 12  # the letterhead sits in the first lines of the document
SURE = 0.85  # one body, no competitor
CONTESTED = 0.7  # two bodies of one hierarchy, or two forms of one body
IN_LINE = 0.6  # a body named inside a letterhead line, not opening it

_DASH = re.compile(r"\s[-–—]\s")
_ACRONYM = re.compile(r"[A-Z][A-Z0-9]{1,9}(?:[-/][A-Z]{2})?")


@dataclass
class Organ:
    """One body read in the letterhead."""

    value: str  # as printed, upper case, single spaces
    family: str
    level: int
    unit: bool  # a unit of the body above it when it names no place of its own
    line: int  # index of the letterhead line
    words: list[Any]
    page: int
    doubt: bool = False  # read from a letter-spaced logo: kept below the checklists' 0.8


@cache
def _vocab() -> dict[str, Any]:
    data = load_yaml("orgaos.yaml")
    states = {label_key(k): (str(k), str(v)) for k, v in data["states"].items()}
    articles = {uf: art for art, ufs in data["articles"].items() for uf in ufs}
    organs = [{**o, "opens": label_key(o["opens"]), "has": label_key(o.get("has", ""))}
              for o in data["organs"]]
    return {"parents": [label_key(p) for p in data["parents"]], "organs": organs,
            "states": states, "articles": articles,
            "dash_keeps": [label_key(k) for k in data["dash_keeps"]],
            "continues": {label_key(c) for c in data["continues"]},
            "full_names": [label_key(n).split() for n in data["full_names"]],
            "printed_names": [str(n).split() for n in data["full_names"]],
            "continues_lower": {str(c).lower() for c in data["continues"]},
            "accents": {label_key(w): str(w) for w in data["accents"] if label_key(w) != w},
            "feminine": [str(w) for w in data["feminine"]]}


def states() -> dict[str, tuple[str, str]]:
    """Folded state name → (name as printed, UF)."""
    return dict(_vocab()["states"])


def state_in(text: str) -> str | None:
    """The UF of the state named earliest in ``text`` (longest name at one place)."""
    key = f" {label_key(text)} "
    found = [(key.find(f" {name} "), -len(name), uf)
             for name, (_, uf) in _vocab()["states"].items() if f" {name} " in key]
    return min(found)[2] if found else None


def heading(text: str) -> bool:
    """A letterhead line (capitals, or a short capitalised line), not a sentence of the
    body that happens to name a body ("…integrante do Sistema de Segurança Pública…")."""
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return False
    if sum(c.isupper() for c in letters) >= 0.6 * len(letters):
        return True
    return len(text.split()) <= 8 and letters[0].isupper() and not re.search(r"[,;]\s", text)


# a logo's mark read by OCR before a letterhead ("O) PREFEITURA …"; issue 12, round 10)
_MARK = re.compile(r"^(?=\S{0,2}[^\w\s])\S{1,2}\s+(?=\w)")


def _head_line(text: str) -> bool:
    """A letterhead line: `heading`, or a body's name in title case ("Departamento
    Estadual de Trânsito do Rio Grande do Sul": every word capitalised but connectors)."""
    text = _MARK.sub("", text, count=1)
    if heading(text):
        return True
    words = text.split()
    return (len(words) <= 14 and not re.search(r"[,;:]", text)
            and all(w[:1].isupper() or not w[:1].isalpha() or w.lower() in _vocab()["continues_lower"]
                    for w in words)
            and _organ_rule(label_key(text)) is not None)


def _segments(line: Line) -> list[Line]:
    """A line split into its columns (words apart by a wide gap)."""
    out: list[list[Any]] = [[]]
    for prev, w in zip([None, *line.words], line.words, strict=False):
        if prev is not None and w.bbox[0] - prev.bbox[2] > 2.5 * line.height:
            out.append([])
        out[-1].append(w)
    for ws in out:  # a logo's mark before a body's name (issue 12, round 10)
        if len(ws) > 1 and _MARK.match(ws[0].text + " x"):
            del ws[0]
    return [Line(ws, line.page) for ws in out if ws]


def _opens(key: str, phrase: str) -> bool:
    return key == phrase or key.startswith(phrase + " ")


def _is_parent(key: str) -> bool:
    return any(_opens(key, p) for p in _vocab()["parents"])


def _organ_rule(key: str) -> dict[str, Any] | None:
    for o in _vocab()["organs"]:
        if _opens(key, o["opens"]) and (not o["has"] or f" {o['has']} " in f" {key} "):
            return o
    return None


def _cut(text: str) -> str:
    """The body's name from a letterhead line: up to a comma, or a dash before a unit."""
    text = re.split(r"[,;]", text)[0]
    parts = _DASH.split(text)
    kept = [parts[0]]
    for tail in parts[1:]:
        t = tail.strip()
        key = label_key(t)
        acronym = _ACRONYM.fullmatch(t.upper()) is not None and len(key) != 2
        if acronym or any(_opens(key, k) for k in _vocab()["dash_keeps"]):
            kept.append(t)
        else:
            break
    return " ".join(" - ".join(kept).split()).strip(" .:-–'\"`‘’“”|/\\").upper()


def _ocr_spelling(value: str) -> str:
    """A name read by OCR, with its accents and feminine ordinals restored."""
    accents = _vocab()["accents"]
    text = " ".join(accents.get(tok, tok) if tok.isascii() else tok for tok in value.split())
    nouns = "|".join(re.escape(n) for n in _vocab()["feminine"])
    return re.sub(rf"(\d)[º°o] (?=(?:{nouns})(?![A-Z]))", r"\1ª ", text)


def _with_state(value: str, uf: str | None) -> str:
    """"TRIBUNAL DE JUSTIÇA" + the letterhead's state, as the court's name reads."""
    if uf is None or state_in(value):
        return value
    name = next(n for n, u in _vocab()["states"].values() if u == uf)
    return f"{value} DO ESTADO {_vocab()['articles'].get(uf, 'DE')} {name}"


def _completes(key: list[str], more: list[str]) -> bool:
    """Whether ``more`` carries on ``key`` towards one of the `full_names`."""
    whole = key + more
    return any(len(key) < len(n) and n[: len(whole)] == whole for n in _vocab()["full_names"])


def truncated(value: str) -> bool:
    """A body's name that is only the first words (two or more) of a longer full name
    ("CAIXA ECONÔMICA" for "CAIXA ECONÔMICA FEDERAL"), or that ends with a connector."""
    key = label_key(value).split()
    if key and key[-1] in _vocab()["continues"]:
        return True
    return len(key) >= 2 and _completes(key, [])


def _under(seg: Line, following: list[Line]) -> Line | None:
    """The one column of the next letterhead lines printed under ``seg`` (a line of
    another column only, close below, is stepped over), else None."""
    x0, _, x1, y1 = seg.bbox
    for n, nxt in enumerate(following[:2]):
        if nxt.page != seg.page or (n > 0 and nxt.bbox[1] - y1 > 2.5 * seg.height):
            return None
        below = [s for s in _segments(nxt) if s.bbox[0] < x1 and s.bbox[2] > x0]
        if below:
            return below[0] if len(below) == 1 else None
    return None


def _spaced(text: str) -> str | None:
    """The letters of a letter-spaced logo as OCR splits them ("CA IXA E CON ÔMiI CA"),
    run together ("CAIXAECONOMIICA"); None for ordinary words."""
    toks = label_key(text).split()
    if len(toks) < 3 or sum(len(t) for t in toks) > 3.5 * len(toks):
        return None
    return "".join(toks)


def _spaced_name(letters: str) -> str | None:
    """The start of a `full_names` entry (as spelt there, to a word's end) that OCR's
    ``letters`` read, one misread letter in eight at most."""
    for printed in _vocab()["printed_names"]:
        for k in range(1, len(printed) + 1):
            part = " ".join(printed[:k])
            compact = label_key(part).replace(" ", "")
            limit = max(1, len(compact) // 8)
            if len(compact) >= 5 and edit_distance(letters, compact, limit) <= limit:
                return part
    return None


def _logo_line(line: Line) -> bool:
    """A line opening with a letter-spaced logo of a known body, whatever is beside it."""
    letters = _spaced(_segments(line)[0].text)
    return letters is not None and _spaced_name(letters) is not None


def _spaced_organ(seg: Line, following: list[Line]) -> tuple[str, list[Any]] | None:
    """A body's full name printed as a letter-spaced logo over one or two lines ("CA IXA
    E CON ÔMiI CA" / "FEDER A L"; issue 12, round 7)."""
    letters = _spaced(seg.text)
    name = _spaced_name(letters) if letters else None
    if letters is None or name is None:
        return None
    words = list(seg.words)
    cont = _under(seg, following)
    more = _spaced(cont.text) or label_key(cont.text).replace(" ", "") if cont else None
    longer = _spaced_name(letters + more) if cont is not None and more else None
    if cont is not None and longer is not None and len(longer) > len(name):
        name, words = longer, words + list(cont.words)
    return name.upper(), words


def _continuation(seg: Line, following: list[Line]) -> Line | None:
    """The part of the next letterhead line that continues a body's name: the column
    under it, when the name ends with a connector ("SECRETARIA ESPECIAL DA" / "RECEITA
    FEDERAL DO BRASIL"), the next part opens with one ("TRIBUNAL REGIONAL FEDERAL" /
    "DA 5ª REGIÃO") or completes a known full name ("CAIXA ECONÔMICA" / "FEDERAL"). A line
    printing only another column ("Agente Operador" beside a logo) is stepped over, when
    close below (issue 12, round 7)."""
    cont = _under(seg, following)
    if cont is None:
        return None
    key, ckey = label_key(seg.text).split(), label_key(cont.text).split()
    if not key or not ckey or _is_parent(" ".join(ckey)):
        return None
    connectors = _vocab()["continues"]
    joins = key[-1] in connectors or ckey[0] in connectors or _completes(key, ckey)
    return cont if joins else None


def _organs(lines: list[Line]) -> tuple[list[Organ], str | None]:
    """The bodies the letterhead names, in reading order, and the state it names."""
    heads = [ln for ln in lines if _head_line(ln.text) or _logo_line(ln)]
    uf = state_in(" / ".join(ln.text for ln in heads))
    found: list[Organ] = []
    for i, ln in enumerate(heads):
        for seg in _segments(ln):
            key = label_key(seg.text)
            if _is_parent(key):
                continue
            rule = _organ_rule(key)
            if rule is None:
                spaced = _spaced_organ(seg, heads[i + 1:])
                rule = _organ_rule(label_key(spaced[0])) if spaced else None
                if spaced is not None and rule is not None:
                    found.append(Organ(spaced[0], rule["family"], int(rule.get("level", 1)),
                                       bool(rule.get("unit")), i, spaced[1], ln.page, True))
                continue
            text, words = seg.text, list(seg.words)
            cont = _continuation(seg, heads[i + 1:])
            if cont is not None and not _DASH.search(text):
                text, words = f"{text} {cont.text}", words + list(cont.words)
            value = _cut(text)
            if any(w.source == "ocr" for w in words):
                value = _ocr_spelling(value)
            if rule.get("state"):
                value = _with_state(value, uf)
            found.append(Organ(value, rule["family"], int(rule.get("level", 1)),
                               bool(rule.get("unit")), i, words,
                               ln.page))
    return found, uf


def _places(organ: Organ, parent: Organ) -> bool:
    """Whether a body names its own place: a state, a region, or its parent's city."""
    key = f" {label_key(organ.value)} "
    if state_in(organ.value) or " REGIAO " in key:
        return True
    city = re.search(r" D[EOA]S? (.+)$", f" {label_key(parent.value)}")
    return bool(city and parent.family == "municipio" and f" {city.group(1)} " in key)


def pick(found: list[Organ]) -> tuple[Organ, float] | None:
    """The issuer among the bodies read, and the factor of its confidence."""
    if not found:
        return None
    keys = [f" {label_key(o.value)} " for o in found]
    kept = [o for o, k in zip(found, keys, strict=True)
            if not any(o2.family == o.family and len(k2) > len(k) and k in k2
                       for o2, k2 in zip(found, keys, strict=True))]
    first = kept[0]
    same = [o for o in kept[1:] if o.family == first.family and o.value != first.value]
    if not same:
        return first, SURE
    under = [o for o in same if o.level > first.level]
    if under and (_places(under[0], first) or not _places(first, first)):
        return under[0], CONTESTED
    if under and under[0].unit and len(same) == 1:
        return first, SURE  # a unit of the body above it, which names the place
    return first, CONTESTED


def _in_line(lines: list[Line]) -> Candidate | None:
    """A body named inside a letterhead line rather than opening it ("CERTIFICADO DE
    VISTORIA - DETRAN-MG"): from its name on, at a lower confidence."""
    for ln in lines:
        if not heading(ln.text):
            continue
        for j in range(1, len(ln.words)):
            words = ln.words[j:]
            rule = _organ_rule(label_key(" ".join(w.text for w in words)))
            if rule is None or rule["family"] in ("tribunal", "secretaria"):
                continue
            text = " ".join(w.text for w in words)
            return Candidate(_cut(text), None, words, ln.page,
                             round(confidence_of(words) * IN_LINE, 3), "header")
    return None


# The verb of the certifying sentence, right after the issuer names itself.
_CERTIFIES = r"(?:certifica|atesta|declara)"


def _named_in_full(value: str, lines: list[Line]) -> str | None:
    """The letterhead's body with its state, as the certifying sentence names the issuer
    ("A Secretaria da Fazenda e Planejamento do Estado de São Paulo certifica que …"):
    the body's full name, printed by the document itself (CONTRACT §4; issue 12, round
    7). Only there: a body merely mentioned with its state elsewhere ("ressalvado o
    direito de a Secretaria … do Estado de São Paulo apurar …") leaves the letterhead's
    name as it is."""
    if state_in(value):
        return None
    tokens = label_key(value).lower().split()
    if not tokens:
        return None
    name = r"[\W_]+".join(re.escape(t) for t in tokens)
    names = "|".join(sorted((re.escape(k.lower()).replace(r"\ ", r"[\W_]+")
                             for k in _vocab()["states"]), key=len, reverse=True))
    rx = re.compile(rf"(?<!\w){name}((?:[\W_]+do[\W_]+estado)?[\W_]+d[eoa]s?[\W_]+(?:{names}))"
                    rf"[\W_]+{_CERTIFIES}")
    for page in sorted({ln.page for ln in lines}):
        text = " ".join(ln.text for ln in lines if ln.page == page)
        folded, index = fold_with_map(text)
        m = rx.search(folded)
        if m is not None:
            tail = text[index[m.start(1)]: index[m.end(1) - 1] + 1]
            return f"{value} {' '.join(tail.strip(' ,;:-–').split()).upper()}"
    return None


def orgao_candidate(reader: PageReader) -> Candidate | None:
    """The issuing body printed in the letterhead (see the module's docstring)."""
    lines = reader.all_lines()[:HEAD_LINES]
    found, _ = _organs(lines)
    chosen = pick(found)
    if chosen is None:
        return _in_line(lines)
    organ, factor = chosen
    value = _named_in_full(organ.value, reader.all_lines()) or organ.value
    if truncated(value) or organ.doubt:  # a name cut short is no sure issuer (round 7)
        factor = min(factor, CONTESTED)
    return Candidate(value, None, organ.words, organ.page,
                     round(confidence_of(organ.words) * factor, 3), "header")
