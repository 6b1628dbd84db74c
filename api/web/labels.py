"""pt-BR names of document fields and audit actions, for the pages (presentation only)."""

from __future__ import annotations

import re
from typing import Any

from dossie.services.report_view import kind_pt
from extractors import catalog

# Field names come from the kind catalog (`extractors/catalog.yaml`, issue 12), the one
# source of pt-BR kind and field names; `kind_pt` is the reports' (catalog-derived) one.
FIELDS_PT: dict[str, str] = catalog.field_labels()

ACTIONS_PT: dict[str, str] = {
    "dossie.criar": "Pedido criado",
    "dossie.alterar": "Dados do pedido alterados",
    "dossie.excluir": "Rascunho excluído",
    "dossie.formulario": "Pedido criado pelo formulário da página",
    "documento.enviar": "Documentos enviados",
    "documento.remover": "Documento retirado",
    "conferencia.solicitar": "Conferência solicitada",
    "decisao.registrar": "Decisão registrada",
    "decisao.revogar": "Decisão revogada",
    "extracao.corrigir": "Campo corrigido",
    "notificacao.emitir": "Notificação de pendências emitida",
    "acesso.dossie": "Consulta ao pedido",
    "acesso.relatorio": "Consulta ao relatório",
    "acesso.documentos": "Consulta aos documentos",
    "acesso.documento": "Consulta a um documento",
    "acesso.original": "Download de original",
    "acesso.evidencia": "Consulta às evidências do pedido",
    "acesso.notificacao": "Download de notificação",
}


def field_pt(name: str, kind: str | None = None) -> str:
    """How a person calls a field, on that kind of document when it is known ("válido
    até" on a laudo, "válida até" on a certidão); never a bare key."""
    return catalog.field_label(name, kind)


_NOTE_KIND = re.compile(r"\btipo ([a-z][a-z0-9_]*)")
_NOTE_FIELD = re.compile(r"^(.*?: )([a-z][a-z0-9_]*) lido\b")
_NOTE_SHARE = re.compile(r"(?<![\d.,])([01]\.\d{2})(?!\d|[.,]\d)")


def clerk_note_pt(note: str) -> str:
    """A requirement's clerk-only note (`clerk_notes`: kind or field confidences, issue 13
    part 3) in words for the clerk's page: "cnd.pdf: tipo cnd_federal com confiança 0.60."
    reads "cnd.pdf: tipo Certidão … com confiança de 60%." Never shown to applicants."""
    kinds = catalog.kind_names()
    s = _NOTE_KIND.sub(lambda m: f"tipo {kind_pt(m.group(1))}"
                       if m.group(1) in kinds or m.group(1) == "unknown" else m.group(0), note)
    s = _NOTE_FIELD.sub(lambda m: f"{m.group(1)}campo “{field_pt(m.group(2))}” lido", s)
    s = s.replace("confiança 0", "confiança de 0").replace("confiança 1", "confiança de 1")
    return _NOTE_SHARE.sub(lambda m: f"{round(float(m.group(1)) * 100)}%", s)


def action_pt(action: str) -> str:
    return ACTIONS_PT.get(action, action)


_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_DECIMAL = re.compile(r"^-?\d+\.\d{2}$")
_DOC_FIELDS = ("cpf", "cnpj", "documento")


def value_pt(v: Any, field: str = "") -> str:
    """A read value as people write it (issue 14): dates dd/mm/aaaa, money R$ 50.000,00,
    CPF/CNPJ with their masks, booleans sim/não, lists and records in words — never an
    ISO date, a bare decimal or a dict dump."""
    from core.formats import fmt_money
    from dossie.services.report_view import mask_document

    if v is None or v == "":
        return "—"
    if isinstance(v, bool):
        return "sim" if v else "não"
    if isinstance(v, list):
        return "; ".join(value_pt(x, field) for x in v) or "—"
    if isinstance(v, dict):
        if set(v) == {"data", "natureza"}:
            return f"{value_pt(v['data'])} ({value_pt(v['natureza'])})"
        if "tipo" in v and "valor" in v:
            return f"{v['tipo']}: {value_pt(v['valor'], 'valor')}"
        return ", ".join(f"{field_pt(k)} {value_pt(x, k)}" for k, x in v.items()
                         if x not in (None, ""))
    s = str(v)
    if _ISO_DATE.match(s):
        return f"{s[8:10]}/{s[5:7]}/{s[0:4]}"
    if _DECIMAL.match(s):
        return fmt_money(s)
    if any(k in field for k in _DOC_FIELDS) or (s.isdigit() and len(s) in (11, 14)):
        return mask_document(s)
    return RESULTS_PT.get(s, s)


