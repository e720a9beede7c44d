# The team's admin area (/{org}/admin/…): the frame around every admin page, then each page.

## The frame: sections, titles, failures, dates.

admin-loading = Loading…
admin-sections = Admin sections
admin-section-overview = Overview
admin-section-moderation = Moderation
admin-section-statuses = Statuses
admin-section-roadmaps = Roadmaps
admin-section-tags = Tags
admin-section-boards = Boards
admin-section-customers = Customers
admin-section-team = Team
admin-section-settings = Settings
admin-section-webhooks = Webhooks
admin-section-changelog = Changelog
admin-section-audit = Audit log
# The browser tab's title: the page's title, then the organization's name.
admin-page-title = { $title } · Admin · { $org }
admin-invalid-address = This address asks for something unknown
admin-load-failed = This page could not be loaded
# A date and time: $day is the calendar day in the reader's language, $time the hour and
# minute (24-hour clock) in UTC.
admin-when = { $day }, { $time } UTC
# The number of a page in a list that is paged.
admin-page = Page { $page }

## A secret shown once (API key, SSO secret, webhook signing secret).

admin-secret-hint = Copy it now: it is shown only this once and is not stored.
admin-secret-copy = Copy
admin-secret-copied = Copied
# Said to screen readers once the secret is copied.
admin-secret-copied-status = Copied to the clipboard

## Overview

admin-overview-title = Overview
admin-overview-description = What waits for the team, what happened lately, and what is trending.
admin-overview-waiting = Waiting for the team
# After the number, shown in bold before it.
admin-overview-posts-to-approve = { $count ->
    [one] post to approve
   *[other] posts to approve
}
# After the number, shown in bold before it.
admin-overview-comments-to-approve = { $count ->
    [one] comment to approve
   *[other] comments to approve
}
admin-overview-lately = Lately
admin-overview-period = Period
admin-overview-new-posts = New posts
admin-overview-votes = Votes
admin-overview-comments = Comments
admin-overview-last-days = { $count ->
    [one] Last { $count } day
   *[other] Last { $count } days
}
admin-overview-per-day = Posts and votes per day
admin-overview-trending = Trending
admin-overview-no-trending = No approved posts yet.
# After a trending post's title: its status, votes and comments.
admin-overview-trending-facts = · { $status } · { $votes ->
        [one] { $votes } vote
       *[other] { $votes } votes
    } · { $comments ->
        [one] { $comments } comment
       *[other] { $comments } comments
    }
admin-overview-chart-title = Posts and votes per day, last 30 days
# The chart's text alternative; $first and $last are days, $most the busiest day's count.
admin-overview-chart-summary = { $posts ->
        [one] { $posts } post
       *[other] { $posts } posts
    } and { $votes ->
        [one] { $votes } vote
       *[other] { $votes } votes
    } from { $first } to { $last }; the busiest day had { $most } of either.
admin-overview-legend-votes = Votes (bars)
admin-overview-legend-posts = New posts (line)
admin-overview-numbers-per-day = The numbers per day
admin-overview-day = Day

## Moderation

admin-moderation-title = Moderation
admin-moderation-description = Posts and comments waiting for approval, oldest first.
admin-moderation-pages = Pages of the queue
admin-moderation-older-page = Older page
admin-moderation-next-page = Next page
# A button; $names are the people who wrote what was just marked as spam.
admin-moderation-also-block = Also block { $names }
admin-moderation-empty = Nothing waits
admin-moderation-empty-hint = New posts and comments that need approval appear here, oldest first.
admin-moderation-posts = Posts ({ $count })
admin-moderation-no-posts = No posts wait.
admin-moderation-choose = Choose
admin-moderation-post = Post
admin-moderation-author = Author
admin-moderation-board = Board
admin-moderation-submitted = Submitted
admin-moderation-decision = Decision
admin-moderation-choose-post = Choose “{ $title }”
admin-moderation-approve = Approve
admin-moderation-approve-post = Approve “{ $title }”
admin-moderation-spam = Spam
admin-moderation-spam-post = Mark “{ $title }” as spam
admin-moderation-blocked = Blocked
admin-moderation-comments = Comments ({ $count })
admin-moderation-no-comments = No comments wait.
admin-moderation-comment = Comment
# The post a comment was written on.
admin-moderation-on = On
admin-moderation-written = Written
admin-moderation-choose-comment = Choose the comment by { $author }
admin-moderation-approve-comment = Approve comment by { $author }
admin-moderation-spam-comment = Mark comment by { $author } as spam
admin-moderation-with-chosen = With the chosen items
admin-moderation-approve-chosen = Approve chosen
admin-moderation-spam-chosen = Mark chosen as spam
admin-moderation-block-authors = Also block their authors

## Statuses

