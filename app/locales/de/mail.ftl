# E-mails: notifications, digests and notices to admins. Subjects are prefixed with
# "[Organization]" by the code.

mail-status-line = „{ $title }“ hat jetzt den Status { $status }
mail-status-text = Der Status von „{ $title }“ lautet jetzt { $status }.
mail-comment-waits-line = Ein Kommentar zu „{ $title }“ wartet auf Moderation
mail-comment-waits-text = { $author } hat „{ $title }“ kommentiert; der Kommentar wartet in der Moderationswarteschlange auf Freigabe:
mail-commented-subject = Neuer Kommentar zu „{ $title }“
mail-commented-text = { $author } hat „{ $title }“ kommentiert:
mail-commented-line = { $author } hat „{ $title }“ kommentiert
mail-post-subject = Neuer Beitrag: „{ $title }“
mail-post-waits-subject = Ein Beitrag wartet auf Moderation: „{ $title }“
mail-post-text = { $author } hat „{ $title }“ veröffentlicht.
mail-post-waits-text = { $author } hat „{ $title }“ eingereicht; der Beitrag wartet in der Moderationswarteschlange auf Freigabe.
mail-post-line = Neuer Beitrag von { $author }: „{ $title }“
mail-post-waits-line = „{ $title }“ von { $author } wartet auf Moderation
mail-shipped-subject = Umgesetzt: { $title }
mail-shipped-line = Umgesetzt: „{ $title }“
mail-shipped-one = Damit wird der Beitrag umgesetzt, dem Sie folgen:
mail-shipped-many = Damit werden Beiträge umgesetzt, denen Sie folgen:
mail-read-it = Weiterlesen
mail-open-it = Ansehen
mail-link-on = { $label } auf { $org }
mail-why-shipped = Sie erhalten diese E-Mail, weil Sie dem folgen, was damit umgesetzt wurde (Sie haben es eingereicht, dafür abgestimmt, es kommentiert oder abonniert).
mail-why-follow = Sie erhalten diese E-Mail, weil Sie diesem Beitrag folgen (Sie haben ihn eingereicht, dafür abgestimmt, ihn kommentiert oder abonniert).
mail-why-team = Sie erhalten diese E-Mail als Mitglied des Teams.
mail-why-digest = Sie haben eine tägliche Zusammenfassung gewählt.
mail-why-admin = Sie erhalten diese E-Mail als Admin.
mail-stop-post = Diesen Beitrag abbestellen
mail-stop-all = Alle E-Mails abbestellen
mail-stop-these = Diese E-Mails abbestellen
mail-settings = Ihre E-Mail-Einstellungen
mail-digest-subject = Ihre tägliche Zusammenfassung: { $count ->
    [one] { $count } Neuigkeit
   *[other] { $count } Neuigkeiten
}
mail-digest-text = Das ist auf { $org } seit Ihrer letzten Zusammenfassung passiert:
mail-webhook-off-subject = Webhook { $url } wurde deaktiviert
mail-webhook-off-text = Die Zustellungen an { $url } schlagen seit 3 Tagen ohne einen einzigen Erfolg fehl, daher hat der Server den Webhook deaktiviert. Ereignisse aus der Zwischenzeit werden nicht für ihn aufbewahrt; aktivieren Sie ihn wieder, sobald der Empfänger antwortet.
mail-webhook-off-link = Der Webhook und seine Zustellungen
mail-reset-subject = Passwort zurücksetzen
mail-reset-text = Jemand hat verlangt, das Passwort von { $email } bei { $org } zurückzusetzen. Wenn Sie es waren, wählen Sie mit dem Link unten ein neues Passwort: Er gilt einmal, 30 Minuten lang. Wenn nicht, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.
mail-reset-link = Neues Passwort wählen
mail-sign-in-subject = Ihr Anmeldelink
mail-sign-in-text = Melden Sie sich mit dem Link unten als { $email } bei { $org } an: Er gilt einmal, 30 Minuten lang. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.
mail-sign-in-link = Anmelden
mail-invite-subject = { $name } hat Sie zum Team hinzugefügt
mail-invite-text = { $name } hat Sie als { $role } zum Team von { $org } hinzugefügt. Melden Sie sich mit dem Link unten an: Er gilt einmal, 7 Tage lang. Auf seiner Seite können Sie ein Passwort wählen.
mail-why-invited = Sie erhalten dies, weil ein Admin des Teams Ihre Adresse hinzugefügt hat.
mail-why-asked = Sie erhalten dies, weil jemand es mit Ihrer Adresse angefordert hat.
mail-verify-subject = Bestätigen Sie Ihre E-Mail-Adresse
mail-verify-text = Willkommen bei { $org }. Bestätigen Sie mit dem Link unten, dass { $email } Ihre Adresse ist: Ihre Beiträge, Kommentare und Stimmen zählen, sobald Sie das getan haben. Der Link gilt einmal, einen Tag lang. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.
mail-verify-link = Meine Adresse bestätigen
mail-why-signed-up = Sie erhalten dies, weil sich jemand mit Ihrer Adresse registriert hat.
mail-widget-subject = Bestätigen Sie, was Sie auf dem Feedback-Board getan haben
mail-widget-text = Jemand, hoffentlich Sie, hat { $email } im Feedback-Widget von { $org } angegeben, um abzustimmen, zu kommentieren oder zu posten. Öffnen Sie den Link unten, damit es zählt: Er funktioniert einmal, einen Tag lang. Waren Sie es nicht, ignorieren Sie diese E-Mail: Ohne den Link wird nichts davon veröffentlicht.
mail-widget-link = Das war ich: zählen lassen
mail-why-widget = Sie erhalten dies, weil Ihre Adresse im Feedback-Widget angegeben wurde.

# Slack messages (docs/integrations.md), in the organization's language.
slack-post-created = Neuer Beitrag in { $board }
slack-post-waits = Neuer Beitrag in { $board }, wartet auf Moderation
slack-by = von { $author }
slack-open-moderation = Moderationswarteschlange öffnen
slack-status-changed = Status geändert in { $board }
slack-status-now = Jetzt { $status } (vorher { $previous })
slack-commented = { $author } hat kommentiert
slack-test = Eine Testnachricht von { $org }: Dieser Kanal erfährt von neuen Beiträgen, Statusänderungen und Kommentaren in { $board }.
slack-test-every-board = Eine Testnachricht von { $org }: Dieser Kanal erfährt von neuen Beiträgen, Statusänderungen und Kommentaren in allen Boards.

# A GitHub or Linear issue made from a post, and the comment a status change posts on it
# (docs/integrations.md), in the organization's language; Markdown.
tracker-issue-footer = Aus dem Feedback-Board von { $org }: { $url }
tracker-status-comment = Der Status von „{ $title }“ auf dem Feedback-Board ist jetzt **{ $status }**: { $url }
