"""Application services: what a person can do with dossie, with its access rules.

The API routers and the web pages call these and hold no business rule. Each function
takes a `Principal` (who acts) and a SQLAlchemy session, raises `DossieError`
subclasses (with their HTTP status) on refusal, and returns pydantic models.
"""
