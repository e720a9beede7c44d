# The public board (/{org}) and its cards.

board-loading = Loading the board…
board-load-failed = The board could not be loaded
board-tagged = Posts tagged “{ $tag }”.
board-show-all = Show every post
board-results = { $count ->
    [one] { $count } result for “{ $query }”.
   *[other] { $count } results for “{ $query }”.
}
board-results-more = { $count }+ results for “{ $query }”.
board-clear-search = Clear search
board-description = Share ideas and vote on what { $org } builds next.
board-boards = Boards
board-search-label = Search posts
board-search-placeholder = Search posts…
board-search = Search
board-status = Status
board-status-all = All
board-filter = Filter
board-sort-posts = Sort posts
board-sort = Sort
sort-trending = Trending
sort-top = Top
sort-new = New
board-posts = Posts
board-no-match = Nothing matches
board-no-match-hint = Try other words, or share this idea as a new post.
board-empty = No posts yet
board-empty-hint = Ideas and requests will show up here.
card-votes-unit = { $count ->
    [one] vote
   *[other] votes
}
card-comments = { $count ->
    [one] { $count } comment
   *[other] { $count } comments
}
