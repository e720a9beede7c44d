# The team's admin area (/{org}/admin/…): the frame around every admin page, then each page.

## The frame: sections, titles, failures, dates.

admin-loading = Wird geladen…
admin-sections = Admin-Bereiche
admin-section-overview = Übersicht
admin-section-moderation = Moderation
admin-section-statuses = Status
admin-section-roadmaps = Roadmaps
admin-section-tags = Tags
admin-section-boards = Boards
admin-section-customers = Kunden
admin-section-team = Team
admin-section-settings = Einstellungen
admin-section-webhooks = Webhooks
admin-section-changelog = Änderungsprotokoll
admin-section-audit = Protokoll
# The browser tab's title: the page's title, then the organization's name.
admin-page-title = { $title } · Admin · { $org }
admin-invalid-address = Diese Adresse verweist auf etwas Unbekanntes
admin-load-failed = Diese Seite konnte nicht geladen werden
# A date and time: $day is the calendar day in the reader's language, $time the hour and
# minute (24-hour clock) in UTC.
admin-when = { $day }, { $time } UTC
# The number of a page in a list that is paged.
admin-page = Seite { $page }

## A secret shown once (API key, SSO secret, webhook signing secret).

admin-secret-hint = Jetzt kopieren: Der Wert wird nur dieses eine Mal angezeigt und nicht gespeichert.
admin-secret-copy = Kopieren
admin-secret-copied = Kopiert
# Said to screen readers once the secret is copied.
admin-secret-copied-status = In die Zwischenablage kopiert

## Overview

admin-overview-title = Übersicht
admin-overview-description = Was auf das Team wartet, was zuletzt passiert ist und was gerade angesagt ist.
admin-overview-waiting = Wartet auf das Team
# After the number, shown in bold before it.
admin-overview-posts-to-approve = { $count ->
    [one] Beitrag zur Freigabe
   *[other] Beiträge zur Freigabe
}
# After the number, shown in bold before it.
admin-overview-comments-to-approve = { $count ->
    [one] Kommentar zur Freigabe
   *[other] Kommentare zur Freigabe
}
admin-overview-lately = In letzter Zeit
admin-overview-period = Zeitraum
admin-overview-new-posts = Neue Beiträge
admin-overview-votes = Stimmen
admin-overview-comments = Kommentare
admin-overview-last-days = { $count ->
    [one] Letzter Tag
   *[other] Letzte { $count } Tage
}
admin-overview-per-day = Beiträge und Stimmen pro Tag
admin-overview-trending = Angesagt
admin-overview-no-trending = Noch keine freigegebenen Beiträge.
# After a trending post's title: its status, votes and comments.
admin-overview-trending-facts = · { $status } · { $votes ->
        [one] { $votes } Stimme
       *[other] { $votes } Stimmen
    } · { $comments ->
        [one] { $comments } Kommentar
       *[other] { $comments } Kommentare
    }
admin-overview-chart-title = Beiträge und Stimmen pro Tag, letzte 30 Tage
# The chart's text alternative; $first and $last are days, $most the busiest day's count.
admin-overview-chart-summary = { $posts ->
        [one] { $posts } Beitrag
       *[other] { $posts } Beiträge
    } und { $votes ->
        [one] { $votes } Stimme
       *[other] { $votes } Stimmen
    } von { $first } bis { $last }; der Höchstwert eines Tages lag bei { $most }.
admin-overview-legend-votes = Stimmen (Balken)
admin-overview-legend-posts = Neue Beiträge (Linie)
admin-overview-numbers-per-day = Die Zahlen pro Tag
admin-overview-day = Tag

## Moderation

admin-moderation-title = Moderation
admin-moderation-description = Beiträge und Kommentare, die auf Freigabe warten, älteste zuerst.
admin-moderation-pages = Seiten der Warteschlange
admin-moderation-older-page = Ältere Seite
admin-moderation-next-page = Nächste Seite
# A button; $names are the people who wrote what was just marked as spam.
admin-moderation-also-block = Auch { $names } sperren
admin-moderation-empty = Nichts wartet
admin-moderation-empty-hint = Neue Beiträge und Kommentare, die eine Freigabe brauchen, erscheinen hier, älteste zuerst.
admin-moderation-posts = Beiträge ({ $count })
admin-moderation-no-posts = Keine Beiträge warten.
admin-moderation-choose = Auswählen
admin-moderation-post = Beitrag
admin-moderation-author = Verfasst von
admin-moderation-board = Board
admin-moderation-submitted = Eingereicht
admin-moderation-decision = Entscheidung
admin-moderation-choose-post = „{ $title }“ auswählen
admin-moderation-approve = Freigeben
admin-moderation-approve-post = „{ $title }“ freigeben
admin-moderation-spam = Spam
admin-moderation-spam-post = „{ $title }“ als Spam markieren
admin-moderation-blocked = Gesperrt
admin-moderation-comments = Kommentare ({ $count })
admin-moderation-no-comments = Keine Kommentare warten.
admin-moderation-comment = Kommentar
# The post a comment was written on.
admin-moderation-on = Zum Beitrag
admin-moderation-written = Geschrieben
admin-moderation-choose-comment = Kommentar von { $author } auswählen
admin-moderation-approve-comment = Kommentar von { $author } freigeben
admin-moderation-spam-comment = Kommentar von { $author } als Spam markieren
admin-moderation-with-chosen = Mit der Auswahl
admin-moderation-approve-chosen = Auswahl freigeben
admin-moderation-spam-chosen = Auswahl als Spam markieren
admin-moderation-block-authors = Auch die Verfassenden sperren

## Statuses

