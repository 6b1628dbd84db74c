"""Pydantic models at the service boundary: what the API returns and accepts (and what
the web pages render). Examples feed the OpenAPI document."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from dossie.services.json_limits import bounded_facts

Role = Literal["applicant", "clerk", "admin"]
DossierStatus = Literal["draft", "processing", "done", "failed"]
JobStatus = Literal["queued", "running", "done", "failed"]

_ID = "3f6c1a9e0b7d4e2a8c5f1d0e9b8a7c6d"


class ErrorOut(BaseModel):
    """Every error: a pt-BR message and a stable machine code."""

    detail: str
    code: str

    model_config = ConfigDict(json_schema_extra={"examples": [
        {"detail": "Dossiê não encontrado.", "code": "dossie_inexistente"}]})


class ErrorInfo(BaseModel):
    code: str
    message: str


# --- users and tokens --------------------------------------------------------------------


class UserOut(BaseModel):
    model_config = ConfigDict(from_attributes=True, json_schema_extra={"examples": [
        {"id": 2, "username": "maria", "full_name": "MARIA DA SILVA", "email": None,
         "role": "applicant", "active": True, "created_at": "2026-12-02T12:00:00Z"}]})

    id: int
    username: str
    full_name: str | None = None
    email: str | None = None
    role: Role
    active: bool
    created_at: datetime


class UserCreate(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"username": "joao.servidor", "password": "uma-senha-longa", "role": "clerk",
         "full_name": "JOÃO PEREIRA"}]})

    username: str = Field(min_length=1, max_length=80, pattern=r"^[A-Za-z0-9_.@-]+$")
    password: str | None = Field(default=None, min_length=8, max_length=200)
    role: Role = "applicant"
    full_name: str | None = Field(default=None, max_length=200)
    email: str | None = Field(default=None, max_length=200)

    @field_validator("username")
    @classmethod
    def _fold(cls, v: str) -> str:
        """User names are case-insensitive (issue 17, finding 12): `Admin` is `admin`."""
        return v.casefold()


class Registration(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"username": "maria", "password": "uma-senha-longa", "full_name": "MARIA DA SILVA"}]})

    username: str = Field(min_length=3, max_length=80, pattern=r"^[A-Za-z0-9_.@-]+$")
    password: str = Field(min_length=8, max_length=200)
    full_name: str | None = Field(default=None, max_length=200)
    email: str | None = Field(default=None, max_length=200)

    @field_validator("username")
    @classmethod
    def _fold(cls, v: str) -> str:
        """User names are case-insensitive (issue 17, finding 12): `Admin` is `admin`."""
        return v.casefold()


class LoginIn(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"username": "applicant", "password": "demo-applicant"}]})

    username: str = Field(min_length=1, max_length=80)
    password: str = Field(min_length=1, max_length=200)


class TokenCreate(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"label": "integração protocolo", "ttl_hours": 720}]})

    label: str = Field(default="", max_length=100)
    ttl_hours: int | None = Field(default=None, ge=1, le=24 * 366)
    password: str | None = Field(default=None, max_length=200, description=(
        "A senha de novo: necessária para, a partir de um login, criar um token que dure "
        "mais que a sessão (ou que sobreviva ao logout)."))
    scope: Literal["", "captura"] = Field(default="", description=(
        "`captura`: token de um sistema de captura, cujos JSON de extração valem como "
        "prova (só administradores)."))


class TokenOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    prefix: str
    label: str
    origin: str
    created_at: datetime
    expires_at: datetime
    revoked_at: datetime | None = None
    last_used_at: datetime | None = None
    scope: str = ""


class TokenIssued(BaseModel):
    """A new bearer token: shown once, only its hash is stored."""

    model_config = ConfigDict(json_schema_extra={"examples": [
        {"access_token": "dsk_Yh3…", "token_type": "bearer", "id": 7,
         "expires_at": "2027-01-01T12:00:00Z",
         "user": {"id": 2, "username": "maria", "full_name": None, "email": None,
                  "role": "applicant", "active": True, "created_at": "2026-12-02T12:00:00Z"}}]})

    access_token: str
    token_type: Literal["bearer"] = "bearer"
    id: int
    expires_at: datetime
    user: UserOut


# --- checklists --------------------------------------------------------------------------


class InForceOut(BaseModel):
    from_: date = Field(alias="from", serialization_alias="from")
    until: date | None = None

    model_config = ConfigDict(populate_by_name=True)


class ChecklistOut(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"id": "olimpia/5171-2025/autonomo", "title": "Autorização de pessoa física",
         "law": "Lei nº 5.171/2025 de Olímpia", "scope": "art. 9º",
         "in_force": {"from": "2025-09-24", "until": None}, "status": "em_vigor",
         "reason": None, "requirements": 14, "version": "a1b2c3d4e5f6"}]})

    id: str
    title: str
    law: str
    scope: str
    in_force: InForceOut
    status: Literal["em_vigor", "futura", "fora_de_vigencia"]
    reason: str | None = None
    requirements: int
    version: str


class RequirementOut(BaseModel):
    ref: str
    citation: str
    title: str
    section: str
    what_to_bring: str
    kinds: list[str]
    count: int


class ChecklistDetail(ChecklistOut):
    items: list[RequirementOut]


# --- dossiers, documents, jobs -----------------------------------------------------------


class DossierCreate(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"checklist": "mogi-das-cruzes/5268-2001/fretamento",
         "facts": {"requerente_tipo": "pj", "requerente_nome": "VIACAO ALTO TIETE LTDA",
                   "requerente_documento": "11222333000181", "microempresa": False,
                   "natureza": "sociedade_comercial"},
         "as_of": "2026-06-15"}]})

    checklist: str = Field(min_length=3, max_length=120)
    facts: dict[str, Any] = Field(default_factory=dict)
    as_of: date | None = Field(default=None, description="Data de referência; padrão: o dia da conferência.")

    _facts_bounded = field_validator("facts")(bounded_facts)  # issue 17, finding 7


class DossierUpdate(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"facts": {"requerente_tipo": "pj", "microempresa": True}, "as_of": "2026-07-01"}]})

    facts: dict[str, Any] | None = None
    as_of: date | None = None

    _facts_bounded = field_validator("facts")(bounded_facts)  # issue 17, finding 7


class CheckRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"reextract": False}]})

    reextract: bool = Field(default=False, description=(
        "Reler (OCR/extração) também os arquivos já lidos; por padrão só os novos são lidos "
        "e as correções do servidor são mantidas."))


class ExtractionOut(BaseModel):
    id: str
    position: int
    kind: str
    corrected: bool
    extraction: dict[str, Any] = Field(description="O objeto de extração (CONTRACT §4).")


class DocumentOut(BaseModel):
    """An uploaded file and the documents found in it."""

    model_config = ConfigDict(json_schema_extra={"examples": [
        {"id": _ID, "name": "crlv-1.pdf", "sha256": "9f86d0…", "size": 48213,
         "media_type": "application/pdf", "uploaded_at": "2026-12-02T12:00:00Z",
         "state": "done", "error": None, "duplicate": False,
         "extractions": [{"id": _ID, "position": 0, "kind": "crlv", "corrected": False,
                          "extraction": {"file": "crlv-1.pdf", "kind": "crlv",
                                         "fields": {"placa": {"value": "ABC1D23",
                                                              "confidence": 0.99}}}}]}]})

    id: str
    name: str
    sha256: str
    size: int
    media_type: str
    uploaded_at: datetime
    state: Literal["pending", "done", "failed"]
    error: ErrorInfo | None = None
    duplicate: bool = Field(default=False, description="O mesmo conteúdo já estava no dossiê.")
    declared: bool = Field(default=False, description=(
        "JSON de extração enviado pelo requerente: dados declarados, não lidos pelo dossie "
        "de um documento (nunca atendem um requisito sozinhos)."))
    extractions: list[ExtractionOut] = []


class UploadOut(BaseModel):
    documents: list[DocumentOut]


class JobOut(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"id": _ID, "kind": "check", "status": "done", "dossier_id": _ID,
         "created_at": "2026-12-02T12:00:00Z", "started_at": "2026-12-02T12:00:01Z",
         "finished_at": "2026-12-02T12:00:09Z", "progress": {"done": 3, "total": 3},
         "result": {"verdict": "deficient", "deficiencies": 2}, "error": None}]})

    id: str
    kind: Literal["check", "revalidation"]
    status: JobStatus
    dossier_id: str | None = None
    created_at: datetime
    started_at: datetime | None = None
    finished_at: datetime | None = None
    progress: dict[str, int]
    result: dict[str, Any] | None = None
    error: ErrorInfo | None = None


class OwnerOut(BaseModel):
    id: int
    username: str
    full_name: str | None = None


class DossierSummary(BaseModel):
    id: str
    checklist: str
    status: DossierStatus
    verdict: Literal["complete", "deficient", "review"] | None = None
    has_review: bool
    as_of: date | None = None
    owner: OwnerOut
    documents: int
    created_at: datetime
    updated_at: datetime


class DossierOut(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"id": _ID, "checklist": "mogi-das-cruzes/5268-2001/fretamento",
         "facts": {"requerente_tipo": "pj"}, "as_of": "2026-06-15", "status": "done",
         "verdict": "complete", "has_review": False,
         "owner": {"id": 2, "username": "maria", "full_name": None},
         "documents": [], "job": None, "error": None, "report_available": True,
         "created_at": "2026-12-02T12:00:00Z", "updated_at": "2026-12-02T12:00:09Z"}]})

    id: str
    checklist: str
    facts: dict[str, Any]
    as_of: date | None = None
    status: DossierStatus
    verdict: Literal["complete", "deficient", "review"] | None = None
    has_review: bool
    owner: OwnerOut
    documents: list[DocumentOut]
    job: JobOut | None = Field(default=None, description="O último processamento.")
    error: ErrorInfo | None = None
    report_available: bool
    created_at: datetime
    updated_at: datetime


class DossierPage(BaseModel):
    items: list[DossierSummary]
    total: int
    limit: int
    offset: int


class RevalidationCreate(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"as_of": "2027-01-01", "checklist": "mogi-das-cruzes/5268-2001/fretamento"}]})

    as_of: date
    checklist: str | None = None


class FieldCorrection(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"kind": None, "fields": {"placa": "ABC1D23", "validade": None},
         "justification": "Placa conferida no documento original apresentado no balcão."}]})

    kind: str | None = Field(default=None, description="Novo tipo do documento, se errado.")
    fields: dict[str, Any] = Field(default_factory=dict, description=(
        "Campo → valor corrigido (null remove o campo)."))
    justification: str = Field(min_length=5, max_length=2000)


class AuditEventOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    at: datetime
    actor_id: int | None = None
    actor_role: str | None = None
    action: str
    dossier_id: str | None = None
    target: str | None = None
    detail: dict[str, Any] = {}


class DecisionCreate(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"ref": "art9.V", "status": "met",
         "justification": "Certidão conferida no sítio da Caixa, código de validação anotado."}]})

    ref: str = Field(min_length=3, max_length=64)
    status: Literal["met", "missing", "expired", "invalid", "not_applicable"]
    justification: str = Field(min_length=5, max_length=2000)


class DecisionOut(BaseModel):
    id: str
    ref: str
    status: Literal["met", "missing", "expired", "invalid", "not_applicable"]
    justification: str
    decided_by: str
    decided_at: datetime
    active: bool
