# What the server says to a person: refusals, confirmations and the answers of the forms.
# The code says each by its id with the values of its variables (`said!("said-…", name =
# value)`); the REST API sends the English message (the API stays English), pages and forms
# show the message in the reader's language. `checks said` fails when the code names an id
# that is not here or gives other variables than the message has.
# A message's variables are what the code fills in: names, titles, numbers, addresses.
# `$field` is a form field: it is worded by its `field-…` message below.

said-something-went-wrong = Something went wrong on our side. Please try again.
said-account-exists = An account with this e-mail already exists.
said-x-is-missing-or-not-a-number = { $field } is missing or not a number
said-x-is-not-a-list-of-ids = { $field } is not a list of ids
said-no-nul-character = Text may not contain the NUL character (U+0000).
said-approved-items = Approved { $count ->
    [one] { $count } item
   *[other] { $count } items
}.
said-marked-spam = Marked { $count ->
    [one] { $count } item
   *[other] { $count } items
} as spam.
said-blocked-authors = Blocked { $count ->
    [one] { $count } author
   *[other] { $count } authors
}.
said-board-deleted-moved = Board deleted; { $count ->
    [one] { $count } post
   *[other] { $count } posts
} moved.
said-status-deleted-moved = Status deleted; { $count ->
    [one] { $count } post
   *[other] { $count } posts
} moved.
said-customers-imported = { $customers ->
    [one] { $customers } customer
   *[other] { $customers } customers
} imported or updated; { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
} not imported.
said-post-x-is-hidden-it-takes = Post { $a } is hidden: it takes no votes.
said-post-x-is-waiting-for-approval = Post { $a } is waiting for approval: it takes no votes yet.
said-only-team-members-may-write-internal = Only team members may write internal comments.
said-post-x-is-hidden-it-takes-2 = Post { $a } is hidden: it takes no comments.
said-post-x-is-waiting-for-approval-2 = Post { $a } is waiting for approval: it takes no comments yet.
said-the-submitter-may-change-only-the = The submitter may change only the title, description and attachments.
said-only-the-submitter-or-a-team = Only the submitter or a team member may change this post.
said-only-team-members-may-pin-comments = Only team members may pin comments.
said-only-the-author-or-a-team = Only the author or a team member may change this comment.
said-only-team-members-may-do-this = Only team members may do this.
said-only-admins-and-customer-success-managers = Only admins and customer success managers may do this.
said-only-admins-may-do-this = Only admins may do this.
said-post-x-was-not-found = Post { $a } was not found.
said-comment-x-was-not-found = Comment { $comment_id } was not found.
said-this-page-was-not-found = This page was not found.
said-x-has-a-name-that-cannot = { $field } has a name that cannot be stored
said-x-is-not-a-jpeg-png = { $file_name } is not a JPEG, PNG or GIF image.
said-at-most-x-attachments-per-request = At most { $max_files } attachments per request; { $a } were sent.
said-x-is-larger-than-10-mb = { $a } is larger than 10 MB.
said-x-is-not-a-readable-image = { $name } is not a readable image: its header does not give its size.
said-x-is-not-a-readable-image-2 = { $name } is not a readable image: it has no pixels.
said-x-is-x-x-pixels-images = { $name } is { $a } × { $b } pixels; images may have at most { $max_side } pixels a side and 64 megapixels in all.
said-x-holds-x-beside-its-image = { $name } holds { $markup } beside its image; upload the image alone.
said-file-was-not-found = File was not found.
said-the-user-token-s-email-claim = The user token's email claim is not an e-mail address.
said-this-user-is-blocked = This user is blocked.
said-x-can-t-be-blank = { $field } can't be blank
said-x-is-too-long-at-most = { $field } is too long (at most 80 characters)
said-a-bucket-named-x-already-exists = A bucket named "{ $name }" already exists.
said-organization-x-was-not-found = Organization { $org } was not found.
said-x-is-too-long-at-most-2 = { $field } is too long (at most 200 characters)
said-x-is-too-long-at-most-3 = { $field } is too long (at most 100000 characters)
said-x-names-too-many-posts-at = { $field } names too many posts (at most 100)
said-x-names-post-x-which-does = { $field } names post { $missing }, which does not exist
said-x-needs-a-status-of-the = { $field } needs a status of the kind completed, and there is none
said-changelog-entry-x-was-not-found = Changelog entry { $id } was not found.
said-x-is-too-long-at-most-4 = { $field } is too long (at most 50000 characters)
said-x-is-not-a-comment-of = { $field } is not a comment of this post
said-x-has-too-many-entries-at = { $field } has too many entries (at most 50)
said-x-must-be-at-most-60 = { $field } must be at most 60 characters each
said-at-most-x-customers-per-import = At most { $max_import } customers per import; { $a } were sent.
said-the-customer-is-invalid = The customer is invalid.
said-x-is-too-long-at-most-5 = { $field } is too long (at most 120 characters)
said-x-is-not-an-upboard-api = { $field } is not an upboard API key
said-an-organization-named-x-already-exists = An organization named `{ $a }` already exists.
said-roadmap-x-was-not-found = Roadmap { $slug } was not found.
said-x-is-invalid = { $field } is invalid
said-an-account-with-this-e-mail = An account with this e-mail already exists: sign in instead.
said-the-e-mail-or-the-password = The e-mail or the password is wrong.
said-this-account-is-blocked = This account is blocked.
said-too-many-failed-sign-ins-for = Too many failed sign-ins for this e-mail: try again in { $a } minutes, or sign in another way.
said-the-user-token-is-invalid-it = The user token is invalid: it is too long.
said-the-user-token-is-invalid-x = The user token is invalid: { $a }.
said-the-user-token-has-no-email = The user token has no email claim.
said-the-sign-in-link-has-expired = The sign-in link has expired: sign-in links work for five minutes.
said-the-sign-in-link-was-issued = The sign-in link was issued in the future.
said-the-sign-in-link-is-invalid = The sign-in link is invalid or has expired.
said-x-is-not-the-image-its-name-says = { $name } is not the image its name says
said-x-is-too-long-at-most-6 = { $field } is too long (at most 40 characters)
said-x-must-be-names-of-1 = { $field } must be names of 1 to 40 characters
said-x-has-too-many-entries-at-2 = { $field } has too many entries (at most 20)
said-a-tag-named-x-already-exists = A tag named “{ $name }” already exists.
said-tag-x-was-not-found = Tag { $id } was not found.
said-x-would-leave-the-organization-without = { $field } would leave the organization without an admin: make someone else an admin first
said-at-most-x-team-members-per = At most { $max_import } team members per import; { $a } were sent.
said-team-member-x-was-not-found = Team member { $id } was not found.
said-the-team-member-is-invalid = The team member is invalid.
said-x-is-too-short-at-least = { $field } is too short (at least 8 characters)
said-sign-in-to-vote = Sign in to vote.
said-sign-in-to-change-a-comment = Sign in to change a comment.
said-sign-in-to-change-a-post = Sign in to change a post.
said-sign-in-to-comment = Sign in to comment.
said-sign-in-to-do-this = Sign in to do this.
said-sign-in-to-open-the-admin-area = Sign in to open the admin area.
said-x-the-default-board-takes-everyone = { $field } the default board takes everyone's posts, so it stays public; make another board the default first
said-x-a-private-board-cannot-be = { $field } a private board cannot be the default: customers post to the default board
said-x-must-be-another-board = { $field } must be another board
said-x-is-not-a-board-of = { $field } is not a board of this organization
said-x-the-deleted-board-is-the = { $field } the deleted board is the default, and a private board cannot become the default
said-a-board-named-x-already-exists = A board named “{ $name }” already exists.
said-board-x-was-not-found = Board { $id } was not found.
said-customer-x-was-not-found = Customer { $id } was not found.
said-x-must-be-a-colour-like = { $field } must be a colour like #2563eb
said-x-name-a-status-this-organization = { $field } name a status this organization does not have
said-x-of-x-must-be-a = { $field } of “{ $a }” must be a whole number from 1 to 99, or empty
said-x-must-be-a-whole-number = { $field } must be a whole number of days from 1 to 3650, or empty for all
said-x-need-at-least-one-status = { $field } need at least one status, unless the roadmap is hidden
said-x-is-too-long-at-most-7 = { $field } is too long (at most 60 characters)
said-x-needs-a-letter-or-digit = { $field } needs a letter or digit that can be part of an address
said-x-need-at-least-one-status-2 = { $field } need at least one status
said-x-may-name-public-boards-only = { $field } may name public boards only: a roadmap is public
said-x-name-a-board-this-organization = { $field } name a board this organization does not have
said-x-name-a-tag-this-organization = { $field } name a tag this organization does not have
said-x-is-one-roadmap-too-many = { $field } is one roadmap too many: an organization has at most 12
said-a-roadmap-named-x-or-with = A roadmap named “{ $name }” (or with the same address) already exists.
said-x-is-too-long-at-most-8 = { $field } is too long (at most 2000 characters)
said-x-is-not-a-time-zone = { $field } is not a time zone name (like Europe/Berlin)
said-x-must-be-one-of-en = { $field } must be one of en, de, es, fr, ar
said-x-is-too-long-at-most-9 = { $field } is too long (at most 500 characters)
said-x-must-be-an-http-or = { $field } must be an http:// or https:// address
said-x-must-be-between-0-and = { $field } must be between 0 and 1000
said-x-must-be-one-of-under = { $field } must be one of under_review, planned, in_progress, completed, closed
said-x-must-be-another-status = { $field } must be another status
said-x-is-not-a-status-of = { $field } is not a status of this organization
said-a-status-named-x-already-exists = A status named “{ $label }” already exists.
said-status-x-was-not-found = Status { $id } was not found.
said-x-must-be-one-of-admin = { $field } must be one of admin, member, csm
said-x-must-be-another-post = { $field } must be another post
said-x-is-not-a-post-of = { $field } is not a post of this organization
said-x-is-merged-into-another-post = { $field } is merged into another post already; unmerge it first
said-x-is-itself-merged-into-another = { $field } is itself merged into another post; merge into that one
said-x-is-not-merged-into-another = { $field } is not merged into another post
said-x-must-be-a-member-of = { $field } must be a member of the team
said-x-is-not-an-e-mail = { $field } is not an e-mail address
said-x-is-blocked-they-cannot-vote = { $a } is blocked: they cannot vote.
said-x-choose-at-least-one-post = { $field } choose at least one post or comment
said-x-choose-at-least-one-author = { $field } choose at least one author
said-at-most-x-items-can-be = At most { $max_items } items can be decided at once.
said-at-most-x-authors-can-be = At most { $max_items } authors can be blocked at once.
said-this-post-was-not-found = This post was not found.
said-x-is-too-long-at-most-10 = { $field } is too long (at most 255 characters)
said-bucket-x-was-not-found = Bucket { $a } was not found.
said-x-must-be-approved-or-pending = { $field } must be 'approved' or 'pending'
said-bucket-x-is-private-send-allow = Bucket { $bucket_id } is private: send ALLOW-PRIVATE: true to use it.
said-post-x-was-not-found-3 = Post { $id } was not found.
said-x-is-not-allowed-x = { $field } is not allowed: { $reason }
said-webhook-host-does-not-resolve-error = its host { $host } does not resolve ({ $error })
said-webhook-host-does-not-resolve = its host { $host } does not resolve
said-webhook-points-to-private = it points to { $ip }, a loopback, private, link-local or reserved address
said-x-is-not-a-valid-url = { $field } is not a valid URL
said-x-must-start-with-https-or = { $field } must start with https:// or http://
said-x-must-name-a-host = { $field } must name a host
said-x-must-not-carry-a-user = { $field } must not carry a user name or password
said-x-must-not-have-a-fragment = { $field } must not have a #fragment
said-x-is-not-a-valid-unsubscribe = { $field } is not a valid unsubscribe link
said-the-post-was-not-found = The post was not found.
said-row-x-was-claimed-by-another = row { $a } was claimed by another worker after this one's lease ran out: its attempt is not recorded
said-delivery-x-was-not-found = Delivery { $delivery_id } was not found.
said-x-must-name-at-least-one = { $field } must name at least one event
said-x-has-an-unknown-event-x = { $field } has an unknown event { $name } (known: { $known })
said-an-organization-may-have-at-most = An organization may have at most { $max_per_organization } webhooks.
said-webhook-x-was-not-found = Webhook { $id } was not found.
said-cross-site-request-refused = Cross-site request refused.
said-x-is-not-something-this-page = { $field } is not something this page does
said-x-is-not-a-csv-file = { $field } is not a CSV file
said-x-needs-a-header-row-with = { $field } needs a header row with an email column
said-x-could-not-be-read-send = { $field } could not be read; send the form again
said-x-is-missing-choose-a-csv = { $field } is missing: choose a CSV file
said-the-file-is-larger-than-4 = The file is larger than 4 MB.
said-at-most-x-customers-per-import-2 = At most { $max_import } customers per import; the file has { $a } rows.
said-x-is-starred = { $name } is starred.
said-x-is-no-longer-starred = { $name } is no longer starred.
said-x-is-blocked-they-can-no = { $name } is blocked: they can no longer post, vote or comment.
said-x-is-unblocked = { $name } is unblocked.
said-x-is-labelled = { $name } is labelled.
said-the-form-is-too-large = The form is too large.
said-choose-one-of-the-languages-x = Choose one of the languages: { $a }, or auto.
said-the-form-names-no-post = The form names no post.
said-not-found = Not found
said-choose-at-once-once-a-day = Choose “At once”, “Once a day” or “Off”.
said-this-unsubscribe-link-has-no-token = This unsubscribe link has no token.
said-this-unsubscribe-link-is-not-valid = This unsubscribe link is not valid.
said-unsubscribed = Unsubscribed.
said-the-post-is-gone = The post is gone.
said-internal-error = Internal error
said-board-x-created = Board “{ $a }” created.
said-board-x-saved = Board “{ $a }” saved.
said-order-saved = Order saved.
said-posts-that-name-no-board-now = Posts that name no board now go to this one.
said-x-deleted = “{ $a }” deleted.
said-x-names-no-post-or-comment = { $field } names no post or comment
said-x-must-be-approve-or-spam = { $field } must be approve or spam
said-x-is-not-a-team-member = { $field } is not a team member
said-x-is-not-something-this-form = { $field } is not something this form does
said-main-roadmap-saved = Main roadmap saved.
said-roadmap-x-created = Roadmap “{ $a }” created.
said-roadmap-x-saved = Roadmap “{ $a }” saved.
said-roadmap-x-deleted = Roadmap “{ $a }” deleted.
said-x-is-missing-choose-an-image = { $field } is missing: choose an image
said-x-must-be-a-whole-number-2 = { $field } must be a whole number
said-the-logo-is-larger-than-10 = The logo is larger than 10 MB.
said-the-new-logo-is-saved = The new logo is saved.
said-profile-saved = Profile saved.
said-moderation-rules-saved = Moderation rules saved.
said-the-logo-was-removed = The logo was removed.
said-a-new-api-key-was-generated = A new API key was generated; the previous key no longer works.
said-a-new-sso-secret-was-made = A new SSO secret was made; tokens signed with the previous one no longer work.
said-status-x-created = Status “{ $a }” created.
said-status-x-saved = Status “{ $a }” saved.
said-new-posts-now-get-this-status = New posts now get this status.
said-tag-x-created = Tag “{ $a }” created.
said-tag-x-saved = Tag “{ $a }” saved.
said-tag-x-deleted = Tag “{ $a }” deleted.
said-x-is-on-the-team-as = { $a } is on the team as { $b }.
said-x-is-now-x = { $name } is now { $role }.
said-x-is-no-longer-on-the = { $a } is no longer on the team.
said-a-test-event-x-is-on = A test event ({ $a }) is on its way; its delivery shows below.
said-x-is-on = { $a } is on.
said-x-is-off = { $a } is off.
said-webhook-x-deleted = Webhook { $a } deleted.
said-x-x-will-be-sent-again = { $a } ({ $b }) will be sent again now.
said-webhook-x-added-deliveries-start-with = Webhook { $a } added. Deliveries start with the next event.
said-x-has-a-new-secret-the = { $a } has a new secret; the previous one no longer signs.


