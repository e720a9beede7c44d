# The customers' CSV export: its header row (the import reads it back in any language).

csv-email = e-mail
csv-name = nom
csv-labels = libellés
csv-starred = favori
csv-blocked = bloqué
csv-posts = publications
csv-votes = votes
csv-comments = commentaires
csv-created-at = créé le
csv-company = entreprise
