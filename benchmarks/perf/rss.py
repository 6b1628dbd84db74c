"""Peak memory of reading one file, measured from outside: `python -m benchmarks.perf.rss FILE`.

The child reads FILE with `intake.pipeline.read_file` (default limits: the OCR pool)
and prints one JSON line (pages, pages with words, seconds, its own and its largest
descendant's `ru_maxrss`). `measure` runs that child and samples, every 50 ms, the memory
of the child and all its descendants (forkserver, OCR workers, their tesseract
processes) from /proc/PID/smaps_rollup: the peak of the summed PSS (shared pages split
among the processes sharing them) is the figure to hold under the target; the summed
RSS (shared pages counted in every process) is an upper bound.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import threading
import time
from pathlib import Path


def _children(pid: int) -> list[int]:
    out: list[int] = []
    try:
        tasks = Path(f"/proc/{pid}/task").iterdir()
        for task in tasks:
            text = (task / "children").read_text()
            out.extend(int(c) for c in text.split())
    except OSError:
        pass
    return out


def _memory_kb(pid: int) -> tuple[int, int]:
    """(RSS, PSS) of one process in kB; PSS splits shared pages among their sharers."""
    rss = pss = 0
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Rss:"):
                rss = int(line.split()[1])
            elif line.startswith("Pss:"):
                pss = int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return rss, pss


def tree_memory_kb(root: int) -> tuple[int, int]:
    """(sum of RSS, sum of PSS) of `root` and all its descendants, in kB.

    The RSS sum counts every shared page (libraries, copy-on-write memory of the
    forkserver's children) once per process; the PSS sum is the real total.
    """
    rss = pss = 0
    stack, seen = [root], set()
    while stack:
        pid = stack.pop()
        if pid in seen:
            continue
        seen.add(pid)
        r, p = _memory_kb(pid)
        rss, pss = rss + r, pss + p
        stack.extend(_children(pid))
    return rss, pss


def measure(path: Path, interval: float = 0.05) -> dict[str, float]:
    """Run the child on `path`; its JSON plus the peaks of the tree's summed PSS and RSS."""
    proc = subprocess.Popen([sys.executable, "-m", "benchmarks.perf.rss", str(path)],
                            stdout=subprocess.PIPE, text=True)
    peak_rss = peak_pss = 0
    done = threading.Event()

    def sample() -> None:
        nonlocal peak_rss, peak_pss
        while not done.is_set():
            rss, pss = tree_memory_kb(proc.pid)
            peak_rss, peak_pss = max(peak_rss, rss), max(peak_pss, pss)
            time.sleep(interval)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    out, _ = proc.communicate()
    done.set()
    sampler.join()
    rows = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    if proc.returncode != 0 or not rows:
        raise RuntimeError(f"benchmarks.perf.rss failed on {path} (exit {proc.returncode})")
    return {**rows[-1], "tree_pss_peak_mib": round(peak_pss / 1024, 1),
            "tree_rss_peak_mib": round(peak_rss / 1024, 1)}


def main(argv: list[str]) -> int:
    """Child side: read one file, print what it cost."""
    from intake.pipeline import read_file

    start = time.perf_counter()
    doc = read_file(argv[0])
    seconds = time.perf_counter() - start
    me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(json.dumps({
        "pages": len(doc.pages),
        "pages_read": sum(1 for p in doc.pages if p.words),
        "seconds": round(seconds, 2),
        "self_peak_mib": round(me, 1),
        "largest_waited_child_peak_mib": round(kids, 1),
        "warnings": doc.warnings[:3],
    }, ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
