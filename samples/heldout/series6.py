"""The held-out family's sixth series (issue 12): layouts nobody has tuned on, written
while series 5's misses were being fixed — "when a held-out miss is fixed, add a layout
the fix has not seen" — again without reading `extractors/`.

People, companies and issuers move to AL, SE, PI, RO, AC, AP, RR, PE and CE: the Polícia
Civil de Pernambuco, the TJCE (with a solicitante), the Justiça Federal in Sergipe over
two pages, DETRAN/AL (an alienação naming a bank's CNPJ) and a DETRAN-CE certidão de
prontuário with infrações, a prefeitura's positiva com efeitos de negativa over two
pages, the SEFAZ-PI, a CRF with right-aligned labels, a TJPE falência with a solicitante;
a CRLV-e whose text layer holds every label before the values, a photocopied paper CRLV
with an alienação and a notary's stamp, the CNH-e 2022 side by side, the 2017 CNH at its
real size, an RCF-V + APP policy over two pages with the broker's CNPJ; an ato
constitutivo of a sociedade limitada unipessoal with the Junta's termo de autenticação,
an alteração contratual with a capital increase and a new sócio before the consolidated
contract, the CCMEI and the CNPJ card of a MEI; an IPTU carnê, the DANFE of a used
vehicle sold by a locadora, a permissionário's declaração naming his condutor auxiliar,
a requerimento with ticked services and a protocol receipt, a water bill whose customer's
CPF is masked (LGPD), an edital-annex declaração by a company through its representative. Files are named `h6_NNN` and
`bundle6_NN`."""

from __future__ import annotations

from collections.abc import Callable

from samples.heldout import docs_v6_certidoes as C6
from samples.heldout import docs_v6_company as K6
from samples.heldout import docs_v6_fiscal as F6
from samples.heldout import docs_v6_misc as M6
from samples.heldout import docs_v6_partes as P6
from samples.heldout import docs_v6_vehicle as V6

# layout name → (builder, instances in the full set)
LAYOUTS: dict[str, tuple[Callable, int]] = {
    "v6_crlv_e_digital_rotulos": (V6.crlv_e_digital_rotulos, 2),
    "v6_crlv_papel_alienacao_autenticado": (V6.crlv_papel_alienacao_autenticado, 1),
    "v6_cnh_e_2022_lado_a_lado": (V6.cnh_e_2022_lado_a_lado, 2),
    "v6_cnh_2017_tamanho_real": (V6.cnh_2017_tamanho_real, 1),
    "v6_apolice_rcf_app_2pag": (V6.apolice_rcf_app_2pag, 1),
    "v6_antecedentes_pcpe": (C6.antecedentes_pcpe, 2),
    "v6_distribuicao_tjce_solicitante": (C6.distribuicao_tjce_solicitante, 1),
    "v6_distribuicao_jfse_2pag": (C6.distribuicao_jfse_2pag, 1),
    "v6_multas_detran_al_restricao": (C6.multas_detran_al_restricao, 1),
    "v6_prontuario_detran_ce": (C6.prontuario_detran_ce, 2),
    "v6_cnd_municipal_pen_2pag": (F6.cnd_municipal_pen_2pag, 1),
    "v6_cnd_estadual_pi_finalidade": (F6.cnd_estadual_pi_finalidade, 1),
    "v6_crf_rotulos_direita": (F6.crf_rotulos_direita, 1),
    "v6_falencia_tjpe_solicitante": (F6.falencia_tjpe_solicitante, 1),
    "v6_contrato_social_unipessoal": (K6.contrato_social_unipessoal, 1),
    "v6_contrato_social_alteracao_aumento": (K6.contrato_social_alteracao_aumento, 1),
    "v6_ccmei": (K6.ccmei, 1),
    "v6_cnpj_cartao_mei": (K6.cnpj_cartao_mei, 2),
    "v6_comprovante_iptu_carne": (M6.comprovante_iptu_carne, 2),
    "v6_nota_fiscal_ativo_imobilizado": (M6.nota_fiscal_ativo_imobilizado, 1),
    "v6_declaracao_condutor_auxiliar": (M6.declaracao_condutor_auxiliar, 1),
    "v6_requerimento_servicos_marcados": (M6.requerimento_servicos_marcados, 1),
    "v6_comprovante_agua_cpf_mascarado": (P6.comprovante_agua_cpf_mascarado, 1),
    "v6_declaracao_anexo_representante": (P6.declaracao_anexo_representante, 1),
}

# Several documents in one PDF, each starting on a new page: two CNHs of different models
# and two CRLVs of different models one after the other, a 2-page apólice; the 3-page
# alteração contratual, the MEI's card and CCMEI, the 2-page prefeitura certidão; two
# distribuições criminais one after the other (the second over two pages).
BUNDLES: list[list[str]] = [
    ["v6_requerimento_servicos_marcados", "v6_cnh_e_2022_lado_a_lado", "v6_cnh_2017_tamanho_real",
     "v6_crlv_e_digital_rotulos", "v6_crlv_papel_alienacao_autenticado", "v6_apolice_rcf_app_2pag"],
    ["v6_contrato_social_alteracao_aumento", "v6_cnpj_cartao_mei", "v6_ccmei", "v6_crf_rotulos_direita",
     "v6_cnd_estadual_pi_finalidade", "v6_cnd_municipal_pen_2pag", "v6_falencia_tjpe_solicitante",
     "v6_declaracao_anexo_representante"],
    ["v6_declaracao_condutor_auxiliar", "v6_comprovante_iptu_carne", "v6_antecedentes_pcpe",
     "v6_distribuicao_tjce_solicitante", "v6_distribuicao_jfse_2pag", "v6_prontuario_detran_ce",
     "v6_multas_detran_al_restricao"],
]

# phone photos: the first instance of each of these one-page layouts (in layout order)
PHOTOGRAPHED = ["v6_crlv_e_digital_rotulos", "v6_cnh_e_2022_lado_a_lado", "v6_antecedentes_pcpe",
                "v6_multas_detran_al_restricao", "v6_comprovante_iptu_carne", "v6_declaracao_condutor_auxiliar",
                "v6_requerimento_servicos_marcados", "v6_comprovante_agua_cpf_mascarado"]
PHOTOS = len(PHOTOGRAPHED)
SCANNED_BUNDLES = 2
