"""The `dossie` command line (CONTRACT §2); messages for people are in pt-BR.

`common` holds what every command needs (error handling, dates, the store, writing
output); one module per command group (`checks`, `serve`, `accounts`, `privacy`,
`renewal`) imports `common`; `app` assembles the click group `main` from them; `entry`
runs it for the console script (`dossie.cli.entry:run`) and `python -m dossie.cli`
(`__main__`), pausing the collector while it imports and skipping the teardown. This package's `__init__` imports nothing, so that
`dossie --help` loads click alone (issue 15, tests/test_cli_startup.py).
"""
