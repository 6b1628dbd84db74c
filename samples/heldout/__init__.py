"""Held-out sample family (issue 12): written independently of `extractors/` and of the
training generator, from docs/document-layouts.md, CONTRACT §4 and what real documents
look like. Never tune an extractor while reading this package."""
