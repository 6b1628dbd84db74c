"""CNH / CNH-e: the 2017 paper model and the 2022 model with numbered labels.

Labels may carry a leading field number (``4b VALIDADE``, ``5 Nº REGISTRO``); the
label index swallows it. The registro is checked with the CNH check digits: the BID
synthetic registros fail it, which gives a warning and ``valid=False``, never an
error. ``observacoes`` and ``ear`` are read only when the back (or the 2022
observations box) is present; a front alone leaves them absent, so the rules engine
says "review" instead of guessing.

Photos and scans print the labels of a CNH in 5-6 pt type, which OCR garbles more
than the values (``CAT. mas``, ``1º MAIIITAÇÃO``): besides the fuzzy label match of
`extractors.layout`, a label is recognised by its first word where that is enough
(``CAT…``, ``1º …``), dates are read through OCR's dropped or misread slashes
(`parse_date_ocr`), and a value whose label was lost is taken by its place in the
model's fixed grid (the date right of VALIDADE is the 1ª habilitação; the date right
of the CPF on the 2017 model is the birth date) or by its check digits (CPF,
registro), always at lowered confidence.
"""

from __future__ import annotations

import re

from extractors import ids
from extractors.candidate import Candidate, Parsed
from extractors.cnh_back import (
    PLACE,
    categoria_from_table,
    categoria_under_label,
    name_under_label,
    observacoes_by_words,
    parse_categoria,
    set_aside_table_header,
)
from extractors.fieldset import Context, FieldSet
from extractors.finders import date_by_role, dates_with_roles
from extractors.labelhits import LabelHit
from extractors.lines import Line, confidence_of
from extractors.names import without_leading_label
from extractors.pagereader import PageReader
from extractors.parsers import parse_cnh_registro, parse_cpf, parse_date_ocr, parse_name, parse_text
from extractors.reader import labels
from extractors.text import label_key
from intake.models import Word

_EAR = re.compile(r"(?<![A-Z])EAR(?![A-Z])|EXERCE ATIVIDADE REMUNERADA")
_ORDER = ("below", "right")
# Structural guesses (a value found by its place or its check digits, not its label).
_PLACE = PLACE


def _parse_holder(text: str) -> Parsed | None:
    """`parse_name` of a value that does not open with its own label (issue 12, round 9:
    a re-read box takes in the label beside it, "NOME JOSE …")."""
    return parse_name(without_leading_label(text, labels("cnh")["nome"]))


def parse_registro(text: str) -> Parsed | None:
    """The Nº REGISTRO (`generic.parse_cnh_registro`), preferring a printed word of 11
    digits that passes the check over the words run together: OCR reads the box's
    border or the º of "Nº" as a stray digit beside it (``8 06197682754``)."""
    toks = [re.sub(r"[.\-]", "", t) for t in text.split()]
    for i in range(len(toks)):
        for j in range(i + 1, min(len(toks), i + 2) + 1):
            run = "".join(toks[i:j])
            if len(run) == 11 and run.isdigit() and ids.is_valid_cnh_registro(run):
                return run, True
    return parse_cnh_registro(text)


def parse_observacoes(text: str) -> Parsed | None:
    """Observations as printed, without the ``*`` fillers of empty boxes nor OCR's
    dashes (an empty box's borders read as ``— ——— =``)."""
    toks = [t for t in text.replace("*", " ").split() if re.search(r"[0-9A-Za-zÀ-ÿ]", t)]
    # the box's own label read as its value ("12 OBSERVAÇ", its field number included)
    if toks and label_key(toks[-1]).startswith("OBSERVA"):
        toks = [] if all(re.fullmatch(r"\d{1,2}", x) for x in toks[:-1]) else toks
    t = " ".join(toks)
    return parse_text(t) if t and re.search(r"[A-Za-z]", t) else None


_CPF_ANYWHERE = re.compile(r"\d{3}\s?\.\s?\d{3}\s?\.\s?\d{3}\s?-\s?\d{2}")
_ELEVEN = re.compile(r"(?<![0-9A-Za-z])\d{11}(?![0-9A-Za-z])")


