# Shared by every page: the frame around it, the header, the sections, the footer.

skip-to-content = Aller au contenu
nav-sections = Sections
nav-feedback = Suggestions
nav-roadmap = Feuille de route
nav-changelog = Journal des modifications
nav-new-post = Nouvelle publication
nav-account = Compte
nav-admin = Administration
sign-in = Se connecter
sign-up = S’inscrire
sign-out = Se déconnecter
theme-dark = Thème sombre
footer-language = Langue
footer-language-change = Changer
pager-pages = Pages
pager-previous = ← Précédente
pager-next = Suivante →
pager-page = Page { $page }
not-found-title = Page introuvable
not-found-heading = Il n’y a rien ici
not-found-text = Cette page n’existe pas ou a été déplacée.
not-found-home = Aller à la page d’accueil
error-try-again = Réessayer
forbidden-title = Accès refusé
forbidden-admin-overview = Aller à la vue d’ensemble de l’administration