admin-statuses-title = Status
admin-statuses-description = Die Status der Beiträge, in der Reihenfolge, in der Board und Roadmap sie anzeigen.
admin-statuses-lede = Beiträge zeigen diese Status in dieser Reihenfolge; Status auf der Roadmap erhalten dort eine eigene Spalte. Änderungen erscheinen sofort auf dem Board, auf der Roadmap und in der API.
admin-statuses-list = Status
admin-statuses-kind-under-review = In Prüfung
admin-statuses-kind-planned = Geplant
admin-statuses-kind-in-progress = In Arbeit
admin-statuses-kind-completed = Abgeschlossen
admin-statuses-kind-closed = Geschlossen
admin-statuses-default = Standard
admin-statuses-on-roadmap = Auf der Roadmap
admin-statuses-label = Bezeichnung
admin-statuses-colour = Farbe
admin-statuses-kind = Art
admin-statuses-save = Speichern
admin-statuses-save-named = „{ $name }“ speichern
admin-statuses-move-up = Nach oben
admin-statuses-move-up-named = „{ $name }“ nach oben verschieben
admin-statuses-move-down = Nach unten
admin-statuses-move-down-named = „{ $name }“ nach unten verschieben
admin-statuses-make-default = Als Standard festlegen
admin-statuses-make-default-named = „{ $name }“ als Standard festlegen
admin-statuses-make-default-hint = Neue Beiträge erhalten diesen Status
# Opens the form that deletes the status.
admin-statuses-delete-summary = „{ $name }“ löschen…
admin-statuses-move-posts-to = Beiträge verschieben nach
admin-statuses-choose = Status auswählen
admin-statuses-delete = Löschen
admin-statuses-delete-named = „{ $name }“ löschen
admin-statuses-new = Neuer Status
admin-statuses-create = Status erstellen

## Tags

admin-tags-title = Tags
admin-tags-description = Schlagwörter, die das Team Beiträgen zuweist; Board und API können danach filtern.
admin-tags-lede = Das Team vergibt Tags auf den Seiten der Beiträge; alle können das Board nach einem Tag filtern. Wird ein Tag gelöscht, verschwindet er von seinen Beiträgen.
admin-tags-empty = Noch keine Tags.
admin-tags-list = Tags
admin-tags-name = Name
admin-tags-colour = Farbe
admin-tags-save = Speichern
admin-tags-save-named = „{ $name }“ speichern
admin-tags-delete = Löschen
admin-tags-delete-named = „{ $name }“ löschen
admin-tags-new = Neuer Tag
admin-tags-create = Tag erstellen

## Boards

admin-boards-title = Boards
admin-boards-description = Die Boards, in denen die Beiträge der Organisation liegen.
# ALLOW-PRIVATE is the name of an API header: keep it as it is.
admin-boards-lede = Boards enthalten Beiträge. Private Boards sieht nur das Team (und die API mit ALLOW-PRIVATE); Beiträge ohne Angabe eines Boards landen im Standard-Board.
admin-boards-list = Boards
admin-boards-default = Standard
admin-boards-private = Privat
admin-boards-name = Name
admin-boards-private-label = Privat (nur für das Team sichtbar)
admin-boards-default-public = Das Standard-Board nimmt die Beiträge aller auf und bleibt daher öffentlich.
admin-boards-save = Speichern
admin-boards-save-named = „{ $name }“ speichern
admin-boards-move-up = Nach oben
admin-boards-move-up-named = „{ $name }“ nach oben verschieben
admin-boards-move-down = Nach unten
admin-boards-move-down-named = „{ $name }“ nach unten verschieben
admin-boards-make-default = Als Standard festlegen
admin-boards-make-default-named = „{ $name }“ als Standard festlegen
admin-boards-make-default-hint = Beiträge ohne Angabe eines Boards landen hier
# Opens the form that deletes the board.
admin-boards-delete-summary = „{ $name }“ löschen…
admin-boards-move-posts-to = Beiträge verschieben nach
admin-boards-choose = Board auswählen
admin-boards-delete = Löschen
admin-boards-delete-named = „{ $name }“ löschen
admin-boards-new = Neues Board
admin-boards-create = Board erstellen

## Customers (the list, and one customer)

admin-customers-title = Kunden
admin-customers-description = Die Kunden der Organisation: Suche, Labels, Sterne und Sperren, CSV-Export und -Import.
admin-customers-star = Mit Stern markieren
admin-customers-star-named = { $name } mit Stern markieren
admin-customers-unstar = Stern entfernen
admin-customers-unstar-named = Stern bei { $name } entfernen
admin-customers-block = Sperren
admin-customers-block-named = { $name } sperren
admin-customers-unblock = Entsperren
admin-customers-unblock-named = { $name } entsperren
admin-customers-pages = Seiten der Kundenliste
admin-customers-newer = Neuere
admin-customers-older = Ältere
admin-customers-find = Kunden suchen
admin-customers-q = Name oder E-Mail beginnt mit
admin-customers-label = Label
admin-customers-any-label = Beliebiges Label
admin-customers-show = Anzeigen
admin-customers-no-match = Keine passenden Kunden.
admin-customers-name = Name
admin-customers-email = E-Mail
admin-customers-labels = Labels
admin-customers-posts = Beiträge
admin-customers-votes = Stimmen
admin-customers-comments = Kommentare
admin-customers-since = Seit
admin-customers-actions = Aktionen
admin-customers-starred = Mit Stern
admin-customers-blocked = Gesperrt
admin-customers-transfer = Export und Import
admin-customers-export = Alle Kunden als CSV exportieren
admin-customers-import-file = CSV-Datei zum Importieren
admin-customers-import = Importieren
# email, name, labels, starred, blocked, true and false are what the CSV file must say: keep them as they are.
admin-customers-import-hint = Eine Kopfzeile mit email (Pflicht), name, labels (getrennt durch ;), starred und blocked (true oder false); höchstens 1000 Zeilen. Vorhandene E-Mail-Adressen werden aktualisiert, nie doppelt angelegt; fehlerhafte Zeilen werden aufgelistet, die übrigen importiert.
admin-customers-import-errors = Nicht importierte Zeilen
admin-customers-none-yet = Noch keine.
# After a post's title in a customer's activity: what (a post's state, a vote's kind, a comment's first words), and when.
admin-customers-activity = · { $what } · { $at }
admin-customers-what-approved = freigegeben
admin-customers-what-pending = wartet auf Freigabe
admin-customers-what-hidden = verborgen
admin-customers-what-upvote = Stimme dafür
admin-customers-what-downvote = Stimme dagegen
admin-customer-description = Ein Kundenkonto mit seinen Beiträgen, Stimmen und Kommentaren.
admin-customer-all = ← Alle Kunden
admin-customer-counts-label = Beiträge, Stimmen, Kommentare
admin-customer-counts = { $posts }, { $votes }, { $comments }
admin-customer-standing = Einstufung
admin-customer-standing-blocked = Gesperrt: darf keine Beiträge schreiben, nicht abstimmen und nicht kommentieren
admin-customer-standing-starred = Mit Stern
admin-customer-standing-regular = Normal
admin-customer-labels = Labels (durch Kommas getrennt)
admin-customer-save-labels = Labels speichern

## Team

