# The public pages: a post, the new-post form, sign-in and sign-up, the reader's own page,
# unsubscribing, the roadmap, the changelog and the front page.
#
# A variable named $link, $entry, $create or $demo is where the page puts an element (a link,
# a command) whose text is given next to the message; keep it in the sentence.

## A post's page (/{org}/p/{slug})

post-loading = Loading the post…
post-load-failed = The post could not be loaded
# The description of a post without one, for search engines and link previews.
post-preview = { $title } — an idea on the { $org } feedback board.
post-all-posts = ← All posts
# $board: the name of the board the post is on.
post-in-board = in { $board }
post-by = by { $name }
post-awaiting-approval = Awaiting approval
post-tags = Tags
# $entry: a link to the changelog entry, showing its title; $date: its day.
post-shipped-in = Shipped in { $entry } ({ $date })
post-comments-count = { $count ->
    [one] { $count } comment
   *[other] { $count } comments
}
# $link: a link reading “Sign in”.
post-sign-in-to-comment = { $link } to comment and vote.
# The vote buttons' names for screen readers, with the post's title and its count.
post-upvote = Upvote “{ $title }” ({ $count ->
    [one] { $count } vote
   *[other] { $count } votes
})
post-downvote = Downvote “{ $title }” ({ $count ->
    [one] { $count } downvote
   *[other] { $count } downvotes
})
post-downvotes = { $count ->
    [one] { $count } downvote
   *[other] { $count } downvotes
}
post-following = You get an e-mail when its status changes or someone comments.
post-not-following = You get no e-mails about this post.
post-unsubscribe = Unsubscribe
post-subscribe = Subscribe
post-team-heading = Owner and votes
post-owner = Owner
post-owner-nobody = Nobody
post-save-owner = Save owner
post-vote-for-email = Vote for a customer (e-mail)
post-vote-for-name = Their name, if new
post-vote-for = Add their vote
post-no-tags = No tags yet.
post-issues-heading = Issues
post-issues-none = No issue is linked to this post.
post-issue-unlink = Unlink
post-issue-unlink-named = Unlink { $key }
post-issue-tracker = Repository or team
post-issue-create = Create an issue from this post
post-issue-reference = Issue
post-issue-reference-hint = Its number (12), its key (owner/repo#12, ENG-12) or its address.
post-issue-link = Link an existing issue
post-remove-tag = Remove tag { $tag }
post-add-tag-label = Add a tag
post-add-tag = Add tag
post-merged-heading = Merged into this post
# A post merged into this one: its title, its votes and comments, the day it was merged.
post-merged-item = “{ $title }”: { $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
} and { $comments ->
    [one] { $comments } comment
   *[other] { $comments } comments
}, on { $date }
post-unmerge-label = Unmerge “{ $title }”
post-unmerge = Unmerge
post-merge-heading = Merge into…
post-merge-hint = Is this a duplicate? Its votes (one per person) and comments move to the other post, and its address leads there. It can be undone.
post-merge-find-label = Find the post to merge into
post-merge-search-label = Title of the post to merge into
post-merge-search-placeholder = Title of the other post
post-merge-find = Find
post-merge-none = No other post matches.
post-merge-candidate-votes = { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}
post-merge-into-label = Merge into “{ $title }”
post-merge-into = Merge into
post-moderation = Moderation
post-moderation-status = Status
post-moderation-visibility = Visibility
post-moderation-approved = Approved: on the board
post-moderation-pending = Pending: awaiting approval
post-moderation-message = Public message to go with the change (optional)
post-moderation-save = Save changes
post-comment = Comment
post-reply = Reply
post-reply-to = Reply to { $name }
post-add-images = Add images
post-internal-note = Internal note (only the team sees it)
post-edit = Edit
post-edit-label = Edit your comment
post-edit-save = Save
post-badge-team = Team
post-badge-pinned = Pinned
post-badge-internal = Internal
# A comment that went with a change of the post's status.
post-status-change = Status: { $status }
post-unpin = Unpin
post-pin = Pin to top

## The new-post form (/{org}/new) and its fields

new-post-loading = Loading…
new-post-load-failed = Something went wrong
new-post-page-title = New post · { $org }
new-post-page-description = Share an idea or a request with { $org }: others can vote on it and discuss it.
new-post-heading = Share an idea
# $link: a link reading “Sign in”.
new-post-sign-in = { $link } to post an idea.
new-post-description = Description
new-post-description-placeholder = Why would this help you?
new-post-board = Board
new-post-approval-hint = New posts appear on the board once the team approves them.
new-post-submit = Post idea
submit-title = Title
submit-title-placeholder = A short summary of your idea
submit-similar = Similar ideas
submit-similar-hint = Already there? Vote for it instead of posting it twice.
# After a suggested post's title, for screen readers.
submit-new-tab = (opens in a new tab)
submit-similar-votes = { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}
submit-images = Images
# $size: in megabytes.
submit-images-hint = Up to { $max } images (PNG, JPEG or GIF), { $size } MB each.
# $name: the file's name.
submit-image-preview = Preview of { $name }
submit-not-an-image = { $name } is not a PNG, JPEG or GIF image.
submit-image-too-large = { $name } is larger than { $size } MB.
# $count: how many files were chosen (more than $max).
submit-too-many-images = Choose at most { $max } images ({ $count } chosen).

## Sign in (/{org}/signin) and sign up (/{org}/signup)

signin-description = Sign in to vote on ideas, comment and follow what you asked for.
signin-signed-out-everywhere = You were signed out on every browser and device.
# $link: a link reading “Sign up”.
signin-no-account = No account yet? { $link }
signin-email = E-mail
signin-password = Password
signup-description = Create an account to share ideas, vote and comment.
signup-heading = Create your account
# $link: a link reading “Sign in”.
signup-have-account = Already have an account? { $link }
signup-name = Name
signup-email = E-mail
signup-password = Password
signup-password-hint = At least 8 characters.

## The reader's own page (/{org}/me)

me-loading = Loading…
me-load-failed = Your activity could not be loaded
me-title = My activity
me-description = Your posts, votes and comments on this board.
me-signed-in-as = Signed in as { $name } ({ $email }).
me-download = Download all my data (JSON)
me-posts = My posts ({ $count })
me-no-posts = You have not posted yet.
me-post-votes = { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}
me-post-pending = awaiting approval
me-votes = My votes ({ $count })
me-no-votes = You have not voted yet.
me-comments = My comments ({ $count })
me-no-comments = You have not commented yet.
me-sessions = Sign-ins
me-sessions-hint = Lost a device, or signed in on a shared computer? This ends your sign-in on every browser and device, this one too.
me-sign-out-everywhere = Sign out everywhere
me-mail = E-mail
me-mail-saved = Your e-mail settings were saved.
me-mail-posts = Posts I follow (status changes, new comments)
me-mail-team = New posts and what waits for moderation (team)
me-mail-instant = At once
me-mail-daily = Once a day (a digest)
me-mail-off = Off
me-mail-save = Save e-mail settings

## Unsubscribing from e-mails (/{org}/unsubscribe)

unsubscribe-loading = Loading…
unsubscribe-link-broken = This link does not work
unsubscribe-title = Unsubscribe
unsubscribe-description = Stop e-mails from this board.
unsubscribe-ask-post = Stop the e-mails about “{ $title }”?
unsubscribe-ask-all = Stop every e-mail from { $org }?
unsubscribe-button = Unsubscribe
unsubscribe-done = Unsubscribed
unsubscribe-done-description = You are unsubscribed.
unsubscribe-done-all = You will get no more e-mails from this board.
unsubscribe-done-post = You will get no more e-mails about this post.
unsubscribe-back = Back to the board
unsubscribe-settings = Your e-mail settings

## The roadmap (/{org}/roadmap)

roadmap-loading = Loading the roadmap…
roadmap-load-failed = The roadmap could not be loaded
roadmap-page-title = Roadmap · { $org }
roadmap-description = What { $org } plans, is working on and has completed, from the ideas on its feedback board.
roadmap-lede = What we are planning, building and have shipped.
roadmap-filter = Filter the roadmap by board
roadmap-all-boards = All boards
roadmap-column-empty = Nothing here yet.
roadmap-card-votes = { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}
roadmap-named-title = { $name } · { $org }
roadmap-named-description = { $name }: what { $org } plans, is working on and has completed.
roadmap-hidden-note = This roadmap is hidden: only your team sees it.
roadmap-completed-recent = { $days ->
    [one] Completed: posts of the last day.
   *[other] Completed: posts of the last { $days } days.
}
roadmap-column-empty-recent = { $days ->
    [one] Nothing completed in the last day.
   *[other] Nothing completed in the last { $days } days.
}

## The changelog (/{org}/changelog)

changelog-loading = Loading the changelog…
changelog-load-failed = The changelog could not be loaded
# $entry: the entry's title.
changelog-entry-title = { $entry } · Changelog · { $org }
changelog-page-title = Changelog · { $org }
changelog-page-title-paged = Changelog, page { $page } · { $org }
changelog-description = What { $org } has shipped, newest first.
changelog-feed-title = { $org } changelog
changelog-all = All changes
changelog-lede = What we have shipped.
changelog-follow = Follow it in a feed reader (Atom)
changelog-empty = Nothing has been announced yet.
changelog-changes = Changes
changelog-pages = Pages of the changelog
changelog-newer = ← Newer
changelog-older = Older →
changelog-shipped = Shipped

## The front page (/)

home-title = Feedback boards
home-description = The feedback boards and public roadmaps hosted here.
home-loading = Loading…
# $create and $demo: two commands, in this order.
home-empty = No organization yet. Create one with { $create } or try the demo with { $demo }.
home-error = Something went wrong
me-language = Language
me-language-label = The language of your pages and e-mails
me-language-auto = Automatic (your browser’s)
me-language-hint = Automatic follows your browser, else the board’s own language. The footer’s switch changes it too.
me-language-save = Save language
signin-forgot = Forgot your password?
forgot-title = Reset your password
forgot-description = Get an e-mail with a link that sets a new password.
forgot-intro = Enter the e-mail address of your account. We send it a link that sets a new password; the link works once, for 30 minutes.
forgot-submit = E-mail me a link
forgot-sent = If an account uses that address, an e-mail with a link is on its way. Look in your inbox, and in the spam folder.
forgot-back = Back to sign in
signin-link-sent = If an account uses that address, an e-mail with a sign-in link is on its way. The link works once, for 30 minutes.
signin-link-or = Or sign in with a link by e-mail
signin-link-heading = Sign in with a link by e-mail
signin-link-hint = We e-mail you a link that signs you in, once, without a password.
signin-link-submit = E-mail me a sign-in link
signup-link-hint = We e-mail you a link that signs you in; no password is needed.
me-two-factor = Two-factor sign-in
me-two-factor-link = Set up or turn off two-factor sign-in
verify-notice = Confirm your e-mail address: your posts, comments and votes count once you do. We sent a link to { $email }.
verify-send-again = Send the link again
verify-sent = A new link is on its way to { $email }. It works once, for a day.
post-awaiting-address = Waits for its author to confirm their e-mail address
me-vote-held = counts once you confirm your e-mail address
post-value-line = Asked for by { $companies } companies ({ $names }); monthly revenue behind it ({ $measure }): { $revenue }
post-value-sum = sum
post-value-average = average
post-value-max = largest
post-value-none = No company among its upvoters yet.
post-impact = RICE impact
post-impact-massive = Massive (3)
post-impact-high = High (2)
post-impact-medium = Medium (1)
post-impact-low = Low (0.5)
post-impact-minimal = Minimal (0.25)
post-confidence = RICE confidence
post-confidence-high = High (100 %)
post-confidence-medium = Medium (80 %)
post-confidence-low = Low (50 %)
post-effort = RICE effort, in person-months
post-not-estimated = Not estimated
post-save-estimates = Save the estimates
me-tokens = Access tokens
me-tokens-link = Personal access tokens for AI assistants (MCP)