said-x-is-not-a-kind-of-action = “{ $value }” is not a kind of action.
said-this-board-was-not-found = This board was not found.
said-this-unsubscribe-link-is-not-valid-use = This unsubscribe link is not valid. Use the newest e-mail's link, or change your e-mail settings when signed in.
said-changelog-x-is-published = “{ $title }” is published.
said-changelog-x-is-a-draft-again = “{ $title }” is a draft again.
said-changelog-x-saved = “{ $title }” saved.
said-changelog-x-saved-as-a-draft = “{ $title }” saved as a draft.
said-changelog-left-out = Left out, as no post goes by it: { $names }.

## `upboard import` and `upboard export`: what is wrong with an archive or its file.
said-archive-no-organization-named = there is no organization named `{ $name }`
said-archive-file-exists = { $path } exists already: name a new file
said-archive-cannot-open = cannot open { $path }: { $error }
said-archive-not-an-export = { $path } is not an upboard export: { $error }
said-archive-too-many-entries = { $path } holds more than { $max } entries
said-archive-entry-too-large = { $path }: { $name } is larger than { $limit } bytes
said-archive-too-large-unpacked = { $path } is larger than { $max } bytes unpacked
said-archive-manifest-does-not-read = its manifest does not read: { $error }
said-archive-has-no-manifest = { $path } is not an upboard export: it has no { $manifest }
said-archive-wrong-format = the archive is of format { $format }; this upboard reads format { $ours }
said-archive-table-does-not-read = { $table }: { $error }
said-archive-row-does-not-read = a row of { $table } does not read: { $error }
said-archive-file-outside-uploads = the archive names a file outside its organization's uploads: { $key }
said-archive-not-a-web-address = the archive's { $what } is not an http or https address: { $address }
said-archive-not-a-slug = the archive holds a { $what } address that is not a slug: { $slug }
said-archive-refers-to-missing = the archive refers to { $what } { $old }, which it does not hold
said-archive-must-hold-one-organization = the archive must hold one organization
said-archive-as-refused = --as: { $error }
said-archive-organization-name-refused = the archive's organization name { $error }: import it under another with --as
said-archive-organization-exists = an organization named `{ $name }` exists here: import under another name with --as
said-archive-roadmap-ids-do-not-read = a roadmap's ids do not read: { $error }
said-archive-merge-rows-do-not-read = a merge's moved rows do not read: { $error }

