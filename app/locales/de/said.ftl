# What the server says to a person: refusals, confirmations and the answers of the forms.
# The code says each by its id with the values of its variables (`said!("said-…", name =
# value)`); the REST API sends the English message (the API stays English), pages and forms
# show the message in the reader's language. `checks said` fails when the code names an id
# that is not here or gives other variables than the message has.
# A message's variables are what the code fills in: names, titles, numbers, addresses.
# `$field` is a form field: it is worded by its `field-…` message below.

said-something-went-wrong = Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.
said-account-exists = Es gibt bereits ein Konto mit dieser E-Mail-Adresse.
said-x-is-missing-or-not-a-number = { $field } fehlt oder ist keine Zahl
said-x-is-not-a-list-of-ids = { $field }: keine gültige Liste von IDs
said-no-nul-character = Der Text darf kein NUL-Zeichen (U+0000) enthalten.
said-approved-items = { $count ->
    [one] { $count } Eintrag
   *[other] { $count } Einträge
} freigegeben.
said-marked-spam = { $count ->
    [one] { $count } Eintrag
   *[other] { $count } Einträge
} als Spam markiert.
said-blocked-authors = { $count ->
    [one] { $count } verfassende Person
   *[other] { $count } verfassende Personen
} gesperrt.
said-board-deleted-moved = Board gelöscht; { $count ->
    [one] { $count } Beitrag
   *[other] { $count } Beiträge
} verschoben.
said-status-deleted-moved = Status gelöscht; { $count ->
    [one] { $count } Beitrag
   *[other] { $count } Beiträge
} verschoben.
said-customers-imported = { $customers ->
    [one] { $customers } Kunde
   *[other] { $customers } Kunden
} importiert oder aktualisiert; { $rows ->
    [one] { $rows } Zeile
   *[other] { $rows } Zeilen
} nicht importiert.
said-post-x-is-hidden-it-takes = Beitrag { $a } ist verborgen: Für ihn kann nicht abgestimmt werden.
said-post-x-is-waiting-for-approval = Beitrag { $a } wartet auf Freigabe: Für ihn kann noch nicht abgestimmt werden.
said-only-team-members-may-write-internal = Nur Teammitglieder dürfen interne Kommentare schreiben.
said-post-x-is-hidden-it-takes-2 = Beitrag { $a } ist verborgen: Er kann nicht kommentiert werden.
said-post-x-is-waiting-for-approval-2 = Beitrag { $a } wartet auf Freigabe: Er kann noch nicht kommentiert werden.
said-the-submitter-may-change-only-the = Wer den Beitrag eingereicht hat, darf nur Titel, Beschreibung und Anhänge ändern.
said-only-the-submitter-or-a-team = Nur wer den Beitrag eingereicht hat oder ein Teammitglied darf diesen Beitrag ändern.
said-only-team-members-may-pin-comments = Nur Teammitglieder dürfen Kommentare anheften.
said-only-the-author-or-a-team = Nur wer den Kommentar verfasst hat oder ein Teammitglied darf diesen Kommentar ändern.
said-only-team-members-may-do-this = Nur Teammitglieder dürfen das.
said-only-admins-and-customer-success-managers = Nur Admins und Customer-Success-Verantwortliche dürfen das.
said-only-admins-may-do-this = Nur Admins dürfen das.
said-post-x-was-not-found = Beitrag { $a } wurde nicht gefunden.
said-comment-x-was-not-found = Kommentar { $comment_id } wurde nicht gefunden.
said-this-page-was-not-found = Diese Seite wurde nicht gefunden.
said-x-has-a-name-that-cannot = { $field } hat einen Namen, der nicht gespeichert werden kann
said-x-is-not-a-jpeg-png = { $file_name } ist kein JPEG-, PNG- oder GIF-Bild.
said-at-most-x-attachments-per-request = Höchstens { $max_files } Anhänge pro Anfrage; gesendet wurden { $a }.
said-x-is-larger-than-10-mb = { $a } ist größer als 10 MB.
said-x-is-not-a-readable-image = { $name } ist kein lesbares Bild: Seine Kopfdaten geben keine Größe an.
said-x-is-not-a-readable-image-2 = { $name } ist kein lesbares Bild: Es hat keine Pixel.
said-x-is-x-x-pixels-images = { $name } hat { $a } × { $b } Pixel; Bilder dürfen höchstens { $max_side } Pixel pro Seite und insgesamt 64 Megapixel haben.
said-x-holds-x-beside-its-image = { $name } enthält neben dem Bild { $markup }; laden Sie nur das Bild hoch.
said-file-was-not-found = Die Datei wurde nicht gefunden.
said-the-user-token-s-email-claim = Der email-Claim des Benutzertokens ist keine E-Mail-Adresse.
said-this-user-is-blocked = Diese Person ist gesperrt.
said-x-can-t-be-blank = { $field } darf nicht leer sein
said-x-is-too-long-at-most = { $field } ist zu lang (höchstens 80 Zeichen)
said-a-bucket-named-x-already-exists = Ein Board namens „{ $name }“ existiert bereits.
said-organization-x-was-not-found = Organisation { $org } wurde nicht gefunden.
said-x-is-too-long-at-most-2 = { $field } ist zu lang (höchstens 200 Zeichen)
said-x-is-too-long-at-most-3 = { $field } ist zu lang (höchstens 100000 Zeichen)
said-x-names-too-many-posts-at = { $field } nennen zu viele Beiträge (höchstens 100)
said-x-names-post-x-which-does = { $field } nennen Beitrag { $missing }, den es nicht gibt
said-x-needs-a-status-of-the = { $field } erfordert einen Status der Art „Abgeschlossen“, aber es gibt keinen
said-changelog-entry-x-was-not-found = Eintrag { $id } im Änderungsprotokoll wurde nicht gefunden.
said-x-is-too-long-at-most-4 = { $field } ist zu lang (höchstens 50000 Zeichen)
said-x-is-not-a-comment-of = { $field } ist kein Kommentar dieses Beitrags
said-x-has-too-many-entries-at = Zu viele { $field } (höchstens 50)
said-x-must-be-at-most-60 = { $field } dürfen jeweils höchstens 60 Zeichen lang sein
said-at-most-x-customers-per-import = Höchstens { $max_import } Kunden pro Import; gesendet wurden { $a }.
said-the-customer-is-invalid = Die Angaben zum Kunden sind ungültig.
said-x-is-too-long-at-most-5 = { $field } ist zu lang (höchstens 120 Zeichen)
said-x-is-not-an-upboard-api = { $field } ist kein upboard-API-Schlüssel
said-an-organization-named-x-already-exists = Eine Organisation namens „{ $a }“ existiert bereits.
said-roadmap-x-was-not-found = Roadmap { $slug } wurde nicht gefunden.
said-x-is-invalid = { $field } ist ungültig
said-an-account-with-this-e-mail = Es gibt bereits ein Konto mit dieser E-Mail-Adresse: Melden Sie sich stattdessen an.
said-the-e-mail-or-the-password = E-Mail-Adresse oder Passwort ist falsch.
said-this-account-is-blocked = Dieses Konto ist gesperrt.
said-too-many-failed-sign-ins-for = Zu viele fehlgeschlagene Anmeldeversuche für diese E-Mail-Adresse: Versuchen Sie es in { $a } Minuten erneut, oder melden Sie sich auf andere Weise an.
said-the-user-token-is-invalid-it = Das Benutzertoken ist ungültig: Es ist zu lang.
said-the-user-token-is-invalid-x = Das Benutzertoken ist ungültig: { $a }.
said-the-user-token-has-no-email = Das Benutzertoken hat keinen email-Claim.
said-the-sign-in-link-has-expired = Der Anmeldelink ist abgelaufen: Anmeldelinks gelten nur fünf Minuten.
said-the-sign-in-link-was-issued = Der Anmeldelink wurde in der Zukunft ausgestellt.
said-the-sign-in-link-is-invalid = Der Anmeldelink ist ungültig oder abgelaufen.
said-x-is-not-the-image-its-name-says = { $name } ist nicht das Bild, das sein Name angibt
said-x-is-too-long-at-most-6 = { $field } ist zu lang (höchstens 40 Zeichen)
said-x-must-be-names-of-1 = { $field } müssen Namen mit 1 bis 40 Zeichen sein
said-x-has-too-many-entries-at-2 = Zu viele { $field } (höchstens 20)
said-a-tag-named-x-already-exists = Ein Tag namens „{ $name }“ existiert bereits.
said-tag-x-was-not-found = Tag { $id } wurde nicht gefunden.
said-x-would-leave-the-organization-without = { $field }: Die Organisation hätte dann keinen Admin mehr; machen Sie zuerst jemand anderen zum Admin
said-at-most-x-team-members-per = Höchstens { $max_import } Teammitglieder pro Import; gesendet wurden { $a }.
said-team-member-x-was-not-found = Teammitglied { $id } wurde nicht gefunden.
said-the-team-member-is-invalid = Die Angaben zum Teammitglied sind ungültig.
said-x-is-too-short-at-least = { $field } ist zu kurz (mindestens 8 Zeichen)
said-sign-in-to-vote = Melden Sie sich an, um abzustimmen.
said-sign-in-to-change-a-comment = Melden Sie sich an, um einen Kommentar zu ändern.
said-sign-in-to-change-a-post = Melden Sie sich an, um einen Beitrag zu ändern.
said-sign-in-to-comment = Melden Sie sich an, um zu kommentieren.
said-sign-in-to-do-this = Melden Sie sich dafür an.
said-sign-in-to-open-the-admin-area = Melden Sie sich an, um den Admin-Bereich zu öffnen.
said-x-the-default-board-takes-everyone = { $field }: Das Standard-Board nimmt die Beiträge aller auf und bleibt daher öffentlich; legen Sie zuerst ein anderes Board als Standard fest
said-x-a-private-board-cannot-be = { $field }: Ein privates Board kann nicht das Standard-Board sein, denn Kunden schreiben ihre Beiträge in das Standard-Board
said-x-must-be-another-board = { $field } muss ein anderes Board sein
said-x-is-not-a-board-of = { $field } ist kein Board dieser Organisation
said-x-the-deleted-board-is-the = { $field }: Das gelöschte Board ist das Standard-Board, und ein privates Board kann nicht zum Standard werden
said-a-board-named-x-already-exists = Ein Board namens „{ $name }“ existiert bereits.
said-board-x-was-not-found = Board { $id } wurde nicht gefunden.
said-customer-x-was-not-found = Kunde { $id } wurde nicht gefunden.
said-x-must-be-a-colour-like = { $field } muss ein Farbwert wie #2563eb sein
said-x-name-a-status-this-organization = { $field } enthalten einen Status, den es in dieser Organisation nicht gibt
said-x-of-x-must-be-a = { $field } für „{ $a }“ muss eine ganze Zahl von 1 bis 99 sein oder leer bleiben
said-x-must-be-a-whole-number = { $field } muss eine ganze Zahl von 1 bis 3650 sein oder leer bleiben, um alle anzuzeigen
said-x-need-at-least-one-status = { $field } brauchen mindestens einen Status, außer die Roadmap ist verborgen
said-x-is-too-long-at-most-7 = { $field } ist zu lang (höchstens 60 Zeichen)
said-x-needs-a-letter-or-digit = { $field } braucht mindestens einen Buchstaben oder eine Ziffer, damit sich daraus eine Adresse bilden lässt
said-x-need-at-least-one-status-2 = { $field } brauchen mindestens einen Status
said-x-may-name-public-boards-only = { $field } dürfen nur öffentliche Boards enthalten: Eine Roadmap ist öffentlich
said-x-name-a-board-this-organization = { $field } enthalten ein Board, das es in dieser Organisation nicht gibt
said-x-name-a-tag-this-organization = { $field } enthalten einen Tag, den es in dieser Organisation nicht gibt
said-x-is-one-roadmap-too-many = { $field }: Das wäre eine Roadmap zu viel; eine Organisation hat höchstens 12
said-a-roadmap-named-x-or-with = Eine Roadmap namens „{ $name }“ (oder mit derselben Adresse) existiert bereits.
said-x-is-too-long-at-most-8 = { $field } ist zu lang (höchstens 2000 Zeichen)
said-x-is-not-a-time-zone = { $field } ist kein Zeitzonenname (wie Europe/Berlin)
said-x-must-be-one-of-en = { $field } muss einer dieser Werte sein: en, de, es, fr, ar
said-x-is-too-long-at-most-9 = { $field } ist zu lang (höchstens 500 Zeichen)
said-x-must-be-an-http-or = { $field } muss eine http://- oder https://-Adresse sein
said-x-must-be-between-0-and = { $field } muss zwischen 0 und 1000 liegen
said-x-must-be-one-of-under = { $field } muss einer dieser Werte sein: under_review, planned, in_progress, completed, closed
said-x-must-be-another-status = { $field } muss ein anderer Status sein
said-x-is-not-a-status-of = { $field } ist kein Status dieser Organisation
said-a-status-named-x-already-exists = Ein Status namens „{ $label }“ existiert bereits.
said-status-x-was-not-found = Status { $id } wurde nicht gefunden.
said-x-must-be-one-of-admin = { $field } muss einer dieser Werte sein: admin, member, csm
said-x-must-be-another-post = { $field } muss ein anderer Beitrag sein
said-x-is-not-a-post-of = { $field } ist kein Beitrag dieser Organisation
said-x-is-merged-into-another-post = { $field } ist bereits in einen anderen Beitrag zusammengeführt; heben Sie die Zusammenführung zuerst auf
said-x-is-itself-merged-into-another = { $field } ist selbst in einen anderen Beitrag zusammengeführt; führen Sie stattdessen in jenen zusammen
said-x-is-not-merged-into-another = { $field } ist nicht in einen anderen Beitrag zusammengeführt
said-x-must-be-a-member-of = { $field } muss Mitglied des Teams sein
said-x-is-not-an-e-mail = { $field } ist keine gültige E-Mail-Adresse
said-x-is-blocked-they-cannot-vote = { $a } ist gesperrt und kann nicht abstimmen.
said-x-choose-at-least-one-post = { $field }: Wählen Sie mindestens einen Beitrag oder Kommentar aus
said-x-choose-at-least-one-author = { $field }: Wählen Sie mindestens eine verfassende Person aus
said-at-most-x-items-can-be = Höchstens { $max_items } Einträge können auf einmal entschieden werden.
said-at-most-x-authors-can-be = Höchstens { $max_items } Personen können auf einmal gesperrt werden.
said-this-post-was-not-found = Dieser Beitrag wurde nicht gefunden.
said-x-is-too-long-at-most-10 = { $field } ist zu lang (höchstens 255 Zeichen)
said-bucket-x-was-not-found = Board { $a } wurde nicht gefunden.
said-x-must-be-approved-or-pending = { $field } muss 'approved' oder 'pending' sein
said-bucket-x-is-private-send-allow = Board { $bucket_id } ist privat: Senden Sie ALLOW-PRIVATE: true, um es zu verwenden.
said-post-x-was-not-found-3 = Beitrag { $id } wurde nicht gefunden.
said-x-is-not-allowed-x = { $field } ist nicht erlaubt: { $reason }
said-webhook-host-does-not-resolve-error = sein Host { $host } lässt sich nicht auflösen ({ $error })
said-webhook-host-does-not-resolve = sein Host { $host } lässt sich nicht auflösen
said-webhook-points-to-private = sie zeigt auf { $ip }, eine Loopback-, private, Link-Local- oder reservierte Adresse
said-x-is-not-a-valid-url = { $field } ist keine gültige URL
said-x-must-start-with-https-or = { $field } muss mit https:// oder http:// beginnen
said-x-must-name-a-host = { $field } muss einen Host nennen
said-x-must-not-carry-a-user = { $field } darf keinen Benutzernamen und kein Passwort enthalten
said-x-must-not-have-a-fragment = { $field } darf kein #Fragment haben
said-x-is-not-a-valid-unsubscribe = { $field } ist kein gültiger Link zum Abbestellen
said-the-post-was-not-found = Der Beitrag wurde nicht gefunden.
said-row-x-was-claimed-by-another = Zeile { $a } wurde nach Ablauf der Sperre dieses Workers von einem anderen Worker übernommen: Sein Versuch wird nicht erfasst
said-delivery-x-was-not-found = Zustellung { $delivery_id } wurde nicht gefunden.
said-x-must-name-at-least-one = { $field }: Geben Sie mindestens ein Ereignis an
said-x-has-an-unknown-event-x = { $field } enthalten ein unbekanntes Ereignis { $name } (bekannt: { $known })
said-an-organization-may-have-at-most = Eine Organisation darf höchstens { $max_per_organization } Webhooks haben.
said-webhook-x-was-not-found = Webhook { $id } wurde nicht gefunden.
said-cross-site-request-refused = Websiteübergreifende Anfrage abgelehnt.
said-x-is-not-something-this-page = { $field } wird von dieser Seite nicht unterstützt
said-x-is-not-a-csv-file = { $field } ist keine CSV-Datei
said-x-needs-a-header-row-with = { $field } braucht eine Kopfzeile mit einer Spalte email
said-x-could-not-be-read-send = { $field } konnte nicht gelesen werden; senden Sie das Formular erneut
said-x-is-missing-choose-a-csv = { $field } fehlt: Wählen Sie eine CSV-Datei aus
said-the-file-is-larger-than-4 = Die Datei ist größer als 4 MB.
said-at-most-x-customers-per-import-2 = Höchstens { $max_import } Kunden pro Import; die Datei hat { $a } Zeilen.
said-x-is-starred = { $name } ist mit Stern markiert.
said-x-is-no-longer-starred = { $name } ist nicht mehr mit Stern markiert.
said-x-is-blocked-they-can-no = { $name } ist gesperrt und kann keine Beiträge mehr schreiben, nicht mehr abstimmen und nicht mehr kommentieren.
said-x-is-unblocked = { $name } ist entsperrt.
said-x-is-labelled = Die Labels von { $name } sind gespeichert.
said-the-form-is-too-large = Das Formular ist zu groß.
said-choose-one-of-the-languages-x = Wählen Sie eine der Sprachen: { $a } oder auto.
said-the-form-names-no-post = Das Formular nennt keinen Beitrag.
said-not-found = Nicht gefunden
said-choose-at-once-once-a-day = Wählen Sie „Sofort“, „Einmal täglich“ oder „Aus“.
said-this-unsubscribe-link-has-no-token = Dieser Link zum Abbestellen enthält kein Token.
said-this-unsubscribe-link-is-not-valid = Dieser Link zum Abbestellen ist ungültig.
said-unsubscribed = Abbestellt.
said-the-post-is-gone = Den Beitrag gibt es nicht mehr.
said-internal-error = Interner Fehler
said-board-x-created = Board „{ $a }“ erstellt.
said-board-x-saved = Board „{ $a }“ gespeichert.
said-order-saved = Reihenfolge gespeichert.
said-posts-that-name-no-board-now = Beiträge ohne Angabe eines Boards landen jetzt hier.
said-x-deleted = „{ $a }“ gelöscht.
said-x-names-no-post-or-comment = { $field } enthält keinen Beitrag und keinen Kommentar
said-x-must-be-approve-or-spam = { $field } muss approve oder spam sein
said-x-is-not-a-team-member = { $field } ist kein Teammitglied
said-x-is-not-something-this-form = { $field } wird von diesem Formular nicht unterstützt
said-main-roadmap-saved = Haupt-Roadmap gespeichert.
said-roadmap-x-created = Roadmap „{ $a }“ erstellt.
said-roadmap-x-saved = Roadmap „{ $a }“ gespeichert.
said-roadmap-x-deleted = Roadmap „{ $a }“ gelöscht.
said-x-is-missing-choose-an-image = { $field } fehlt: Wählen Sie ein Bild aus
said-x-must-be-a-whole-number-2 = { $field } muss eine ganze Zahl sein
said-the-logo-is-larger-than-10 = Das Logo ist größer als 10 MB.
said-the-new-logo-is-saved = Das neue Logo ist gespeichert.
said-profile-saved = Profil gespeichert.
said-moderation-rules-saved = Moderationsregeln gespeichert.
said-the-logo-was-removed = Das Logo wurde entfernt.
said-a-new-api-key-was-generated = Ein neuer API-Schlüssel wurde erzeugt; der bisherige funktioniert nicht mehr.
said-a-new-sso-secret-was-made = Ein neues SSO-Geheimnis wurde erzeugt; mit dem bisherigen signierte Tokens funktionieren nicht mehr.
said-status-x-created = Status „{ $a }“ erstellt.
said-status-x-saved = Status „{ $a }“ gespeichert.
said-new-posts-now-get-this-status = Neue Beiträge erhalten jetzt diesen Status.
said-tag-x-created = Tag „{ $a }“ erstellt.
said-tag-x-saved = Tag „{ $a }“ gespeichert.
said-tag-x-deleted = Tag „{ $a }“ gelöscht.
said-x-is-on-the-team-as = { $a } ist jetzt im Team, mit der Rolle { $b }.
said-x-is-now-x = { $name } hat jetzt die Rolle { $role }.
said-x-is-no-longer-on-the = { $a } ist nicht mehr im Team.
said-a-test-event-x-is-on = Ein Testereignis ({ $a }) ist unterwegs; seine Zustellung erscheint unten.
said-x-is-on = { $a } ist aktiv.
said-x-is-off = { $a } ist inaktiv.
said-webhook-x-deleted = Webhook { $a } gelöscht.
said-x-x-will-be-sent-again = { $a } ({ $b }) wird jetzt erneut gesendet.
said-webhook-x-added-deliveries-start-with = Webhook { $a } hinzugefügt. Die Zustellungen beginnen mit dem nächsten Ereignis.
said-x-has-a-new-secret-the = { $a } hat ein neues Geheimnis; das bisherige signiert nicht mehr.


