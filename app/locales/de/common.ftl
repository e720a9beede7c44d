# Shared by every page: the frame around it, the header, the sections, the footer.

skip-to-content = Zum Inhalt springen
nav-sections = Bereiche
nav-feedback = Feedback
nav-roadmap = Roadmap
nav-changelog = Änderungsprotokoll
nav-new-post = Neuer Beitrag
nav-account = Konto
nav-admin = Admin
sign-in = Anmelden
sign-up = Registrieren
sign-out = Abmelden
theme-dark = Dunkles Design
footer-language = Sprache
footer-language-change = Ändern
pager-pages = Seiten
pager-previous = ← Zurück
pager-next = Weiter →
pager-page = Seite { $page }
not-found-title = Nicht gefunden
not-found-heading = Hier ist nichts
not-found-text = Diese Seite existiert nicht oder wurde verschoben.
not-found-home = Zur Startseite
error-try-again = Erneut versuchen
forbidden-title = Nicht erlaubt
forbidden-admin-overview = Zur Admin-Übersicht
