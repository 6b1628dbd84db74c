"""The `dossie` command line (CONTRACT §2); messages for people are in pt-BR.

`common` holds what every command needs (error handling, dates, the store, writing
output); one module per command group (`checks`, `serve`, `accounts`, `privacy`,
`renewal`) imports `common`; `app` assembles the click group `main` from them. Only the
entry points import `app`: the console script (`dossie.cli.app:main`) and
`python -m dossie.cli` (`__main__`). This package's `__init__` imports nothing, so that
`dossie --help` loads click alone (issue 15, tests/test_cli_startup.py).
"""
