# The changelog's Atom feed.

feed-title = سجل تغييرات { $org }
feed-shipped = متاح الآن
