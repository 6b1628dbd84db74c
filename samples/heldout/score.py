"""Score `dossie extract` on a generated held-out directory (issue 12).

    python -m samples.heldout.score DIR [--json] [--batch N] [--reuse] [--series 1|2|3|4|5|6|7|8]

The extractor is a black box: this module calls the `dossie extract --json` command
(CONTRACT §2) and never imports `extractors/`. Predictions are kept in
`DIR/.predictions/` (`--reuse` reads them instead of running the command again).

Matching rules:
- a gold document is matched with the predicted document of the same file whose
  page_range is equal, else the one overlapping it most;
- kind is right when the matched kind equals the gold kind *and* the page range is exact
  (a 2-page contrato read as two documents is a miss);
- a field is right when the normalised values are equal (CONTRACT §4 normalisation on
  both sides: strings upper case, single-spaced; CPF/CNPJ/RENAVAM and CNAE/natureza
  codes compared on their characters without punctuation; placa without hyphen; money
  as a decimal with 2 places; lists compared as multisets; names and free text without a
  trailing period, so "LTDA." = "LTDA"). `accept` in the gold lists
  other printed forms that count as right. A field of a document whose kind is wrong
  counts as wrong;
- wrong-but-sure: a value present and wrong with confidence ≥ 0.8, reported as a share
  of all values read and as a share of the wrong values.

`--series N` scores only the files of that series (the manifest records each file's
series; a manifest written before series 2 existed holds series 1 only). Results also
give kind and field accuracy per layout."""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections import Counter, defaultdict
from decimal import Decimal, InvalidOperation
from pathlib import Path

SURE = 0.8
FAMILIES = ("born-digital", "scan", "photo")
DOC_FIELDS = re.compile(r"(cpf|cnpj|renavam|_documento|cnae|natureza_juridica|registro|nire|chassi)")
MONEY_FIELDS = {"capital_social", "capital_integralizado", "valor"}
FREE_TEXT = {"objeto_social", "assunto", "observacoes"}
NAMES = re.compile(r"(^nome$|_nome$|^razao_social$|^seguradora$|^nome_fantasia$)")


def _dossie() -> list[str]:
    exe = Path(sys.executable).with_name("dossie")
    return [str(exe)] if exe.exists() else ["dossie"]


def norm(name: str, v):
    """Normalise one value for comparison (see the module docstring)."""
    if v is None:
        return None
    if isinstance(v, bool):
        return v
    if isinstance(v, list):
        return tuple(sorted((norm(name, x) for x in v), key=repr))
    if isinstance(v, dict):
        return tuple(sorted((k, norm(k, x)) for k, x in v.items()))
    s = " ".join(str(v).split()).upper()
    if name in MONEY_FIELDS:
        t = s.replace("R$", "").strip()
        if "," in t:
            t = t.replace(".", "").replace(",", ".")
        try:
            return str(Decimal(t).quantize(Decimal("0.01")))
        except InvalidOperation:
            return s
    if DOC_FIELDS.search(name):
        return re.sub(r"[^0-9A-Z]", "", s)
    if name in ("placa", "placas"):
        return s.replace("-", "").replace(" ", "")
    if name in FREE_TEXT or NAMES.search(name):  # "LTDA." and "LTDA" are the same name
        return s.rstrip(" .;")
    return s


def same(name: str, gold, pred, accept: list | None = None) -> bool:
    n = norm(name, pred)
    return n == norm(name, gold) or any(n == norm(name, a) for a in accept or [])