admin-statuses-title = Statuses
admin-statuses-description = The statuses of posts, in the order the board and the roadmap show them.
admin-statuses-lede = Posts show these statuses in this order; those on the roadmap get a column there. Changes show on the board, the roadmap and the API at once.
admin-statuses-list = Statuses
admin-statuses-kind-under-review = Under review
admin-statuses-kind-planned = Planned
admin-statuses-kind-in-progress = In progress
admin-statuses-kind-completed = Completed
admin-statuses-kind-closed = Closed
admin-statuses-default = Default
admin-statuses-on-roadmap = On the roadmap
admin-statuses-label = Label
admin-statuses-colour = Colour
admin-statuses-kind = Kind
admin-statuses-save = Save
admin-statuses-save-named = Save “{ $name }”
admin-statuses-move-up = Move up
admin-statuses-move-up-named = Move up “{ $name }”
admin-statuses-move-down = Move down
admin-statuses-move-down-named = Move down “{ $name }”
admin-statuses-make-default = Make default
admin-statuses-make-default-named = Make default “{ $name }”
admin-statuses-make-default-hint = New posts get this status
# Opens the form that deletes the status.
admin-statuses-delete-summary = Delete “{ $name }”…
admin-statuses-move-posts-to = Move its posts to
admin-statuses-choose = Choose a status
admin-statuses-delete = Delete
admin-statuses-delete-named = Delete “{ $name }”
admin-statuses-new = New status
admin-statuses-create = Create status

## Tags

admin-tags-title = Tags
admin-tags-description = Labels the team puts on posts; the board and the API filter by them.
admin-tags-lede = The team tags posts from their pages; anyone can filter the board by a tag. Deleting a tag takes it off its posts.
admin-tags-empty = No tags yet.
admin-tags-list = Tags
admin-tags-name = Name
admin-tags-colour = Colour
admin-tags-save = Save
admin-tags-save-named = Save “{ $name }”
admin-tags-delete = Delete
admin-tags-delete-named = Delete “{ $name }”
admin-tags-new = New tag
admin-tags-create = Create tag

## Boards

admin-boards-title = Boards
admin-boards-description = The boards that hold the organization's posts.
# ALLOW-PRIVATE is the name of an API header: keep it as it is.
admin-boards-lede = Boards hold posts. Private boards are seen by the team only (and by the API with ALLOW-PRIVATE); posts that name no board go to the default one.
admin-boards-list = Boards
admin-boards-default = Default
admin-boards-private = Private
admin-boards-name = Name
admin-boards-private-label = Private (only the team sees it)
admin-boards-default-public = The default board takes everyone's posts, so it stays public.
admin-boards-save = Save
admin-boards-save-named = Save “{ $name }”
admin-boards-move-up = Move up
admin-boards-move-up-named = Move up “{ $name }”
admin-boards-move-down = Move down
admin-boards-move-down-named = Move down “{ $name }”
admin-boards-make-default = Make default
admin-boards-make-default-named = Make default “{ $name }”
admin-boards-make-default-hint = Posts that name no board go here
# Opens the form that deletes the board.
admin-boards-delete-summary = Delete “{ $name }”…
admin-boards-move-posts-to = Move its posts to
admin-boards-choose = Choose a board
admin-boards-delete = Delete
admin-boards-delete-named = Delete “{ $name }”
admin-boards-new = New board
admin-boards-create = Create board

## Customers (the list, and one customer)

admin-customers-title = Customers
admin-customers-description = The organization's customers: search, labels, stars and blocks, CSV export and import.
admin-customers-star = Star
admin-customers-star-named = Star { $name }
admin-customers-unstar = Unstar
admin-customers-unstar-named = Unstar { $name }
admin-customers-block = Block
admin-customers-block-named = Block { $name }
admin-customers-unblock = Unblock
admin-customers-unblock-named = Unblock { $name }
admin-customers-pages = Pages of customers
admin-customers-newer = Newer
admin-customers-older = Older
admin-customers-find = Find customers
admin-customers-q = Name or e-mail starts with
admin-customers-label = Label
admin-customers-any-label = Any label
admin-customers-show = Show
admin-customers-no-match = No customer matches.
admin-customers-name = Name
admin-customers-email = E-mail
admin-customers-labels = Labels
admin-customers-posts = Posts
admin-customers-votes = Votes
admin-customers-comments = Comments
admin-customers-since = Since
admin-customers-actions = Actions
admin-customers-starred = Starred
admin-customers-blocked = Blocked
admin-customers-transfer = Export and import
admin-customers-export = Export all customers as CSV
admin-customers-import-file = CSV file to import
admin-customers-import = Import
# email, name, labels, starred, blocked, true and false are what the CSV file must say: keep them as they are.
admin-customers-import-hint = A header row with email (required), name, labels (separated by ;), starred and blocked (true or false); at most 1000 rows. Existing e-mails are updated, never duplicated; rows with errors are listed and the others imported.
admin-customers-import-errors = Rows that were not imported
admin-customers-none-yet = None yet.
# After a post's title in a customer's activity: what (a post's state, a vote's kind, a comment's first words), and when.
admin-customers-activity = · { $what } · { $at }
admin-customers-what-approved = approved
admin-customers-what-pending = waiting for approval
admin-customers-what-hidden = hidden
admin-customers-what-upvote = upvote
admin-customers-what-downvote = downvote
admin-customer-description = A customer with their posts, votes and comments.
admin-customer-all = ← All customers
admin-customer-counts-label = Posts, votes, comments
admin-customer-counts = { $posts }, { $votes }, { $comments }
admin-customer-standing = Standing
admin-customer-standing-blocked = Blocked: may not post, vote or comment
admin-customer-standing-starred = Starred
admin-customer-standing-regular = Regular
admin-customer-labels = Labels (separated by commas)
admin-customer-save-labels = Save labels

