# The page of a failed sign-in link (/{org}/sso).

sso-failed = Anmeldung fehlgeschlagen
sso-go-to-board = Zum Board
sso-no-board = Dieses Board gibt es nicht.
sso-our-side = Bei uns ist etwas schiefgelaufen.
sso-no-token = Der Anmeldelink enthält kein Token.
sso-invalid = Der Anmeldelink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.

# The page of a single-use sign-in link (/{org}/signin/link): it asks before the link is used
# up, so that a mail client or a browser that opens links ahead does not spend it.
sign-in-link-title = Anmelden
sign-in-link-prompt = Dieser Link meldet { $email } einmalig bei { $board } an.
sign-in-link-button = Anmelden
reset-link-title = Neues Passwort wählen
reset-link-prompt = Dieser Link setzt einmalig ein neues Passwort für { $email } bei { $board }. Alle anderen Sitzungen dieses Kontos enden.
reset-link-password = Neues Passwort
reset-link-button = Passwort setzen und anmelden
invite-link-title = Willkommen im Team
invite-link-prompt = Dieser Link meldet { $email } einmalig bei { $board } an. Wählen Sie ein Passwort für spätere Anmeldungen, oder lassen Sie das Feld leer: „Passwort vergessen?“ auf der Anmeldeseite sendet Ihnen jederzeit einen neuen Link.
invite-link-password = Passwort (optional)