def run_extract(files: list[Path], cwd: Path, timeout: int = 1200) -> dict[str, list[dict]] | None:
    """Run the CLI on some files; None when the command failed as a whole."""
    try:
        p = subprocess.run([*_dossie(), "extract", "--json", *[f.name for f in files]], cwd=cwd,
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    if p.returncode != 0:
        return None
    try:
        docs = json.loads(p.stdout)
    except json.JSONDecodeError:
        return None
    out: dict[str, list[dict]] = defaultdict(list)
    for d in docs:
        out[Path(d.get("file", "")).name].append(d)
    return out


def predictions(d: Path, files: list[str], batch: int, reuse: bool, log=print) -> dict[str, list[dict]]:
    cache = d / ".predictions"
    cache.mkdir(exist_ok=True)
    got: dict[str, list[dict]] = {}
    todo = []
    for f in files:
        c = cache / f"{f}.json"
        if reuse and c.exists():
            got[f] = json.loads(c.read_text())
        else:
            todo.append(f)
    for i in range(0, len(todo), batch):
        chunk = todo[i:i + batch]
        log(f"  dossie extract: {i + len(chunk)}/{len(todo)}", file=sys.stderr)
        res = run_extract([d / f for f in chunk], d)
        if res is None:  # one bad file must not sink the others
            res = {}
            for f in chunk:
                one = run_extract([d / f], d)
                res[f] = (one or {}).get(f, [{"error": "extract failed"}] if one is None else [])
        for f in chunk:
            got[f] = res.get(f, [])
            (cache / f"{f}.json").write_text(json.dumps(got[f], ensure_ascii=False))
    return got


def _match(g: dict, preds: list[dict]) -> dict | None:
    a, b = g["page_range"]
    best, score = None, 0
    for p in preds:
        pr = p.get("page_range") or [1, p.get("pages", 1)]
        if list(pr) == [a, b]:
            return p
        ov = max(0, min(b, pr[1]) - max(a, pr[0]) + 1)
        if ov > score:
            best, score = p, ov
    return best


def score(d: Path, batch: int = 12, reuse: bool = False, log=print, series: int | None = None) -> dict:
    man = json.loads((d / "manifest.json").read_text())
    if series is not None:
        man["files"] = [m for m in man["files"] if m.get("series", 1) == series]
    files = [m["file"] for m in man["files"]]
    preds = predictions(d, files, batch, reuse, log)
    fam = {r: Counter() for r in (*FAMILIES, "bundle")}
    per_kind: dict[str, Counter] = defaultdict(Counter)
    per_field: dict[str, Counter] = defaultdict(Counter)
    per_layout: dict[str, Counter] = defaultdict(Counter)
    confusion: dict[str, Counter] = defaultdict(Counter)
    misses: list[dict] = []
    sure = Counter()
    for m in man["files"]:
        gold = json.loads((d / m["gold"]).read_text())
        fp = preds.get(m["file"], [])
        f = "bundle" if m["bundle"] else m["rendering"]
        # The CLI skips OCR past its per-file time budget: count those files, so that a
        # miss caused by a loaded machine is told apart from a misreading.
        if any("tempo esgotado" in w for p in fp for w in p.get("warnings", [])):
            fam[f]["timeouts"] += 1
        for g in gold:
            p = _match(g, fp)
            pk = p.get("kind", "?") if p else "(nenhum)"
            exact = bool(p) and list(p.get("page_range") or []) == g["page_range"]
            ok_kind = pk == g["kind"] and exact
            confusion[g["kind"]][pk if exact or not p else pk + "*"] += 1
            fam[f]["docs"] += 1
            fam[f]["kind_ok"] += ok_kind
            lay = g["sample"]["layout"]
            for c in (per_kind[g["kind"]], per_layout[lay]):
                c["docs"] += 1
                c["kind_ok"] += ok_kind
            if not ok_kind and p and p.get("kind_confidence", 0) >= SURE:
                sure["kind_wrong_sure"] += 1
            pf = (p or {}).get("fields", {}) if pk == g["kind"] else {}
            for name, gv in g["fields"].items():
                pv = pf.get(name)
                val = pv.get("value") if isinstance(pv, dict) else None
                ok = val is not None and same(name, gv, val, g.get("accept", {}).get(name))
                key = f"{g['kind']}.{name}"
                for c in (fam[f], per_kind[g["kind"]], per_field[key], per_layout[lay]):
                    c["fields"] += 1
                    c["fields_ok"] += ok
                if val is not None:
                    sure["read"] += 1
                    if not ok:
                        sure["wrong"] += 1
                        if (pv.get("confidence") or 0) >= SURE:
                            sure["wrong_sure"] += 1
                if not ok and len(misses) < 5000:
                    misses.append({"file": m["file"], "family": f, "layout": g["sample"]["layout"], "field": key,
                                   "gold": gv, "read": val,
                                   "confidence": pv.get("confidence") if isinstance(pv, dict) else None})
            if not ok_kind:
                misses.append({"file": m["file"], "family": f, "layout": g["sample"]["layout"], "field": "kind",
                               "gold": [g["kind"], g["page_range"]], "read": [pk, (p or {}).get("page_range")],
                               "confidence": (p or {}).get("kind_confidence")})
    pct = lambda a, b: round(100.0 * a / b, 1) if b else None  # noqa: E731
    return {
        "dir": str(d), "seed": man.get("seed"), "series": series,
        "families": {k: {"documents": c["docs"], "kind_pct": pct(c["kind_ok"], c["docs"]),
                         "fields": c["fields"], "fields_pct": pct(c["fields_ok"], c["fields"]),
                         "files_with_ocr_timeout": c["timeouts"]}
                     for k, c in fam.items()},
        "bundles": {"documents": fam["bundle"]["docs"], "found_with_kind_and_range": fam["bundle"]["kind_ok"]},
        "per_kind": {k: {"documents": c["docs"], "kind_pct": pct(c["kind_ok"], c["docs"]),
                         "fields": c["fields"], "fields_pct": pct(c["fields_ok"], c["fields"])}
                     for k, c in sorted(per_kind.items())},
        "per_field": {k: {"n": c["fields"], "pct": pct(c["fields_ok"], c["fields"])} for k, c in sorted(per_field.items())},
        "per_layout": {k: {"documents": c["docs"], "kind_pct": pct(c["kind_ok"], c["docs"]),
                           "fields": c["fields"], "fields_pct": pct(c["fields_ok"], c["fields"])}
                       for k, c in sorted(per_layout.items())},
        "confusion": {k: dict(v) for k, v in sorted(confusion.items())},
        "wrong_but_sure": {"values_read": sure["read"], "wrong": sure["wrong"], "wrong_at_0.8": sure["wrong_sure"],
                           "pct_of_read": pct(sure["wrong_sure"], sure["read"]),
                           "pct_of_wrong": pct(sure["wrong_sure"], sure["wrong"]),
                           "kinds_wrong_at_0.8": sure["kind_wrong_sure"]},
        "misses": misses,
    }


def render(r: dict) -> str:
    serie = f", série {r['series']}" if r.get("series") else ""
    L = [f"Família held-out: {r['dir']} (seed {r['seed']}{serie})", "",
         f"{'família':14} {'docs':>5} {'tipo %':>7} {'campos':>7} {'campos %':>9} {'OCR esgotado':>13}"]
    for k, v in r["families"].items():
        L.append(f"{k:14} {v['documents']:5} {v['kind_pct'] if v['kind_pct'] is not None else '-':>7} "
                 f"{v['fields']:7} {v['fields_pct'] if v['fields_pct'] is not None else '-':>9} "
                 f"{v['files_with_ocr_timeout']:>13}")
    b = r["bundles"]
    L.append("(OCR esgotado: arquivos em que o dossie parou o OCR pelo limite de tempo por arquivo)")
    L += ["", f"lotes: {b['found_with_kind_and_range']} de {b['documents']} documentos achados com tipo e páginas exatas", ""]
    w = r["wrong_but_sure"]
    L.append(f"valores lidos {w['values_read']}, errados {w['wrong']}, errados com confiança ≥ 0,8: {w['wrong_at_0.8']} "
             f"({w['pct_of_read']}% dos lidos, {w['pct_of_wrong']}% dos errados); tipos errados com confiança ≥ 0,8: "
             f"{w['kinds_wrong_at_0.8']}")
    L += ["", f"{'tipo':28} {'docs':>5} {'tipo %':>7} {'campos':>7} {'campos %':>9}"]
    for k, v in r["per_kind"].items():
        L.append(f"{k:28} {v['documents']:5} {v['kind_pct']:>7} {v['fields']:7} {v['fields_pct'] if v['fields_pct'] is not None else '-':>9}")
    L += ["", f"{'modelo (layout)':40} {'docs':>5} {'tipo %':>7} {'campos':>7} {'campos %':>9}"]
    for k, v in r.get("per_layout", {}).items():
        L.append(f"{k:40} {v['documents']:5} {v['kind_pct']:>7} {v['fields']:7} "
                 f"{v['fields_pct'] if v['fields_pct'] is not None else '-':>9}")
    L += ["", "campo                                         n      %"]
    for k, v in r["per_field"].items():
        L.append(f"{k:44} {v['n']:4} {v['pct']:>6}")
    L += ["", "matriz de confusão (tipo certo → tipo lido; * = páginas diferentes)"]
    for k, v in r["confusion"].items():
        L.append(f"  {k:28} " + ", ".join(f"{p}: {n}" for p, n in sorted(v.items(), key=lambda x: -x[1])))
    return "\n".join(L)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Mede o dossie extract na família held-out.")
    ap.add_argument("dir", type=Path)
    ap.add_argument("--json", action="store_true", help="saída JSON (com a lista de erros)")
    ap.add_argument("--batch", type=int, default=12)
    ap.add_argument("--reuse", action="store_true", help="reusa DIR/.predictions em vez de rodar de novo")
    ap.add_argument("--misses", action="store_true", help="lista os erros no texto")
    ap.add_argument("--series", type=int, choices=(1, 2, 3, 4, 5, 6, 7, 8), help="só os arquivos desta série")
    a = ap.parse_args(argv)
    if not (a.dir / "manifest.json").exists():
        print(f"erro: {a.dir} não tem manifest.json (gere com python -m samples.heldout.generate)", file=sys.stderr)
        return 2
    r = score(a.dir, a.batch, a.reuse, series=a.series)
    if a.json:
        print(json.dumps(r, ensure_ascii=False, indent=1))
    else:
        print(render(r))
        if a.misses:
            print()
            for m in r["misses"]:
                print(f"  {m['file']:22} {m['layout']:30} {m['field']:36} esperado {m['gold']!r} lido {m['read']!r} ({m['confidence']})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
