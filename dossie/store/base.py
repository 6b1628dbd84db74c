"""Declarative base, naming convention and portable column types (SQLite and PostgreSQL)."""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, DateTime, MetaData, String, Table, TypeDecorator
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


def table_of(model: type[Base]) -> Table:
    """The `Table` a model is mapped to, for Core statements (`insert`, `update`,
    `delete`). SQLAlchemy types `__table__` as any `FromClause` (a model may map a
    subquery); every model here maps a table, which this checks once (issue 16)."""
    table = model.__table__
    if not isinstance(table, Table):
        raise TypeError(f"{model.__name__} is not mapped to a table")
    return table


class UTCDateTime(TypeDecorator[datetime]):
    """Aware UTC datetimes on every backend (SQLite stores naive values)."""

    impl = DateTime
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to a UTC column")
        return value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


# JSON documents: JSONB on PostgreSQL, JSON (text) elsewhere.
JSONDoc = JSON().with_variant(JSONB(), "postgresql")


class RawJSON(str):
    """A JSON document serialised ahead of time (`raw_json`): the engines store it as it
    is, so that a write transaction does not spend its lock serialising a report."""


def raw_json(value: Any) -> RawJSON:
    return RawJSON(json.dumps(value))


def json_dumps(value: Any) -> str:
    """The engines' JSON serialiser: `json.dumps`, except for `RawJSON` text."""
    return str(value) if isinstance(value, RawJSON) else json.dumps(value)


def new_id() -> str:
    """Opaque, unguessable ids for resources exposed in URLs."""
    return uuid.uuid4().hex


def utcnow() -> datetime:
    return datetime.now(UTC)


IdColumn = String(32)


def as_dict(value: Any) -> dict[str, Any]:
    return dict(value or {})