said-x-is-not-a-kind-of-action = „{ $value }“ ist keine Art von Aktion.
said-this-board-was-not-found = Dieses Board wurde nicht gefunden.
said-this-unsubscribe-link-is-not-valid-use = Dieser Abmeldelink ist ungültig. Verwenden Sie den Link der neuesten E-Mail oder ändern Sie Ihre E-Mail-Einstellungen, wenn Sie angemeldet sind.
said-changelog-x-is-published = „{ $title }“ ist veröffentlicht.
said-changelog-x-is-a-draft-again = „{ $title }“ ist wieder ein Entwurf.
said-changelog-x-saved = „{ $title }“ gespeichert.
said-changelog-x-saved-as-a-draft = „{ $title }“ als Entwurf gespeichert.
said-changelog-left-out = Weggelassen, da kein Beitrag so heißt: { $names }.

## `upboard import` und `upboard export`: was an einem Archiv oder seiner Datei nicht stimmt.
said-archive-no-organization-named = es gibt keine Organisation namens `{ $name }`
said-archive-file-exists = { $path } gibt es schon: nennen Sie eine neue Datei
said-archive-cannot-open = { $path } lässt sich nicht öffnen: { $error }
said-archive-not-an-export = { $path } ist kein upboard-Export: { $error }
said-archive-too-many-entries = { $path } enthält mehr als { $max } Einträge
said-archive-entry-too-large = { $path }: { $name } ist größer als { $limit } Bytes
said-archive-too-large-unpacked = { $path } ist entpackt größer als { $max } Bytes
said-archive-manifest-does-not-read = sein Manifest lässt sich nicht lesen: { $error }
said-archive-has-no-manifest = { $path } ist kein upboard-Export: es fehlt { $manifest }
said-archive-wrong-format = das Archiv hat das Format { $format }; dieses upboard liest das Format { $ours }
said-archive-table-does-not-read = { $table }: { $error }
said-archive-row-does-not-read = eine Zeile von { $table } lässt sich nicht lesen: { $error }
said-archive-file-outside-uploads = das Archiv nennt eine Datei außerhalb der Uploads seiner Organisation: { $key }
said-archive-not-a-web-address = { $what } des Archivs ist keine http- oder https-Adresse: { $address }
said-archive-not-a-slug = das Archiv enthält eine Adresse ({ $what }), die kein Slug ist: { $slug }
said-archive-refers-to-missing = das Archiv verweist auf { $what } { $old }, das es nicht enthält
said-archive-must-hold-one-organization = das Archiv muss genau eine Organisation enthalten
said-archive-as-refused = --as: { $error }
said-archive-organization-name-refused = der Organisationsname des Archivs { $error }: importieren Sie es mit --as unter einem anderen
said-archive-organization-exists = eine Organisation namens `{ $name }` gibt es hier schon: importieren Sie mit --as unter einem anderen Namen
said-archive-roadmap-ids-do-not-read = die IDs einer Roadmap lassen sich nicht lesen: { $error }
said-archive-merge-rows-do-not-read = die verschobenen Zeilen einer Zusammenführung lassen sich nicht lesen: { $error }

