"""The HTTP API (CONTRACT §6): FastAPI routers, one module per resource, thin — they
call `dossie.services` and hold no business rule. Entry point: `api.app:create_app()`."""
