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

## "Why here?" on the Trending board's cards (docs/web.md)
why-here = Why here?
why-here-votes-term = Votes
why-here-votes = { $up } up, { $down } down: plus { $points }
why-here-age-term = Age
why-here-age = posted { $ago }: minus { $points }
why-here-score-term = Score
why-here-score = { $votes } − { $age } = { $score }
why-here-above-term = Above
why-here-below-term = Below
why-here-top = nothing: this is the highest score
why-here-bottom = nothing: this is the lowest score
why-here-neighbour-score = score { $score }
why-here-board = How Trending orders the posts
why-here-formula = Score = log₁₀(max(upvotes − downvotes, 1)) − hours since posting ÷ 12.5. The higher score comes first. Counted when this page was made.
