"""Documents of a dossier: read, download the original, remove, and the clerk's
correction of an extracted field (audited, re-evaluated at once)."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy.orm import Session

from core.errors import NotFound, UsageError
from dossie.services import audit, dossiers, reports
from dossie.services.principal import Principal
from dossie.services.schemas import DocumentOut, ExtractionOut, FieldCorrection
from dossie.store.blobs import BlobStore
from dossie.store.documents import ExtractedDocument
from dossie.store.files import Blob, DossierFile
from extractors.kinds import KINDS
from extractors.models import Extraction


def _file(s: Session, dossier_id: str, document_id: str) -> DossierFile:
    f = s.get(DossierFile, document_id) if len(document_id) <= 64 else None
    if f is None or f.dossier_id != dossier_id:
        raise NotFound("Documento não encontrado.", code="documento_inexistente")
    return f


def list_(s: Session, who: Principal, dossier_id: str) -> list[DocumentOut]:
    d = dossiers.load(s, who, dossier_id)
    audit.record_access(s, who, d.id, d.owner_id, "documentos")
    return dossiers.documents_out(s, d.id)


def get(s: Session, who: Principal, dossier_id: str, document_id: str) -> DocumentOut:
    d = dossiers.load(s, who, dossier_id)
    f = _file(s, d.id, document_id)
    audit.record_access(s, who, d.id, d.owner_id, "documento", target=f"file:{f.id}")
    return dossiers.documents_out(s, d.id, only=[f.id])[0]


def original(s: Session, blobs: BlobStore, who: Principal, dossier_id: str,
             document_id: str) -> tuple[bytes, str, str]:
    """(bytes, media type, name) of the original, byte-identical to the upload."""
    d = dossiers.load(s, who, dossier_id)
    f = _file(s, d.id, document_id)
    blob = s.get(Blob, f.sha256)
    assert blob is not None
    audit.record_access(s, who, d.id, d.owner_id, "original", target=f"file:{f.id}")
    return blobs.read_bytes(f.sha256), blob.media_type, f.name


def remove(s: Session, who: Principal, dossier_id: str, document_id: str) -> None:
    d = dossiers.load_for_change(s, who, dossier_id)
    f = _file(s, d.id, document_id)
    s.delete(f)  # extracted documents go with it; the stored original is kept (dedup)
    d.status = "draft"
    d.version += 1
    audit.record(s, who, "documento.remover", dossier_id=d.id, target=f"file:{f.id}",
                 detail={"nome": f.name})
    s.commit()


def correct(s: Session, who: Principal, dossier_id: str, extraction_id: str,
            data: FieldCorrection, today: date) -> ExtractionOut:
    """A clerk corrects an extracted document (kind or fields), with a justification."""
    who.require("clerk", "admin")
    d = dossiers.load_for_change(s, who, dossier_id)
    row = s.get(ExtractedDocument, extraction_id) if len(extraction_id) <= 64 else None
    if row is None or row.dossier_id != d.id:
        raise NotFound("Documento extraído não encontrado.", code="extracao_inexistente")
    if data.kind is not None and data.kind not in KINDS:
        raise UsageError(f"tipo de documento desconhecido: {data.kind}", code="tipo_desconhecido")
    before: dict[str, Any] = {}
    doc = dict(row.extraction)
    fields = dict(doc.get("fields") or {})
    for name, value in data.fields.items():
        before[name] = (fields.get(name) or {}).get("value")
        if value is None:
            fields.pop(name, None)
        else:
            fields[name] = {"value": value, "confidence": 1.0, "corrected_by": who.username}
    doc["fields"] = fields
    if data.kind is not None:
        before["kind"] = doc.get("kind")
        doc["kind"], doc["kind_confidence"] = data.kind, 1.0
    Extraction.model_validate(doc)  # still a CONTRACT §4 object
    if row.original is None:
        row.original = row.extraction
    row.extraction, row.kind, row.corrected_by = doc, doc["kind"], who.user_id
    audit.record(s, who, "extracao.corrigir", dossier_id=d.id, target=f"extraction:{row.id}",
                 detail={"antes": before, "depois": data.fields, "tipo": data.kind,
                         "justificativa": data.justification})
    reports.reevaluate(s, d, d.as_of or today)
    s.commit()
    return ExtractionOut(id=row.id, position=row.position, kind=row.kind, corrected=True,
                         extraction=row.extraction)


