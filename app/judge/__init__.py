"""The judge's side of the archive and of a live tournament, without Qt (issue 40 §1): what the
sheet's windows ask of :mod:`app.storage`, named here so that no window imports it.  The open
game itself is :class:`app.open_game.OpenGame`; :mod:`app.judge.archive` opens the archive,
finds and reads its games and settles the game a stopped run left open; :mod:`app.judge.live`
joins a table of a live tournament.  Both are imported when first used (the first window
shows neither)."""
