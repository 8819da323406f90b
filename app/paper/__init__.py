"""The protocol printed for the pen and read back from its scans (issue 30; docs/archive.md,
"Protocols filled by pen"): the form's layout (``layout``), its QR code (``payload``), the
mapping between a game and its boxes (``boxes``), the reader of a scan (``reader``,
``read``), the review (``review``) and the ``scan`` command's part (``scan``)."""
