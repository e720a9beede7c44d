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
two-factor-title = Zwei-Faktor-Anmeldung
two-factor-intro = Nach Ihrem Passwort oder einem Link per E-Mail fragt die Anmeldung zusätzlich nach einem Code aus einer Authenticator-App auf Ihrem Telefon, damit ein gestohlenes Passwort allein nicht reicht.
two-factor-set-up = Zwei-Faktor-Anmeldung einrichten
two-factor-scan = Scannen Sie diesen Code mit Ihrer Authenticator-App und geben Sie dann den 6-stelligen Code ein, den sie anzeigt.
two-factor-qr = QR-Code für Ihre Authenticator-App
two-factor-type-it = Oder geben Sie diesen Schlüssel in die App ein:
two-factor-code = Code
two-factor-turn-on = Einschalten
two-factor-on-now = Die Zwei-Faktor-Anmeldung ist eingeschaltet.
two-factor-recovery-intro = Bewahren Sie diese Wiederherstellungscodes sicher auf: Jeder meldet Sie einmal an, wenn Sie Ihr Telefon verlieren. Sie werden nicht noch einmal angezeigt.
two-factor-is-on = Die Zwei-Faktor-Anmeldung ist eingeschaltet. Verbleibende Wiederherstellungscodes: { $left }. Zum Ausschalten geben Sie einen Code aus Ihrer App oder einen Wiederherstellungscode ein.
two-factor-turn-off = Ausschalten
two-factor-back = Zurück zu Ihrer Seite
two-factor-code-title = Code eingeben
two-factor-code-intro = Für dieses Konto ist die Zwei-Faktor-Anmeldung eingeschaltet.
two-factor-code-hint = Der 6-stellige Code aus Ihrer Authenticator-App oder einer Ihrer Wiederherstellungscodes.
two-factor-required = Ihre Organisation verlangt vom Team die Zwei-Faktor-Anmeldung. Richten Sie sie hier ein, um den Admin-Bereich zu öffnen.
oidc-back-to-sign-in = Zurück zur Anmeldung
oidc-sign-in-with = Anmelden mit { $a }
oidc-role-customer = Kunde (nicht im Team)
oidc-role-admin = Admin
oidc-role-member = Mitglied (moderiert)
oidc-role-csm = Kundenbetreuung
oidc-test-role-kept = Unverändert (dieser Anbieter legt keine Rollen fest)
oidc-test-title = Testanmeldung mit { $a }
oidc-test-passed = Der Test ist bestanden: Die Anmeldung über diesen Anbieter bringt Sie als Admin herein. Das Team kann nun verpflichtet werden, sich nur darüber anzumelden.
oidc-test-not-you = Der Test ist nicht bestanden: Der Anbieter hat jemanden angemeldet, der hier nicht Ihr Konto ist. Melden Sie sich beim Anbieter als Sie selbst an oder prüfen Sie, ob er Ihre bestätigte E-Mail-Adresse sendet.
oidc-test-not-admin = Der Test ist nicht bestanden: Mit der jetzigen Rollenzuordnung wären Sie nach der Anmeldung kein Admin. Prüfen Sie den Rollen-Claim und die Admin-Werte.
oidc-test-subject = Subjekt
oidc-test-email = E-Mail
oidc-test-role = Rolle nach der Anmeldung
oidc-test-back = Zurück zu den Einstellungen
verify-link-title = E-Mail-Adresse bestätigen
verify-link-prompt = Dieser Link bestätigt einmalig, dass { $email } bei { $board } Ihre Adresse ist, und meldet Sie an. Ab dann zählen Ihre Beiträge, Kommentare und Stimmen.
verify-link-button = Bestätigen und anmelden
