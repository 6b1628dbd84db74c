"""`Store`: the database and the file store together, built from the settings."""

from __future__ import annotations

from core.settings import Settings
from dossie.store.blobs import BlobStore
from dossie.store.db import Database


class Store:
    def __init__(self, settings: Settings, *, migrate: bool | None = None) -> None:
        self.settings = settings
        self.db = Database(settings.database_url)
        self.blobs = BlobStore(settings.storage_dir)
        if settings.run_migrations if migrate is None else migrate:
            self.db.migrate()

    def close(self) -> None:
        self.db.dispose()
