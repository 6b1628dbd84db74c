"""Helpers of the speed benchmark (`python -m benchmarks.run`): inputs, timing, memory, report."""
