# The changelog's Atom feed.

feed-title = Änderungsprotokoll von { $org }
feed-shipped = Umgesetzt
