"""Scanned protocols matched with the archive (issue 17).  No Qt here.

``scan_paths(paths, catalogue)`` reads every page of the scanned files (PDF, PNG, JPEG,
TIFF), decodes the protocol's QR code (``reader``), and judges each page against the
archive or a set of game documents (``match``): matches, other revision, unknown or
unreadable.  ``payload`` is what the printed code says; ``report`` writes the batch as
text, JSON and CSV.  Pillow, zxing-cpp and pypdfium2 are imported on first use.
"""
from .batch import Batch, scan_paths
from .catalogue import ArchiveCatalogue, DocsCatalogue
from .match import MATCHES, OTHER_REVISION, UNKNOWN, UNREADABLE, VERDICTS, Verdict, judge
from .payload import Mark, parse_payload, parse_typed

__all__ = ["ArchiveCatalogue", "Batch", "DocsCatalogue", "MATCHES", "Mark", "OTHER_REVISION", "UNKNOWN",
           "UNREADABLE", "VERDICTS", "Verdict", "judge", "parse_payload", "parse_typed", "scan_paths"]
