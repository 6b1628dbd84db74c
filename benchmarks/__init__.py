"""Benchmarks: accuracy against the synthetic samples' gold (`accuracy`), speed (`run`)."""
