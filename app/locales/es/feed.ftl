# The changelog's Atom feed.

feed-title = Registro de cambios de { $org }
feed-shipped = Ya disponible
