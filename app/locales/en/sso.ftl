# The page of a failed sign-in link (/{org}/sso).

sso-failed = Sign-in failed
sso-go-to-board = Go to the board
sso-no-board = This board does not exist.
sso-our-side = Something went wrong on our side.
sso-no-token = The sign-in link has no token.
sso-invalid = The sign-in link is invalid or has expired. Please ask for a new one.
