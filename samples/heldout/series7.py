"""The held-out family's seventh series (issue 12): layouts nobody has tuned on, written
while series 6's misses were being fixed — "when a held-out miss is fixed, add a layout
the fix has not seen" — again without reading `extractors/`.

People, companies and issuers move to the South, the Centre-West and the North (PR, SC,
MS, MT, GO, DF, TO, PA, AM, MA): the Polícia Civil do Paraná's antecedentes, a TRF 1ª
Região certidão judicial criminal over two pages, a TJGO distribuição in two columns,
the SEFAZ-MS, the Prefeitura de Palmas, a CRF in a Campo | Conteúdo table, a DETRAN-SC
certidão de multas; a CRLV-e printed from a phone app with the owner block first, an
old paper CRLV of Mato Grosso, a photocopy of a 2022 CNH (front and back side by side,
several observações), an auto policy over two pages naming a company segurado and a
condutor principal; the constituição of a limitada with three sócios and an
administrator who is not a sócio, an alteração with a cessão de quotas and the
consolidated contract, a CNPJ card printed by a browser without its boxes; a gas bill,
a fibre-internet bill with the customer in a right column, a bank statement, a
declaração de residência made by the house's owner about a resident, a dealership's
DANFE simplificado of a new vehicle, a capital's cadastro mobiliário card, a company's requerimento to the DF's SEMOB. Files are named
`h7_NNN` and `bundle7_NN`."""

from __future__ import annotations

from collections.abc import Callable

from samples.heldout import docs_v7_certidoes as C7
from samples.heldout import docs_v7_company as K7
from samples.heldout import docs_v7_fiscal as F7
from samples.heldout import docs_v7_misc as M7
from samples.heldout import docs_v7_vehicle as V7

# layout name → (builder, instances in the full set)
LAYOUTS: dict[str, tuple[Callable, int]] = {
    "v7_crlv_e_app_proprietario": (V7.crlv_e_app_proprietario, 2),
    "v7_crlv_papel_mt": (V7.crlv_papel_mt, 1),
    "v7_cnh_fotocopia_frente_verso": (V7.cnh_fotocopia_frente_verso, 2),
    "v7_apolice_auto_condutor_2pag": (V7.apolice_auto_condutor_2pag, 1),
    "v7_antecedentes_pcpr": (C7.antecedentes_pcpr, 2),
    "v7_distribuicao_trf1_2pag": (C7.distribuicao_trf1_2pag, 1),
    "v7_distribuicao_tjgo_colunas": (C7.distribuicao_tjgo_colunas, 1),
    "v7_cnd_estadual_ms": (C7.cnd_estadual_ms, 1),
    "v7_cnd_municipal_palmas": (C7.cnd_municipal_palmas, 1),
    "v7_crf_tabela": (C7.crf_tabela, 1),
    "v7_multas_detran_sc": (C7.multas_detran_sc, 1),
    "v7_contrato_social_admin_nao_socio": (K7.contrato_social_admin_nao_socio, 1),
    "v7_contrato_social_alteracao_cessao": (K7.contrato_social_alteracao_cessao, 1),
    "v7_cnpj_linhas_navegador": (K7.cnpj_linhas_navegador, 2),
    "v7_comprovante_gas": (M7.comprovante_gas, 1),
    "v7_comprovante_internet": (M7.comprovante_internet, 1),
    "v7_comprovante_extrato_bancario": (M7.comprovante_extrato_bancario, 1),
    "v7_declaracao_residencia_terceiro": (M7.declaracao_residencia_terceiro, 1),
    "v7_danfe_simplificado_veiculo": (F7.danfe_simplificado_veiculo, 1),
    "v7_inscricao_municipal_cadastro": (F7.inscricao_municipal_cadastro, 1),
    "v7_requerimento_semob_df": (M7.requerimento_semob_df, 1),
}

# Several documents in one PDF, each starting on a new page: a requerimento followed by
# the vehicle's and driver's documents (two CRLVs of different models in a row, the
# 2-page apólice); the company's file (2-page contratos sociais one after the other, the
# CNPJ card, fiscal certidões); a person's file (certidões, two distribuições in a row,
# the first over two pages, bills and the declaração de residência).
BUNDLES: list[list[str]] = [
    [
        "v7_requerimento_semob_df",
        "v7_crlv_e_app_proprietario",
        "v7_crlv_papel_mt",
        "v7_cnh_fotocopia_frente_verso",
        "v7_apolice_auto_condutor_2pag",
        "v7_multas_detran_sc",
    ],
    [
        "v7_contrato_social_admin_nao_socio",
        "v7_contrato_social_alteracao_cessao",
        "v7_cnpj_linhas_navegador",
        "v7_crf_tabela",
        "v7_cnd_estadual_ms",
        "v7_danfe_simplificado_veiculo",
    ],
    [
        "v7_antecedentes_pcpr",
        "v7_distribuicao_trf1_2pag",
        "v7_distribuicao_tjgo_colunas",
        "v7_cnd_municipal_palmas",
        "v7_comprovante_gas",
        "v7_declaracao_residencia_terceiro",
    ],
]

# phone photos: the first instance of each of these one-page layouts (in layout order)
PHOTOGRAPHED = [
    "v7_crlv_e_app_proprietario",
    "v7_cnh_fotocopia_frente_verso",
    "v7_antecedentes_pcpr",
    "v7_multas_detran_sc",
    "v7_comprovante_gas",
    "v7_comprovante_internet",
    "v7_comprovante_extrato_bancario",
    "v7_declaracao_residencia_terceiro",
]
PHOTOS = len(PHOTOGRAPHED)
SCANNED_BUNDLES = 2
