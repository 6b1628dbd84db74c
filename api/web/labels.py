"""pt-BR names of document fields and audit actions, for the pages (presentation only)."""

from __future__ import annotations

from extractors.kinds import KINDS

FIELDS_PT: dict[str, str] = {
    "placa": "placa", "placas": "placas", "renavam": "RENAVAM", "chassi": "chassi",
    "ano_fabricacao": "ano de fabricação", "ano_modelo": "ano do modelo",
    "marca_modelo": "marca/modelo", "especie_tipo": "espécie/tipo", "categoria": "categoria",
    "lotacao": "lotação", "proprietario_nome": "proprietário",
    "proprietario_documento": "CPF/CNPJ do proprietário", "exercicio": "exercício",
    "data_emissao": "data de emissão", "municipio": "município", "uf": "UF", "nome": "nome",
    "cpf": "CPF", "registro": "registro", "validade": "validade",
    "primeira_habilitacao": "1ª habilitação", "data_nascimento": "data de nascimento",
    "observacoes": "observações", "ear": "exerce atividade remunerada (EAR)",
    "titular_nome": "titular", "titular_documento": "documento do titular",
    "valida_ate": "válida até", "resultado": "resultado", "orgao_emissor": "órgão emissor",
    "codigo_validacao": "código de validação", "cnpj": "CNPJ", "razao_social": "razão social",
    "nome_fantasia": "nome fantasia", "data_abertura": "data de abertura",
    "situacao": "situação cadastral", "cnae_principal": "CNAE principal",
    "cnaes_secundarios": "CNAEs secundários", "natureza_juridica": "natureza jurídica",
    "porte": "porte", "capital_social": "capital social",
    "capital_integralizado": "capital integralizado", "socios": "sócios",
    "objeto_social": "objeto social", "nire": "NIRE", "data_registro": "data de registro",
    "seguradora": "seguradora", "numero_apolice": "nº da apólice",
    "segurado_nome": "segurado", "segurado_documento": "documento do segurado",
    "vigencia_inicio": "início da vigência", "vigencia_fim": "fim da vigência",
    "coberturas": "coberturas", "infracoes": "infrações", "tipo": "tipo de contrato",
    "contratante_documento": "documento do contratante",
    "contratado_documento": "documento do contratado", "assunto": "assunto",
}

ACTIONS_PT: dict[str, str] = {
    "dossie.criar": "Pedido criado",
    "dossie.alterar": "Dados do pedido alterados",
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
    "acesso.evidencia": "Consulta a recorte de evidência",
    "acesso.notificacao": "Download de notificação",
}


def field_pt(name: str) -> str:
    return FIELDS_PT.get(name, name.replace("_", " "))


def kind_pt(kind: str) -> str:
    return KINDS.get(kind, "Documento não identificado" if kind == "unknown" else kind)


def action_pt(action: str) -> str:
    return ACTIONS_PT.get(action, action)
