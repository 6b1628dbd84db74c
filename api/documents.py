"""`/api/v1/dossiers/{id}/documents`: upload (streaming multipart), list, read, download
the original, remove; and the clerk's correction of an extracted document."""

from __future__ import annotations

from urllib.parse import quote

from fastapi import APIRouter, Request, Response

from api.deps import CallDep, PrincipalDep, ServicesDep, SessionDep, json_response
from api.errors import responses
from api.streaming import receive_documents
from dossie.services import documents
from dossie.services.schemas import DocumentOut, ExtractionOut, FieldCorrection, UploadOut

router = APIRouter(prefix="/api/v1/dossiers", tags=["documentos"])

MULTIPART_BODY = {
    "requestBody": {
        "required": True,
        "content": {"multipart/form-data": {"schema": {
            "type": "object", "required": ["files"],
            "properties": {"files": {
                "type": "array", "items": {"type": "string", "format": "binary"},
                "description": "PDF, JPEG, PNG, TIFF, HEIC/WEBP, ou *.extraction.json "
                               "(CONTRACT §4)."}}}}},
    }
}


@router.post("/{dossier_id}/documents", status_code=201, response_model=UploadOut,
             summary="Envia um ou mais arquivos (campo `files`)",
             description="O mesmo conteúdo enviado duas vezes é guardado uma vez "
                         "(`duplicate: true`). Limites aplicados durante o envio.",
             openapi_extra=MULTIPART_BODY,
             responses=responses(400, 401, 404, 409, 413, 415, 422))
async def upload_documents(dossier_id: str, request: Request, call: CallDep,
                           services: ServicesDep) -> Response:
    return await receive_documents(request, services, call, dossier_id,
                                   lambda _s, out: json_response(out, 201))


@router.get("/{dossier_id}/documents", response_model=list[DocumentOut],
            summary="Documentos do dossiê e suas extrações", responses=responses(401, 404))
def list_documents(dossier_id: str, who: PrincipalDep, s: SessionDep) -> list[DocumentOut]:
    return documents.list_(s, who, dossier_id)


@router.get("/{dossier_id}/documents/{document_id}", response_model=DocumentOut,
            summary="Um documento e suas extrações", responses=responses(401, 404))
def get_document(dossier_id: str, document_id: str, who: PrincipalDep,
                 s: SessionDep) -> DocumentOut:
    return documents.get(s, who, dossier_id, document_id)


@router.get("/{dossier_id}/documents/{document_id}/content", response_class=Response,
            summary="O arquivo original, idêntico ao enviado",
            responses={200: {"content": {"application/octet-stream": {
                "schema": {"type": "string", "format": "binary"}}}}, **responses(401, 404)})
def get_original(dossier_id: str, document_id: str, who: PrincipalDep, s: SessionDep,
                 services: ServicesDep) -> Response:
    data, media, name = documents.original(s, services.store.blobs, who, dossier_id,
                                           document_id)
    return Response(content=data, media_type=media, headers={
        "Content-Disposition": f"attachment; filename*=UTF-8''{quote(name)}",
        "X-Content-Type-Options": "nosniff"})


@router.delete("/{dossier_id}/documents/{document_id}", status_code=204,
               summary="Retira um documento do dossiê", responses=responses(401, 404, 409))
def delete_document(dossier_id: str, document_id: str, who: PrincipalDep,
                    s: SessionDep) -> Response:
    documents.remove(s, who, dossier_id, document_id)
    return Response(status_code=204)


@router.patch("/{dossier_id}/extractions/{extraction_id}", response_model=ExtractionOut,
              summary="Corrige tipo ou campos de um documento extraído (servidores)",
              description="Auditado com a justificativa; o dossiê é reavaliado na hora a "
                          "partir das extrações guardadas.",
              responses=responses(401, 403, 404, 409, 422))
def correct_extraction(dossier_id: str, extraction_id: str, data: FieldCorrection,
                       who: PrincipalDep, s: SessionDep, services: ServicesDep) -> ExtractionOut:
    return documents.correct(s, who, dossier_id, extraction_id, data, services.today())
