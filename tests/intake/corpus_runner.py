"""Run every file of the given folders through `intake.read_file` under an address-space limit.

Used by `test_corpus.py` in a subprocess: `python -m tests.intake.corpus_runner PATH...`
(files, or folders whose files are all run).
Prints one JSON object per file (outcome, status, seconds) and a final summary with the
peak RSS of this process and of the OCR worker processes.
"""

from __future__ import annotations

import json
import resource
import sys
import time
from pathlib import Path

AS_LIMIT = 2 * 1024**3


def _files(args: list[str]) -> list[Path]:
    out: list[Path] = []
    for arg in args:
        p = Path(arg)
        out.extend(sorted(p.iterdir()) if p.is_dir() else [p])
    return [p for p in out if p.is_file() and p.suffix not in (".md", ".json")]


def main(args: list[str]) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (AS_LIMIT, AS_LIMIT))
    from core.errors import DossieError
    from intake.pipeline import read_file

    for path in _files(args):
        start = time.monotonic()
        row: dict[str, object] = {"file": path.name, "folder": path.parent.name}
        try:
            doc = read_file(path)
            row.update(outcome="processed", pages=len(doc.pages),
                       words=sum(len(p.words) for p in doc.pages),
                       sources=sorted({p.source for p in doc.pages}),
                       warnings=doc.warnings[:3])
        except DossieError as exc:
            row.update(outcome="refused", status=exc.http_status, code=exc.code,
                       error=type(exc).__name__, message=exc.message)
        except BaseException as exc:  # what the test must never see
            row.update(outcome="crash", error=type(exc).__name__, message=str(exc)[:300])
        row["seconds"] = round(time.monotonic() - start, 2)
        print(json.dumps(row, ensure_ascii=False), flush=True)
    me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
    print(json.dumps({"summary": True, "peak_rss_mb": me, "children_peak_rss_mb": kids}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