admin-team-title = Team
admin-team-description = Wer das Board betreut und mit welcher Rolle.
admin-team-lede = Admins dürfen alles; Mitglieder moderieren Beiträge, Kommentare, Status und Tags; Customer-Success-Verantwortliche verwalten zusätzlich die Kunden.
admin-team-role-admin = Admin
admin-team-role-member = Mitglied
admin-team-role-csm = Customer Success
admin-team-name = Name
admin-team-email = E-Mail
admin-team-role = Rolle
admin-team-since = Seit
admin-team-remove = Entfernen
# The reader's own row.
admin-team-you = { $name } (Sie)
admin-team-role-of = Rolle von { $name }
admin-team-save = Speichern
admin-team-save-role-of = Rolle von { $name } speichern
admin-team-remove-named = { $name } aus dem Team entfernen
admin-team-add-someone = Person hinzufügen
admin-team-new-name = Name (bei neuen Personen)
admin-team-add = Zum Team hinzufügen
admin-team-add-hint = Wer neu ist, bekommt ein Konto mit dieser E-Mail-Adresse. Alle Hinzugefügten erhalten eine Einladung per E-Mail mit einem einmaligen Anmeldelink, der 7 Tage gilt.

## Settings

admin-settings-title = Einstellungen
admin-settings-description = Profil der Organisation, Moderationsregeln, API-Schlüssel und SSO-Geheimnis.
admin-settings-profile = Profil
admin-settings-display-name = Anzeigename
admin-settings-org-description = Beschreibung
admin-settings-website = Website
admin-settings-time-zone = Zeitzone
admin-settings-time-zone-hint = Die API-Endpunkte der ersten Generation geben Zeiten in dieser Zeitzone aus.
admin-settings-save-profile = Profil speichern
admin-settings-logo = Logo
admin-settings-logo-current = Das aktuelle Logo
admin-settings-logo-remove = Logo entfernen
admin-settings-logo-none = Noch kein Logo.
admin-settings-logo-new = Neues Logo (PNG, JPEG oder GIF, höchstens 10 MB)
admin-settings-logo-upload = Logo hochladen
admin-settings-moderation = Moderation
admin-settings-require-approval = Neue Beiträge von Kunden warten auf Freigabe
admin-settings-require-comment-approval = Neue Kommentare von Kunden warten auf Freigabe
admin-settings-trust = Kunden vertrauen nach dieser Anzahl freigegebener Beiträge
admin-settings-trust-hint = Beiträge und Kommentare vertrauenswürdiger Kunden umgehen die Warteschlange. 0: nie.
admin-settings-save-moderation = Moderation speichern
admin-settings-advanced = Erweitert
admin-settings-never = Nie
admin-settings-api-key = API-Schlüssel
# The text around a link to the API's reference: before it (up to the opening parenthesis), the link, after it.
admin-settings-api-key-text-start = Der Schlüssel gewährt anderen Systemen über die REST-API Zugriff auf diese Organisation (
admin-settings-api-key-reference = Referenz
admin-settings-api-key-text-end = ). Er wird nur einmal beim Erzeugen angezeigt; das Erzeugen eines neuen Schlüssels widerruft den aktuellen sofort.
admin-settings-api-key-generated = Erzeugt
admin-settings-api-key-unknown = Unbekannt
admin-settings-api-key-none = Noch kein Schlüssel
admin-settings-api-key-last-used = Zuletzt verwendet
admin-settings-api-key-new = Ihr neuer API-Schlüssel
admin-settings-api-key-generate = Erzeugen
admin-settings-sso = SSO-Geheimnis
admin-settings-sso-text = Ihre eigene Website meldet ihre Nutzer hier mit einem Token an, das mit diesem Geheimnis signiert ist (HS256). Wird es erneuert, werden alle mit dem alten Geheimnis signierten Tokens sofort ungültig.
admin-settings-sso-secret = Geheimnis
admin-settings-sso-rotated = Erneuert
admin-settings-sso-new = Ihr neues SSO-Geheimnis
admin-settings-sso-rotate = Erneuern
admin-settings-sso-example = Beispiel: ein Token signieren
# Comments in a JavaScript example; $path is an address.
admin-settings-sso-example-sign = Node.js: eine Person mit dem SSO-Geheimnis (HS256) bei { $path } anmelden
admin-settings-sso-example-send = Den Browser weiterleiten an:

## Webhooks

