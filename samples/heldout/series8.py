"""The held-out family's eighth series (issue 12): layouts nobody has tuned on, written
while series 7's misses were being fixed — "when a held-out miss is fixed, add a layout
the fix has not seen" — again without reading `extractors/`.

People, companies and issuers move to RS, BA, ES, PB, RN and the interior of RJ and SP;
the layouts carry features no earlier series has: landscape pages (a CRLV-e of RS, a
prefeitura certidão of Vila Velha, a DANFE in the landscape format), labels printed under
their values (CRLV-e, DETRAN/RS, PC-ES, CNPJ card, energy bill), dotted leaders (DETRAN-BA
consulta, TJBA, CRF, APP coverages), values in shaded cells, a diagonal watermark (CNH-e
of ES), a rubber stamp over the holder (SEFAZ-BA), two-column prose (TRF 2ª Região),
running headers and footers naming another organ (Ministério da Justiça over the PF
certidão, Ministério da Fazenda over the CPEND, the Junta over a contrato social), results
and holders on page 2 (CPEND, endosso), lower-case and Title-case labels, tiny print, new
faces, and scans turned by 90° or 180°; and kinds the family rarely had (a prontuário,
a laudo de vistoria, an autorização de transporte escolar, a vehicle rental contract). Files are named `h8_NNN` and `bundle8_NN`."""

from __future__ import annotations

from collections.abc import Callable

from samples.heldout import docs_v8_certidoes as C8
from samples.heldout import docs_v8_company as K8
from samples.heldout import docs_v8_misc as M8
from samples.heldout import docs_v8_outros as O8
from samples.heldout import docs_v8_vehicle as V8

# layout name → (builder, instances in the full set)
LAYOUTS: dict[str, tuple[Callable, int]] = {
    "v8_crlv_e_paisagem_rs": (V8.crlv_e_paisagem_rs, 2),
    "v8_crlv_consulta_detran_ba": (V8.crlv_consulta_detran_ba, 1),
    "v8_cnh_e_marca_dagua_es": (V8.cnh_e_marca_dagua_es, 2),
    "v8_cnh_via_tabela_rn": (V8.cnh_via_tabela_rn, 1),
    "v8_apolice_endosso_2pag": (V8.apolice_endosso_2pag, 1),
    "v8_apolice_app_sombreada": (V8.apolice_app_sombreada, 1),
    "v8_antecedentes_pces_sombreado": (C8.antecedentes_pces_sombreado, 2),
    "v8_antecedentes_pf_bilingue": (C8.antecedentes_pf_bilingue, 1),
    "v8_distribuicao_tjba_pontilhado": (C8.distribuicao_tjba_pontilhado, 1),
    "v8_distribuicao_trf2_duas_colunas": (C8.distribuicao_trf2_duas_colunas, 1),
    "v8_multas_detran_rs_rotulo_abaixo": (C8.multas_detran_rs_rotulo_abaixo, 1),
    "v8_cnd_federal_pf_2pag": (C8.cnd_federal_pf_2pag, 1),
    "v8_cnd_estadual_ba_carimbo": (C8.cnd_estadual_ba_carimbo, 1),
    "v8_cnd_municipal_paisagem_vila_velha": (C8.cnd_municipal_paisagem_vila_velha, 1),
    "v8_crf_pontilhado": (C8.crf_pontilhado, 1),
    "v8_falencia_tjrj_minusculas": (C8.falencia_tjrj_minusculas, 1),
    "v8_contrato_social_integralizacao_parcelada": (K8.contrato_social_integralizacao_parcelada, 1),
    "v8_contrato_social_entrada_socio": (K8.contrato_social_entrada_socio, 1),
    "v8_contrato_social_unipessoal_saida": (K8.contrato_social_unipessoal_saida, 1),
    "v8_cnpj_rotulos_abaixo": (K8.cnpj_rotulos_abaixo, 2),
    "v8_comprovante_energia_canhoto": (M8.comprovante_energia_canhoto, 1),
    "v8_declaracao_nome_titulo": (M8.declaracao_nome_titulo, 1),
    "v8_danfe_paisagem": (M8.danfe_paisagem, 1),
    "v8_requerimento_sublinhado": (M8.requerimento_sublinhado, 1),
    "v8_prontuario_detran_pb_pontuacao": (O8.prontuario_detran_pb_pontuacao, 2),
    "v8_laudo_vistoria_paisagem": (O8.laudo_vistoria_paisagem, 1),
    "v8_autorizacao_escolar_detran_es": (O8.autorizacao_escolar_detran_es, 1),
    "v8_contrato_locacao_quadro_resumo": (O8.contrato_locacao_quadro_resumo, 1),
}

# Several documents in one PDF, each starting on a new page; portrait and landscape pages
# mixed, documents of the same kind one after the other, documents over two pages.
BUNDLES: list[list[str]] = [
    [
        "v8_requerimento_sublinhado",
        "v8_crlv_e_paisagem_rs",
        "v8_crlv_consulta_detran_ba",
        "v8_cnh_e_marca_dagua_es",
        "v8_cnh_via_tabela_rn",
        "v8_apolice_endosso_2pag",
        "v8_multas_detran_rs_rotulo_abaixo",
        "v8_laudo_vistoria_paisagem",
        "v8_autorizacao_escolar_detran_es",
    ],
    [
        "v8_contrato_social_integralizacao_parcelada",
        "v8_contrato_social_entrada_socio",
        "v8_cnpj_rotulos_abaixo",
        "v8_crf_pontilhado",
        "v8_cnd_estadual_ba_carimbo",
        "v8_cnd_municipal_paisagem_vila_velha",
        "v8_danfe_paisagem",
        "v8_contrato_locacao_quadro_resumo",
    ],
    [
        "v8_antecedentes_pces_sombreado",
        "v8_antecedentes_pf_bilingue",
        "v8_distribuicao_tjba_pontilhado",
        "v8_distribuicao_trf2_duas_colunas",
        "v8_cnd_federal_pf_2pag",
        "v8_comprovante_energia_canhoto",
        "v8_declaracao_nome_titulo",
        "v8_prontuario_detran_pb_pontuacao",
    ],
]

# phone photos: the first instance of each of these one-page layouts (in layout order)
PHOTOGRAPHED = [
    "v8_crlv_e_paisagem_rs",
    "v8_cnh_e_marca_dagua_es",
    "v8_antecedentes_pces_sombreado",
    "v8_multas_detran_rs_rotulo_abaixo",
    "v8_crf_pontilhado",
    "v8_cnpj_rotulos_abaixo",
    "v8_comprovante_energia_canhoto",
    "v8_declaracao_nome_titulo",
    "v8_autorizacao_escolar_detran_es",
]
PHOTOS = len(PHOTOGRAPHED)
SCANNED_BUNDLES = 2

# scans fed sideways or upside down: layout → {0-based page: quarter turns counter-clockwise}
SCAN_TURNS: dict[str, dict[int, int]] = {
    "v8_multas_detran_rs_rotulo_abaixo": {0: 2},
    "v8_crf_pontilhado": {0: 1},
    "v8_antecedentes_pf_bilingue": {1: 2},
    "v8_declaracao_nome_titulo": {0: 3},
    "v8_laudo_vistoria_paisagem": {0: 1},
}
# the same in the scanned bundles: bundle index → {0-based page of the bundle: turns}
BUNDLE_TURNS: dict[int, dict[int, int]] = {0: {3: 2}, 1: {4: 1}}
