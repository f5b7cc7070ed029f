"""Extra CLI commands, one module each, exposing `COMMAND` (a click command or group).

cli.py names every command module (cli.COMMAND_MODULES, with its help, a game package's command
too) and imports one when it runs or its help is asked for, so a game or feature adds a command
with one line there. shared.py holds what the commands share (printing, finding a game, checking
--out); i18n.py, options.py and terminal.py the command line's language, option types and safe
output. A command may import every stage (model/, validate/, layout/, draw/, rulebook/, build/,
serve/, games/); nothing outside commands/, cli.py and __main__.py imports a command.
"""
