"""`DOSSIE_REVALIDATION_*`: the tuning of batch revalidation."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class RevalidationSettings(BaseSettings):
    """`DOSSIE_REVALIDATION_*`: tuning of batch revalidation."""

    model_config = SettingsConfigDict(env_prefix="DOSSIE_REVALIDATION_", extra="ignore")

    chunk_size: int = Field(default=250, ge=1, le=20000)
    processes: int | None = Field(default=None, ge=0)  # default: DOSSIE_JOB_WORKERS
    min_for_processes: int = Field(default=400, ge=0)  # fewer dossiers: no process pool
    laws_dir: Path | None = None  # law data to evaluate with (default: the installed one)
    throttle_ms: int = Field(default=0, ge=0)  # pause between chunks (spare a busy DB)
