"""Reference data the rules read besides the law: licensing calendars, customary
validities of certificates that print none, and the words declarações use.

Each is dated data with its source under `checklists/data/` (issue 13: "as data where
it is data"), validated strictly when first used.
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator

from extractors import names

DATA_DIR = Path(__file__).parent / "data"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class CalendarYear(_Strict):
    source: str = Field(min_length=10)
    # First day on which the year's CRLV is required, by the plate's final digit.
    required_from: dict[str, date]

    @field_validator("required_from")
    @classmethod
    def _all_digits(cls, v: dict[str, date]) -> dict[str, date]:
        if sorted(v) != [str(d) for d in range(10)]:
            raise ValueError("a calendar year needs the ten final digits")
        return v


class StateCalendar(_Strict):
    issuer: str
    years: dict[int, CalendarYear]


class CustomaryValidity(_Strict):
    kind: str
    from_: date = Field(alias="from")
    days: int = Field(gt=0)
    effect: Literal["expired", "review"]
    source: str = Field(min_length=10)
    issuer_contains: str | None = None


class Topic(_Strict):
    about: str = Field(min_length=5)
    words: list[str] = Field(min_length=1)


# The C loader when libyaml is present (issue 15: start-up of `dossie check`).
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _load(name: str) -> object:
    return yaml.load((DATA_DIR / name).read_text(encoding="utf-8"), Loader=_Loader)


@lru_cache(maxsize=1)
def calendars() -> dict[str, StateCalendar]:
    return TypeAdapter(dict[str, StateCalendar]).validate_python(_load("licenciamento.yaml"))


def required_from(uf: str, year: int, digit: str) -> tuple[date, str] | None:
    """The first day `year`'s CRLV is required for a plate ending in `digit` in `uf`,
    with its source; None when that state's calendar for that year is not in the data."""
    cal = calendars().get(uf.upper())
    entry = cal.years.get(year) if cal else None
    if entry is None:
        return None
    return entry.required_from[digit], entry.source


@lru_cache(maxsize=1)
def validities() -> list[CustomaryValidity]:
    return TypeAdapter(list[CustomaryValidity]).validate_python(_load("validades.yaml"))


def customary_validity(kind: str, issuer: str | None, as_of: date) -> CustomaryValidity | None:
    """The customary validity in force at `as_of` for a certificate of `kind`."""
    best: CustomaryValidity | None = None
    for v in validities():
        if v.kind != kind or v.from_ > as_of:
            continue
        if v.issuer_contains and names.fold(v.issuer_contains) not in names.fold(issuer or ""):
            continue
        if best is None or v.from_ >= best.from_ or (v.issuer_contains and not best.issuer_contains):
            best = v
    return best


@lru_cache(maxsize=1)
def topics() -> dict[str, Topic]:
    return TypeAdapter(dict[str, Topic]).validate_python(_load("assuntos.yaml"))


@lru_cache(maxsize=4096)
def _pattern(word: str) -> re.Pattern[str]:
    # A word matches at the start of a word of the text ("instalac" in "INSTALACOES",
    # "PIS" not in "PISO" nor "PISCINA" when followed by letters only for short stems).
    w = re.escape(names.fold(word))
    tail = r"\b" if len(word) <= 4 else ""
    return re.compile(rf"\b{w}{tail}")


@lru_cache(maxsize=1024)
def _folded(text: str) -> str:
    # One dossier asks about the same titles and bodies for every topic of every
    # requirement: fold each text once (issue 15: `dossie check` spent 30% here).
    return names.fold(text)


def mentions(topic: str, text: str | None) -> bool:
    """Whether `text` speaks of `topic` in the words real documents use."""
    if not text:
        return False
    return _topic_pattern(topic).search(_folded(text)) is not None


@lru_cache(maxsize=256)
def _topic_pattern(topic: str) -> re.Pattern[str]:
    # Any of the topic's words: one alternation searched once, not one search per word.
    return re.compile("|".join(f"(?:{_pattern(w).pattern})" for w in topics()[topic].words))
