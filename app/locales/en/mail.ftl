# E-mails: notifications, digests and notices to admins. Subjects are prefixed with
# "[Organization]" by the code.

mail-status-line = “{ $title }” is now { $status }
mail-status-text = The status of “{ $title }” is now { $status }.
mail-comment-waits-line = A comment waits for moderation on “{ $title }”
mail-comment-waits-text = { $author } commented on “{ $title }”; the comment waits for approval in the moderation queue:
mail-commented-subject = New comment on “{ $title }”
mail-commented-text = { $author } commented on “{ $title }”:
mail-commented-line = { $author } commented on “{ $title }”
mail-post-subject = New post: “{ $title }”
mail-post-waits-subject = A post waits for moderation: “{ $title }”
mail-post-text = { $author } posted “{ $title }”.
mail-post-waits-text = { $author } posted “{ $title }”, which waits for approval in the moderation queue.
mail-post-line = New post by { $author }: “{ $title }”
mail-post-waits-line = “{ $title }” by { $author } waits for moderation
mail-shipped-subject = Shipped: { $title }
mail-shipped-line = Shipped: “{ $title }”
mail-shipped-one = It ships the post you follow:
mail-shipped-many = It ships posts you follow:
mail-read-it = Read it
mail-open-it = Open it
mail-link-on = { $label } on { $org }
mail-why-shipped = You get this because you follow what it ships (you submitted, voted on or commented on it, or subscribed).
mail-why-follow = You get this because you follow this post (you submitted, voted on or commented on it, or subscribed).
mail-why-team = You get this as a member of the team.
mail-why-digest = You chose a daily digest.
mail-why-admin = You get this as an admin.
mail-stop-post = Unsubscribe from this post
mail-stop-all = Stop all e-mails
mail-stop-these = Stop these e-mails
mail-settings = Your e-mail settings
mail-digest-subject = Your daily digest: { $count ->
    [one] { $count } update
   *[other] { $count } updates
}
mail-digest-text = What happened on { $org } since your last digest:
mail-webhook-off-subject = Webhook { $url } was turned off
mail-webhook-off-text = The deliveries to { $url } have failed for 3 days without one success, so the server turned the webhook off. Its events wait for nobody meanwhile; turn it on again once the receiver answers.
mail-webhook-off-link = The webhook and its deliveries
mail-reset-subject = Reset your password
mail-reset-text = Someone asked to reset the password of { $email } on { $org }. If it was you, choose a new password with the link below: it works once, for 30 minutes. If it was not you, ignore this e-mail: your password stays as it is.
mail-reset-link = Choose a new password
mail-sign-in-subject = Your sign-in link
mail-sign-in-text = Sign in to { $org } as { $email } with the link below: it works once, for 30 minutes. If you did not ask for it, ignore this e-mail.
mail-sign-in-link = Sign in
mail-invite-subject = { $name } added you to the team
mail-invite-text = { $name } added you to the team of { $org } as { $role }. Sign in with the link below: it works once, within 7 days. Its page lets you choose a password.
mail-why-invited = You get this because a team admin added your address.
mail-why-asked = You get this because someone asked for it with your address.
mail-verify-subject = Confirm your e-mail address
mail-verify-text = Welcome to { $org }. Confirm that { $email } is your address with the link below: your posts, comments and votes count once you do. The link works once, for a day. If you did not sign up, ignore this e-mail.
mail-verify-link = Confirm my address
mail-why-signed-up = You get this because someone signed up with your address.
mail-widget-subject = Confirm what you did on the feedback board
mail-widget-text = Someone, we hope you, gave { $email } in the feedback widget of { $org } to vote, comment or post. Open the link below to make it count: it works once, for a day. If it was not you, ignore this e-mail: nothing of it is published without the link.
mail-widget-link = It was me: make it count
mail-why-widget = You get this because your address was given in the feedback widget.

# Slack messages (docs/integrations.md), in the organization's language.
slack-post-created = New post on { $board }
slack-post-waits = New post on { $board }, awaiting moderation
slack-by = by { $author }
slack-open-moderation = Open the moderation queue
slack-status-changed = Status changed on { $board }
slack-status-now = Now { $status } (was { $previous })
slack-commented = { $author } commented
slack-test = A test message from { $org }: this channel hears of new posts, status changes and comments on { $board }.
slack-test-every-board = A test message from { $org }: this channel hears of new posts, status changes and comments on every board.

# A GitHub or Linear issue made from a post, and the comment a status change posts on it
# (docs/integrations.md), in the organization's language; Markdown.
tracker-issue-footer = From { $org }'s feedback board: { $url }
tracker-status-comment = The status of “{ $title }” on the feedback board is now **{ $status }**: { $url }
