# The changelog's Atom feed.

feed-title = { $org } changelog
feed-shipped = Shipped
