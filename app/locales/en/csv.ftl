# The customers' CSV export: its header row (the import reads it back in any language).

csv-email = email
csv-name = name
csv-labels = labels
csv-starred = starred
csv-blocked = blocked
csv-posts = posts
csv-votes = votes
csv-comments = comments
csv-created-at = created_at
csv-company = company
