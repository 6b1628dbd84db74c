"""Configuration from the environment (`DOSSIE_*`), via pydantic-settings.

The defaults are the one-machine mode of CONTRACT §7 (SQLite, files on local disk,
in-process worker pool); PostgreSQL, Celery over Redis and a shared storage directory
are chosen by `DOSSIE_DATABASE_URL`, `DOSSIE_BROKER_URL` and `DOSSIE_STORAGE_DIR`.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

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

    # the compiled-checklists cache (checklists/compiled.py, issue 15); set empty: no cache
    cache_dir: Path | None = Field(default_factory=lambda: Path.home() / ".cache" / "dossie")


def settings() -> Settings:
    return Settings()
