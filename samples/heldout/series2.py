"""The held-out family's second series (issue 12): its layouts and bundles.

Written, like the first series, from CONTRACT §4, `../shared/docs/document-layouts.md`,
the issue-12 failure classes and what real documents look like, without reading
`extractors/`; its layouts are ones the first series does not have (other states'
issuers, other insurers and utilities, other fonts, two-column and table layouts,
multi-page certidões and apólices). Files are named `h2_NNN` and `bundle2_NN`."""

from __future__ import annotations

from collections.abc import Callable

from samples.heldout import docs_v2_certidoes as C2
from samples.heldout import docs_v2_company as K2
from samples.heldout import docs_v2_misc as M2
from samples.heldout import docs_v2_vehicle as V2

# layout name → (builder, instances in the full set)
LAYOUTS: dict[str, tuple[Callable, int]] = {
    "v2_contrato_social_cessao": (K2.contrato_social_cessao, 2),
    "v2_contrato_social_eireli_slu": (K2.contrato_social_eireli_slu, 1),
    "v2_contrato_social_integralizacao": (K2.contrato_social_integralizacao, 1),
    "v2_requerimento_empresario_drei": (K2.requerimento_empresario_drei, 1),
    "v2_cnpj_cartao_filial": (K2.cnpj_cartao_filial, 1),
    "v2_cnpj_portal_qsa": (K2.cnpj_portal_qsa, 1),
    "v2_antecedentes_pcpr": (C2.antecedentes_pcpr, 2),
    "v2_antecedentes_pcgo": (C2.antecedentes_pcgo, 1),
    "v2_distribuicao_tjpr": (C2.distribuicao_tjpr, 1),
    "v2_distribuicao_tjrj": (C2.distribuicao_tjrj, 1),
    "v2_distribuicao_trf4": (C2.distribuicao_trf4, 1),
    "v2_multas_detran_pr": (C2.multas_detran_pr, 1),
    "v2_multas_detran_go": (C2.multas_detran_go, 1),
    "v2_cnd_estadual_pr": (C2.cnd_estadual_pr, 1),
    "v2_cnd_federal_2pag": (C2.cnd_federal_2pag, 1),
    "v2_cnd_municipal_olimpia": (C2.cnd_municipal_olimpia, 1),
    "v2_falencia_tjsp": (C2.falencia_tjsp, 1),
    "v2_crlv_papel_2019_formulario": (V2.crlv_papel_2019_formulario, 2),
    "v2_crlv_e_camada": (V2.crlv_e_camada, 2),
    "v2_crlv_e_alienacao": (V2.crlv_e_alienacao, 1),
    "v2_cnh_2017_frente_verso": (V2.cnh_2017_frente_verso, 2),
    "v2_cnh_2022_frente_verso": (V2.cnh_2022_frente_verso, 2),
    "v2_apolice_app_2pag": (V2.apolice_app_2pag, 2),
    "v2_apolice_resumo_colunas": (V2.apolice_resumo_colunas, 1),
    "v2_apolice_frota_anexo": (V2.apolice_frota_anexo, 1),
    "v2_comprovante_energia_nf": (M2.comprovante_energia_nf, 2),
    "v2_comprovante_telecom_pj": (M2.comprovante_telecom_pj, 1),
    "v2_nota_fiscal_danfe_transportador": (M2.nota_fiscal_danfe_transportador, 2),
    "v2_declaracao_frota_tabela": (M2.declaracao_frota_tabela, 1),
    "v2_declaracao_formulario": (M2.declaracao_formulario, 1),
    "v2_contrato_arrendamento": (M2.contrato_arrendamento, 1),
    "v2_requerimento_condutor_auxiliar": (M2.requerimento_condutor_auxiliar, 1),
}

# Several documents in one PDF, each starting on a new page; multi-page documents inside
# (a 2-page TRF4 certidão, APP policy, CPEND and contrato social) must stay whole.
BUNDLES: list[list[str]] = [
    ["v2_requerimento_condutor_auxiliar", "v2_cnh_2022_frente_verso", "v2_crlv_e_camada", "v2_antecedentes_pcpr",
     "v2_distribuicao_trf4", "v2_apolice_app_2pag"],
    ["v2_contrato_social_cessao", "v2_cnpj_portal_qsa", "v2_cnd_federal_2pag", "v2_cnd_municipal_olimpia",
     "v2_comprovante_telecom_pj", "v2_contrato_arrendamento"],
]

# phone photos of one-page documents in the second series
PHOTOS = 12
