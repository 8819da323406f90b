"""The bundle's entry point: the same ``mafia-protocol`` command."""
import sys

from app.cli import main

sys.exit(main())
