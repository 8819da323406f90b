"""PDF reports (reportlab): the signed game protocol and archives of many.

``reports.protocol.ProtocolRenderer(doc, state, lang).render() -> bytes`` is the entry
point; reportlab is used here and nowhere else in the project.
"""
