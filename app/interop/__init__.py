"""Other systems ' game records in and out: mafiaratings and Polemica."""
