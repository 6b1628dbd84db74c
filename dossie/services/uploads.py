"""Uploads: a streaming multipart parser that writes each file part straight into the
content-addressed store (limits enforced while streaming, nothing buffered whole in
memory), then the documents are added to the dossier — the same content twice is
stored and listed once.

Names are reduced to a safe base name (`intake.names.safe_name`) and kept only as
metadata; the type comes from the magic bytes (a `*.extraction.json` is validated as a
CONTRACT §4 document instead).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from email.message import Message
from typing import Any

from python_multipart.multipart import MultipartParser, parse_options_header
from sqlalchemy import bindparam, func, insert, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from core.errors import BadRequest, Conflict, DossieError, TooLarge, UnsupportedFile, UsageError
from core.settings import Settings
from dossie.services import audit, dossiers, processing
from dossie.services.principal import Principal
from dossie.services.schemas import DocumentOut, UploadOut
from dossie.store.base import new_id, utcnow
from dossie.store.blobs import BlobStore, BlobWriter
from dossie.store.dossiers import Dossier
from dossie.store.files import Blob, DossierFile
from intake.names import safe_name
from intake.sniff import sniff

FIELD_NAME = "files"
MAX_FIELD_BYTES = 64 * 1024  # a non-file form field
MAX_EXTRACTION_JSON = 1024 * 1024  # the examples are under 1 kB (issue 17, finding 3)


@dataclass
class ReceivedFile:
    """One file part, already on disk in the store's temporary area."""

    filename: str
    writer: BlobWriter
    media_type: str = ""


@dataclass
class _Part:
    headers: dict[str, str] = field(default_factory=dict)
    name: str | None = None
    filename: str | None = None
    writer: BlobWriter | None = None
    size: int = 0


class MultipartReceiver:
    """Feed it the request body chunk by chunk; it keeps the file parts named `files`
    and the small text fields (`fields`). `before_files(fields)` is called once, before
    the first file part is written (or at the end when there is none) — e.g. to check a
    CSRF token sent as the form's first field, before any byte is stored."""

    def __init__(self, content_type: str | None, blobs: BlobStore, settings: Settings,
                 before_files: Callable[[dict[str, str]], None] | None = None) -> None:
        ctype, params = parse_options_header(content_type or "")
        if ctype != b"multipart/form-data" or b"boundary" not in params:
            raise UnsupportedFile(
                "Envie os arquivos como multipart/form-data, no campo 'files'.",
                code="multipart_esperado")
        # RFC 2046 §5.1.1: 1 to 70 characters; the parser raised on longer ones (a 500,
        # issue 17, finding 5)
        if not 1 <= len(params[b"boundary"]) <= 70:
            raise BadRequest("Corpo multipart malformado (separador de partes com mais de 70 "
                             "caracteres).", code="multipart_invalido")
        self._blobs = blobs
        self._settings = settings
        self.files: list[ReceivedFile] = []
        self._part: _Part | None = None
        self._hname = b""
        self._hvalue = b""
        self._total = 0
        self._error: DossieError | None = None
        self.fields: dict[str, str] = {}
        self._field_bytes = b""
        self._fields_total = 0
        self._before_files = before_files
        callbacks: Any = {
            "on_part_begin": self._part_begin,
            "on_header_field": self._header_field,
            "on_header_value": self._header_value,
            "on_header_end": self._header_end,
            "on_headers_finished": self._headers_finished,
            "on_part_data": self._part_data,
            "on_part_end": self._part_end,
        }
        try:
            self._parser = MultipartParser(params[b"boundary"], callbacks)
        except Exception:
            raise BadRequest("Corpo multipart malformado (separador de partes inválido).",
                             code="multipart_invalido") from None

    # parser callbacks ----------------------------------------------------------------

    def _part_begin(self) -> None:
        self._part = _Part()

    def _header_field(self, data: bytes, start: int, end: int) -> None:
        self._hname += data[start:end]

    def _header_value(self, data: bytes, start: int, end: int) -> None:
        self._hvalue += data[start:end]

    def _header_end(self) -> None:
        assert self._part is not None
        self._part.headers[self._hname.decode("latin-1").lower()] = \
            self._hvalue.decode("utf-8", "replace")
        self._hname = self._hvalue = b""

    def _headers_finished(self) -> None:
        part = self._part
        assert part is not None
        msg = Message()
        msg["content-disposition"] = part.headers.get("content-disposition", "")
        part.name = msg.get_param("name", header="content-disposition")  # type: ignore[assignment]
        filename = msg.get_param("filename", header="content-disposition")
        if isinstance(filename, tuple):  # RFC 2231 filename*=
            filename = filename[2]
        part.filename = filename if isinstance(filename, str) else None
        if part.name == FIELD_NAME and part.filename is not None:
            self._run_before_files()
            if len(self.files) >= self._settings.max_files_per_request:
                raise TooLarge(f"No máximo {self._settings.max_files_per_request} arquivos por "
                               "envio.", code="arquivos_demais")
            part.writer = self._blobs.writer(self._settings.max_file_bytes)

    def _part_data(self, data: bytes, start: int, end: int) -> None:
        part = self._part
        assert part is not None
        chunk = data[start:end]
        part.size += len(chunk)
        if part.writer is not None:
            try:
                part.writer.write(chunk)
            except TooLarge as exc:
                raise TooLarge(f"{safe_name(part.filename)}: {exc.message}",
                               code=exc.code) from None
        elif part.size > MAX_FIELD_BYTES:
            raise TooLarge("Campo do formulário grande demais.", code="campo_grande_demais")
        elif part.filename is None:
            self._fields_total += len(chunk)
            if self._fields_total > MAX_FIELD_BYTES:
                raise TooLarge("Campos do formulário grandes demais.",
                               code="campo_grande_demais")
            self._field_bytes += chunk

    def _part_end(self) -> None:
        part = self._part
        if part is not None and part.writer is not None:
            part.writer.finish()
            self.files.append(ReceivedFile(filename=part.filename or "", writer=part.writer))
            part.writer = None
        elif part is not None and part.name and part.filename is None:
            self.fields[part.name] = self._field_bytes.decode("utf-8", "replace")
        self._field_bytes = b""
        self._part = None

    def _run_before_files(self) -> None:
        hook, self._before_files = self._before_files, None
        if hook is not None:
            hook(self.fields)

    # driving -------------------------------------------------------------------------

    def feed(self, chunk: bytes) -> None:
        self._total += len(chunk)
        if self._total > self._settings.max_request_bytes:
            raise TooLarge(f"O envio passa de {self._settings.max_request_bytes // 2**20} MB, "
                           "o limite por requisição; envie em partes.",
                           code="envio_grande_demais")
        try:
            self._parser.write(chunk)
        except DossieError:
            raise
        except Exception as exc:  # malformed multipart
            raise BadRequest(f"Corpo multipart malformado ({type(exc).__name__}).",
                             code="multipart_invalido") from None

    def finish(self) -> list[ReceivedFile]:
        try:
            self._parser.finalize()
        except Exception as exc:
            raise BadRequest(f"Corpo multipart malformado ({type(exc).__name__}).",
                             code="multipart_invalido") from None
        self._run_before_files()
        if self._part is not None and self._part.writer is not None:
            raise BadRequest("Corpo multipart incompleto.", code="multipart_invalido")
        if not self.files:
            raise UsageError("Nenhum arquivo recebido: envie um ou mais arquivos no campo "
                             "'files'.", code="sem_arquivos")
        return self.files

    def discard(self) -> None:
        for f in self.files:
            f.writer.discard()
        if self._part is not None and self._part.writer is not None:
            self._part.writer.discard()


