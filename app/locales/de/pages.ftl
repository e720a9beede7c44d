# The public pages: a post, the new-post form, sign-in and sign-up, the reader's own page,
# unsubscribing, the roadmap, the changelog and the front page.
#
# A variable named $link, $entry, $create or $demo is where the page puts an element (a link,
# a command) whose text is given next to the message; keep it in the sentence.

## A post's page (/{org}/p/{slug})

post-loading = Beitrag wird geladen…
post-load-failed = Der Beitrag konnte nicht geladen werden
# The description of a post without one, for search engines and link previews.
post-preview = { $title } – eine Idee auf dem Feedback-Board von { $org }.
post-all-posts = ← Alle Beiträge
# $board: the name of the board the post is on.
post-in-board = in { $board }
post-by = von { $name }
post-awaiting-approval = Wartet auf Freigabe
post-tags = Tags
# $entry: a link to the changelog entry, showing its title; $date: its day.
post-shipped-in = Umgesetzt in { $entry } ({ $date })
post-comments-count = { $count ->
    [one] { $count } Kommentar
   *[other] { $count } Kommentare
}
# $link: a link reading “Sign in”.
post-sign-in-to-comment = { $link }, um zu kommentieren und abzustimmen.
# The vote buttons' names for screen readers, with the post's title and its count.
post-upvote = Für „{ $title }“ stimmen ({ $count ->
    [one] { $count } Stimme
   *[other] { $count } Stimmen
})
post-downvote = Gegen „{ $title }“ stimmen ({ $count ->
    [one] { $count } Gegenstimme
   *[other] { $count } Gegenstimmen
})
post-downvotes = { $count ->
    [one] { $count } Gegenstimme
   *[other] { $count } Gegenstimmen
}
post-following = Sie erhalten eine E-Mail, wenn sich der Status ändert oder jemand kommentiert.
post-not-following = Sie erhalten keine E-Mails zu diesem Beitrag.
post-unsubscribe = Abbestellen
post-subscribe = Abonnieren
post-team-heading = Zuständigkeit und Stimmen
post-owner = Zuständig
post-owner-nobody = Niemand
post-save-owner = Zuständigkeit speichern
post-vote-for-email = Im Namen eines Kunden abstimmen (E-Mail)
post-vote-for-name = Name, falls neu
post-vote-for = Stimme hinzufügen
post-no-tags = Noch keine Tags.
post-issues-heading = Issues
post-issues-none = Mit diesem Beitrag ist kein Issue verknüpft.
post-issue-unlink = Verknüpfung aufheben
post-issue-unlink-named = Verknüpfung aufheben: { $key }
post-issue-tracker = Repository oder Team
post-issue-create = Issue aus diesem Beitrag erstellen
post-issue-reference = Issue
post-issue-reference-hint = Die Nummer (12), der Schlüssel (owner/repo#12, ENG-12) oder die Adresse des Issues.
post-issue-link = Bestehendes Issue verknüpfen
post-remove-tag = Tag { $tag } entfernen
post-add-tag-label = Tag hinzufügen
post-add-tag = Tag hinzufügen
post-merged-heading = In diesen Beitrag zusammengeführt
# A post merged into this one: its title, its votes and comments, the day it was merged.
post-merged-item = „{ $title }“: { $votes ->
    [one] { $votes } Stimme
   *[other] { $votes } Stimmen
} und { $comments ->
    [one] { $comments } Kommentar
   *[other] { $comments } Kommentare
}, am { $date }
post-unmerge-label = Zusammenführung von „{ $title }“ aufheben
post-unmerge = Trennen
post-merge-heading = Zusammenführen mit…
post-merge-hint = Ist das ein Duplikat? Seine Stimmen (eine pro Person) und Kommentare wandern in den anderen Beitrag, und seine Adresse führt dorthin. Das lässt sich rückgängig machen.
post-merge-find-label = Beitrag zum Zusammenführen suchen
post-merge-search-label = Titel des Beitrags, mit dem zusammengeführt wird
post-merge-search-placeholder = Titel des anderen Beitrags
post-merge-find = Suchen
post-merge-none = Kein anderer Beitrag passt.
post-merge-candidate-votes = { $count ->
    [one] { $count } Stimme
   *[other] { $count } Stimmen
}
post-merge-into-label = Mit „{ $title }“ zusammenführen
post-merge-into = Zusammenführen
post-moderation = Moderation
post-moderation-status = Status
post-moderation-visibility = Sichtbarkeit
post-moderation-approved = Freigegeben: auf dem Board
post-moderation-pending = Ausstehend: wartet auf Freigabe
post-moderation-message = Öffentliche Nachricht zur Änderung (optional)
post-moderation-save = Änderungen speichern
post-comment = Kommentieren
post-reply = Antworten
post-reply-to = { $name } antworten
post-add-images = Bilder hinzufügen
post-internal-note = Interne Notiz (nur für das Team sichtbar)
post-edit = Bearbeiten
post-edit-label = Ihren Kommentar bearbeiten
post-edit-save = Speichern
post-badge-team = Team
post-badge-pinned = Angeheftet
post-badge-internal = Intern
# A comment that went with a change of the post's status.
post-status-change = Status: { $status }
post-unpin = Nicht mehr anheften
post-pin = Oben anheften

## The new-post form (/{org}/new) and its fields

new-post-loading = Wird geladen…
new-post-load-failed = Etwas ist schiefgelaufen
new-post-page-title = Neuer Beitrag · { $org }
new-post-page-description = Teilen Sie eine Idee oder einen Wunsch mit { $org }: Andere können darüber abstimmen und diskutieren.
new-post-heading = Idee teilen
# $link: a link reading “Sign in”.
new-post-sign-in = { $link }, um eine Idee zu teilen.
new-post-description = Beschreibung
new-post-description-placeholder = Wie würde Ihnen das helfen?
new-post-board = Board
new-post-approval-hint = Neue Beiträge erscheinen auf dem Board, sobald das Team sie freigibt.
new-post-submit = Idee veröffentlichen
submit-title = Titel
submit-title-placeholder = Eine kurze Zusammenfassung Ihrer Idee
submit-similar = Ähnliche Ideen
submit-similar-hint = Schon vorhanden? Stimmen Sie dafür ab, statt sie doppelt einzureichen.
# After a suggested post's title, for screen readers.
submit-new-tab = (öffnet in neuem Tab)
submit-similar-votes = { $count ->
    [one] { $count } Stimme
   *[other] { $count } Stimmen
}
submit-images = Bilder
# $size: in megabytes.
submit-images-hint = Bis zu { $max } Bilder (PNG, JPEG oder GIF), je { $size } MB.
# $name: the file's name.
submit-image-preview = Vorschau von { $name }
submit-not-an-image = { $name } ist kein PNG-, JPEG- oder GIF-Bild.
submit-image-too-large = { $name } ist größer als { $size } MB.
# $count: how many files were chosen (more than $max).
submit-too-many-images = Wählen Sie höchstens { $max } Bilder aus ({ $count } ausgewählt).

## Sign in (/{org}/signin) and sign up (/{org}/signup)

signin-description = Melden Sie sich an, um über Ideen abzustimmen, zu kommentieren und Ihren Wünschen zu folgen.
signin-signed-out-everywhere = Sie wurden in allen Browsern und auf allen Geräten abgemeldet.
# $link: a link reading “Sign up”.
signin-no-account = Noch kein Konto? { $link }
signin-email = E-Mail
signin-password = Passwort
signup-description = Erstellen Sie ein Konto, um Ideen zu teilen, abzustimmen und zu kommentieren.
signup-heading = Konto erstellen
# $link: a link reading “Sign in”.
signup-have-account = Sie haben bereits ein Konto? { $link }
signup-name = Name
signup-email = E-Mail
signup-password = Passwort
signup-password-hint = Mindestens 8 Zeichen.

## The reader's own page (/{org}/me)

me-loading = Wird geladen…
me-load-failed = Ihre Aktivität konnte nicht geladen werden
me-title = Meine Aktivität
me-description = Ihre Beiträge, Stimmen und Kommentare auf diesem Board.
me-signed-in-as = Angemeldet als { $name } ({ $email }).
me-download = Alle meine Daten herunterladen (JSON)
me-posts = Meine Beiträge ({ $count })
me-no-posts = Sie haben noch keine Beiträge verfasst.
me-post-votes = { $count ->
    [one] { $count } Stimme
   *[other] { $count } Stimmen
}
me-post-pending = wartet auf Freigabe
me-votes = Meine Stimmen ({ $count })
me-no-votes = Sie haben noch nicht abgestimmt.
me-comments = Meine Kommentare ({ $count })
me-no-comments = Sie haben noch nichts kommentiert.
me-sessions = Anmeldungen
me-sessions-hint = Gerät verloren oder an einem gemeinsam genutzten Computer angemeldet? Damit beenden Sie Ihre Anmeldung in allen Browsern und auf allen Geräten, auch auf diesem.
me-sign-out-everywhere = Überall abmelden
me-mail = E-Mail
me-mail-saved = Ihre E-Mail-Einstellungen wurden gespeichert.
me-mail-posts = Beiträge, denen ich folge (Statusänderungen, neue Kommentare)
me-mail-team = Neue Beiträge und was auf Moderation wartet (Team)
me-mail-instant = Sofort
me-mail-daily = Einmal täglich (Zusammenfassung)
me-mail-off = Aus
me-mail-save = E-Mail-Einstellungen speichern

## Unsubscribing from e-mails (/{org}/unsubscribe)

unsubscribe-loading = Wird geladen…
unsubscribe-link-broken = Dieser Link funktioniert nicht
unsubscribe-title = Abbestellen
unsubscribe-description = E-Mails von diesem Board abbestellen.
unsubscribe-ask-post = Keine E-Mails mehr zu „{ $title }“ erhalten?
unsubscribe-ask-all = Keine E-Mails mehr von { $org } erhalten?
unsubscribe-button = Abbestellen
unsubscribe-done = Abbestellt
unsubscribe-done-description = Sie haben die E-Mails abbestellt.
unsubscribe-done-all = Sie erhalten keine E-Mails mehr von diesem Board.
unsubscribe-done-post = Sie erhalten keine E-Mails mehr zu diesem Beitrag.
unsubscribe-back = Zurück zum Board
unsubscribe-settings = Ihre E-Mail-Einstellungen

## The roadmap (/{org}/roadmap)

roadmap-loading = Roadmap wird geladen…
roadmap-load-failed = Die Roadmap konnte nicht geladen werden
roadmap-page-title = Roadmap · { $org }
roadmap-description = Was bei { $org } geplant, in Arbeit und abgeschlossen ist – aus den Ideen auf dem Feedback-Board.
roadmap-lede = Was wir planen, entwickeln und umgesetzt haben.
roadmap-filter = Roadmap nach Board filtern
roadmap-all-boards = Alle Boards
roadmap-column-empty = Hier ist noch nichts.
roadmap-card-votes = { $count ->
    [one] { $count } Stimme
   *[other] { $count } Stimmen
}
roadmap-named-title = { $name } · { $org }
roadmap-named-description = { $name }: was bei { $org } geplant, in Arbeit und abgeschlossen ist.
roadmap-hidden-note = Diese Roadmap ist verborgen: Nur Ihr Team sieht sie.
roadmap-completed-recent = { $days ->
    [one] Abgeschlossen: Beiträge des letzten Tages.
   *[other] Abgeschlossen: Beiträge der letzten { $days } Tage.
}
roadmap-column-empty-recent = { $days ->
    [one] Am letzten Tag wurde nichts abgeschlossen.
   *[other] In den letzten { $days } Tagen wurde nichts abgeschlossen.
}

## The changelog (/{org}/changelog)

changelog-loading = Änderungsprotokoll wird geladen…
changelog-load-failed = Das Änderungsprotokoll konnte nicht geladen werden
# $entry: the entry's title.
changelog-entry-title = { $entry } · Änderungsprotokoll · { $org }
changelog-page-title = Änderungsprotokoll · { $org }
changelog-page-title-paged = Änderungsprotokoll, Seite { $page } · { $org }
changelog-description = Was { $org } umgesetzt hat, das Neueste zuerst.
changelog-feed-title = Änderungsprotokoll von { $org }
changelog-all = Alle Änderungen
changelog-lede = Was wir umgesetzt haben.
changelog-follow = In einem Feedreader folgen (Atom)
changelog-empty = Noch wurde nichts angekündigt.
changelog-changes = Änderungen
changelog-pages = Seiten des Änderungsprotokolls
changelog-newer = ← Neuere
changelog-older = Ältere →
changelog-shipped = Umgesetzt

## The front page (/)

home-title = Feedback-Boards
home-description = Die hier gehosteten Feedback-Boards und öffentlichen Roadmaps.
home-loading = Wird geladen…
# $create and $demo: two commands, in this order.
home-empty = Noch keine Organisation. Erstellen Sie eine mit { $create } oder probieren Sie die Demo mit { $demo } aus.
home-error = Etwas ist schiefgelaufen
me-language = Sprache
me-language-label = Die Sprache Ihrer Seiten und E-Mails
me-language-auto = Automatisch (die Ihres Browsers)
me-language-hint = „Automatisch“ folgt Ihrem Browser, sonst der Sprache des Boards. Die Auswahl in der Fußzeile ändert sie ebenfalls.
me-language-save = Sprache speichern
signin-forgot = Passwort vergessen?
forgot-title = Passwort zurücksetzen
forgot-description = Erhalten Sie eine E-Mail mit einem Link, der ein neues Passwort setzt.
forgot-intro = Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden ihr einen Link, mit dem Sie ein neues Passwort setzen; der Link gilt einmal, 30 Minuten lang.
forgot-submit = Link per E-Mail senden
forgot-sent = Wenn ein Konto diese Adresse verwendet, ist eine E-Mail mit einem Link unterwegs. Sehen Sie in Ihrem Posteingang nach, auch im Spam-Ordner.
forgot-back = Zurück zur Anmeldung
signin-link-sent = Wenn ein Konto diese Adresse verwendet, ist eine E-Mail mit einem Anmeldelink unterwegs. Der Link gilt einmal, 30 Minuten lang.
signin-link-or = Oder mit einem Link per E-Mail anmelden
signin-link-heading = Mit einem Link per E-Mail anmelden
signin-link-hint = Wir senden Ihnen einen Link, der Sie einmalig ohne Passwort anmeldet.
signin-link-submit = Anmeldelink per E-Mail senden
signup-link-hint = Wir senden Ihnen einen Link, der Sie anmeldet; ein Passwort ist nicht nötig.
me-two-factor = Zwei-Faktor-Anmeldung
me-two-factor-link = Zwei-Faktor-Anmeldung einrichten oder ausschalten
verify-notice = Bestätigen Sie Ihre E-Mail-Adresse: Ihre Beiträge, Kommentare und Stimmen zählen, sobald Sie das getan haben. Wir haben einen Link an { $email } geschickt.
verify-send-again = Link erneut senden
verify-sent = Ein neuer Link ist an { $email } unterwegs. Er gilt einmal, einen Tag lang.
post-awaiting-address = Wartet darauf, dass der Autor seine E-Mail-Adresse bestätigt
me-vote-held = zählt, sobald Sie Ihre E-Mail-Adresse bestätigt haben
post-value-line = Gewünscht von { $companies } Unternehmen ({ $names }); Monatsumsatz dahinter ({ $measure }): { $revenue }
post-value-sum = Summe
post-value-average = Durchschnitt
post-value-max = größter
post-value-none = Noch kein Unternehmen unter den Zustimmenden.
post-impact = RICE-Wirkung
post-impact-massive = Enorm (3)
post-impact-high = Hoch (2)
post-impact-medium = Mittel (1)
post-impact-low = Gering (0,5)
post-impact-minimal = Minimal (0,25)
post-confidence = RICE-Zuversicht
post-confidence-high = Hoch (100 %)
post-confidence-medium = Mittel (80 %)
post-confidence-low = Gering (50 %)
post-effort = RICE-Aufwand in Personenmonaten
post-not-estimated = Nicht geschätzt
post-save-estimates = Schätzungen speichern
me-tokens = Zugriffstokens
me-tokens-link = Persönliche Zugriffstokens für KI-Assistenten (MCP)
