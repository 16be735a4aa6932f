"""`python -m cli` is the `provgate` command."""
from .main import main

main()