def _classify(f: ReceivedFile) -> str:
    """The media type of a received file (raises 415/422 for what cannot be a document)."""
    name = safe_name(f.filename)
    if processing.is_extraction_name(name):
        if f.writer.size > MAX_EXTRACTION_JSON:
            raise TooLarge(f"{name}: JSON de extração grande demais (o limite é "
                           f"{MAX_EXTRACTION_JSON // 1024} kB).", code="limite_excedido")
        processing.parse_extraction_json(f.writer.temp_path.read_bytes(), name)
        return processing.EXTRACTION_MEDIA_TYPE
    try:
        media_type = sniff(f.writer.head, name).media_type
    except DossieError as exc:
        raise type(exc)(f"{name}: {exc.message}", code=exc.code) from None
    processing.precheck_upload(f.writer.temp_path, media_type, name)
    return media_type


# The statements of an upload, built once: the write transaction locks the database for
# their execution only.
_FILES_T = DossierFile.__table__
_WITH_COUNT_AND_LAST = dossiers.ACCESS.add_columns(
    select(func.count()).where(_FILES_T.c.dossier_id == Dossier.id)
    .correlate(Dossier).scalar_subquery().label("files"),
    select(func.coalesce(func.max(_FILES_T.c.position), 0))
    .where(_FILES_T.c.dossier_id == Dossier.id).correlate(Dossier).scalar_subquery()
    .label("last_position"))
_IN_DOSSIER = select(_FILES_T.c.sha256, _FILES_T.c.id).where(
    _FILES_T.c.dossier_id == bindparam("did"),
    _FILES_T.c.sha256.in_(bindparam("shas", expanding=True)))
_KNOWN_BLOBS = select(Blob.__table__.c.sha256, Blob.__table__.c.size,
                      Blob.__table__.c.media_type).where(
    Blob.__table__.c.sha256.in_(bindparam("shas", expanding=True)))
