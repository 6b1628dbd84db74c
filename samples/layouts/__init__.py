"""Born-digital PDF layouts; importing this package registers every kind."""

from samples.layouts import apolice, certidoes, cnh, crlv, empresa, outros  # noqa: F401
