"""The rule kinds a checklist may use, as one discriminated union.

Adding a rule kind means one class here; adding a law means only data.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from checklists.rules.cnh import CnhCategory, CnhEar, CnhYearsLicensed, MinAge
from checklists.rules.company import Activity, MinCapital, Seat
from checklists.rules.content import CertificateResult, FieldIn, Infractions, MinCoverage
from checklists.rules.dates import EmissionWindow, Exercicio, Validity
from checklists.rules.identity import Holder, Member, PartnersCovered
from checklists.rules.misc import Manual, NumberBound, Subject
from checklists.rules.vehicle import PlatesMatch, VehicleAge, VehicleOwner

Rule = Annotated[
    EmissionWindow
    | Validity
    | Exercicio
    | VehicleAge
    | PlatesMatch
    | VehicleOwner
    | Holder
    | PartnersCovered
    | Member
    | CnhCategory
    | CnhEar
    | CnhYearsLicensed
    | MinAge
    | MinCapital
    | Activity
    | Seat
    | CertificateResult
    | FieldIn
    | Infractions
    | MinCoverage
    | Subject
    | NumberBound
    | Manual,
    Field(discriminator="type"),
]

__all__ = ["Rule"]