_INSERT_FILES = insert(_FILES_T)
_TOUCH_DOSSIER = (update(Dossier.__table__).where(Dossier.__table__.c.id == bindparam("did"))
                  .values(status="draft", version=Dossier.__table__.c.version + 1))
_INSERT_BLOB = {
    "postgresql": postgresql.insert(Blob.__table__).on_conflict_do_nothing(),
    "sqlite": sqlite.insert(Blob.__table__).on_conflict_do_nothing(),
}


def _insert_blob(s: Session, row: dict[str, Any]) -> None:
    s.connection().execute(_INSERT_BLOB[s.get_bind().dialect.name], row)


def add_documents(s: Session, blobs: BlobStore, settings: Settings, who: Principal,
                  dossier_id: str, received: list[ReceivedFile]) -> UploadOut:
    """Add the received files to a dossier (all or nothing)."""
    # the dossier (a row) with its file count and last position, in one statement
    # (issue 6: load)
    d = dossiers.access_for_change(s, who, dossier_id, _WITH_COUNT_AND_LAST)
    for f in received:
        f.media_type = _classify(f)
    # the bytes are safe on disk (fsync, rename) before any row names them — and before
    # the write transaction starts, so that no fsync runs while the database is locked
    shas = [f.writer.commit() for f in received]
    # reads first; then the writes back to back, so that the database's write lock is
    # held for the statements only (blobs already known are not inserted again)
    conn = s.connection()
    existing, position = d.files, d.last_position
    in_dossier: dict[str, str] = {sha: fid for sha, fid in conn.execute(
        _IN_DOSSIER, {"did": d.id, "shas": shas})}
    known_blobs = {r.sha256: r for r in conn.execute(_KNOWN_BLOBS, {"shas": shas})}
    results: list[tuple[str, bool]] = []
    new_rows: list[dict[str, Any]] = []
    now = utcnow()
    for f, sha in zip(received, shas, strict=True):
        if sha in in_dossier:  # already in the dossier (or twice in this upload)
            results.append((in_dossier[sha], True))
            continue
        if existing + len(new_rows) >= settings.max_files_per_dossier:
            raise TooLarge(f"O dossiê já tem {settings.max_files_per_dossier} arquivos, o "
                           "limite.", code="arquivos_demais")
        position += 1
        row = {"id": new_id(), "dossier_id": d.id, "sha256": sha, "name": safe_name(f.filename),
               "uploaded_by": who.user_id, "uploaded_at": now, "position": position,
               "state": "pending", "error_code": None, "error_message": None,
               # typed readings are evidence only from clerks and capture systems
               # (issue 17, finding 2; CONTRACT §2)
               "declared": f.media_type == processing.EXTRACTION_MEDIA_TYPE
               and not who.captures}
        new_rows.append(row)
        in_dossier[sha] = row["id"]
        results.append((row["id"], False))
    blob_rows = {sha: {"sha256": sha, "size": f.writer.size, "media_type": f.media_type,
                       "created_at": now}
                 for f, sha in zip(received, shas, strict=True) if sha not in known_blobs}
    try:
        for row in blob_rows.values():  # (the same content uploaded meanwhile is fine)
            _insert_blob(s, row)
        if new_rows:
            conn.execute(_INSERT_FILES, new_rows)
            conn.execute(_TOUCH_DOSSIER, {"did": d.id})
            audit.insert_now(conn, who, "documento.enviar", dossier_id=d.id,
                         detail={"arquivos": [r["name"] for r in new_rows]})
        s.commit()
    except IntegrityError:
        s.rollback()
        raise Conflict("Outro envio do mesmo arquivo está em andamento; tente de novo.",
                       code="envio_concorrente") from None
    # the rows just inserted are described from what was written (issue 6: load: no
    # query to read them back); only files already in the dossier before this upload
    # (their state and extractions may have changed) are read
    docs: dict[str, DocumentOut] = {}
    for row in new_rows:
        sha = row["sha256"]
        blob = known_blobs.get(sha)
        size, media_type = (blob.size, blob.media_type) if blob is not None else \
            (blob_rows[sha]["size"], blob_rows[sha]["media_type"])
        docs[row["id"]] = DocumentOut(id=row["id"], name=row["name"], sha256=sha, size=size,
                                      media_type=media_type, uploaded_at=now, state="pending",
                                      error=None, declared=row["declared"], extractions=[])
    earlier = [fid for fid, _ in results if fid not in docs]
    if earlier:
        docs.update({doc.id: doc for doc in dossiers.documents_out(s, d.id, only=earlier)})
    return UploadOut(documents=[docs[fid].model_copy(update={"duplicate": True}) if dup
                                else docs[fid] for fid, dup in results])
