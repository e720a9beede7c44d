# The page of a failed sign-in link (/{org}/sso).

sso-failed = Anmeldung fehlgeschlagen
sso-go-to-board = Zum Board
sso-no-board = Dieses Board gibt es nicht.
sso-our-side = Bei uns ist etwas schiefgelaufen.
sso-no-token = Der Anmeldelink enthält kein Token.
sso-invalid = Der Anmeldelink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.
