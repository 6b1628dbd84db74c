"""The held-out family's second series (issue 12): its layouts and bundles.

Written, like the first series, from CONTRACT §4, `../shared/docs/document-layouts.md`,
the issue-12 failure classes and what real documents look like, without reading
`extractors/`; its layouts are ones the first series does not have (other states'
issuers, other insurers and utilities, other fonts, two-column and table layouts,
multi-page certidões and apólices). Files are named `h2_NNN` and `bundle2_NN`."""

from __future__ import annotations

from collections.abc import Callable

from samples.heldout import docs_v2_company as K2

# layout name → (builder, instances in the full set)
LAYOUTS: dict[str, tuple[Callable, int]] = {
    "v2_contrato_social_cessao": (K2.contrato_social_cessao, 2),
    "v2_contrato_social_eireli_slu": (K2.contrato_social_eireli_slu, 1),
    "v2_contrato_social_integralizacao": (K2.contrato_social_integralizacao, 1),
    "v2_requerimento_empresario_drei": (K2.requerimento_empresario_drei, 1),
    "v2_cnpj_cartao_filial": (K2.cnpj_cartao_filial, 1),
    "v2_cnpj_portal_qsa": (K2.cnpj_portal_qsa, 1),
}

BUNDLES: list[list[str]] = []

# phone photos of one-page documents in the second series
PHOTOS = 12