RESULTS_PT: dict[str, str] = {
    "positiva_com_efeitos_de_negativa": "positiva com efeitos de negativa",
    "prestacao_servico": "prestação de serviço", "locacao": "locação",
    "gravissima": "gravíssima", "media": "média",
}


DETAIL_PT: dict[str, str] = {
    "status": "decisão", "status_anterior": "situação anterior", "justificativa": "justificativa",
    "nome": "arquivo", "ref": "requisito", "deficiencias": "pendências",
    "emitida_por": "emitida por", "numero": "número", "prazo_dias": "prazo em dias",
    "as_of": "data de referência", "reextract": "ler de novo", "campos": "campos",
    "arquivos": "arquivos", "antes": "antes", "depois": "depois", "fatos": "dados",
}
_HIDDEN_DETAIL = ("report_id", "job_id", "target")


def detail_pt(detail: dict[str, Any] | None, citations: dict[str, str] | None = None) -> str:
    """An audit event's details in words: labelled, statuses in Portuguese, requirement
    refs as their citations ("Art. 6º, I", not "art6.I"), no ids."""
    from checklists.report import STATUS_PT

    cite = citations or {}
    out = []
    for k, v in (detail or {}).items():
        if k in _HIDDEN_DETAIL:
            continue
        if k == "ref" and isinstance(v, str):
            shown = cite.get(v, v)
        elif k == "deficiencias" and isinstance(v, list):
            shown = "; ".join(dict.fromkeys(cite.get(str(x), str(x)) for x in v))
        elif k in ("status", "status_anterior") and isinstance(v, str):
            shown = STATUS_PT.get(v, v)
        elif k == "reextract":
            shown = "sim" if v else "não"
        elif isinstance(v, dict):
            shown = ", ".join(f"{field_pt(x)} {value_pt(y, x)}" for x, y in v.items())
        else:
            shown = value_pt(v, k)
        out.append(f"{DETAIL_PT.get(k, field_pt(k))}: {shown}")
    return "; ".join(out)


# a library's own (English) words in an error message: the page says it in Portuguese
# instead (issue 14: "unable to find trailer dictionary…" reached the applicant)
_ENGLISH = re.compile(r"\b(unable|cannot|can't|could not|failed|error|invalid|trailer|"
                      r"dictionary|stream|object|exception|not found|unexpected|errno)\b",
                      re.I)
ERRORS_PT: dict[str, str] = {
    "arquivo_corrompido": "O arquivo parece danificado ou incompleto e não pôde ser lido. "
                          "Gere o PDF de novo ou envie uma cópia digitalizada.",
    "arquivo_protegido": "O arquivo está protegido por senha. Envie uma cópia sem senha.",
}
UNREADABLE = ("O arquivo não pôde ser lido: ele parece danificado, incompleto ou num "
              "formato que não é aceito. Envie de novo uma cópia em PDF ou foto.")


def error_pt(err: Any) -> str:
    """A processing error as the applicant reads it: Portuguese, one final period."""
    code = str(getattr(err, "code", "") or (err.get("code") if isinstance(err, dict) else "")
               or "")
    msg = str(getattr(err, "message", "") or (err.get("message") if isinstance(err, dict)
                                               else "") or "")
    if code in ERRORS_PT:
        return ERRORS_PT[code]
    if not msg or _ENGLISH.search(msg):
        return UNREADABLE
    msg = msg.strip().rstrip(".")
    return msg + "."