def extract_cnh(ctx: Context) -> FieldSet:
    """The CONTRACT §4 fields of a CNH."""
    reader = PageReader(ctx.pages, labels("cnh"), ctx.reocr)
    # the back's "9 CATEGORIA | VALIDADE" table header beside the front (issue 12, round 9)
    set_aside_table_header(reader)
    _loose_labels(reader)
    fs = FieldSet()
    dated = dates_with_roles(reader)
    fs.put("nome", _without_stray_letter(reader.read("nome", _parse_holder, _ORDER))
           or name_under_label(reader) or _name_after_title(reader))
    cpf = reader.read("cpf", parse_cpf, _ORDER, profile="digits")
    if cpf is None:
        # The label was not read (photos): a CNH prints one CPF, so a masked number
        # anywhere whose check digits pass is it, at lowered confidence.
        found = [c for c in reader.find_pattern(_CPF_ANYWHERE, parse_cpf) if c.valid]
        cpf = found[0] if len({c.value for c in found}) == 1 else None
    fs.put("cpf", cpf)
    registro = reader.read("registro", parse_registro, _ORDER, profile="digits")
    if registro is None:
        registro = _registro_by_check(reader, cpf)
    fs.put("registro", registro)
    # both models print the category under its label; right of it is the next cell
    categoria = reader.read("categoria", parse_categoria, _value_side(reader, "categoria"),
                            profile="alnum")
    if categoria is None:
        categoria = categoria_under_label(reader)
    if categoria is None or categoria.confidence < 0.3:
        categoria = categoria_from_table(reader) or categoria
    fs.put("categoria", categoria)

    got: dict[str, Candidate | None] = {}
    for name in ("validade", "primeira_habilitacao", "data_nascimento", "data_emissao"):
        order: tuple[str, ...] = ("right",) if _value_side(reader, name) == ("right",) else _ORDER
        got[name] = reader.read(name, parse_date_ocr, order, profile="date")
        if got[name] is None and order != _ORDER:
            # a list row with nothing right of it: the value is where the card prints it
            got[name] = reader.read(name, parse_date_ocr, _ORDER, profile="date")
    if got["primeira_habilitacao"] is None and got["validade"] is not None:
        # 2017 model: Nº REGISTRO | VALIDADE | 1ª HABILITAÇÃO on one row
        got["primeira_habilitacao"] = _date_right_of(reader, _printing(got["validade"]))
    if got["data_nascimento"] is None and cpf is not None:
        # 2017 model: CPF | DATA NASCIMENTO on one row
        got["data_nascimento"] = _date_right_of(reader, _printing(cpf))
    if not _born_before(got):
        # a birth date not before the licence's other dates is another cell's (a photocopy's
        # back beside its front, issue 12, round 10): no birth date rather than a wrong one
        got["data_nascimento"] = None
    if got["data_emissao"] is None:
        # 2017 model's back: LOCAL | DATA EMISSÃO on one row ("OLIMPIA, SP 06/04/2026")
        got["data_emissao"] = _date_after_place(reader)
    roles = {"validade": "validade", "primeira_habilitacao": "primeira_habilitacao",
             "data_nascimento": "nascimento", "data_emissao": "emissao"}
    for name, role in roles.items():
        cand = got[name] or date_by_role(dated, (role,), factor=0.8)
        fs.put(name, cand)

    back = bool(reader.hits("observacoes") or reader.hits("_assinatura_portador")
                or reader.hits("data_emissao"))
    if back:
        side = _value_side(reader, "observacoes")
        obs = reader.read("observacoes", parse_observacoes, side if side == ("right",)
                          else ("below", "right"), max_lines=1 if side == ("right",) else 3)
        if obs is not None and obs.method.startswith("reocr") and obs.confidence < 0.3:
            obs = None  # a re-read of an empty box: borders and specks, not a remark
        if obs is None and not reader.hits("observacoes"):
            obs = observacoes_by_words(reader)  # the box's label lost (issue 12, round 9)
        fs.put("observacoes", obs)
        text = label_key(obs.value) if obs is not None else ""
        ear = bool(_EAR.search(text)) or bool(_EAR.search(label_key(reader.text()).replace("DATA EMISSAO", "")))
        where = obs if obs is not None else reader.hits("observacoes")[0] if reader.hits("observacoes") else None
        # No "EAR" seen is a confident False only where the box could be read: on a scan
        # or photo an unread box may hold it in 5 pt type (issue 12, wrong-but-sure).
        unseen = obs is None and not ear and any(p.source == "ocr" for p in ctx.pages)
        if isinstance(where, Candidate):
            fs.put_value("ear", ear, where.words, where.page, where.confidence)
        elif where is not None:
            fs.put_value("ear", ear, where.words, where.page, _UNREAD if unseen else 0.8)
        else:
            fs.put_value("ear", ear, [], ctx.pages[-1].number, _UNREAD if unseen else 0.6)
    return fs


# EAR False when the observations box could not be read at all (review, not a guess).
_UNREAD = 0.5


# --- labels OCR garbled beyond the fuzzy match ---------------------------------------------

_CAT_WORD = re.compile(r"^[G9]?CAT(?:HAB)?$")  # "9 CAT. HAB." read "GCAT"
_FIRST = re.compile(r"^1[OA]$")


