"""Configuration from the environment (`DOSSIE_*`), via pydantic-settings."""

from __future__ import annotations

from pathlib import Path

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="DOSSIE_", extra="ignore")

    database_url: str = "sqlite:///var/dossie.db"
    broker_url: str | None = None
    storage_dir: Path = Path("var/storage")
    ocr_workers: int = 2


def settings() -> Settings:
    return Settings()
