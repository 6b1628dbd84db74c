"""Whole-call benchmarks of issue 15: what a user waits for, start-up included.

- `dossie extract --json` on pages this project did not make (`realpages`) against the
  bare single-thread tesseract loop over the same pages;
- start-up of the light commands (`--help`, `checklists`, `check` on extraction JSON);
- upload → report of a 10-page scanned dossier through the API of a `dossie serve`
  with the default set-up (`make run`: SQLite, the local job runner) against the bare
  tesseract time of its pages.

Every contender runs as its own process, in turn, round after round (interleaved), so
load from other work on the machine slows all of them alike.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "mogi-fretamento"
CHECKLIST = "mogi-das-cruzes/5268-2001/fretamento"


def dossie_exe() -> str:
    return str(Path(sys.executable).with_name("dossie"))


def _env() -> dict[str, str]:
    # An installed dossie has its bytecode compiled (pip does it): with
    # PYTHONDONTWRITEBYTECODE set (some shells and CI images set it) every start would
    # compile the modules from source again, 10-30 ms that no user pays.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**env, "OMP_THREAD_LIMIT": "1"}


def children_cpu() -> float:
    """CPU seconds (user + system) of this process's reaped children and theirs."""
    import resource

    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def metered(fn: Callable[[], object], cpu: list[float],
            meter: Callable[[], float] = children_cpu) -> Callable[[], object]:
    """`fn`, appending the CPU seconds each call cost (by `meter`) to `cpu`: on a shared
    machine the CPU time is the load-independent figure, the wall time is not."""

    def run() -> object:
        before = meter()
        out = fn()
        cpu.append(meter() - before)
        return out

    return run


def run_cmd(cmd: list[str]) -> Callable[[], object]:
    """A contender: `cmd` as a process, output discarded (a failure stops the bench)."""

    def run() -> object:
        return subprocess.run(cmd, check=True, capture_output=True, env=_env(), cwd=ROOT)

    return run


def tesseract_loop(pages: list[Path]) -> Callable[[], object]:
    """`OMP_THREAD_LIMIT=1 tesseract page out -l por` on each page in turn."""
    out = tempfile.mkdtemp(prefix="dossie-bench-")

    def run() -> object:
        for p in pages:
            subprocess.run(["tesseract", str(p), os.path.join(out, "out"), "-l", "por"],
                           check=True, capture_output=True, env=_env())
        return None

    return run


STARTUP_COMMANDS: dict[str, list[str]] = {
    "dossie --help": ["--help"],
    "dossie checklists": ["checklists"],
    "dossie check (extraction JSON)": [
        "check", "--checklist", CHECKLIST, "--as-of", "2027-01-01",
        "--facts", str(EXAMPLES / "fatos.json"), *map(str, sorted(EXAMPLES.glob("*.extraction.json")))],
}


def startup_contenders() -> dict[str, Callable[[], object]]:
    """`python -c pass` (the interpreter alone) and the light commands."""
    out = {"python -c pass": run_cmd([sys.executable, "-c", "pass"])}
    for name, args in STARTUP_COMMANDS.items():
        cmd = [dossie_exe(), *args]

        def run(cmd: list[str] = cmd) -> object:
            # `check` exits 1 for a deficient dossier: only 2 and 3 are failures here
            proc = subprocess.run(cmd, capture_output=True, env=_env(), cwd=ROOT, check=False)
            if proc.returncode not in (0, 1):
                raise RuntimeError(proc.stderr.decode(errors="replace")[-500:])
            return proc

        out[name] = run
    return out


# --- upload → report --------------------------------------------------------------------


def dossier_pages(scan_100: Path, out: Path, n: int = 10) -> tuple[Path, list[Path]]:
    """The first `n` pages of the 100-page scan as their own PDF, and each page's JPEG
    (the very bytes the PDF holds) for the tesseract reference."""
    import pikepdf

    out.mkdir(parents=True, exist_ok=True)
    pdf_path = out / f"dossier_{n}.pdf"
    images = [out / f"dossier_page_{i + 1:02d}.jpg" for i in range(n)]
    if pdf_path.exists() and all(p.exists() for p in images):
        return pdf_path, images
    with pikepdf.open(scan_100) as src:
        new = pikepdf.new()
        for i in range(n):
            page = src.pages[i]
            new.pages.append(page)
            (img,) = list(page.images.values())
            pim = pikepdf.PdfImage(img)
            buf = io.BytesIO()
            pim.extract_to(stream=buf)
            images[i].write_bytes(buf.getvalue())
        new.save(pdf_path, deterministic_id=True)
    return pdf_path, images


class Server:
    """A `dossie serve` as `make run` starts it (SQLite, local job runner, default
    limits), in a temporary directory, with one applicant's token."""

    def __init__(self, workers: int = 1) -> None:
        from loadtest.__main__ import free_port, make_tokens, start_server

        self._tmp = tempfile.TemporaryDirectory(prefix="dossie-bench-api-")
        tmp = Path(self._tmp.name)
        self.token = make_tokens(tmp, 1)[0]
        self.port = free_port()
        self.proc = start_server(tmp, self.port, None, workers)
        self.base = f"http://127.0.0.1:{self.port}"
        self._wait()

    def _wait(self) -> None:
        import httpx

        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and self.proc.poll() is None:
            try:
                if httpx.get(f"{self.base}/health", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        raise RuntimeError("dossie serve did not start")

    def upload_to_report(self, pdf: Path) -> Callable[[], object]:
        """A contender: create a dossier, upload the PDF, check, poll, read the report."""
        import httpx

        data = pdf.read_bytes()

        def run() -> object:
            with httpx.Client(base_url=self.base, timeout=300,
                              headers={"Authorization": f"Bearer {self.token}"}) as c:
                did = c.post("/api/v1/dossiers", json={"checklist": CHECKLIST,
                                                       "as_of": "2026-06-15"}).json()["id"]
                r = c.post(f"/api/v1/dossiers/{did}/documents",
                           files=[("files", (pdf.name, data, "application/pdf"))])
                r.raise_for_status()
                c.post(f"/api/v1/dossiers/{did}/check").raise_for_status()
                while True:
                    status = c.get(f"/api/v1/dossiers/{did}").json()["status"]
                    if status in ("done", "failed"):
                        break
                    time.sleep(0.1)
                if status != "done":
                    raise RuntimeError(f"the check of dossier {did} failed")
                rep = c.get(f"/api/v1/dossiers/{did}/report")
                rep.raise_for_status()
                return rep

        return run

    def cpu(self) -> float:
        """CPU seconds so far of the server's process tree (serving, job and OCR workers)."""
        from loadtest.__main__ import _cpu_seconds

        got = _cpu_seconds(self.proc.pid)
        return float(got.get("serve", 0.0)) + float(got.get("workers", 0.0))

    def close(self) -> None:
        import signal

        try:
            os.killpg(self.proc.pid, signal.SIGTERM)
            self.proc.wait(30)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            os.killpg(self.proc.pid, signal.SIGKILL)
        self._tmp.cleanup()
