"""Who acts: the authenticated user and what its role allows."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from core.errors import Forbidden

CAPTURE_SCOPE = "captura"
ROLE_PT = {"applicant": "requerente", "clerk": "servidor", "admin": "administrador"}


class Principal(BaseModel):
    model_config = ConfigDict(frozen=True)

    user_id: int
    username: str
    role: str  # applicant | clerk | admin
    token_id: int | None = None
    scope: str = ""  # "captura": a capture system's token (CONTRACT §2, issue 17)

    @property
    def captures(self) -> bool:
        """Whether an extraction JSON this principal uploads is evidence (a clerk, an
        admin, or a capture system's token), not the applicant's declaration."""
        return self.is_staff or self.scope == CAPTURE_SCOPE

    @property
    def is_staff(self) -> bool:
        """Clerks and admins see every dossier."""
        return self.role in ("clerk", "admin")

    def require(self, *roles: str) -> None:
        if self.role not in roles:
            allowed = ", ".join(ROLE_PT.get(r, r) for r in roles)
            raise Forbidden(f"Esta ação é reservada a: {allowed}.", code="papel_insuficiente")


SYSTEM = Principal(user_id=0, username="sistema", role="admin")
