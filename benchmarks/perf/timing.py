"""Side-by-side timing: each repetition runs every contender once, in turn; medians."""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path


def clock(fn: Callable[[], object]) -> float:
    """Wall-clock seconds of one call."""
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def cpu_seconds() -> float:
    """User + system CPU seconds of this process and of its waited-for children.

    On a machine loaded by others wall time measures the load as much as the code; CPU
    time does not (issue 15: the warm-page rows are compared in CPU seconds).
    """
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def side_by_side(contenders: dict[str, Callable[[], object]], reps: int,
                 warmup: int = 1, cpu: dict[str, list[float]] | None = None) -> dict[str, list[float]]:
    """Run every contender `warmup` times untimed, then `reps` rounds, interleaved.

    Interleaving spreads any load from other processes over all contenders alike.
    With `cpu`, each call's CPU seconds (`cpu_seconds`) are appended under its name.
    """
    for _ in range(warmup):
        for fn in contenders.values():
            fn()
    times: dict[str, list[float]] = {name: [] for name in contenders}
    for _ in range(reps):
        for name, fn in contenders.items():
            before = cpu_seconds()
            times[name].append(clock(fn))
            if cpu is not None:
                cpu.setdefault(name, []).append(cpu_seconds() - before)
    return times


def median(values: list[float]) -> float:
    """The median (of a non-empty list)."""
    return float(statistics.median(values))


def tesseract_cli(image: Path, lang: str = "por") -> Callable[[], object]:
    """The reference: `OMP_THREAD_LIMIT=1 tesseract IMAGE out -l por`, output discarded."""
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    out_dir = tempfile.mkdtemp(prefix="dossie-bench-")

    def run() -> object:
        return subprocess.run(["tesseract", str(image), os.path.join(out_dir, "out"), "-l", lang],
                              check=True, capture_output=True, env=env)

    return run


def load_average() -> str:
    """The 1-minute load average and core count, to read noisy figures by."""
    try:
        one = os.getloadavg()[0]
    except OSError:
        return "n/a"
    return f"{one:.1f} on {os.cpu_count()} cores"
