"""Kind → extractor, chosen by score (the paperless-ngx way).

Each entry names the kinds it handles and how well (a score); the registry picks the
highest-scoring extractor for a kind. The generic extractor handles every kind with the
lowest score, so a kind without a module still yields its common fields.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from extractors import apolice, certidoes, cnh, cnpj, contrato_social, crlv
from extractors.fieldset import Context, Extractor, FieldSet
from extractors.generic import extract_generic
from extractors.kinds import KINDS


@dataclass(frozen=True)
class Entry:
    """An extractor and the kinds it knows, each with a score in 0..1."""

    name: str
    extractor: Extractor
    scores: Mapping[str, float]

    def score(self, kind: str) -> float:
        return self.scores.get(kind, 0.0)


def _all(score: float) -> dict[str, float]:
    return dict.fromkeys(KINDS, score)


REGISTRY: list[Entry] = [
    Entry("crlv", crlv.extract_crlv, {"crlv": 1.0, "crv": 0.9}),
    Entry("cnh", cnh.extract_cnh, {"cnh": 1.0}),
    Entry("certidoes", certidoes.extract_certidao, dict.fromkeys(certidoes.KINDS, 1.0)),
    Entry("cnpj", cnpj.extract_cnpj, {"cnpj": 1.0}),
    Entry("contrato_social", contrato_social.extract_contrato_social,
          {"contrato_social": 1.0, "registro_comercial": 0.5}),
    Entry("apolice", apolice.extract_apolice, {"apolice": 1.0}),
    Entry("generic", extract_generic, _all(0.1)),
]


def choose(kind: str) -> Entry | None:
    """The best extractor for ``kind`` (None for ``unknown``)."""
    ranked = sorted(REGISTRY, key=lambda e: -e.score(kind))
    return ranked[0] if ranked and ranked[0].score(kind) > 0 else None


def run(ctx: Context) -> FieldSet:
    """Run the chosen extractor; an extractor's crash becomes a warning, not an error."""
    entry = choose(ctx.kind)
    if entry is None:
        return FieldSet()
    try:
        return entry.extractor(ctx)
    except Exception as exc:  # one bad document must not sink the dossier
        fs = FieldSet()
        fs.warn(f"Não foi possível ler os campos deste documento ({type(exc).__name__}); "
                "confira-o manualmente.")
        return fs


ExtractorFor = Callable[[str], Entry | None]