## Form fields, as refusals name them (`$field`); the English is the field's name in the code.
field-action = Aktion
field-api-key = API-Schlüssel
field-approval-status = Freigabestatus
field-body = Text
field-buckets = Boards
field-color = Farbe
field-column = Spalte
field-columns = Spalten
field-comment = Kommentar
field-complete-posts = Abschließen der Beiträge
field-completed-days = Anzahl der Tage
field-decide = Entscheidung
field-default = Standard
field-default-locale = Standardsprache
field-description = Beschreibung
field-display-name = Anzeigename
field-email = E-Mail-Adresse
field-events = Ereignisse
field-feature-request-ids = Beitrags-IDs
field-file = Datei
field-id = Beitrag
field-into-id = Zielbeitrag
field-items = Auswahl
field-kind = Art
field-label = Bezeichnung
field-labels = Labels
field-logo = Logo
field-move-to = Ziel
field-name = Name
field-owner = Zuständige Person
field-parent-id = Übergeordneter Kommentar
field-password = Passwort
field-private = Privat
field-role = Rolle
field-status = Status
field-tags = Tags
field-time-zone = Zeitzone
field-title = Titel
field-token = Token
field-trust-after-approved-posts = Anzahl freigegebener Beiträge
field-url = Adresse
field-users = Personen

