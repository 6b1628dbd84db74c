"""The one settings tree (issue 16): every `DOSSIE_*` variable is read here, and only here.

The defaults are the one-machine mode of CONTRACT §7 (SQLite, files on local disk,
in-process worker pool); PostgreSQL, Celery over Redis and a shared storage directory
are chosen by `DOSSIE_DATABASE_URL`, `DOSSIE_BROKER_URL` and `DOSSIE_STORAGE_DIR`.
`Settings` is the root; its sections (rate limits, PDF rendering, batch revalidation,
OCR) are read from their own variables, so each stage can take just its section.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from core.errors import UsageError
from core.paths import default_cache_dir

GIB = 1024**3


class RateLimitSettings(BaseSettings):
    """The limits; each `DOSSIE_<NAME>` variable overrides one (e.g.
    `DOSSIE_RATE_LIMIT_USER="300/minute"`, `DOSSIE_QUOTA_UPLOAD_BYTES_PER_DAY=0` for none)."""

    model_config = SettingsConfigDict(env_prefix="DOSSIE_", extra="ignore")

    rate_limits_enabled: bool = True
    rate_limit_user: str = "600/minute"  # any authenticated request, per user
    rate_limit_upload: str = "60/minute"  # POST …/documents, per user
    rate_limit_check: str = "120/hour"  # POST …/check (starts OCR), per user
    rate_limit_anonymous: str = "300/minute"  # /api/ requests without a token, per address
    rate_limit_login: str = "30/minute"  # password attempts, per user AND address
    rate_limit_login_address: str = "120/minute"  # password attempts, per address, any user
    rate_limit_register: str = "10/hour"  # accounts created, per address
    quota_upload_bytes_per_day: int = Field(default=2 * GIB, ge=0)  # per applicant; 0: none
    quota_dossiers_per_day: int = Field(default=100, ge=0)  # per applicant; 0: none
    rate_limit_storage_url: str | None = None  # default: DOSSIE_BROKER_URL, else memory


class PdfSettings(BaseSettings):
    """`DOSSIE_PDF_*`: the isolated WeasyPrint workers that render report and notice PDFs."""

    model_config = SettingsConfigDict(env_prefix="DOSSIE_", extra="ignore")

    pdf_timeout_seconds: float = Field(default=60.0, gt=0)
    pdf_max_memory_mb: int = Field(default=1024, ge=128)
    pdf_workers: int = Field(default=1, ge=1, le=8)


class RevalidationSettings(BaseSettings):
    """`DOSSIE_REVALIDATION_*`: tuning of batch revalidation."""

    model_config = SettingsConfigDict(env_prefix="DOSSIE_REVALIDATION_", extra="ignore")

    chunk_size: int = Field(default=250, ge=1, le=20000)
    processes: int | None = Field(default=None, ge=0)  # default: DOSSIE_JOB_WORKERS
    min_for_processes: int = Field(default=400, ge=0)  # fewer dossiers: no process pool
    laws_dir: Path | None = None  # law data to evaluate with (default: the installed one)
    throttle_ms: int = Field(default=0, ge=0)  # pause between chunks (spare a busy DB)


class OcrSettings(BaseSettings):
    """The OCR engine: the warm tesserocr API (default) or the tesseract CLI
    (`DOSSIE_OCR_ENGINE=cli`), and tesseract's own `TESSDATA_PREFIX`."""

    model_config = SettingsConfigDict(env_prefix="DOSSIE_", extra="ignore")

    ocr_engine: Literal["api", "cli"] = "api"
    tessdata_prefix: Path | None = Field(
        default=None, validation_alias=AliasChoices("TESSDATA_PREFIX", "DOSSIE_TESSDATA_PREFIX"))

    @field_validator("ocr_engine", mode="before")
    @classmethod
    def _lower(cls, v: object) -> object:
        return v.lower() if isinstance(v, str) else v


MIB = 1024 * 1024


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="DOSSIE_", extra="ignore")

    database_url: str = "sqlite:///var/dossie.db"
    broker_url: str | None = None
    storage_dir: Path = Path("var/storage")
    ocr_workers: int = 2

    # background processing
    job_workers: int = Field(default=2, ge=1)  # local worker pool / Celery concurrency
    job_processes: bool = True  # local jobs in worker processes (False: threads of `serve`)
    job_nice: int = Field(default=10, ge=0, le=19)  # CPU priority lowered for local workers
    job_max_attempts: int = Field(default=3, ge=1)  # a job that killed its worker this often fails
    job_lease_seconds: int = Field(default=600, ge=5)  # a silent running job is re-taken after
    celery_queue: str = "dossie"

    # API tokens and login
    token_ttl_hours: int = Field(default=24 * 30, ge=1)  # `dossie token create`, API tokens
    login_ttl_hours: int = Field(default=12, ge=1)  # tokens issued by password login
    allow_registration: bool = True  # applicants may create their own account

    # uploads (enforced while streaming)
    max_file_bytes: int = Field(default=50 * MIB, gt=0)
    max_request_bytes: int = Field(default=200 * MIB, gt=0)
    max_files_per_request: int = Field(default=50, gt=0)
    max_files_per_dossier: int = Field(default=200, gt=0)
    # any other request body (JSON, forms): read whole, so bounded (issue 17, finding 7)
    max_json_body_bytes: int = Field(default=MIB, gt=0)
    # documents read or declared in one dossier: the report and its PDF stay bounded
    # (issue 17, finding 3)
    max_documents_per_dossier: int = Field(default=300, gt=0)

    # `dossie serve`
    host: str = "127.0.0.1"
    port: int = 8000
    # reverse proxies whose X-Forwarded-For/-Proto are trusted ("10.0.0.2,10.0.0.3", "*");
    # empty: none (issue 17, finding 9)
    forwarded_allow_ips: str = ""
    # worker threads for the blocking part of requests (database, files), for reads and
    # again for writes: few, so that they do not fight over the GIL (jobs run elsewhere)
    api_threads: int = Field(default=8, ge=1, le=200)
    run_migrations: bool = True  # apply Alembic migrations at start-up

    # a check job taking longer fails with a timeout (its files are read again on retry)
    job_timeout_seconds: float = Field(default=900.0, ge=1.0)
    # tests only: a pause before each file of a check job (time-outs, progress)
    test_delay_per_file: float = Field(default=0.0, ge=0.0)
    # closed dossiers without activity for this long are purged (`dossie privacy purge`)
    retention_days: int = Field(default=1825, ge=1)
    debug: bool = False  # the CLI re-raises unexpected errors (a traceback) instead of a line
    # the compiled-checklists cache (checklists/compiled.py, issue 15); set empty: no cache
    cache_dir: Path | None = Field(default_factory=default_cache_dir)  # also `core.paths`

    # the sections of the tree, each read from its own variables
    rate_limits: RateLimitSettings = Field(default_factory=lambda: RateLimitSettings())
    pdf: PdfSettings = Field(default_factory=lambda: PdfSettings())
    revalidation: RevalidationSettings = Field(default_factory=lambda: RevalidationSettings())
    ocr: OcrSettings = Field(default_factory=lambda: OcrSettings())




def settings() -> Settings:
    """The settings of this process; a malformed variable is a usage error in pt-BR
    (`configuracao_invalida`, exit code 2), never a traceback."""
    try:
        return Settings()
    except ValidationError as exc:
        first = exc.errors()[0]
        name = "DOSSIE_" + "_".join(str(p) for p in first.get("loc", ())).upper()
        raise UsageError(f"Configuração inválida: {name} = {first.get('input')!r}.",
                         code="configuracao_invalida") from None
