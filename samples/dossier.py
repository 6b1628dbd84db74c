"""Ready-made, mutually consistent dossiers for the checklists, dated relative to `as_of`.

`make_dossier(checklist_id, seed, as_of)` returns the documents (same CPF/name/plate/CNPJ
across them, every certidão negativa and in date, CNH D with EAR, capital ≥ R$ 15.000,00
fully paid) and the facts an applicant would declare (CONTRACT §5.3).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import samples.layouts  # noqa: F401
from samples.fake import CITIES
from samples.model import REGISTRY, Ctx, Doc
from samples.render import render_pdf

# checklist id → (profile, city)
CHECKLIST_DOSSIERS: dict[str, tuple[str, tuple[str, str]]] = {
    "patrocinio/5002-2018/condutor": ("pf_escolar", CITIES[2]),
    "patrocinio/5002-2018/veiculo": ("pf_escolar", CITIES[2]),
    "olimpia/5171-2025/autonomo": ("pf_escolar", CITIES[1]),
    "olimpia/5171-2025/pessoa-juridica": ("pj", CITIES[1]),
    "mogi-das-cruzes/5268-2001/fretamento": ("pj", CITIES[0]),
}


@dataclass
class Dossier:
    """Documents (file stem → Doc) plus declared facts for one checklist."""

    checklist: str
    as_of: date
    docs: list[tuple[str, Doc]] = field(default_factory=list)
    facts: dict[str, Any] = field(default_factory=dict)


def _b(kind: str, ctx: Ctx, layout: str | None = None, **kw: Any) -> Doc:
    return REGISTRY[kind].builder(ctx, layout, **kw)


def _pf(ctx: Ctx, city: tuple[str, str]) -> tuple[list[tuple[str, Doc]], dict[str, Any]]:
    a = ctx.as_of
    ago = lambda n: a - timedelta(days=n)  # noqa: E731
    p = ctx.faux.person(a, city=city, min_age=30, max_age=45)
    v = ctx.faux.vehicle(a, max_age=5, escolar=True)
    v.categoria = "ALUGUEL"
    sp = city[1] == "SP"
    docs = [
        ("requerimento", _b("requerimento", ctx, titular=p, data_emissao=ago(1), placa=v.placa,
                            municipio=city)),
        ("cnh", _b("cnh", ctx, "cnh_2022", person=p, categoria="D", ear=True,
                   data_emissao=ago(400))),
        ("antecedentes_estadual", _b("antecedentes_criminais", ctx, "ssp_sp", person=p,
                                     data_emissao=ago(10), resultado="negativa")),
        ("antecedentes_federal", _b("antecedentes_criminais", ctx, "policia_federal", person=p,
                                    data_emissao=ago(12), resultado="negativa")),
        ("distribuicao_criminal", _b("distribuicao_criminal", ctx, "tjsp" if sp else "tjmg",
                                     person=p, data_emissao=ago(5), resultado="negativa")),
        ("prontuario_cnh", _b("prontuario_cnh", ctx, person=p, data_emissao=ago(6),
                              n_infracoes=0)),
        ("certidao_multas", _b("certidao_multas", ctx, "detran_sp" if sp else "detran_mg",
                               titular=p, placa=v.placa, renavam=v.renavam,
                               data_emissao=ago(7), resultado="negativa")),
        ("curso_condutor_escolar", _b("curso_condutor_escolar", ctx, person=p,
                                      data_emissao=ago(400))),
        ("exame_toxicologico", _b("exame_toxicologico", ctx, person=p, data_emissao=ago(30))),
        ("crlv", _b("crlv", ctx, "digital_2025", owner=p, vehicle=v, data_emissao=ago(60))),
        ("apolice", _b("apolice", ctx, "app_individual", segurado=p, vehicles=[v],
                       inicio=ago(60), morte=50000)),
        ("autorizacao_escolar", _b("autorizacao_escolar", ctx, titular=p, placa=v.placa,
                                   data_emissao=ago(30))),
        ("laudo_vistoria", _b("laudo_vistoria", ctx, titular=p, vehicle=v, data_emissao=ago(20))),
        ("cnd_federal", _b("cnd_federal", ctx, "rfb_pgfn", titular=p, data_emissao=ago(20),
                           resultado="negativa")),
        ("cnd_municipal", _b("cnd_municipal", ctx, "negativa_municipal", titular=p,
                             data_emissao=ago(10), resultado="negativa", municipio=city)),
        ("comprovante_endereco", _b("comprovante_endereco", ctx, titular=p,
                                    data_emissao=ago(15))),
        ("inscricao_inss", _b("inscricao_inss", ctx, titular=p, data_emissao=ago(200))),
    ]
    facts = {"requerente_tipo": "pf", "requerente_nome": p.nome, "requerente_documento": p.cpf,
             "placas": [v.placa], "veiculo_em_nome_de_terceiro": False,
             "data_protocolo": a.isoformat()}
    return docs, facts


def _pj(ctx: Ctx, city: tuple[str, str], escolar: bool) -> tuple[list[tuple[str, Doc]],
                                                                 dict[str, Any]]:
    a = ctx.as_of
    ago = lambda n: a - timedelta(days=n)  # noqa: E731
    co = ctx.faux.company(a, city=city, alphanumeric=False, n_socios=2)
    vs = [ctx.faux.vehicle(a, max_age=5, escolar=escolar) for _ in range(2)]
    for v in vs:
        v.categoria = "ALUGUEL"
    drv = ctx.faux.person(a, city=city, min_age=30, max_age=45)
    sp = city[1] == "SP"
    docs: list[tuple[str, Doc]] = [
        ("requerimento", _b("requerimento", ctx, titular=co, data_emissao=ago(1),
                            placa=vs[0].placa, municipio=city)),
        ("cnpj", _b("cnpj", ctx, "cartao_rfb", company=co,
                    cnae_principal="4924800" if escolar else "4929901", data_emissao=ago(3))),
        ("contrato_social", _b("contrato_social", ctx, "alteracao_consolidada", company=co,
                               capital=50000, integralizado=50000, data_registro=ago(300))),
        ("cnd_federal", _b("cnd_federal", ctx, "rfb_pgfn", titular=co, data_emissao=ago(20),
                           resultado="negativa")),
        ("cnd_estadual", _b("cnd_estadual", ctx, "sefaz_sp" if sp else "sefaz_mg", titular=co,
                            data_emissao=ago(15), resultado="negativa")),
        ("cnd_municipal", _b("cnd_municipal", ctx, "conjunta_municipal", titular=co,
                             data_emissao=ago(10), resultado="negativa", municipio=city)),
        ("crf_fgts", _b("crf_fgts", ctx, "crf_caixa", titular=co, data_emissao=ago(5))),
        ("certidao_falencia", _b("certidao_falencia", ctx, titular=co, data_emissao=ago(8))),
        ("inscricao_municipal", _b("inscricao_municipal", ctx, titular=co, data_emissao=ago(500))),
        ("comprovante_endereco", _b("comprovante_endereco", ctx, titular=co,
                                    data_emissao=ago(20))),
        ("apolice", _b("apolice", ctx, "app_frota", segurado=co, vehicles=vs, inicio=ago(90),
                       morte=50000)),
    ]
    for i, v in enumerate(vs, 1):
        docs.append((f"crlv_{i}", _b("crlv", ctx, "digital_2025" if i == 1 else "eletronico_2020",
                                     owner=co, vehicle=v, data_emissao=ago(40 + i))))
        docs.append((f"laudo_vistoria_{i}", _b("laudo_vistoria", ctx, titular=co, vehicle=v,
                                               data_emissao=ago(20 + i))))
    docs += [
        ("condutor_cnh", _b("cnh", ctx, "cnh_2017", person=drv, categoria="D", ear=True,
                            data_emissao=ago(700))),
        ("condutor_antecedentes", _b("antecedentes_criminais", ctx, "policia_federal",
                                     person=drv, data_emissao=ago(9), resultado="negativa")),
        ("condutor_contrato_trabalho", _b("contrato", ctx, contratante=co, contratado=drv,
                                          tipo="trabalho", data_emissao=ago(200))),
    ]
    facts = {"requerente_tipo": "pj", "requerente_nome": co.razao_social,
             "requerente_documento": co.cnpj, "microempresa": co.porte == "ME",
             "natureza": "sociedade_comercial", "placas": [v.placa for v in vs],
             "veiculo_em_nome_de_terceiro": False, "data_protocolo": a.isoformat()}
    return docs, facts


def make_dossier(checklist_id: str, seed: int | str, as_of: date) -> Dossier:
    """A clean dossier for `checklist_id` (PF school driver or PJ operator)."""
    if checklist_id not in CHECKLIST_DOSSIERS:
        raise ValueError(f"no dossier recipe for {checklist_id!r}; have {sorted(CHECKLIST_DOSSIERS)}")
    profile, city = CHECKLIST_DOSSIERS[checklist_id]
    ctx = Ctx.make(f"{seed}:{checklist_id}", as_of)
    if profile == "pf_escolar":
        docs, facts = _pf(ctx, city)
    else:
        docs, facts = _pj(ctx, city, escolar="olimpia" in checklist_id)
    return Dossier(checklist_id, as_of, docs, facts)


def write_dossier(root: Path, checklist_id: str, seed: int, as_of: date) -> dict[str, Any]:
    """Write one dossier's born-digital PDFs, gold files, facts.json and dossier.json."""
    from samples.generate import write_json

    d = make_dossier(checklist_id, seed, as_of)
    folder = root / checklist_id.replace("/", "__")
    folder.mkdir(parents=True, exist_ok=True)
    golds = []
    for stem, doc in d.docs:
        name = f"{stem}.pdf"
        (folder / name).write_bytes(render_pdf([doc], title=stem))
        g = doc.gold(name)
        g["sample"].update({"rendering": "born-digital", "text_source": "pdf-text",
                            "seed": seed, "as_of": as_of.isoformat()})
        write_json(folder / f"{name}.gold.json", g)
        golds.append(g)
    write_json(folder / "facts.json", d.facts)
    write_json(folder / "dossier.json", {"checklist": checklist_id, "as_of": as_of.isoformat(),
                                         "intended": "clean", "facts": d.facts,
                                         "documents": golds})
    return {"checklist": checklist_id, "dir": str(folder.relative_to(root.parent)),
            "files": [g["file"] for g in golds]}


def dumps(d: Dossier) -> str:
    """JSON summary of a dossier (for debugging)."""
    return json.dumps({"checklist": d.checklist, "facts": d.facts,
                       "kinds": [doc.kind for _, doc in d.docs]}, ensure_ascii=False)