## The audit log's details: pieces joined by ", " (`i18n::said_list`).
said-audit-made-private = privat gemacht
said-audit-made-public = öffentlich gemacht
said-audit-made-default-board = zum Standard-Board gemacht
said-audit-moved-down = nach unten verschoben
said-audit-moved-up = nach oben verschoben
said-audit-private = privat
said-audit-public = öffentlich
said-audit-renamed-from = umbenannt von „{ $a }“
said-audit-posts-moved-to = { $a } Beiträge nach „{ $b }“ verschoben
said-audit-at-address = unter /roadmap/{ $a }
said-audit-all-completed = alle abgeschlossenen Beiträge
said-audit-columns-named = Spalten { $a }
said-audit-columns = Spalten
said-audit-completed-last-days = abgeschlossene Beiträge der letzten { $a } Tage
said-audit-filters = Filter
said-audit-hidden = verborgen
said-audit-shown = angezeigt
said-audit-approval-posts-on = Freigabe neuer Beiträge an
said-audit-approval-posts-off = Freigabe neuer Beiträge aus
said-audit-approval-comments-on = Freigabe neuer Kommentare an
said-audit-approval-comments-off = Freigabe neuer Kommentare aus
said-audit-trust-after = Vertrauen nach { $a } freigegebenen Beiträgen
said-audit-logo-removed = Logo entfernt
said-audit-new-logo = neues Logo
said-audit-key-revoked = der bisherige Schlüssel wurde widerrufen
said-audit-secret-refused = mit dem bisherigen Geheimnis signierte Tokens werden abgelehnt
said-audit-colour = Farbe { $a }
said-audit-kind = Art { $a }
said-audit-default-of-new-posts = zum Standard für neue Beiträge gemacht
said-audit-off-the-roadmap = von der Roadmap genommen
said-audit-on-the-roadmap = auf der Roadmap
said-audit-not-on-the-roadmap = nicht auf der Roadmap
said-audit-as-role = als { $role }
said-audit-role-from-to = von { $old_role } zu { $role }
said-audit-was-role = war { $role }
said-audit-unmerged = aus „{ $a }“: { $b } Stimmen und { $c } Kommentare zurück
said-audit-merged = in „{ $a }“: { $b } Stimmen verschoben, { $c } beiseitegelegt (für beide abgestimmt), { $d } Kommentare verschoben
said-audit-vote-for = für { $a } <{ $b }>
said-audit-owner = Verantwortlich: { $a }
said-audit-blocked-with-spam = mit Spam aus der Moderationswarteschlange gesperrt
said-audit-customers-imported = { $a } importiert oder aktualisiert, { $b } Zeilen abgelehnt