admin-webhooks-title = Webhooks
admin-webhooks-description = Endpunkte, die von jedem Beitrag, jeder Stimme und jedem Kommentar erfahren – signiert und mit Wiederholungen.
# The introduction is in parts around markup: this part, then the three header names in parentheses.
admin-webhooks-lede-signed = Jedes Ereignis wird als JSON an die Endpunkte gesendet, die es abonniert haben, signiert gemäß Standard Webhooks (Header
admin-webhooks-lede-retries = Eine fehlgeschlagene Zustellung wird nach 10 Sekunden, einer Minute, 10 Minuten, einer Stunde, 6 Stunden und einem Tag erneut versucht; ein Endpunkt, der 3 Tage lang fehlschlägt, wird deaktiviert.
# A link at the end of the introduction.
admin-webhooks-lede-verify = So prüfen Sie eine Zustellung
admin-webhooks-secret = Das Signaturgeheimnis des Endpunkts
admin-webhooks-secret-hint = Kopieren Sie es jetzt: Es wird nur dieses eine Mal angezeigt. Erneuern Sie es, um ein neues zu erhalten.
admin-webhooks-empty = Noch keine Webhooks.
admin-webhooks-list = Webhooks
admin-webhooks-new = Neuer Webhook
admin-webhooks-url = URL
admin-webhooks-url-hint = Eine https-Adresse im Internet; Adressen privater Netzwerke werden abgelehnt.
admin-webhooks-events = Ereignisse
admin-webhooks-add = Webhook hinzufügen
admin-webhooks-state = Zustand
admin-webhooks-state-on = Aktiv
admin-webhooks-state-off = Inaktiv
admin-webhooks-state-failing = Aktiv, fehlerhaft seit { $since }
admin-webhooks-added = Hinzugefügt
admin-webhooks-test = Testereignis senden
admin-webhooks-test-named = Testereignis an { $url } senden
admin-webhooks-rotate = Geheimnis erneuern
admin-webhooks-rotate-named = Geheimnis von { $url } erneuern
admin-webhooks-turn-off = Deaktivieren
admin-webhooks-turn-off-named = { $url } deaktivieren
admin-webhooks-turn-on = Aktivieren
admin-webhooks-turn-on-named = { $url } aktivieren
admin-webhooks-delete = Löschen
admin-webhooks-delete-named = { $url } löschen
admin-webhooks-latest = Letzte Zustellungen an { $url }
admin-webhooks-event = Ereignis
admin-webhooks-last-attempt = Letzter Versuch
admin-webhooks-answer = Antwort
admin-webhooks-actions = Aktionen
admin-webhooks-no-deliveries = Noch nichts zugestellt.
admin-webhooks-delivered = { $count ->
    [one] Zugestellt ({ $count } Versuch)
   *[other] Zugestellt ({ $count } Versuche)
}
admin-webhooks-failed = { $count ->
    [one] Fehlgeschlagen nach { $count } Versuch
   *[other] Fehlgeschlagen nach { $count } Versuchen
}
admin-webhooks-retrying = Neuer Versuch am { $at } (bisher { $count })
admin-webhooks-waiting = Ausstehend
admin-webhooks-no-answer = Keine Antwort
# The last attempt: when, how long it took, and what came of it.
admin-webhooks-attempt = { $at }, { $ms } ms: { $outcome }
admin-webhooks-not-yet = Noch nicht
admin-webhooks-resend = Erneut senden
# $event is the event's type (post.created), $id its identifier.
admin-webhooks-resend-named = { $event } { $id } erneut senden

## Changelog

admin-changelog-title = Änderungsprotokoll
admin-changelog-description = Zeigen Sie, was umgesetzt wurde: Einträge in Markdown, jeweils mit den Beiträgen, die damit umgesetzt wurden.
# The introduction is in parts around two links: the start, the first link, "and in", the second link, the end.
admin-changelog-lede-start = Veröffentlichte Einträge erscheinen im
admin-changelog-lede-changelog = Änderungsprotokoll
admin-changelog-lede-and = und in
admin-changelog-lede-feed = dessen Atom-Feed
admin-changelog-lede-end = ; die genannten Beiträge zeigen dann „Umgesetzt in …“. Wird ein Eintrag zum ersten Mal veröffentlicht, erhalten alle, die seinen Beiträgen folgen, eine E-Mail.
admin-changelog-new = Neuer Eintrag
admin-changelog-save-draft = Entwurf speichern
admin-changelog-publish = Veröffentlichen
admin-changelog-publish-named = „{ $title }“ veröffentlichen
admin-changelog-entries = Einträge
admin-changelog-empty = Noch keine Einträge.
admin-changelog-list = Einträge im Änderungsprotokoll
admin-changelog-pages = Seiten der Einträge
admin-changelog-newer = Neuere
admin-changelog-older = Ältere
admin-changelog-state = Zustand
admin-changelog-state-published = Veröffentlicht am { $at }
admin-changelog-state-draft-again = Wieder Entwurf (zuerst veröffentlicht am { $at })
admin-changelog-state-draft = Entwurf
admin-changelog-last-changed = Zuletzt geändert
admin-changelog-view = „{ $title }“ im Änderungsprotokoll ansehen
admin-changelog-edit-named = „{ $title }“ bearbeiten
admin-changelog-save = Speichern
admin-changelog-save-named = „{ $title }“ speichern
admin-changelog-unpublish = Zurück zum Entwurf
admin-changelog-unpublish-named = „{ $title }“ zurück zum Entwurf machen
admin-changelog-delete = Löschen
admin-changelog-delete-named = „{ $title }“ löschen
admin-changelog-complete = Beim Veröffentlichen die Beiträge auf „Abgeschlossen“ setzen
# A post that can be chosen, with its status.
admin-changelog-post-status = { $title } ({ $status })
admin-changelog-field-title = Titel
admin-changelog-field-text = Text
# Markdown's syntax (** _ [](…)) stays as it is.
admin-changelog-markdown-hint = Markdown: **fett**, _kursiv_, [Links](https://…), Listen, Überschriften.
admin-changelog-posts = Umgesetzte Beiträge
admin-changelog-other-posts = Weitere Beiträge: ihre Adressen oder Nummern, eine pro Zeile

## Audit log

admin-audit-title = Protokoll
admin-audit-description = Jede Aktion des Teams im Admin-Bereich, neueste zuerst.
admin-audit-pages = Seiten des Protokolls
admin-audit-newer = Neuere
admin-audit-older = Ältere
admin-audit-filter = Protokoll filtern
admin-audit-person = Person
admin-audit-everyone = Alle
admin-audit-kind = Art
admin-audit-every-kind = Alle Arten
admin-audit-show = Anzeigen
admin-audit-empty = Hier wurde noch nichts protokolliert.
admin-audit-when = Wann
admin-audit-who = Wer
admin-audit-what = Was
admin-audit-target = Ziel
admin-audit-details = Details
admin-settings-default-language = Standardsprache
admin-settings-default-language-hint = Für Browser, die keine der Sprachen von upboard anfordern, und für E-Mails an Personen, die keine Sprache gewählt haben.

## The audit log's kinds of action (their codes: post.approved → audit-post-approved)

audit-post-approved = Beitrag freigegeben
audit-post-marked-spam = Beitrag als Spam markiert
audit-post-merged = Beitrag mit einem anderen zusammengeführt
audit-post-unmerged = Zusammenführung eines Beitrags aufgehoben
audit-post-tags-changed = Tags eines Beitrags geändert
audit-post-owner-changed = Zuständigkeit für einen Beitrag geändert
audit-post-estimated = Beitrag geschätzt (RICE)
audit-post-status-changed = Status eines Beitrags geändert
audit-vote-cast-for-customer = Im Namen eines Kunden abgestimmt
audit-comment-approved = Kommentar freigegeben
audit-comment-marked-spam = Kommentar als Spam markiert
audit-user-blocked = Kundenkonto gesperrt
audit-user-unblocked = Kundenkonto entsperrt
audit-customer-changed = Kundenkonto geändert
audit-customers-exported = Kunden exportiert
audit-customers-imported = Kunden importiert
audit-team-added = Teammitglied hinzugefügt
audit-team-role-changed = Rolle eines Teammitglieds geändert
audit-team-removed = Teammitglied entfernt
audit-status-created = Status erstellt
audit-status-changed = Status geändert
audit-status-moved = Status in der Reihenfolge verschoben
audit-status-deleted = Status gelöscht
audit-tag-created = Tag erstellt
audit-tag-changed = Tag geändert
audit-tag-deleted = Tag gelöscht
audit-board-created = Board erstellt
audit-board-changed = Board geändert
audit-board-moved = Board in der Reihenfolge verschoben
audit-board-deleted = Board gelöscht
audit-settings-changed = Einstellungen geändert
audit-api-key-generated = Neuen API-Schlüssel erzeugt
audit-sso-secret-rotated = SSO-Geheimnis erneuert
audit-webhook-created = Webhook hinzugefügt
audit-webhook-deleted = Webhook gelöscht
audit-webhook-secret-rotated = Geheimnis eines Webhooks erneuert
audit-changelog-created = Eintrag im Änderungsprotokoll verfasst
audit-changelog-changed = Eintrag im Änderungsprotokoll geändert
audit-changelog-published = Eintrag im Änderungsprotokoll veröffentlicht
audit-changelog-deleted = Eintrag im Änderungsprotokoll gelöscht
audit-roadmap-settings-changed = Haupt-Roadmap geändert
audit-roadmap-created = Roadmap erstellt
audit-roadmap-changed = Roadmap geändert
audit-roadmap-moved = Roadmap in der Reihenfolge verschoben
audit-roadmap-deleted = Roadmap gelöscht
audit-access-token-created = Persönliches Zugriffstoken erstellt
audit-access-token-revoked = Persönliches Zugriffstoken widerrufen
audit-slack-connected = Slack-Kanal verbunden
audit-slack-disconnected = Slack-Kanal getrennt
audit-tracker-connected = GitHub-Repository oder Linear-Team verbunden
audit-tracker-disconnected = GitHub-Repository oder Linear-Team getrennt
audit-issue-linked = Beitrag mit einem Issue verknüpft
audit-issue-unlinked = Verknüpfung eines Beitrags mit einem Issue aufgehoben
audit-import-started = Einen Import aus einem anderen Board gestartet

## The roadmaps page
admin-roadmaps-title = Roadmaps
admin-roadmaps-description = Wählen Sie die Spalten, Boards und Tags jeder Roadmap.
admin-roadmaps-lede = Die Spalten einer Roadmap sind Status: Nummerieren Sie sie mit 1, 2, 3… in der Reihenfolge, in der sie erscheinen sollen, und lassen Sie einen Status leer, um ihn wegzulassen.
admin-roadmaps-main = Haupt-Roadmap
admin-roadmaps-save-main = Haupt-Roadmap speichern
admin-roadmaps-named = Weitere Roadmaps
admin-roadmaps-named-hint = Jede hat ihre eigene Adresse und einen Link in der Navigation: zum Beispiel eine pro Quartal oder Produktbereich.
admin-roadmaps-none = Noch keine weiteren Roadmaps.
admin-roadmaps-new = Neue Roadmap
admin-roadmaps-create = Roadmap erstellen
admin-roadmaps-name = Name
admin-roadmaps-columns = Spalten
admin-roadmaps-columns-hint = 1 ist die erste Spalte; ein leer gelassener Status wird nicht angezeigt.
admin-roadmaps-completed-days = Abgeschlossene Beiträge der letzten … Tage
admin-roadmaps-completed-days-hint = Leer lassen, um alle abgeschlossenen Beiträge anzuzeigen.
admin-roadmaps-hidden = Diese Roadmap verbergen (nur das Team sieht sie)
admin-roadmaps-hidden-badge = Verborgen
admin-roadmaps-boards = Boards
admin-roadmaps-boards-hint = Nur Beiträge dieser Boards; keines angehakt: alle öffentlichen Boards.
admin-roadmaps-tags = Tags
admin-roadmaps-tags-hint = Nur Beiträge mit einem dieser Tags; keiner angehakt: Beiträge mit beliebigen Tags oder ohne.
admin-roadmaps-save = Speichern
admin-roadmaps-save-named = „{ $name }“ speichern
admin-roadmaps-move-up-named = „{ $name }“ nach oben verschieben
admin-roadmaps-move-down-named = „{ $name }“ nach unten verschieben
admin-roadmaps-delete-summary = „{ $name }“ löschen…
admin-roadmaps-delete-hint = Die Beiträge bleiben, wie sie sind; nur die Roadmap wird entfernt.
admin-roadmaps-delete = Roadmap löschen
admin-roadmaps-delete-named = Roadmap „{ $name }“ löschen

## What a new organization starts with (`upboard org create --language`): data, renamed at will
new-org-board = Feature-Wünsche
new-org-status-submitted = Eingereicht
new-org-status-under-review = In Prüfung
new-org-status-planned = Geplant
new-org-status-in-progress = In Arbeit
new-org-status-completed = Abgeschlossen
new-org-status-closed = Geschlossen
admin-settings-sign-in = Anmeldung
admin-settings-sign-in-with = Man meldet sich bei diesem Board an mit
admin-settings-sign-in-password = Einem Passwort
admin-settings-sign-in-password-or-link = Einem Passwort oder einem Link per E-Mail
admin-settings-sign-in-link = Nur einem Link per E-Mail (keine Passwörter)
admin-settings-sign-in-hint = Ein Link gilt einmal, 30 Minuten lang. Team-Einladungen, der SSO-Link Ihres Produkts und die Links, die ein Betreiber mit upboard org sign-in-link erstellt, funktionieren unabhängig von dieser Wahl.
admin-settings-save-sign-in = Anmeldung speichern
admin-settings-team-two-factor = Zwei-Faktor-Anmeldung für das Team verlangen
admin-settings-team-two-factor-hint-start = Wer im Team sie nicht nutzt, handelt wie ein Kunde, bis er sie einrichtet auf 
admin-settings-team-two-factor-hint-link = seiner Seite für die Zwei-Faktor-Anmeldung
admin-settings-team-two-factor-hint-end = . Richten Sie sie zuerst für sich selbst ein. Wer App und Wiederherstellungscodes verloren hat, kommt über einen Betreiber wieder herein (upboard user two-factor-off).
admin-providers = Anmeldeanbieter (OpenID Connect)
admin-providers-intro = Lassen Sie Personen sich über Ihren Identitätsanbieter anmelden (Keycloak, Okta, Entra ID, Authentik, Google …). Die Anmeldeseite zeigt für jeden eine Schaltfläche.
admin-providers-redirect = Registrieren Sie diese Weiterleitungsadresse beim Anbieter:
admin-providers-issuer = Adresse des Ausstellers
admin-providers-client-id = Client-ID
admin-providers-client-secret = Client-Geheimnis
admin-providers-role-claim = Rollen-Claim
admin-providers-no-role-claim = Keiner: Rollen werden auf der Teamseite festgelegt
admin-providers-join-domains = Wer darüber beitreten darf (E-Mail-Domains)
admin-providers-anyone = Jeder, den er anmeldet
admin-providers-test = Testanmeldung
admin-providers-tested = Bestanden am { $at }
admin-providers-not-tested = Noch nicht bestanden
admin-providers-team = Das Team
admin-providers-team-only = Meldet sich nur über diesen Anbieter an
admin-providers-team-any = Darf sich auch mit Passwort oder Link anmelden
admin-providers-test-button = Testanmeldung
admin-providers-team-only-on = Team nur über diesen Anbieter
admin-providers-team-only-off = Dem Team wieder Passwörter erlauben
admin-providers-remove = Entfernen
admin-providers-add = Anbieter hinzufügen
admin-providers-label = Beschriftung („Anmelden mit …“)
admin-providers-scopes = Scopes
admin-providers-scopes-hint = Neben openid, das immer angefragt wird; leer: email profile.
admin-providers-role-hint = Ein Claim wie groups (oder ein Pfad wie realm_access.roles), dessen Werte bei jeder Anmeldung Teamrollen vergeben. Leer: Der Anbieter legt keine Rollen fest.
admin-providers-admin-values = Werte, die zum Admin machen (kommagetrennt)
admin-providers-member-values = Werte, die zum Mitglied (Moderator) machen
admin-providers-csm-values = Werte, die zur Kundenbetreuung machen
admin-providers-domains-hint = Kommagetrennt, etwa example.com. Leer: Jeder, den der Anbieter anmeldet, darf als Kunde beitreten.
admin-providers-add-button = Anbieter hinzufügen
admin-settings-verify-emails = Neue Kunden bestätigen ihre E-Mail-Adresse, bevor ihre Beiträge, Kommentare und Stimmen zählen
admin-settings-verify-emails-hint = Sie erhalten bei der Registrierung einen Link, und jede Seite sagt ihnen, was wartet. Das Team, Personen, deren Adresse SSO oder ein Identitätsanbieter bestätigt, und Kunden, die sich vor dem Einschalten registriert haben, werden nicht gefragt. Ausschalten lässt alles frei, was noch wartet.
admin-settings-widget = Widget
admin-settings-widget-text = Holen Sie das Board in Ihr Produkt: Fügen Sie diese zwei Zeilen in seine Seiten ein, und lassen Sie Ihren Server signieren, wer dort angemeldet ist (docs/widget.md zeigt wie, in JavaScript, Python, Ruby und Rust).
admin-settings-widget-access = Wer das Widget ohne Signatur Ihres Servers nutzen darf
admin-settings-widget-signed = Niemand: Ihr Server signiert alle (empfohlen)
admin-settings-widget-anonymous = Alle dürfen lesen; Abstimmen, Kommentieren und Posten brauchen die Signatur Ihres Servers
admin-settings-widget-access-save = Speichern, wer das Widget nutzen darf
admin-settings-widget-origins = Host-Seiten
admin-settings-widget-origins-text = Nur Seiten dieser Ursprünge dürfen das Widget aufrufen; jede andere Seite wird abgewiesen.
admin-settings-widget-origins-none = Noch keine: Das Widget funktioniert auf keiner Seite.
admin-settings-widget-origin = Ursprung einer Seite, die das Widget zeigt
admin-settings-widget-origin-hint = Schema, Host und Port, etwa https://app.example.com (http nur für diesen Rechner: localhost, 127.0.0.1).
admin-settings-widget-origin-add = Diesen Ursprung erlauben
admin-settings-widget-origin-remove = Entfernen
admin-settings-widget-origin-remove-named = { $origin } entfernen
admin-settings-widget-secret = Identify-Geheimnis
admin-settings-widget-secret-text = Ihr Server signiert jede Person (HS256) mit diesem Geheimnis: Bewahren Sie es auf Ihrem Server auf, nie in einer Seite.
admin-settings-widget-secret-state = Geheimnis
admin-settings-widget-secret-set = Erstellt (es wurde einmal gezeigt, als es erstellt wurde)
admin-settings-widget-secret-none = Noch keines: Erstellen Sie eines, um das Widget zu nutzen
admin-settings-widget-previous = Das vorherige Geheimnis
admin-settings-widget-previous-until = gilt bis { $date }
admin-settings-widget-secret-new = Das neue Widget-Geheimnis
admin-settings-widget-grace = Stunden, die das vorherige Geheimnis noch gilt
admin-settings-widget-grace-hint = 0 bis 720: lange genug, um das neue Geheimnis an Ihre Server zu geben. 0 beendet das vorherige sofort.
admin-settings-widget-secret-make = Neues Geheimnis erstellen

# Priorities and companies (docs/priorities.md)
admin-section-priorities = Prioritäten
admin-section-companies = Unternehmen
admin-priorities-title = Prioritäten
admin-priorities-description = Wünsche nach Stimmen, nach den Unternehmen dahinter, nach ihrem Umsatz oder nach einem RICE-Wert geordnet, mit den Zahlen, die jeden dorthin stellen.
admin-priorities-filter = Prioritäten filtern
admin-priorities-sort = Ordnen nach
admin-priorities-sort-revenue = Umsatz
admin-priorities-sort-votes = Stimmen
admin-priorities-sort-companies = Unternehmen
admin-priorities-sort-rice = RICE-Wert
admin-priorities-board = Board
admin-priorities-any-board = Alle Boards
admin-priorities-status = Status
admin-priorities-any-status = Alle Status
admin-priorities-plan = Tarif eines zustimmenden Unternehmens
admin-priorities-any-plan = Jeder Tarif
admin-priorities-show = Anzeigen
admin-priorities-of-company = Wünsche, für die { $company } gestimmt hat.
admin-priorities-company-page = Seite des Unternehmens
admin-priorities-all-companies = Alle Unternehmen
admin-priorities-none = Kein Wunsch passt.
admin-priorities-caption = Wünsche nach Priorität
admin-priorities-rank = Rang
admin-priorities-post = Wunsch
admin-priorities-votes = Stimmen
admin-priorities-companies = Unternehmen
admin-priorities-revenue = Monatsumsatz
admin-priorities-rice = RICE
admin-priorities-why = Warum hier?
admin-priorities-why-here = Warum hier?
admin-priorities-where = in { $board }, { $status }
admin-priorities-why-votes = Zustimmungen: { $votes }.
admin-priorities-why-companies = Unternehmen unter den Zustimmenden, jedes einmal gezählt: { $companies }.
admin-priorities-why-sum = Umsatz: die Summe der Monatsumsätze dieser { $companies } Unternehmen, { $sum }.
admin-priorities-why-average = Umsatz: der durchschnittliche Monatsumsatz dieser { $companies } Unternehmen, { $sum } ÷ { $companies } = { $average }.
admin-priorities-why-max = Umsatz: der größte Monatsumsatz unter diesen { $companies } Unternehmen, { $max }.
admin-priorities-why-rice = RICE: Reichweite { $reach } ({ $kind }) × Wirkung { $impact } × Zuversicht { $confidence } % ÷ Aufwand { $effort } Personenmonate = { $score }.
admin-priorities-why-unestimated = RICE: noch nicht geschätzt; das Team legt Wirkung, Zuversicht und Aufwand auf der Seite des Wunsches fest.
admin-priorities-reach-votes = Stimmen
admin-priorities-reach-companies = Unternehmen
admin-priorities-reach-revenue = Umsatz
admin-priorities-pages = Seiten der Prioritäten
admin-priorities-previous = Zurück
admin-priorities-next = Weiter
admin-priorities-settings = Wie der Wert gezählt wird
admin-priorities-measure = Der Umsatz eines Wunsches ist
admin-priorities-measure-sum = die Summe der Monatsumsätze seiner Unternehmen
admin-priorities-measure-average = ihr Durchschnitt
admin-priorities-measure-max = der größte davon
admin-priorities-reach = Die Reichweite eines RICE-Werts zählt
admin-priorities-public = Unternehmen und Umsatz hinter einem Wunsch auf öffentlichen Seiten zeigen
admin-priorities-save = Speichern
admin-companies-title = Unternehmen
admin-companies-description = Die Unternehmen Ihrer Kunden und was jedes im Monat zahlt.
admin-companies-find = Unternehmen finden
admin-companies-q = Name oder externe ID beginnt mit
admin-companies-total = Unternehmen: { $count }
admin-companies-none = Noch kein Unternehmen: Identify des Widgets, die API und ein CSV-Import bringen sie.
admin-companies-name = Name
admin-companies-external-id = Externe ID
admin-companies-plan = Tarif
admin-companies-people = Personen
admin-companies-revenue = Monatsumsatz
admin-companies-pages = Seiten der Unternehmen
admin-companies-import-heading = Unternehmen importieren
admin-companies-import-hint = Eine CSV-Datei mit Kopfzeile: external_id (nötig), name, monthly_revenue, plan, size; jede andere Spalte wird ein Attribut. Bis zu 1000 Zeilen; ein Unternehmen, das mit seiner externen ID schon da ist, wird aktualisiert.
admin-company-description = Ein Unternehmen, seine Personen und ihre Wünsche.
admin-company-all = Alle Unternehmen
admin-company-size = Größe
admin-company-in-priorities = Ihre Wünsche in den Prioritäten
admin-company-requests = Was sie sich wünschen
admin-company-request = von { $voters } seiner Personen unterstützt, { $status }
admin-company-person = { $email }, Stimmen: { $votes }
admin-roadmaps-sort = Karten geordnet nach
admin-roadmaps-sort-hint = Umsatz, Unternehmen und RICE ordnen die Karten wie die Prioritäten; die Seite zeigt die Reihenfolge, nie die Zahlen.
admin-settings-widget-email = Alle dürfen lesen; wer eine E-Mail-Adresse angibt, darf abstimmen, kommentieren und posten, und es zählt, sobald der zugesandte Link geöffnet wurde

# The integrations page (Slack).
admin-section-integrations = Integrationen
admin-integrations-title = Integrationen
admin-integrations-description = Verbinden Sie das Board mit den Werkzeugen, in denen das Team arbeitet.
admin-slack-lede = Fügen Sie einen eingehenden Slack-Webhook ein (oder einen Slack-kompatiblen, etwa von Mattermost), um von neuen Beiträgen, Statusänderungen und neuen Kommentaren eines Boards zu erfahren, in der Sprache dieser Organisation. Ein fehlschlagender Kanal wird erneut versucht und nach drei Tagen voller Fehler abgeschaltet.
admin-slack-empty = Noch ist kein Slack-Kanal verbunden.
admin-slack-list = Verbundene Slack-Kanäle
admin-slack-new = Slack-Kanal verbinden
admin-slack-url = URL des eingehenden Webhooks
admin-slack-url-hint = In den Einstellungen Ihrer Slack-App (api.slack.com/apps): Incoming Webhooks → Add New Webhook, Kanal wählen, URL kopieren. Sie wird verschlüsselt aufbewahrt und mit verborgenem geheimen Teil angezeigt.
admin-slack-board = Board
admin-slack-every-board = Alle Boards
admin-slack-events = Nachrichten
admin-slack-connect = Kanal verbinden
admin-slack-event-post-created = Neue Beiträge
admin-slack-event-status-changed = Statusänderungen
admin-slack-event-comment-created = Neue Kommentare
admin-slack-last-success = Zuletzt zugestellt
admin-slack-last-error = Letzter Fehler
admin-slack-never = Noch nie
admin-slack-no-error = Keiner
admin-slack-error-at = { $at }: { $error }
admin-slack-test = Testnachricht senden
admin-slack-test-named = Testnachricht senden an { $name }
admin-slack-delete = Trennen
admin-slack-delete-named = { $name } trennen
admin-trackers-title = GitHub und Linear
admin-trackers-lede = Verbinden Sie ein GitHub-Repository oder ein Linear-Team: Das Team erstellt aus Beiträgen Issues oder verknüpft sie mit bestehenden, und wenn ein Issue geschlossen, wieder geöffnet, mit einem Label versehen oder verschoben wird, folgen ihm seine Beiträge gemäß den von Ihnen festgelegten Regeln, mit Ihrer öffentlichen Nachricht. Eine Statusänderung hier kann als Kommentar in den Issues erscheinen.
admin-trackers-empty = Noch ist kein Repository und kein Team verbunden.
admin-trackers-list = Verbundene Repositorys und Teams
admin-trackers-new = Repository oder Team verbinden
admin-trackers-kind = Issue-Tracker
admin-trackers-target = Repository (owner/repo) oder ID des Linear-Teams
admin-trackers-target-hint = GitHub: owner/repo oder die Adresse des Repositorys. Linear: die ID des Teams (öffnen Sie in Linear die Einstellungen des Teams, drücken Sie Ctrl K oder ⌘ K und wählen Sie „Copy model UUID“).
admin-trackers-token = API-Token
admin-trackers-token-hint = GitHub: ein persönliches Zugriffstoken vom Typ „fine-grained“ (oder das einer GitHub App) mit Issues: read and write für das Repository. Linear: ein persönlicher API-Schlüssel (Settings → Security & access). Es wird verschlüsselt aufbewahrt und nie wieder angezeigt.
admin-trackers-secret = Webhook-Geheimnis
admin-trackers-secret-hint = GitHub: Kopieren Sie dieses Geheimnis jetzt und fügen Sie damit dem Repository einen Webhook hinzu (Settings → Webhooks), mit dem Inhaltstyp application/json und dem Ereignis Issues. Linear: Erstellen Sie stattdessen einen Webhook für die Issues des Teams (Settings → API) und fügen Sie hier dessen Signaturgeheimnis ein. In beiden Fällen geht der Webhook an die Adresse, die nach dem Verbinden angezeigt wird.
admin-trackers-api = API-Adresse
admin-trackers-api-hint = Lassen Sie das Feld für github.com oder linear.app leer; für GitHub Enterprise Server: https://your-host/api/v3.
admin-trackers-connect = Verbinden
admin-trackers-inbound = Webhook-Adresse
admin-trackers-mapping = Wenn sich ein Issue von { $name } ändert, erhalten seine Beiträge den Status
admin-trackers-changes-github = Für jeden Status die Änderungen am Issue, die Beiträge in diesen Status setzen, durch Kommas getrennt: closed, closed:completed, closed:not_planned, reopened, label:<name>.
admin-trackers-changes-linear = Für jeden Status die Workflow-Zustände (oder deren Typen), die Beiträge in diesen Status setzen, durch Kommas getrennt: In Review, started, completed, canceled.
admin-trackers-message = Öffentliche Nachricht, die mit der Änderung veröffentlicht wird (optional)
admin-trackers-comment = Die verknüpften Issues kommentieren, wenn sich hier der Status eines Beitrags ändert
admin-trackers-save = Regeln speichern
admin-trackers-save-named = Regeln speichern: { $name }
admin-trackers-delete = Trennen
admin-trackers-delete-named = Trennen: { $name }

# The import page (docs/import.md).
admin-section-import = Import
admin-import-title = Aus einem anderen Board importieren
admin-import-description = Beiträge, Stimmen und Kommentare eines anderen Boards hierher holen
admin-import-new = Einen Import starten
admin-import-lede = Liest die Beiträge, Stimmen und Kommentare eines anderen Boards in diese Organisation. Ein Probelauf sagt zuerst, was angelegt, zusammengeführt oder übersprungen würde, und schreibt nichts; der Import tut dann genau das. Ein erneuter Lauf fügt nur Neues hinzu.
admin-import-kind = Quelle
admin-import-kind-api-v3 = Ein Server der upboard-API (/api/v3): ein anderes upboard, FeatureOS, Hellonext
admin-import-kind-uservoice-csv = UserVoice (CSV-Export)
admin-import-kind-canny-csv = Canny (CSV-Export)
admin-import-files = Aus einem CSV-Export
admin-import-files-lede = Laden Sie die Dateien hoch, die ein anderes Board exportiert hat. Sie bleiben auf diesem Server, bis ihr Import endet (die eines Probelaufs eine Stunde länger, damit er so ausgeführt werden kann), und werden gelesen wie von der Kommandozeile. Höchstens { $max } MB je Datei.
admin-import-file-suggestions = Export der Vorschläge (CSV)
admin-import-file-posts = Export der Beiträge (CSV)
admin-import-file-votes = Export der Stimmen (CSV, falls vorhanden)
admin-import-file-comments = Export der Kommentare (CSV, falls vorhanden)
admin-import-url = Adresse der Quelle
admin-import-url-hint = Die Webadresse des Servers des Boards. Für Canny leer lassen.
admin-import-key = API-Schlüssel der Quelle
admin-import-key-hint = Versiegelt aufbewahrt, solange der Import läuft, und an seinem Ende gelöscht (der eines Probelaufs eine Stunde später, damit er so ausgeführt werden kann).
admin-import-statuses = Status-Zuordnung
admin-import-statuses-hint = Eine pro Zeile, als „Status dort=Status hier“. Die Status hier: { $statuses }. Ein nicht zugeordneter Status geht an den Status hier mit seinem Namen oder seiner Art oder wird neu angelegt.
admin-import-dry-run = Probelauf
admin-import-run = Importieren
admin-import-busy = Ein Import läuft: der nächste kann beginnen, wenn er endet.
admin-import-runs = Importe
admin-import-none = Noch kein Import.
admin-import-state-waiting = Wartet auf den Worker des Servers.
admin-import-state-running = Läuft.
admin-import-state-stopped = Angehalten.
admin-import-state-finished = Fertig.
admin-import-a-dry-run = Probelauf vom { $when }
admin-import-a-run = Import vom { $when }
admin-import-refresh = Den neuesten Fortschritt zeigen
admin-import-would = Was der Import tun würde
admin-import-did = Was der Import getan hat
admin-import-records = Datensätze
admin-import-created = Angelegt
admin-import-matched = Mit Vorhandenem zusammengeführt
admin-import-already = Schon durch einen früheren Import hier
admin-import-skipped = Übersprungen
admin-import-more-problems = { $n } weitere sind nicht aufgeführt.
admin-import-problems = Probleme ({ $n })
admin-import-run-as-said = So importieren, wie der Probelauf es sagte
admin-import-source = Quelle
admin-import-finished = Beendet
admin-import-boards = Boards
admin-import-statuses-here = Status
admin-import-tags = Tags
admin-import-people = Personen
admin-import-companies = Unternehmen
admin-import-posts = Beiträge
admin-import-votes = Stimmen
admin-import-comments = Kommentare
admin-import-merges = Zusammengeführte Beiträge
admin-import-attachments = Bilder
admin-import-progress = Gelesene Beiträge: { $done } von { $total }.
admin-import-progress-uncounted = Gelesene Beiträge: { $done }.