## Form fields, as refusals name them (`$field`); the English is the field's name in the code.
field-action = action
field-api-key = api_key
field-approval-status = approval_status
field-body = body
field-buckets = buckets
field-color = color
field-column = column
field-columns = columns
field-comment = comment
field-complete-posts = complete_posts
field-completed-days = completed_days
field-decide = decide
field-default = default
field-default-locale = default_locale
field-description = description
field-display-name = display_name
field-email = email
field-events = events
field-feature-request-ids = feature_request_ids
field-file = file
field-id = id
field-into-id = into_id
field-items = items
field-kind = kind
field-label = label
field-labels = labels
field-logo = logo
field-move-to = move_to
field-name = name
field-owner = owner
field-parent-id = parent_id
field-password = password
field-private = private
field-role = role
field-status = status
field-tags = tags
field-time-zone = time_zone
field-title = title
field-token = token
field-trust-after-approved-posts = trust_after_approved_posts
field-url = url
field-users = users

## The audit log's details: pieces joined by ", " (`i18n::said_list`).
said-audit-made-private = made private
said-audit-made-public = made public
said-audit-made-default-board = made the default board
said-audit-moved-down = moved down
said-audit-moved-up = moved up
said-audit-private = private
said-audit-public = public
said-audit-renamed-from = renamed from “{ $a }”
said-audit-posts-moved-to = { $a } posts moved to “{ $b }”
said-audit-at-address = at /roadmap/{ $a }
said-audit-all-completed = all completed posts
said-audit-columns-named = columns { $a }
said-audit-columns = columns
said-audit-completed-last-days = completed posts of the last { $a } days
said-audit-filters = filters
said-audit-hidden = hidden
said-audit-shown = shown
said-audit-approval-posts-on = approval of new posts on
said-audit-approval-posts-off = approval of new posts off
said-audit-approval-comments-on = approval of new comments on
said-audit-approval-comments-off = approval of new comments off
said-audit-trust-after = trust after { $a } approved posts
said-audit-logo-removed = logo removed
said-audit-new-logo = new logo
said-audit-key-revoked = the previous key was revoked
said-audit-secret-refused = tokens signed with the previous secret are refused
said-audit-colour = colour { $a }
said-audit-kind = kind { $a }
said-audit-default-of-new-posts = made the default of new posts
said-audit-off-the-roadmap = off the roadmap
said-audit-on-the-roadmap = on the roadmap
said-audit-not-on-the-roadmap = not on the roadmap
said-audit-as-role = as { $role }
said-audit-role-from-to = from { $old_role } to { $role }
said-audit-was-role = was { $role }
said-audit-unmerged = from “{ $a }”: { $b } votes and { $c } comments back
said-audit-merged = into “{ $a }”: { $b } votes moved, { $c } set aside (voted on both), { $d } comments moved
said-audit-vote-for = for { $a } <{ $b }>
said-audit-owner = owner: { $a }
said-audit-blocked-with-spam = blocked with spam from the moderation queue
said-audit-customers-imported = { $a } imported or updated, { $b } rows refused
