# The customers' CSV export: its header row (the import reads it back in any language).

csv-email = correo
csv-name = nombre
csv-labels = etiquetas
csv-starred = destacado
csv-blocked = bloqueado
csv-posts = publicaciones
csv-votes = votos
csv-comments = comentarios
csv-created-at = creado el
csv-company = empresa
