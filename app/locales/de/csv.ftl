# The customers' CSV export: its header row (the import reads it back in any language).

csv-email = E-Mail
csv-name = Name
csv-labels = Labels
csv-starred = Markiert
csv-blocked = Gesperrt
csv-posts = Beiträge
csv-votes = Stimmen
csv-comments = Kommentare
csv-created-at = Erstellt am
csv-company = unternehmen