## Team

admin-team-title = Team
admin-team-description = Who runs the board, and with which role.
admin-team-lede = Admins may do everything; members moderate posts, comments, statuses and tags; customer success managers also manage customers.
admin-team-role-admin = Admin
admin-team-role-member = Member
admin-team-role-csm = Customer success
admin-team-name = Name
admin-team-email = E-mail
admin-team-role = Role
admin-team-since = Since
admin-team-remove = Remove
# The reader's own row.
admin-team-you = { $name } (you)
admin-team-role-of = Role of { $name }
admin-team-save = Save
admin-team-save-role-of = Save the role of { $name }
admin-team-remove-named = Remove { $name } from the team
admin-team-add-someone = Add someone
admin-team-new-name = Name (for someone new)
admin-team-add = Add to the team
admin-team-add-hint = Someone new gets an account with this e-mail. Everyone added gets an e-mail invitation with a single-use sign-in link that works for 7 days.

## Settings

admin-settings-title = Settings
admin-settings-description = The organization's profile, moderation rules, API key and SSO secret.
admin-settings-profile = Profile
admin-settings-display-name = Display name
admin-settings-org-description = Description
admin-settings-website = Website
admin-settings-time-zone = Time zone
admin-settings-time-zone-hint = The first-generation API endpoints show times in this zone.
admin-settings-save-profile = Save profile
admin-settings-logo = Logo
admin-settings-logo-current = The current logo
admin-settings-logo-remove = Remove the logo
admin-settings-logo-none = No logo yet.
admin-settings-logo-new = New logo (PNG, JPEG or GIF, at most 10 MB)
admin-settings-logo-upload = Upload logo
admin-settings-moderation = Moderation
admin-settings-require-approval = New posts by customers wait for approval
admin-settings-require-comment-approval = New comments by customers wait for approval
admin-settings-trust = Trust a customer after this many approved posts
admin-settings-trust-hint = A trusted customer's posts and comments skip the queue. 0: never.
admin-settings-save-moderation = Save moderation
admin-settings-advanced = Advanced
admin-settings-never = Never
admin-settings-api-key = API key
# The text around a link to the API's reference: before it (up to the opening parenthesis), the link, after it.
admin-settings-api-key-text-start = The key gives other systems access to this organization through the REST API (
admin-settings-api-key-reference = reference
admin-settings-api-key-text-end = ). It is shown once, when generated; generating a new one revokes the current key at once.
admin-settings-api-key-generated = Generated
admin-settings-api-key-unknown = Unknown
admin-settings-api-key-none = No key yet
admin-settings-api-key-last-used = Last used
admin-settings-api-key-new = Your new API key
admin-settings-api-key-generate = Generate
admin-settings-sso = SSO secret
admin-settings-sso-text = Your own site signs its users in here with a token signed by this secret (HS256). Rotating it makes every token signed with the old secret invalid at once.
admin-settings-sso-secret = Secret
admin-settings-sso-rotated = Rotated
admin-settings-sso-new = Your new SSO secret
admin-settings-sso-rotate = Rotate
admin-settings-sso-example = Example: signing a token
# Comments in a JavaScript example; $path is an address.
admin-settings-sso-example-sign = Node.js: sign a user in to { $path } with the SSO secret (HS256)
admin-settings-sso-example-send = Send the browser to:

## Webhooks

