"""Password hashing with argon2id (argon2-cffi), parameters upgraded on login."""

from __future__ import annotations

import contextlib

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from core.errors import UsageError

_hasher = PasswordHasher()
MIN_LENGTH = 8


def hash_password(password: str) -> str:
    if len(password) < MIN_LENGTH:
        raise UsageError(f"A senha deve ter pelo menos {MIN_LENGTH} caracteres.",
                         code="senha_fraca")
    return _hasher.hash(password)


def verify_password(stored_hash: str | None, password: str) -> bool:
    if not stored_hash:
        # spend comparable time so that unknown users are not told apart by timing
        _dummy_verify(password)
        return False
    try:
        return _hasher.verify(stored_hash, password)
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


def needs_rehash(stored_hash: str) -> bool:
    return _hasher.check_needs_rehash(stored_hash)


_DUMMY = _hasher.hash("dossie-dummy-password")


def _dummy_verify(password: str) -> None:
    with contextlib.suppress(VerifyMismatchError, VerificationError, InvalidHashError):
        _hasher.verify(_DUMMY, password + "\x00")
