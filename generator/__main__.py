"""`python -m generator`: the same as the `drukarnia` command."""
from .quick import main

main()