def _loose_labels(reader: PageReader) -> None:
    """Labels recognisable by their first word alone on OCR pages: ``CAT.`` (+ junk) is
    CAT. HAB.; ``1º``/``1ª`` followed by a word is 1ª HABILITAÇÃO."""
    for line in reader.all_lines():
        words = line.words
        for i, w in enumerate(words):
            if w.source != "ocr" or _taken(reader, w):
                continue
            key = label_key(w.text).replace(" ", "")
            nxt = words[i + 1] if i + 1 < len(words) else None
            if not reader.hits("categoria") and _CAT_WORD.match(key) and key != "CATEGORIAS":
                hit_words = [w] + ([nxt] if nxt is not None and _near(w, nxt) and len(nxt.text) <= 5 else [])
                reader.add_hit("categoria", hit_words)
            elif (not reader.hits("primeira_habilitacao") and _FIRST.match(key) and nxt is not None
                  and _near(w, nxt) and label_key(nxt.text)[-4:] in ("ACAO", "CAO")):
                reader.add_hit("primeira_habilitacao", [w, nxt])
            elif not reader.hits("observacoes") and key.endswith(("VACOES", "VACAO")):
                # OBSERVAÇÕES read "casEmvaçõeS" or "custe vaÇÕES"
                prev = words[i - 1] if i > 0 else None
                both = label_key(prev.text).replace(" ", "") + key if prev is not None else ""
                if 9 <= len(key) <= 13 and i == 0:
                    reader.add_hit("observacoes", [w])
                elif prev is not None and i == 1 and 9 <= len(both) <= 13 and _near(prev, w):
                    reader.add_hit("observacoes", [prev, w])


def _taken(reader: PageReader, word: Word) -> bool:
    return any(word is x for hits in (reader.indexes[p.number].all_hits for p in reader.pages)
               for h in hits for x in h.words)


def _near(a: Word, b: Word) -> bool:
    h = max(1.0, a.bbox[3] - a.bbox[1])
    return 0 <= b.bbox[0] - a.bbox[2] <= 1.5 * h


# --- values found by their place or their check digits ----------------------------------------


def _line_of(reader: PageReader, words: list[Word]) -> Line | None:
    if not words:
        return None
    for line in reader.all_lines():
        if any(words[0] is w for w in line.words):
            return line
    return None


_PLACE_DATE = re.compile(r"^[A-ZÀ-Ý][A-ZÀ-Ý' .\-]+[,\-/] ?[A-Z]{2}$")


def _date_after_place(reader: PageReader) -> Candidate | None:
    """DATA EMISSÃO when its label was lost: the date right of "CIDADE, UF" (LOCAL)."""
    found = []
    for line in reader.all_lines():
        for i in range(1, len(line.words)):
            place = " ".join(w.text for w in line.words[:i])
            if not _PLACE_DATE.match(place):
                continue
            parsed = parse_date_ocr(line.words[i].text)
            if parsed is not None:
                words = [line.words[i]]
                found.append(Candidate(parsed[0], parsed[1], words, line.page,
                                       round(confidence_of(words) * _PLACE, 3), "place"))
            break
    return found[0] if len({c.value for c in found}) == 1 else None


def _printing(cand: Candidate) -> list[Word]:
    """The words of a candidate's region that print its value (a label's region may
    hold the next cell's value too: ``28/05/2026 06/10/1988`` under VALIDADE)."""
    want = re.sub(r"\D", "", str(cand.value))
    for i in range(len(cand.words)):
        for j in range(i + 1, min(len(cand.words), i + 3) + 1):
            got = re.sub(r"\D", "", " ".join(x.text for x in cand.words[i:j]))
            parsed = parse_date_ocr(" ".join(x.text for x in cand.words[i:j]))
            if got == want or (parsed is not None and parsed[0] == cand.value):
                return cand.words[i:j]
    return cand.words


def _date_right_of(reader: PageReader, words: list[Word]) -> Candidate | None:
    """The first date printed right of `words` on their line (the next cell of the row)."""
    line = _line_of(reader, words)
    if line is None:
        return None
    x1 = max(w.bbox[2] for w in words)
    right = [w for w in line.words if w.bbox[0] > x1 - 1 and not any(w is v for v in words)]
    for i in range(len(right)):
        for j in range(i + 1, min(len(right), i + 3) + 1):
            chunk = right[i:j]
            parsed = parse_date_ocr(" ".join(w.text for w in chunk))
            if parsed is not None:
                return Candidate(parsed[0], parsed[1], chunk, line.page,
                                 round(confidence_of(chunk) * _PLACE, 3), "place")
    for w in right:  # a date the page's OCR garbled ("06/0/1988"): read its crop again
        if sum(ch.isdigit() for ch in w.text) >= 5:
            again = reader.reread(line.page, [w], parse_date_ocr, "date")
            if again is not None:
                return Candidate(again.value, again.valid, again.words, again.page,
                                 round(again.confidence * _PLACE, 3), "place")
    return None


