"""Fuzz targets (atheris): `python -m fuzz.fuzz_extract [libFuzzer options] [CORPUS…]`."""
