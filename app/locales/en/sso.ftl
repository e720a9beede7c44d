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
two-factor-title = Two-factor sign-in
two-factor-intro = After your password or an e-mailed link, sign-in also asks for a code from an authenticator app on your phone, so that a stolen password alone does not get in.
two-factor-set-up = Set up two-factor sign-in
two-factor-scan = Scan this code with your authenticator app, then enter the 6-digit code it shows.
two-factor-qr = QR code for your authenticator app
two-factor-type-it = Or type this key into the app:
two-factor-code = Code
two-factor-turn-on = Turn on
two-factor-on-now = Two-factor sign-in is on.
two-factor-recovery-intro = Keep these recovery codes somewhere safe: each signs you in once if you lose your phone. They are not shown again.
two-factor-is-on = Two-factor sign-in is on. Recovery codes left: { $left }. To turn it off, enter a code from your app or a recovery code.
two-factor-turn-off = Turn off
two-factor-back = Back to your page
two-factor-code-title = Enter your code
two-factor-code-intro = Two-factor sign-in is on for this account.
two-factor-code-hint = The 6-digit code from your authenticator app, or one of your recovery codes.
two-factor-required = Your organization requires the team to use two-factor sign-in. Set it up here to open the admin area.
oidc-back-to-sign-in = Back to signing in
oidc-sign-in-with = Sign in with { $a }
oidc-role-customer = Customer (not on the team)
oidc-role-admin = Admin
oidc-role-member = Member (moderates)
oidc-role-csm = Customer success
oidc-test-role-kept = Unchanged (this provider does not decide roles)
oidc-test-title = Test sign-in with { $a }
oidc-test-passed = The test passed: signing in through this provider brings you in as an admin. The team may now be required to sign in only through it.
oidc-test-not-you = The test did not pass: the provider signed in someone who is not your account here. Sign in at the provider as yourself, or check that it sends your verified e-mail address.
oidc-test-not-admin = The test did not pass: with the role mapping as it is, you would not be an admin after signing in. Check the role claim and the admin values.
oidc-test-subject = Subject
oidc-test-email = E-mail
oidc-test-role = Role after signing in
oidc-test-back = Back to the settings
verify-link-title = Confirm your e-mail address
verify-link-prompt = This link confirms that { $email } is yours on { $board } and signs you in, once. Your posts, comments and votes count from then on.
verify-link-button = Confirm and sign in
