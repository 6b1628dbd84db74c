"""The held-out family's third series (issue 12): layouts the series-2 fixes have not seen.

Per samples/heldout/README.md, "when a held-out miss is fixed, add a layout the fix has
not seen": one layout per fixed series-2 class (sócios after a retirada, CNAEs in a
table with the description first, another prefeitura's letterhead, a falência with a
'Código de autenticidade', a declaração in the company's first person) and a bundle
where the new prefeitura certidão follows a 2-page CPEND among other documents. Files
are named `h3_NNN` and `bundle3_NN`."""

from __future__ import annotations

from collections.abc import Callable

from samples.heldout import docs_v3 as K3

# layout name → (builder, instances in the full set)
LAYOUTS: dict[str, tuple[Callable, int]] = {
    "v3_contrato_social_retirada": (K3.contrato_social_retirada, 2),
    "v3_cnpj_atividades_descricao": (K3.cnpj_atividades_descricao, 1),
    "v3_cnd_municipal_sjp": (K3.cnd_municipal_sjp, 1),
    "v3_falencia_tjpr": (K3.falencia_tjpr, 1),
    "v3_declaracao_primeira_pessoa": (K3.declaracao_primeira_pessoa, 1),
}

# The one-page prefeitura certidão right after the 2-page CPEND (issue-12 series-2 bundle
# miss), here between a first-person declaração and the TJPR falência, behind a 2-page
# contrato social.
BUNDLES: list[list[str]] = [
    ["v3_declaracao_primeira_pessoa", "v3_contrato_social_retirada", "v2_cnd_federal_2pag", "v3_cnd_municipal_sjp",
     "v3_falencia_tjpr", "v3_cnpj_atividades_descricao"],
]

# phone photos of one-page documents in the third series
PHOTOS = 3
