"""Extra CLI commands, one module each, exposing `COMMAND` (a click command or group).

cli.py adds every module's COMMAND to the `drukarnia` group (found by `registry.extra_commands`, which
also collects a game package's COMMAND), so a game or feature adds a command without editing cli.py.
"""
