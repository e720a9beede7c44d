# The page of a failed sign-in link (/{org}/sso).

sso-failed = Sign-in failed
sso-go-to-board = Go to the board
sso-no-board = This board does not exist.
sso-our-side = Something went wrong on our side.
sso-no-token = The sign-in link has no token.
sso-invalid = The sign-in link is invalid or has expired. Please ask for a new one.

# The page of a single-use sign-in link (/{org}/signin/link): it asks before the link is used
# up, so that a mail client or a browser that opens links ahead does not spend it.
sign-in-link-title = Sign in
sign-in-link-prompt = This link signs { $email } in to { $board }, once.
sign-in-link-button = Sign in
reset-link-title = Choose a new password
reset-link-prompt = This link sets a new password for { $email } on { $board }, once. Every other session of this account ends.
reset-link-password = New password
reset-link-button = Set the password and sign in
invite-link-title = Welcome to the team
invite-link-prompt = This link signs { $email } in to { $board }, once. Choose a password to sign in with later, or leave it empty: “Forgot your password?” on the sign-in page sends a new link whenever you need one.
invite-link-password = Password (optional)
