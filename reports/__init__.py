"""PDF reports (reportlab): the signed game protocol and archives of many.

``reports.protocol.ProtocolRenderer(doc, state, lang).render() -> bytes`` is the entry
point; reportlab is used here and nowhere else in the project.  Each edition's renderer registers
itself under the edition's name when its module is imported, so the package imports them all.
"""
from . import boulevard as boulevard  # noqa: F401 (registers the club edition's renderer)
