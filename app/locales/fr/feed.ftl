# The changelog's Atom feed.

feed-title = Journal des modifications de { $org }
feed-shipped = Livré
