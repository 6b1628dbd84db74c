"""The held-out family's fourth series (issue 12): layouts for the failure classes being
fixed in the extractors after series 3, in wordings and layouts no earlier series has.

Each layout exercises one class as a real Brazilian document prints it: issuers of other
states and organs (Polícia Civil of BA and SC, SEFAZ-ES, SEFAZ-MT with the PGE, the
RFB/PGFN side by side), holders only in prose or under a label on its own line, a CRF
printed from the browser, CNAEs in a description-first table whose principal is marked
by a flag, the company's first person plural ('Nós, X LTDA, … declaramos / vimos
requerer'), a 'Requerente' who is not the contribuinte, and party roles (proponente /
beneficiário / seguradora, emitente beside destinatário, usuário / autarquia, locatária /
locador / fiador). Files are named `h4_NNN` and `bundle4_NN`."""

from __future__ import annotations

from collections.abc import Callable

from samples.heldout import docs_v4_certidoes as C4
from samples.heldout import docs_v4_misc as M4

# layout name → (builder, instances in the full set)
LAYOUTS: dict[str, tuple[Callable, int]] = {
    "v4_antecedentes_pcba": (C4.antecedentes_pcba, 1),
    "v4_antecedentes_pcsc": (C4.antecedentes_pcsc, 1),
    "v4_cnd_estadual_es": (C4.cnd_estadual_es, 1),
    "v4_cnd_estadual_mt": (C4.cnd_estadual_mt, 1),
    "v4_cnd_federal_colunas": (C4.cnd_federal_colunas, 1),
    "v4_crf_navegador": (C4.crf_navegador, 2),
    "v4_cnd_municipal_requerente": (C4.cnd_municipal_requerente, 1),
    "v4_cnpj_redesim_flag": (M4.cnpj_redesim_flag, 2),
    "v4_declaracao_nos_representada": (M4.declaracao_nos_representada, 1),
    "v4_requerimento_nos_procurador": (M4.requerimento_nos_procurador, 1),
    "v4_apolice_beneficiario": (M4.apolice_beneficiario, 2),
    "v4_nota_fiscal_colunas": (M4.nota_fiscal_colunas, 1),
    "v4_comprovante_saae": (M4.comprovante_saae, 1),
    "v4_contrato_locacao_fiador": (M4.contrato_locacao_fiador, 1),
}

# Several documents in one PDF, each starting on a new page: two 2-page documents (the
# contrato with a fiador, the PC-BA certidão) each followed by a 1-page document of a
# related kind, so that a split at every page or a merge across titles shows.
BUNDLES: list[list[str]] = [
    ["v4_requerimento_nos_procurador", "v4_contrato_locacao_fiador", "v4_declaracao_nos_representada",
     "v4_antecedentes_pcba", "v4_antecedentes_pcsc", "v4_cnd_municipal_requerente", "v4_crf_navegador"],
]

# phone photos of one-page documents in the fourth series
PHOTOS = 4
