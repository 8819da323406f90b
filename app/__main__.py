"""``python -m app`` is the ``mafia-protocol`` command."""
import sys

from app.cli import main

sys.exit(main())
