"""The held-out family's fifth series (issue 12): new layouts for the failure classes,
again written without reading `extractors/` — "when a held-out miss is fixed, add a
layout the fix has not seen".

Issuers of other states and organs (the Instituto-Geral de Perícias of RS, the TJRS
'Alvará de Folha Corrida', DETRAN-GO printed with its full name, the São Paulo
Secretaria da Fazenda e Planejamento, a northern prefeitura with a 'Nº' and a separate
'chave de autenticidade', a CRF whose CAIXA letterhead runs over two lines), the 2022
CNH as the card (photographed), an authenticated copy of the old CNH with EAR and a
restriction on the back, a CRLV-e with a QR block and values under label rows, a CNPJ
consulta in a two-column table, a contrato social whose capital clause is cut by the page
break (sócios in a table, a non-sócio administrator), an APP policy with segurado and
seguradora side by side plus an estipulante, a first-person declaração whose holder is
named only under the signature, a bill whose customer is the line under the
concessionária, a requerimento with a requerente and a procurador. Files are named
`h5_NNN` and `bundle5_NN`."""

from __future__ import annotations

from collections.abc import Callable

from samples.heldout import docs_v5_certidoes as C5
from samples.heldout import docs_v5_misc as M5
from samples.heldout import docs_v5_vehicle as V5

# layout name → (builder, instances in the full set)
LAYOUTS: dict[str, tuple[Callable, int]] = {
    "v5_cnh_2022_cartao": (V5.cnh_2022_cartao, 2),
    "v5_cnh_copia_autenticada": (V5.cnh_copia_autenticada, 1),
    "v5_crlv_e_qr": (V5.crlv_e_qr, 2),
    "v5_apolice_estipulante_lado": (V5.apolice_estipulante_lado, 1),
    "v5_antecedentes_igp_rs": (C5.antecedentes_igp_rs, 2),
    "v5_folha_corrida_tjrs": (C5.folha_corrida_tjrs, 1),
    "v5_multas_detran_go_pj": (C5.multas_detran_go_pj, 1),
    "v5_cnd_estadual_sp": (C5.cnd_estadual_sp, 1),
    "v5_cnd_municipal_chave": (C5.cnd_municipal_chave, 2),
    "v5_crf_caixa_duas_linhas": (C5.crf_caixa_duas_linhas, 1),
    "v5_cnpj_portal_duas_colunas": (M5.cnpj_portal_duas_colunas, 2),
    "v5_contrato_social_capital_quebrado": (M5.contrato_social_capital_quebrado, 1),
    "v5_declaracao_eu_assinatura": (M5.declaracao_eu_assinatura, 1),
    "v5_comprovante_segunda_linha": (M5.comprovante_segunda_linha, 2),
    "v5_requerimento_requerente_procurador": (M5.requerimento_requerente_procurador, 1),
}

# Several documents in one PDF, each starting on a new page: two CRLVs one after the
# other (same kind, same layout), two CNHs of different models one after the other, an
# antecedentes followed by a distribuição criminal, and the 2-page contrato social.
BUNDLES: list[list[str]] = [
    ["v5_requerimento_requerente_procurador", "v5_cnh_2022_cartao", "v5_crlv_e_qr", "v5_crlv_e_qr",
     "v5_apolice_estipulante_lado"],
    ["v5_contrato_social_capital_quebrado", "v5_cnpj_portal_duas_colunas", "v5_crf_caixa_duas_linhas",
     "v5_cnd_estadual_sp", "v5_cnd_municipal_chave"],
    ["v5_declaracao_eu_assinatura", "v5_comprovante_segunda_linha", "v5_cnh_copia_autenticada", "v5_cnh_2022_cartao",
     "v5_antecedentes_igp_rs", "v5_folha_corrida_tjrs", "v5_multas_detran_go_pj"],
]

# phone photos: the first instance of each of these one-page layouts (the CNH card first)
PHOTOGRAPHED = ["v5_cnh_2022_cartao", "v5_crlv_e_qr", "v5_comprovante_segunda_linha", "v5_cnd_municipal_chave",
                "v5_antecedentes_igp_rs", "v5_declaracao_eu_assinatura"]
PHOTOS = len(PHOTOGRAPHED)
SCANNED_BUNDLES = 2
