"""Alembic's environment for the archive.  The program runs it itself (see
``app.storage.schema``): there is no alembic.ini and no dependence on the current folder.
The connection to migrate comes in ``config.attributes["connection"]``."""
from __future__ import annotations

from alembic import context

# The secretary's tables (migration 0004) and the persons' and ratings' (0006) are declared in
# their own modules: importing them registers them with the metadata the migrations are compared against.
from app.storage import persons as _persons  # noqa: F401
from app.storage import secretary as _secretary  # noqa: F401
from app.storage.models import Base


def run_migrations() -> None:
    connection = context.config.attributes["connection"]
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        # SQLite cannot ALTER most things in place; batch mode copies the table instead.
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


# Alembic runs this file as a script; pytest's doctest collection merely imports it.
if hasattr(context, "config"):
    run_migrations()
