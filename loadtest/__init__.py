"""Load test on loopback: `python -m loadtest --duration 180` (see `__main__`)."""