admin-webhooks-title = Webhooks
admin-webhooks-description = Endpoints that hear about every post, vote and comment, signed and retried.
# The introduction is in parts around markup: this part, then the three header names in parentheses.
admin-webhooks-lede-signed = Each event is sent as JSON to the endpoints that want it, signed as Standard Webhooks specifies (headers
admin-webhooks-lede-retries = A delivery that fails is tried again after 10 seconds, a minute, 10 minutes, an hour, 6 hours and a day; an endpoint failing for 3 days is turned off.
# A link at the end of the introduction.
admin-webhooks-lede-verify = How to verify a delivery
admin-webhooks-secret = The endpoint's signing secret
admin-webhooks-secret-hint = Copy it now: it is shown only this once. Rotate it to get a new one.
admin-webhooks-empty = No webhooks yet.
admin-webhooks-list = Webhooks
admin-webhooks-new = New webhook
admin-webhooks-url = URL
admin-webhooks-url-hint = An https address on the internet; addresses of private networks are refused.
admin-webhooks-events = Events
admin-webhooks-add = Add webhook
admin-webhooks-state = State
admin-webhooks-state-on = On
admin-webhooks-state-off = Off
admin-webhooks-state-failing = On, failing since { $since }
admin-webhooks-added = Added
admin-webhooks-test = Send test event
admin-webhooks-test-named = Send test event to { $url }
admin-webhooks-rotate = Rotate secret
admin-webhooks-rotate-named = Rotate secret of { $url }
admin-webhooks-turn-off = Turn off
admin-webhooks-turn-off-named = Turn off { $url }
admin-webhooks-turn-on = Turn on
admin-webhooks-turn-on-named = Turn on { $url }
admin-webhooks-delete = Delete
admin-webhooks-delete-named = Delete { $url }
admin-webhooks-latest = Latest deliveries to { $url }
admin-webhooks-event = Event
admin-webhooks-last-attempt = Last attempt
admin-webhooks-answer = Answer
admin-webhooks-actions = Actions
admin-webhooks-no-deliveries = Nothing delivered yet.
admin-webhooks-delivered = { $count ->
    [one] Delivered ({ $count } attempt)
   *[other] Delivered ({ $count } attempts)
}
admin-webhooks-failed = { $count ->
    [one] Failed after { $count } attempt
   *[other] Failed after { $count } attempts
}
admin-webhooks-retrying = Retrying at { $at } ({ $count } so far)
admin-webhooks-waiting = Waiting
admin-webhooks-no-answer = No answer
# The last attempt: when, how long it took, and what came of it.
admin-webhooks-attempt = { $at }, { $ms } ms: { $outcome }
admin-webhooks-not-yet = Not yet
admin-webhooks-resend = Resend
# $event is the event's type (post.created), $id its identifier.
admin-webhooks-resend-named = Resend { $event } { $id }

## Changelog

admin-changelog-title = Changelog
admin-changelog-description = Tell readers what shipped: entries in Markdown, each naming the posts it shipped.
# The introduction is in parts around two links: the start, the first link, "and in", the second link, the end.
admin-changelog-lede-start = Published entries appear on
admin-changelog-lede-changelog = the changelog
admin-changelog-lede-and = and in
admin-changelog-lede-feed = its Atom feed
admin-changelog-lede-end = ; the posts they name say “Shipped in …”. When an entry is first published, whoever follows its posts gets one e-mail.
admin-changelog-new = New entry
admin-changelog-save-draft = Save draft
admin-changelog-publish = Publish
admin-changelog-publish-named = Publish “{ $title }”
admin-changelog-entries = Entries
admin-changelog-empty = No entries yet.
admin-changelog-list = Changelog entries
admin-changelog-pages = Pages of entries
admin-changelog-newer = Newer
admin-changelog-older = Older
admin-changelog-state = State
admin-changelog-state-published = Published { $at }
admin-changelog-state-draft-again = Draft again (first published { $at })
admin-changelog-state-draft = Draft
admin-changelog-last-changed = Last changed
admin-changelog-view = View “{ $title }” on the changelog
admin-changelog-edit-named = Edit “{ $title }”
admin-changelog-save = Save
admin-changelog-save-named = Save “{ $title }”
admin-changelog-unpublish = Back to draft
admin-changelog-unpublish-named = Take “{ $title }” back to draft
admin-changelog-delete = Delete
admin-changelog-delete-named = Delete “{ $title }”
admin-changelog-complete = When publishing, move its posts to Completed
# A post that can be chosen, with its status.
admin-changelog-post-status = { $title } ({ $status })
admin-changelog-field-title = Title
admin-changelog-field-text = Text
# Markdown's syntax (** _ [](…)) stays as it is.
admin-changelog-markdown-hint = Markdown: **bold**, _italic_, [links](https://…), lists, headings.
admin-changelog-posts = Posts it ships
admin-changelog-other-posts = Other posts: their addresses or numbers, one per line

## Audit log

admin-audit-title = Audit log
admin-audit-description = Every action of the team in the admin area, newest first.
admin-audit-pages = Pages of the audit log
admin-audit-newer = Newer
admin-audit-older = Older
admin-audit-filter = Filter the audit log
admin-audit-person = Person
admin-audit-everyone = Everyone
admin-audit-kind = Kind
admin-audit-every-kind = Every kind
admin-audit-show = Show
admin-audit-empty = Nothing recorded here yet.
admin-audit-when = When
admin-audit-who = Who
admin-audit-what = What
admin-audit-target = Target
admin-audit-details = Details
admin-settings-default-language = Default language
admin-settings-default-language-hint = For readers whose browser asks for none of upboard's languages, and for e-mails to people who chose none.

## The audit log's kinds of action (their codes: post.approved → audit-post-approved)

audit-post-approved = Approved a post
audit-post-marked-spam = Marked a post as spam
audit-post-merged = Merged a post into another
audit-post-unmerged = Unmerged a post
audit-post-tags-changed = Changed a post's tags
audit-post-owner-changed = Changed a post's owner
audit-post-estimated = Estimated a post (RICE)
audit-post-status-changed = Changed a post's status
audit-vote-cast-for-customer = Voted for a customer
audit-comment-approved = Approved a comment
audit-comment-marked-spam = Marked a comment as spam
audit-user-blocked = Blocked a customer
audit-user-unblocked = Unblocked a customer
audit-customer-changed = Changed a customer
audit-customers-exported = Exported the customers
audit-customers-imported = Imported customers
audit-team-added = Added a team member
audit-team-role-changed = Changed a team member's role
audit-team-removed = Removed a team member
audit-status-created = Created a status
audit-status-changed = Changed a status
audit-status-moved = Reordered a status
audit-status-deleted = Deleted a status
audit-tag-created = Created a tag
audit-tag-changed = Changed a tag
audit-tag-deleted = Deleted a tag
audit-board-created = Created a board
audit-board-changed = Changed a board
audit-board-moved = Reordered a board
audit-board-deleted = Deleted a board
audit-settings-changed = Changed the settings
audit-api-key-generated = Generated a new API key
audit-sso-secret-rotated = Rotated the SSO secret
audit-webhook-created = Added a webhook
audit-webhook-deleted = Deleted a webhook
audit-webhook-secret-rotated = Rotated a webhook's secret
audit-changelog-created = Wrote a changelog entry
audit-changelog-changed = Changed a changelog entry
audit-changelog-published = Published a changelog entry
audit-changelog-deleted = Deleted a changelog entry
audit-roadmap-settings-changed = Changed the main roadmap
audit-roadmap-created = Created a roadmap
audit-roadmap-changed = Changed a roadmap
audit-roadmap-moved = Reordered a roadmap
audit-roadmap-deleted = Deleted a roadmap
audit-access-token-created = Made a personal access token
audit-access-token-revoked = Revoked a personal access token
audit-slack-connected = Connected a Slack channel
audit-slack-disconnected = Disconnected a Slack channel
audit-tracker-connected = Connected a GitHub repository or Linear team
audit-tracker-disconnected = Disconnected a GitHub repository or Linear team
audit-issue-linked = Linked a post to an issue
audit-issue-unlinked = Unlinked a post from an issue
audit-import-started = Started an import from another board

## The roadmaps page
admin-roadmaps-title = Roadmaps
admin-roadmaps-description = Choose the columns, boards and tags of each roadmap.
admin-roadmaps-lede = A roadmap's columns are statuses: number them 1, 2, 3… in the order they appear, and leave a status empty to leave it out.
admin-roadmaps-main = Main roadmap
admin-roadmaps-save-main = Save the main roadmap
admin-roadmaps-named = More roadmaps
admin-roadmaps-named-hint = Each has its own address and a link in the navigation: one per quarter or product area, for example.
admin-roadmaps-none = No other roadmaps yet.
admin-roadmaps-new = New roadmap
admin-roadmaps-create = Create roadmap
admin-roadmaps-name = Name
admin-roadmaps-columns = Columns
admin-roadmaps-columns-hint = 1 is the first column; a status left empty is not shown.
admin-roadmaps-completed-days = Completed posts of the last … days
admin-roadmaps-completed-days-hint = Leave empty to show every completed post.
admin-roadmaps-hidden = Hide this roadmap (only the team sees it)
admin-roadmaps-hidden-badge = Hidden
admin-roadmaps-boards = Boards
admin-roadmaps-boards-hint = Posts of these boards only; none ticked: every public board.
admin-roadmaps-tags = Tags
admin-roadmaps-tags-hint = Posts with any of these tags only; none ticked: posts with any tags or none.
admin-roadmaps-save = Save
admin-roadmaps-save-named = Save “{ $name }”
admin-roadmaps-move-up-named = Move up “{ $name }”
admin-roadmaps-move-down-named = Move down “{ $name }”
admin-roadmaps-delete-summary = Delete “{ $name }”…
admin-roadmaps-delete-hint = Its posts stay as they are; only the roadmap goes.
admin-roadmaps-delete = Delete roadmap
admin-roadmaps-delete-named = Delete the roadmap “{ $name }”

## What a new organization starts with (`upboard org create --language`): data, renamed at will
new-org-board = Feature Requests
new-org-status-submitted = Submitted
new-org-status-under-review = Under Review
new-org-status-planned = Planned
new-org-status-in-progress = In Progress
new-org-status-completed = Completed
new-org-status-closed = Closed
admin-settings-sign-in = Signing in
admin-settings-sign-in-with = People sign in to this board with
admin-settings-sign-in-password = A password
admin-settings-sign-in-password-or-link = A password, or a link by e-mail
admin-settings-sign-in-link = A link by e-mail only (no passwords)
admin-settings-sign-in-hint = A link works once, for 30 minutes. Team invitations, your product’s SSO link and the links an operator makes with upboard org sign-in-link work whatever you choose.
admin-settings-save-sign-in = Save how people sign in
admin-settings-team-two-factor = Require two-factor sign-in for the team
admin-settings-team-two-factor-hint-start = A team member without it acts as a customer until they set it up on 
admin-settings-team-two-factor-hint-link = their two-factor page
admin-settings-team-two-factor-hint-end = . Set it up for yourself first. Someone who lost both their app and their recovery codes gets back in through an operator (upboard user two-factor-off).
admin-providers = Sign-in providers (OpenID Connect)
admin-providers-intro = Let people sign in through your identity provider (Keycloak, Okta, Entra ID, Authentik, Google…). The sign-in page shows a button for each.
admin-providers-redirect = Register this redirect address at the provider:
admin-providers-issuer = Issuer address
admin-providers-client-id = Client ID
admin-providers-client-secret = Client secret
admin-providers-role-claim = Role claim
admin-providers-no-role-claim = None: roles are set on the team page
admin-providers-join-domains = Who may join through it (e-mail domains)
admin-providers-anyone = Anyone it signs in
admin-providers-test = Test sign-in
admin-providers-tested = Passed { $at }
admin-providers-not-tested = Not passed yet
admin-providers-team = The team
admin-providers-team-only = Signs in only through this provider
admin-providers-team-any = May also sign in with a password or a link
admin-providers-test-button = Test sign-in
admin-providers-team-only-on = Team only through this provider
admin-providers-team-only-off = Let the team use passwords again
admin-providers-remove = Remove
admin-providers-add = Add a provider
admin-providers-label = Button label (“Sign in with …”)
admin-providers-scopes = Scopes
admin-providers-scopes-hint = Besides openid, which is always asked for; empty: email profile.
admin-providers-role-hint = A claim such as groups (or a path such as realm_access.roles) whose values give team roles at every sign-in. Empty: the provider does not decide roles.
admin-providers-admin-values = Values that make an admin (comma-separated)
admin-providers-member-values = Values that make a member (moderator)
admin-providers-csm-values = Values that make customer success
admin-providers-domains-hint = Comma-separated, such as example.com. Empty: anyone the provider signs in may join as a customer.
admin-providers-add-button = Add the provider
admin-settings-verify-emails = New customers confirm their e-mail address before their posts, comments and votes count
admin-settings-verify-emails-hint = They get a link when they sign up, and every page tells them what waits. The team, people whose address SSO or an identity provider vouches for, and customers who signed up before you turned this on are not asked. Turning it off lets out everything still waiting.
admin-settings-widget = Widget
admin-settings-widget-text = Put the board inside your product: paste these two lines into its pages, and have your server sign who is signed in there (docs/widget.md shows how, in JavaScript, Python, Ruby and Rust).
admin-settings-widget-access = Who may use the widget without your server’s signature
admin-settings-widget-signed = Nobody: your server signs everyone (recommended)
admin-settings-widget-anonymous = Anyone may read; voting, commenting and posting need your server’s signature
admin-settings-widget-access-save = Save who may use the widget
admin-settings-widget-origins = Host pages
admin-settings-widget-origins-text = Only pages at these origins may call the widget; any other page is refused.
admin-settings-widget-origins-none = None yet: the widget works on no page.
admin-settings-widget-origin = Origin of a page that shows the widget
admin-settings-widget-origin-hint = Scheme, host and port, such as https://app.example.com (http only for this machine: localhost, 127.0.0.1).
admin-settings-widget-origin-add = Allow this origin
admin-settings-widget-origin-remove = Remove
admin-settings-widget-origin-remove-named = Remove { $origin }
admin-settings-widget-secret = Identify secret
admin-settings-widget-secret-text = Your server signs each person (HS256) with this secret: keep it on your server, never in a page.
admin-settings-widget-secret-state = Secret
admin-settings-widget-secret-set = Made (it was shown once, when it was made)
admin-settings-widget-secret-none = None yet: make one to use the widget
admin-settings-widget-previous = The previous secret
admin-settings-widget-previous-until = works until { $date }
admin-settings-widget-secret-new = The new widget secret
admin-settings-widget-grace = Hours the previous secret keeps working
admin-settings-widget-grace-hint = 0 to 720: long enough to give the new secret to your servers. 0 ends the previous secret at once.
admin-settings-widget-secret-make = Make a new secret

# Priorities and companies (docs/priorities.md)
admin-section-priorities = Priorities
admin-section-companies = Companies
admin-priorities-title = Priorities
admin-priorities-description = Requests ordered by votes, by the companies behind them, by their revenue or by a RICE score, with the numbers that put each one there.
admin-priorities-filter = Filter the priorities
admin-priorities-sort = Order by
admin-priorities-sort-revenue = Revenue
admin-priorities-sort-votes = Votes
admin-priorities-sort-companies = Companies
admin-priorities-sort-rice = RICE score
admin-priorities-board = Board
admin-priorities-any-board = Every board
admin-priorities-status = Status
admin-priorities-any-status = Every status
admin-priorities-plan = Plan of an upvoting company
admin-priorities-any-plan = Any plan
admin-priorities-show = Show
admin-priorities-of-company = Requests upvoted by { $company }.
admin-priorities-company-page = The company’s page
admin-priorities-all-companies = Every company
admin-priorities-none = No request matches.
admin-priorities-caption = Requests in order of priority
admin-priorities-rank = Rank
admin-priorities-post = Request
admin-priorities-votes = Votes
admin-priorities-companies = Companies
admin-priorities-revenue = Monthly revenue
admin-priorities-rice = RICE
admin-priorities-why = Why here?
admin-priorities-why-here = Why here?
admin-priorities-where = in { $board }, { $status }
admin-priorities-why-votes = Upvotes: { $votes }.
admin-priorities-why-companies = Companies among the upvoters, each counted once: { $companies }.
admin-priorities-why-sum = Revenue: the sum of the monthly revenue of those { $companies } companies, { $sum }.
admin-priorities-why-average = Revenue: the average monthly revenue of those { $companies } companies, { $sum } ÷ { $companies } = { $average }.
admin-priorities-why-max = Revenue: the largest monthly revenue among those { $companies } companies, { $max }.
admin-priorities-why-rice = RICE: reach { $reach } ({ $kind }) × impact { $impact } × confidence { $confidence } % ÷ effort { $effort } person-months = { $score }.
admin-priorities-why-unestimated = RICE: not estimated yet; the team sets impact, confidence and effort on the request’s page.
admin-priorities-reach-votes = votes
admin-priorities-reach-companies = companies
admin-priorities-reach-revenue = revenue
admin-priorities-pages = Pages of priorities
admin-priorities-previous = Previous
admin-priorities-next = Next
admin-priorities-settings = How value is counted
admin-priorities-measure = A request’s revenue is
admin-priorities-measure-sum = the sum of its companies’ monthly revenue
admin-priorities-measure-average = their average
admin-priorities-measure-max = the largest of them
admin-priorities-reach = A RICE score’s reach counts
admin-priorities-public = Show the companies and revenue behind a request on public pages
admin-priorities-save = Save
admin-companies-title = Companies
admin-companies-description = The companies your customers belong to, with what each pays a month.
admin-companies-find = Find companies
admin-companies-q = Name or external id starts with
admin-companies-total = Companies: { $count }
admin-companies-none = No company yet: the widget’s identify, the API and a CSV import bring them.
admin-companies-name = Name
admin-companies-external-id = External id
admin-companies-plan = Plan
admin-companies-people = People
admin-companies-revenue = Monthly revenue
admin-companies-pages = Pages of companies
admin-companies-import-heading = Import companies
admin-companies-import-hint = A CSV file with a header row: external_id (required), name, monthly_revenue, plan, size; any other column becomes an attribute. Up to 1000 rows; a company already here by its external id is brought up to date.
admin-company-description = A company, its people and what they asked for.
admin-company-all = All companies
admin-company-size = Size
admin-company-in-priorities = Its requests in Priorities
admin-company-requests = What they asked for
admin-company-request = upvoted by { $voters } of its people, { $status }
admin-company-person = { $email }, votes: { $votes }
admin-roadmaps-sort = Cards ordered by
admin-roadmaps-sort-hint = Revenue, companies and RICE order the cards as Priorities does; the page shows the order, never the numbers.
admin-settings-widget-email = Anyone may read; someone who gives an e-mail address may vote, comment and post, and it counts once they open the link we e-mail them

# The integrations page (Slack).
admin-section-integrations = Integrations
admin-integrations-title = Integrations
admin-integrations-description = Connect the board to the tools the team works in.
admin-slack-lede = Paste a Slack incoming webhook (or a Slack-compatible one, such as Mattermost’s) to hear of new posts, status changes and new comments on a board, in this organization’s language. A channel that fails is retried, and turned off after failing for three days.
admin-slack-empty = No Slack channel is connected yet.
admin-slack-list = Connected Slack channels
admin-slack-new = Connect a Slack channel
admin-slack-url = Incoming webhook URL
admin-slack-url-hint = In your Slack app's settings (api.slack.com/apps): Incoming Webhooks → Add New Webhook, choose the channel, copy the URL. It is kept encrypted and shown with its secret part hidden.
admin-slack-board = Board
admin-slack-every-board = Every board
admin-slack-events = Messages
admin-slack-connect = Connect channel
admin-slack-event-post-created = New posts
admin-slack-event-status-changed = Status changes
admin-slack-event-comment-created = New comments
admin-slack-last-success = Last message delivered
admin-slack-last-error = Last failure
admin-slack-never = Never yet
admin-slack-no-error = None
admin-slack-error-at = { $at }: { $error }
admin-slack-test = Send test message
admin-slack-test-named = Send test message to { $name }
admin-slack-delete = Disconnect
admin-slack-delete-named = Disconnect { $name }
admin-trackers-title = GitHub and Linear
admin-trackers-lede = Connect a GitHub repository or a Linear team: the team creates issues from posts or links existing ones, and when an issue closes, reopens, is labelled or moves, its posts follow by the rules you set, with your public message. A status changed here can comment on the issues.
admin-trackers-empty = No repository or team is connected yet.
admin-trackers-list = Connected repositories and teams
admin-trackers-new = Connect a repository or team
admin-trackers-kind = Tracker
admin-trackers-target = Repository (owner/repo) or Linear team ID
admin-trackers-target-hint = GitHub: owner/repo, or the repository's address. Linear: the team's ID (in Linear, open the team's settings, press Ctrl K or ⌘ K and choose “Copy model UUID”).
admin-trackers-token = API token
admin-trackers-token-hint = GitHub: a fine-grained personal access token (or a GitHub App's) with Issues: read and write on the repository. Linear: a personal API key (Settings → Security & access). It is kept encrypted and never shown again.
admin-trackers-secret = Webhook secret
admin-trackers-secret-hint = GitHub: copy this secret now, then add a webhook to the repository (Settings → Webhooks) with it, content type application/json and the Issues event. Linear: create a webhook for the team's issues (Settings → API) and paste its signing secret here instead. Either sends to the address shown once connected.
admin-trackers-api = API address
admin-trackers-api-hint = Leave it empty for github.com or linear.app; for GitHub Enterprise Server, https://your-host/api/v3.
admin-trackers-connect = Connect
admin-trackers-inbound = Webhook address
admin-trackers-mapping = When an issue of { $name } changes, move its posts to
admin-trackers-changes-github = For each status, the issue's changes that move posts to it, separated by commas: closed, closed:completed, closed:not_planned, reopened, label:<name>.
admin-trackers-changes-linear = For each status, the workflow states (or their types) that move posts to it, separated by commas: In Review, started, completed, canceled.
admin-trackers-message = Public message posted with the change (optional)
admin-trackers-comment = Comment on the linked issues when a post's status changes here
admin-trackers-save = Save rules
admin-trackers-save-named = Save rules of { $name }
admin-trackers-delete = Disconnect
admin-trackers-delete-named = Disconnect { $name }

# The import page (docs/import.md).
admin-section-import = Import
admin-import-title = Import from another board
admin-import-description = Bring another board's posts, votes and comments here
admin-import-new = Start an import
admin-import-lede = Read another board's posts, votes and comments into this organization. A dry run says first what would be created, matched or skipped, and writes nothing; the import then does exactly that. Running it again adds only what is new.
admin-import-kind = Source
admin-import-kind-api-v3 = A server of the upboard API (/api/v3): another upboard, FeatureOS, Hellonext
admin-import-kind-uservoice-csv = UserVoice (CSV export)
admin-import-kind-canny-csv = Canny (CSV export)
admin-import-files = From a CSV export
admin-import-files-lede = Upload the files another board exported. They are kept on this server until their import ends (a dry run's an hour longer, so that it can be run as it is), and read as the command line reads them. At most { $max } MB a file.
admin-import-file-suggestions = Suggestions export (CSV)
admin-import-file-posts = Posts export (CSV)
admin-import-file-votes = Votes export (CSV, if you have it)
admin-import-file-comments = Comments export (CSV, if you have it)
admin-import-url = Source's address
admin-import-url-hint = The web address of the board's server. For Canny, leave it empty.
admin-import-key = Source's API key
admin-import-key-hint = Kept sealed while the import runs and wiped when it ends (a dry run's an hour later, so that it can be run as it is).
admin-import-statuses = Status mapping
admin-import-statuses-hint = One a line, as “Status there=Status here”. The statuses here: { $statuses }. A status not mapped goes to the status here of its name or kind, or becomes a new one.
admin-import-dry-run = Dry run
admin-import-run = Import
admin-import-busy = An import is under way: the next one can start when it ends.
admin-import-runs = Imports
admin-import-none = No import yet.
admin-import-state-waiting = Waiting for the server's worker.
admin-import-state-running = Under way.
admin-import-state-stopped = Stopped.
admin-import-state-finished = Finished.
admin-import-a-dry-run = Dry run of { $when }
admin-import-a-run = Import of { $when }
admin-import-refresh = Show the latest progress
admin-import-would = What the import would do
admin-import-did = What the import did
admin-import-records = Records
admin-import-created = Created
admin-import-matched = Matched with what is here
admin-import-already = Already here from an earlier import
admin-import-skipped = Skipped
admin-import-more-problems = { $n } more are not listed.
admin-import-problems = Problems ({ $n })
admin-import-run-as-said = Import as this dry run said
admin-import-source = Source
admin-import-finished = Finished
admin-import-boards = Boards
admin-import-statuses-here = Statuses
admin-import-tags = Tags
admin-import-people = People
admin-import-companies = Companies
admin-import-posts = Posts
admin-import-votes = Votes
admin-import-comments = Comments
admin-import-merges = Merged posts
admin-import-attachments = Images
admin-import-progress = Posts read: { $done } of { $total }.
admin-import-progress-uncounted = Posts read: { $done }.