def _value_side(reader: PageReader, name: str) -> tuple[str, ...]:
    """Where a label's value is: right of a "Label: value" line (the CNH digital's data
    list, issue 12, round 6: "Categoria: D" then the next line's label, "Observações:
    EAR" then "Órgão emissor: …", were read below), else below (the card's boxes)."""
    for hit in reader.hits(name):
        right = [w for _, ws in reader.regions(hit, ("right",)) for w in ws]
        if right and (hit.words[-1].text.rstrip().endswith(":")
                      or right[0].text.startswith(":")):
            return ("right",)
        if right and _in_label_list(reader, hit):
            return ("right",)
    return ("below",)


_LIST_ROWS = 4  # label rows a "label   value" list holds at least
_ALIGN = 4.0  # points: labels of one column start at the same x


def _in_label_list(reader: PageReader, hit: LabelHit) -> bool:
    """``hit`` opens a row of a "label   value" list: a column of labels, one a line, each
    with its value right of it and no colon (a DETRAN's printed CNH data, issue 12, round
    10: "1ª habilitação   16/05/2004" over "emissão   18/11/2020" was read below)."""
    if hit.line.words[0] is not hit.words[0] or hit.words[-1] is hit.line.words[-1]:
        return False
    x0 = hit.words[0].bbox[0]
    rows = {
        id(h.line) for h in reader.indexes[hit.page].all_hits
        if h.line.words[0] is h.words[0] and h.words[-1] is not h.line.words[-1]
        and abs(h.words[0].bbox[0] - x0) <= _ALIGN
    }
    return len(rows) >= _LIST_ROWS


def _born_before(got: dict[str, Candidate | None]) -> bool:
    """The birth date, if read, precedes every other date of the licence."""
    born = got.get("data_nascimento")
    if born is None:
        return True
    others = [c.value for k, c in got.items() if k != "data_nascimento" and c is not None]
    return all(str(born.value) < str(v) for v in others)


def _without_stray_letter(name: Candidate | None) -> Candidate | None:
    """The name without the words far right of it: a category letter of the next box
    printed between two rows (issue 12, round 6), or a row of the back's category table
    (``D1E``, OCR ``DIE``) when the 2022 model's front and back are printed side by side
    (issue 12, round 8). A name is printed as one run of words; a gap wider than four
    letters' height is the border of another cell."""
    if name is None or len(name.words) < 3:
        return name
    height = max(1.0, max(w.bbox[3] - w.bbox[1] for w in name.words[:2]))
    cut = next((i for i in range(2, len(name.words))
                if name.words[i].bbox[0] - name.words[i - 1].bbox[2] > 4 * height), None)
    if cut is None:
        return name
    words = name.words[:cut]
    parsed = parse_name(" ".join(w.text for w in words))
    if parsed is None:
        return name
    return Candidate(parsed[0], parsed[1], words, name.page, confidence_of(words), name.method)


def _name_after_title(reader: PageReader) -> Candidate | None:
    """The holder's name when the NOME label was lost: both models print it first under
    the CARTEIRA NACIONAL DE HABILITAÇÃO title — the first line of two or more words in
    capitals there, read with confidence (a garbled label reads as a short scrap)."""
    for hit in reader.hits("_titulo"):
        if "CARTEIRA" not in label_key(" ".join(w.text for w in hit.words)):
            continue
        lines = reader.indexes[hit.page].lines
        label_ids = {id(w) for h in reader.indexes[hit.page].all_hits for w in h.words}
        for line in lines[hit.line_index + 1:hit.line_index + 4]:
            words = [w for w in line.words if id(w) not in label_ids]
            text = " ".join(w.text for w in words)
            parsed = parse_name(text) if words else None
            if (parsed is not None and len(words) >= 2 and text == text.upper()
                    and min(w.confidence for w in words) >= 0.6
                    and sum(c.isalpha() for c in text) >= 8):
                return Candidate(parsed[0], parsed[1], words, hit.page,
                                 round(confidence_of(words) * _PLACE, 3), "place")
    return None


def _registro_by_check(reader: PageReader, cpf: Candidate | None) -> Candidate | None:
    """The registro when its label was lost: the only 11-digit number on the card that
    passes the CNH check digits (the CPF aside)."""
    cpf_digits = cpf.value if cpf is not None else None
    found = [c for c in reader.find_pattern(_ELEVEN, _registro_digits, factor=_PLACE)
             if c.valid and c.value != cpf_digits]
    values = {c.value for c in found}
    return found[0] if len(values) == 1 else None


def _registro_digits(text: str) -> Parsed | None:
    digits = re.sub(r"\D", "", text)
    return (digits, ids.is_valid_cnh_registro(digits)) if len(digits) == 11 else None
