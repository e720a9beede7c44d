# The team's admin area (/{org}/admin/…): the frame around every admin page, then each page.

## The frame: sections, titles, failures, dates.

admin-loading = Chargement…
admin-sections = Sections de l’administration
admin-section-overview = Vue d’ensemble
admin-section-moderation = Modération
admin-section-statuses = Statuts
admin-section-roadmaps = Feuilles de route
admin-section-tags = Étiquettes
admin-section-boards = Tableaux
admin-section-customers = Clients
admin-section-team = Équipe
admin-section-settings = Paramètres
admin-section-webhooks = Webhooks
admin-section-changelog = Journal des modifications
admin-section-audit = Journal d’audit
# The browser tab's title: the page's title, then the organization's name.
admin-page-title = { $title } · Administration · { $org }
admin-invalid-address = Cette adresse ne correspond à rien de connu
admin-load-failed = Impossible de charger cette page
# A date and time: $day is the calendar day in the reader's language, $time the hour and
# minute (24-hour clock) in UTC.
admin-when = { $day } à { $time } UTC
# The number of a page in a list that is paged.
admin-page = Page { $page }

## A secret shown once (API key, SSO secret, webhook signing secret).

admin-secret-hint = Copiez cette valeur maintenant : elle n’est affichée qu’une seule fois et n’est pas conservée.
admin-secret-copy = Copier
admin-secret-copied = Copié
# Said to screen readers once the secret is copied.
admin-secret-copied-status = Copié dans le presse-papiers

## Overview

admin-overview-title = Vue d’ensemble
admin-overview-description = Ce qui attend l’équipe, ce qui s’est passé récemment et ce qui est tendance.
admin-overview-waiting = En attente de l’équipe
# After the number, shown in bold before it.
admin-overview-posts-to-approve = { $count ->
    [one] publication à approuver
   *[other] publications à approuver
}
# After the number, shown in bold before it.
admin-overview-comments-to-approve = { $count ->
    [one] commentaire à approuver
   *[other] commentaires à approuver
}
admin-overview-lately = Récemment
admin-overview-period = Période
admin-overview-new-posts = Nouvelles publications
admin-overview-votes = Votes
admin-overview-comments = Commentaires
admin-overview-last-days = { $count ->
    [one] { $count } dernier jour
   *[other] { $count } derniers jours
}
admin-overview-per-day = Publications et votes par jour
admin-overview-trending = Tendances
admin-overview-no-trending = Aucune publication approuvée pour l’instant.
# After a trending post's title: its status, votes and comments.
admin-overview-trending-facts = · { $status } · { $votes ->
        [one] { $votes } vote
       *[other] { $votes } votes
    } · { $comments ->
        [one] { $comments } commentaire
       *[other] { $comments } commentaires
    }
admin-overview-chart-title = Publications et votes par jour, 30 derniers jours
# The chart's text alternative; $first and $last are days, $most the busiest day's count.
admin-overview-chart-summary = { $posts ->
        [one] { $posts } publication
       *[other] { $posts } publications
    } et { $votes ->
        [one] { $votes } vote
       *[other] { $votes } votes
    } du { $first } au { $last } ; au plus { $most } par jour pour l’un comme pour l’autre.
admin-overview-legend-votes = Votes (barres)
admin-overview-legend-posts = Nouvelles publications (courbe)
admin-overview-numbers-per-day = Les chiffres par jour
admin-overview-day = Jour

## Moderation

admin-moderation-title = Modération
admin-moderation-description = Publications et commentaires en attente d’approbation, les plus anciens en premier.
admin-moderation-pages = Pages de la file
admin-moderation-older-page = Page précédente
admin-moderation-next-page = Page suivante
# A button; $names are the people who wrote what was just marked as spam.
admin-moderation-also-block = Bloquer aussi { $names }
admin-moderation-empty = Rien en attente
admin-moderation-empty-hint = Les nouvelles publications et les nouveaux commentaires à approuver apparaissent ici, les plus anciens en premier.
admin-moderation-posts = Publications ({ $count })
admin-moderation-no-posts = Aucune publication en attente.
admin-moderation-choose = Sélection
admin-moderation-post = Publication
admin-moderation-author = Auteur
admin-moderation-board = Tableau
admin-moderation-submitted = Soumise le
admin-moderation-decision = Décision
admin-moderation-choose-post = Sélectionner « { $title } »
admin-moderation-approve = Approuver
admin-moderation-approve-post = Approuver « { $title } »
admin-moderation-spam = Spam
admin-moderation-spam-post = Marquer « { $title } » comme spam
admin-moderation-blocked = Bloqué
admin-moderation-comments = Commentaires ({ $count })
admin-moderation-no-comments = Aucun commentaire en attente.
admin-moderation-comment = Commentaire
# The post a comment was written on.
admin-moderation-on = Sur
admin-moderation-written = Écrit le
admin-moderation-choose-comment = Sélectionner le commentaire de { $author }
admin-moderation-approve-comment = Approuver le commentaire de { $author }
admin-moderation-spam-comment = Marquer le commentaire de { $author } comme spam
admin-moderation-with-chosen = Avec les éléments sélectionnés
admin-moderation-approve-chosen = Approuver la sélection
admin-moderation-spam-chosen = Marquer la sélection comme spam
admin-moderation-block-authors = Bloquer aussi leurs auteurs

## Statuses

admin-statuses-title = Statuts
admin-statuses-description = Les statuts des publications, dans l’ordre où le tableau et la feuille de route les affichent.
admin-statuses-lede = Les publications affichent ces statuts dans cet ordre ; ceux qui figurent sur la feuille de route y ont une colonne. Les modifications apparaissent immédiatement sur le tableau, la feuille de route et l’API.
admin-statuses-list = Statuts
admin-statuses-kind-under-review = À l’étude
admin-statuses-kind-planned = Planifié
admin-statuses-kind-in-progress = En cours
admin-statuses-kind-completed = Terminé
admin-statuses-kind-closed = Fermé
admin-statuses-default = Par défaut
admin-statuses-on-roadmap = Sur la feuille de route
admin-statuses-label = Libellé
admin-statuses-colour = Couleur
admin-statuses-kind = Type
admin-statuses-save = Enregistrer
admin-statuses-save-named = Enregistrer « { $name } »
admin-statuses-move-up = Monter
admin-statuses-move-up-named = Monter « { $name } »
admin-statuses-move-down = Descendre
admin-statuses-move-down-named = Descendre « { $name } »
admin-statuses-make-default = Définir par défaut
admin-statuses-make-default-named = Définir « { $name } » par défaut
admin-statuses-make-default-hint = Les nouvelles publications reçoivent ce statut
# Opens the form that deletes the status.
admin-statuses-delete-summary = Supprimer « { $name } »…
admin-statuses-move-posts-to = Déplacer ses publications vers
admin-statuses-choose = Choisir un statut
admin-statuses-delete = Supprimer
admin-statuses-delete-named = Supprimer « { $name } »
admin-statuses-new = Nouveau statut
admin-statuses-create = Créer le statut

## Tags

admin-tags-title = Étiquettes
admin-tags-description = Des étiquettes que l’équipe attribue aux publications ; le tableau et l’API permettent de filtrer par étiquette.
admin-tags-lede = L’équipe étiquette les publications depuis leur page ; tout le monde peut filtrer le tableau par étiquette. Supprimer une étiquette la retire de ses publications.
admin-tags-empty = Aucune étiquette pour l’instant.
admin-tags-list = Étiquettes
admin-tags-name = Nom
admin-tags-colour = Couleur
admin-tags-save = Enregistrer
admin-tags-save-named = Enregistrer « { $name } »
admin-tags-delete = Supprimer
admin-tags-delete-named = Supprimer « { $name } »
admin-tags-new = Nouvelle étiquette
admin-tags-create = Créer l’étiquette

## Boards

admin-boards-title = Tableaux
admin-boards-description = Les tableaux qui regroupent les publications de l’organisation.
# ALLOW-PRIVATE is the name of an API header: keep it as it is.
admin-boards-lede = Les tableaux regroupent les publications. Les tableaux privés ne sont visibles que par l’équipe (et par l’API avec ALLOW-PRIVATE) ; les publications qui n’indiquent aucun tableau vont dans le tableau par défaut.
admin-boards-list = Tableaux
admin-boards-default = Par défaut
admin-boards-private = Privé
admin-boards-name = Nom
admin-boards-private-label = Privé (visible uniquement par l’équipe)
admin-boards-default-public = Le tableau par défaut reçoit les publications de tout le monde ; il reste donc public.
admin-boards-save = Enregistrer
admin-boards-save-named = Enregistrer « { $name } »
admin-boards-move-up = Monter
admin-boards-move-up-named = Monter « { $name } »
admin-boards-move-down = Descendre
admin-boards-move-down-named = Descendre « { $name } »
admin-boards-make-default = Définir par défaut
admin-boards-make-default-named = Définir « { $name } » par défaut
admin-boards-make-default-hint = Les publications qui n’indiquent aucun tableau arrivent ici
# Opens the form that deletes the board.
admin-boards-delete-summary = Supprimer « { $name } »…
admin-boards-move-posts-to = Déplacer ses publications vers
admin-boards-choose = Choisir un tableau
admin-boards-delete = Supprimer
admin-boards-delete-named = Supprimer « { $name } »
admin-boards-new = Nouveau tableau
admin-boards-create = Créer le tableau

## Customers (the list, and one customer)

admin-customers-title = Clients
admin-customers-description = Les clients de l’organisation : recherche, libellés, favoris et blocages, export et import CSV.
admin-customers-star = Mettre en favori
admin-customers-star-named = Mettre { $name } en favori
admin-customers-unstar = Retirer des favoris
admin-customers-unstar-named = Retirer { $name } des favoris
admin-customers-block = Bloquer
admin-customers-block-named = Bloquer { $name }
admin-customers-unblock = Débloquer
admin-customers-unblock-named = Débloquer { $name }
admin-customers-pages = Pages de clients
admin-customers-newer = Plus récents
admin-customers-older = Plus anciens
admin-customers-find = Rechercher des clients
admin-customers-q = Le nom ou l’e-mail commence par
admin-customers-label = Libellé
admin-customers-any-label = Tous les libellés
admin-customers-show = Afficher
admin-customers-no-match = Aucun client ne correspond.
admin-customers-name = Nom
admin-customers-email = E-mail
admin-customers-labels = Libellés
admin-customers-posts = Publications
admin-customers-votes = Votes
admin-customers-comments = Commentaires
admin-customers-since = Depuis le
admin-customers-actions = Actions
admin-customers-starred = Favori
admin-customers-blocked = Bloqué
admin-customers-transfer = Export et import
admin-customers-export = Exporter tous les clients en CSV
admin-customers-import-file = Fichier CSV à importer
admin-customers-import = Importer
# email, name, labels, starred, blocked, true and false are what the CSV file must say: keep them as they are.
admin-customers-import-hint = Une ligne d’en-tête avec email (obligatoire), name, labels (séparés par ;), starred et blocked (true ou false) ; 1 000 lignes au maximum. Les e-mails existants sont mis à jour, jamais dupliqués ; les lignes en erreur sont listées et les autres sont importées.
admin-customers-import-errors = Lignes non importées
admin-customers-none-yet = Rien pour l’instant.
# After a post's title in a customer's activity: what (a post's state, a vote's kind, a comment's first words), and when.
admin-customers-activity = · { $what } · { $at }
admin-customers-what-approved = approuvée
admin-customers-what-pending = en attente d’approbation
admin-customers-what-hidden = masquée
admin-customers-what-upvote = vote pour
admin-customers-what-downvote = vote contre
admin-customer-description = Un client, avec ses publications, ses votes et ses commentaires.
admin-customer-all = ← Tous les clients
admin-customer-counts-label = Publications, votes, commentaires
admin-customer-counts = { $posts }, { $votes }, { $comments }
admin-customer-standing = Situation
admin-customer-standing-blocked = Bloqué : ne peut ni publier, ni voter, ni commenter
admin-customer-standing-starred = Favori
admin-customer-standing-regular = Normal
admin-customer-labels = Libellés (séparés par des virgules)
admin-customer-save-labels = Enregistrer les libellés

## Team

admin-team-title = Équipe
admin-team-description = Qui gère le tableau, et avec quel rôle.
admin-team-lede = Les administrateurs peuvent tout faire ; les membres modèrent les publications, les commentaires, les statuts et les étiquettes ; les responsables de la réussite client gèrent aussi les clients.
admin-team-role-admin = Administrateur
admin-team-role-member = Membre
admin-team-role-csm = Réussite client
admin-team-name = Nom
admin-team-email = E-mail
admin-team-role = Rôle
admin-team-since = Depuis le
admin-team-remove = Retirer
# The reader's own row.
admin-team-you = { $name } (vous)
admin-team-role-of = Rôle de { $name }
admin-team-save = Enregistrer
admin-team-save-role-of = Enregistrer le rôle de { $name }
admin-team-remove-named = Retirer { $name } de l’équipe
admin-team-add-someone = Ajouter quelqu’un
admin-team-new-name = Nom (pour une nouvelle personne)
admin-team-add = Ajouter à l’équipe
admin-team-add-hint = Une nouvelle personne reçoit un compte avec cet e-mail. Chaque personne ajoutée reçoit une invitation par e-mail avec un lien de connexion à usage unique, valable 7 jours.

## Settings

admin-settings-title = Paramètres
admin-settings-description = Le profil de l’organisation, les règles de modération, la clé d’API et le secret SSO.
admin-settings-profile = Profil
admin-settings-display-name = Nom affiché
admin-settings-org-description = Description
admin-settings-website = Site web
admin-settings-time-zone = Fuseau horaire
admin-settings-time-zone-hint = Les points de terminaison de première génération de l’API affichent les heures dans ce fuseau.
admin-settings-save-profile = Enregistrer le profil
admin-settings-logo = Logo
admin-settings-logo-current = Le logo actuel
admin-settings-logo-remove = Supprimer le logo
admin-settings-logo-none = Aucun logo pour l’instant.
admin-settings-logo-new = Nouveau logo (PNG, JPEG ou GIF, 10 Mo au maximum)
admin-settings-logo-upload = Envoyer le logo
admin-settings-moderation = Modération
admin-settings-require-approval = Les nouvelles publications des clients attendent une approbation
admin-settings-require-comment-approval = Les nouveaux commentaires des clients attendent une approbation
admin-settings-trust = Faire confiance à un client après ce nombre de publications approuvées
admin-settings-trust-hint = Les publications et les commentaires d’un client de confiance ne passent pas par la file de modération. 0 : jamais.
admin-settings-save-moderation = Enregistrer les règles de modération
admin-settings-advanced = Avancé
admin-settings-never = Jamais
admin-settings-api-key = Clé d’API
# The text around a link to the API's reference: before it (up to the opening parenthesis), the link, after it.
admin-settings-api-key-text-start = La clé donne à d’autres systèmes accès à cette organisation via l’API REST (
admin-settings-api-key-reference = référence
admin-settings-api-key-text-end = ). Elle n’est affichée qu’une fois, lors de sa génération ; en générer une nouvelle révoque immédiatement la clé actuelle.
admin-settings-api-key-generated = Générée
admin-settings-api-key-unknown = Date inconnue
admin-settings-api-key-none = Aucune clé pour l’instant
admin-settings-api-key-last-used = Dernière utilisation
admin-settings-api-key-new = Votre nouvelle clé d’API
admin-settings-api-key-generate = Générer
admin-settings-sso = Secret SSO
admin-settings-sso-text = Votre propre site connecte ici ses utilisateurs avec un jeton signé par ce secret (HS256). Le renouveler invalide immédiatement tous les jetons signés avec l’ancien secret.
admin-settings-sso-secret = Secret
admin-settings-sso-rotated = Dernier renouvellement
admin-settings-sso-new = Votre nouveau secret SSO
admin-settings-sso-rotate = Renouveler
admin-settings-sso-example = Exemple : signer un jeton
# Comments in a JavaScript example; $path is an address.
admin-settings-sso-example-sign = Node.js : connecter un utilisateur à { $path } avec le secret SSO (HS256)
admin-settings-sso-example-send = Rediriger le navigateur vers :

## Webhooks

admin-webhooks-title = Webhooks
admin-webhooks-description = Des points de terminaison informés de chaque publication, vote et commentaire, avec signature et nouvelles tentatives.
# The introduction is in parts around markup: this part, then the three header names in parentheses.
admin-webhooks-lede-signed = Chaque événement est envoyé en JSON aux points de terminaison qui l’attendent, signé comme le prévoit la spécification Standard Webhooks (en-têtes
admin-webhooks-lede-retries = Une livraison qui échoue est retentée après 10 secondes, une minute, 10 minutes, une heure, 6 heures et un jour ; un point de terminaison en échec depuis 3 jours est désactivé.
# A link at the end of the introduction.
admin-webhooks-lede-verify = Comment vérifier une livraison
admin-webhooks-secret = Le secret de signature du point de terminaison
admin-webhooks-secret-hint = Copiez-le maintenant : il n’est affiché qu’une seule fois. Renouvelez-le pour en obtenir un nouveau.
admin-webhooks-empty = Aucun webhook pour l’instant.
admin-webhooks-list = Webhooks
admin-webhooks-new = Nouveau webhook
admin-webhooks-url = URL
admin-webhooks-url-hint = Une adresse https sur Internet ; les adresses de réseaux privés sont refusées.
admin-webhooks-events = Événements
admin-webhooks-add = Ajouter le webhook
admin-webhooks-state = État
admin-webhooks-state-on = Activé
admin-webhooks-state-off = Désactivé
admin-webhooks-state-failing = Activé, en échec depuis le { $since }
admin-webhooks-added = Ajouté le
admin-webhooks-test = Envoyer un événement de test
admin-webhooks-test-named = Envoyer un événement de test à { $url }
admin-webhooks-rotate = Renouveler le secret
admin-webhooks-rotate-named = Renouveler le secret de { $url }
admin-webhooks-turn-off = Désactiver
admin-webhooks-turn-off-named = Désactiver { $url }
admin-webhooks-turn-on = Activer
admin-webhooks-turn-on-named = Activer { $url }
admin-webhooks-delete = Supprimer
admin-webhooks-delete-named = Supprimer { $url }
admin-webhooks-latest = Dernières livraisons vers { $url }
admin-webhooks-event = Événement
admin-webhooks-last-attempt = Dernière tentative
admin-webhooks-answer = Réponse
admin-webhooks-actions = Actions
admin-webhooks-no-deliveries = Aucune livraison pour l’instant.
admin-webhooks-delivered = { $count ->
    [one] Livrée ({ $count } tentative)
   *[other] Livrée ({ $count } tentatives)
}
admin-webhooks-failed = { $count ->
    [one] Échec après { $count } tentative
   *[other] Échec après { $count } tentatives
}
admin-webhooks-retrying = Nouvelle tentative le { $at } (déjà { $count })
admin-webhooks-waiting = En attente
admin-webhooks-no-answer = Aucune réponse
# The last attempt: when, how long it took, and what came of it.
admin-webhooks-attempt = { $at }, { $ms } ms : { $outcome }
admin-webhooks-not-yet = Pas encore
admin-webhooks-resend = Renvoyer
# $event is the event's type (post.created), $id its identifier.
admin-webhooks-resend-named = Renvoyer { $event } { $id }

## Changelog

admin-changelog-title = Journal des modifications
admin-changelog-description = Annoncez aux lecteurs ce qui a été livré : des entrées en Markdown, chacune mentionnant les publications qu’elle concrétise.
# The introduction is in parts around two links: the start, the first link, "and in", the second link, the end.
admin-changelog-lede-start = Les entrées publiées apparaissent dans
admin-changelog-lede-changelog = le journal des modifications
admin-changelog-lede-and = et dans
admin-changelog-lede-feed = son flux Atom
# Follows the second link directly: it starts with a no-break space before the semicolon.
admin-changelog-lede-end = {"\u00A0;"} les publications qu’elles mentionnent indiquent « Livré dans … ». Lors de la première publication d’une entrée, les personnes qui suivent ses publications reçoivent un e-mail.
admin-changelog-new = Nouvelle entrée
admin-changelog-save-draft = Enregistrer le brouillon
admin-changelog-publish = Publier
admin-changelog-publish-named = Publier « { $title } »
admin-changelog-entries = Entrées
admin-changelog-empty = Aucune entrée pour l’instant.
admin-changelog-list = Entrées du journal des modifications
admin-changelog-pages = Pages d’entrées
admin-changelog-newer = Plus récentes
admin-changelog-older = Plus anciennes
admin-changelog-state = État
admin-changelog-state-published = Publiée le { $at }
admin-changelog-state-draft-again = Repassée en brouillon (première publication le { $at })
admin-changelog-state-draft = Brouillon
admin-changelog-last-changed = Dernière modification
admin-changelog-view = Voir « { $title } » dans le journal des modifications
admin-changelog-edit-named = Modifier « { $title } »
admin-changelog-save = Enregistrer
admin-changelog-save-named = Enregistrer « { $title } »
admin-changelog-unpublish = Repasser en brouillon
admin-changelog-unpublish-named = Repasser « { $title } » en brouillon
admin-changelog-delete = Supprimer
admin-changelog-delete-named = Supprimer « { $title } »
admin-changelog-complete = À la publication, passer ses publications au statut Terminé
# A post that can be chosen, with its status.
admin-changelog-post-status = { $title } ({ $status })
admin-changelog-field-title = Titre
admin-changelog-field-text = Texte
# Markdown's syntax (** _ [](…)) stays as it is.
admin-changelog-markdown-hint = Markdown : **gras**, _italique_, [liens](https://…), listes, titres.
admin-changelog-posts = Publications concrétisées
admin-changelog-other-posts = Autres publications : leurs adresses ou numéros, une par ligne

## Audit log

admin-audit-title = Journal d’audit
admin-audit-description = Chaque action de l’équipe dans l’administration, les plus récentes en premier.
admin-audit-pages = Pages du journal d’audit
admin-audit-newer = Plus récentes
admin-audit-older = Plus anciennes
admin-audit-filter = Filtrer le journal d’audit
admin-audit-person = Personne
admin-audit-everyone = Tout le monde
admin-audit-kind = Type
admin-audit-every-kind = Tous les types
admin-audit-show = Afficher
admin-audit-empty = Rien n’a encore été enregistré ici.
admin-audit-when = Date
admin-audit-who = Qui
admin-audit-what = Action
admin-audit-target = Cible
admin-audit-details = Détails
admin-settings-default-language = Langue par défaut
admin-settings-default-language-hint = Pour les lecteurs dont le navigateur ne demande aucune des langues d’upboard, et pour les e-mails aux personnes qui n’en ont choisi aucune.

## The audit log's kinds of action (their codes: post.approved → audit-post-approved)

audit-post-approved = Publication approuvée
audit-post-marked-spam = Publication marquée comme spam
audit-post-merged = Publication fusionnée dans une autre
audit-post-unmerged = Fusion d’une publication annulée
audit-post-tags-changed = Étiquettes d’une publication modifiées
audit-post-owner-changed = Responsable d’une publication modifié
audit-post-estimated = Publication estimée (RICE)
audit-post-status-changed = Statut d’une publication modifié
audit-vote-cast-for-customer = Vote ajouté au nom d’un client
audit-comment-approved = Commentaire approuvé
audit-comment-marked-spam = Commentaire marqué comme spam
audit-user-blocked = Client bloqué
audit-user-unblocked = Client débloqué
audit-customer-changed = Client modifié
audit-customers-exported = Clients exportés
audit-customers-imported = Clients importés
audit-team-added = Membre ajouté à l’équipe
audit-team-role-changed = Rôle d’un membre de l’équipe modifié
audit-team-removed = Membre retiré de l’équipe
audit-status-created = Statut créé
audit-status-changed = Statut modifié
audit-status-moved = Position d’un statut modifiée
audit-status-deleted = Statut supprimé
audit-tag-created = Étiquette créée
audit-tag-changed = Étiquette modifiée
audit-tag-deleted = Étiquette supprimée
audit-board-created = Tableau créé
audit-board-changed = Tableau modifié
audit-board-moved = Position d’un tableau modifiée
audit-board-deleted = Tableau supprimé
audit-settings-changed = Paramètres modifiés
audit-api-key-generated = Nouvelle clé d’API générée
audit-sso-secret-rotated = Secret SSO renouvelé
audit-webhook-created = Webhook ajouté
audit-webhook-deleted = Webhook supprimé
audit-webhook-secret-rotated = Secret d’un webhook renouvelé
audit-changelog-created = Entrée du journal des modifications rédigée
audit-changelog-changed = Entrée du journal des modifications modifiée
audit-changelog-published = Entrée du journal des modifications publiée
audit-changelog-deleted = Entrée du journal des modifications supprimée
audit-roadmap-settings-changed = Feuille de route principale modifiée
audit-roadmap-created = Feuille de route créée
audit-roadmap-changed = Feuille de route modifiée
audit-roadmap-moved = Position d’une feuille de route modifiée
audit-roadmap-deleted = Feuille de route supprimée
audit-access-token-created = Jeton d’accès personnel créé
audit-access-token-revoked = Jeton d’accès personnel révoqué
audit-slack-connected = Canal Slack connecté
audit-slack-disconnected = Canal Slack déconnecté
audit-tracker-connected = Connexion d’un dépôt GitHub ou d’une équipe Linear
audit-tracker-disconnected = Déconnexion d’un dépôt GitHub ou d’une équipe Linear
audit-issue-linked = Publication liée à un ticket
audit-issue-unlinked = Publication dissociée d’un ticket
audit-import-started = Import depuis un autre tableau lancé

## The roadmaps page
admin-roadmaps-title = Feuilles de route
admin-roadmaps-description = Choisissez les colonnes, les tableaux et les étiquettes de chaque feuille de route.
admin-roadmaps-lede = Les colonnes d’une feuille de route sont des statuts : numérotez-les 1, 2, 3… dans l’ordre où ils apparaissent, et laissez un statut vide pour l’exclure.
admin-roadmaps-main = Feuille de route principale
admin-roadmaps-save-main = Enregistrer la feuille de route principale
admin-roadmaps-named = Autres feuilles de route
admin-roadmaps-named-hint = Chacune a sa propre adresse et un lien dans la navigation : une par trimestre ou par domaine de produit, par exemple.
admin-roadmaps-none = Aucune autre feuille de route pour l’instant.
admin-roadmaps-new = Nouvelle feuille de route
admin-roadmaps-create = Créer la feuille de route
admin-roadmaps-name = Nom
admin-roadmaps-columns = Colonnes
admin-roadmaps-columns-hint = 1 est la première colonne ; un statut laissé vide n’est pas affiché.
admin-roadmaps-completed-days = Publications terminées des … derniers jours
admin-roadmaps-completed-days-hint = Laissez vide pour afficher toutes les publications terminées.
admin-roadmaps-hidden = Masquer cette feuille de route (seule l’équipe la voit)
admin-roadmaps-hidden-badge = Masquée
admin-roadmaps-boards = Tableaux
admin-roadmaps-boards-hint = Uniquement les publications de ces tableaux ; aucun coché : tous les tableaux publics.
admin-roadmaps-tags = Étiquettes
admin-roadmaps-tags-hint = Uniquement les publications portant l’une de ces étiquettes ; aucune cochée : les publications avec ou sans étiquettes.
admin-roadmaps-save = Enregistrer
admin-roadmaps-save-named = Enregistrer « { $name } »
admin-roadmaps-move-up-named = Monter « { $name } »
admin-roadmaps-move-down-named = Descendre « { $name } »
admin-roadmaps-delete-summary = Supprimer « { $name } »…
admin-roadmaps-delete-hint = Ses publications restent telles quelles ; seule la feuille de route disparaît.
admin-roadmaps-delete = Supprimer la feuille de route
admin-roadmaps-delete-named = Supprimer la feuille de route « { $name } »

## What a new organization starts with (`upboard org create --language`): data, renamed at will
new-org-board = Demandes de fonctionnalités
new-org-status-submitted = Soumise
new-org-status-under-review = À l’étude
new-org-status-planned = Planifiée
new-org-status-in-progress = En cours
new-org-status-completed = Terminée
new-org-status-closed = Fermée
admin-settings-sign-in = Connexion
admin-settings-sign-in-with = On se connecte à ce tableau avec
admin-settings-sign-in-password = Un mot de passe
admin-settings-sign-in-password-or-link = Un mot de passe, ou un lien par e-mail
admin-settings-sign-in-link = Un lien par e-mail seulement (pas de mots de passe)
admin-settings-sign-in-hint = Un lien sert une fois, pendant 30 minutes. Les invitations d’équipe, le lien SSO de votre produit et les liens qu’un opérateur crée avec upboard org sign-in-link fonctionnent quel que soit votre choix.
admin-settings-save-sign-in = Enregistrer la connexion
admin-settings-team-two-factor = Exiger la connexion en deux étapes pour l’équipe
admin-settings-team-two-factor-hint-start = Un membre de l’équipe qui ne l’utilise pas agit comme un client jusqu’à ce qu’il la configure sur 
admin-settings-team-two-factor-hint-link = sa page de connexion en deux étapes
admin-settings-team-two-factor-hint-end = . Configurez-la d’abord pour vous-même. Une personne qui a perdu son application et ses codes de récupération revient grâce à un opérateur (upboard user two-factor-off).
admin-providers = Fournisseurs de connexion (OpenID Connect)
admin-providers-intro = Laissez les gens se connecter via votre fournisseur d’identité (Keycloak, Okta, Entra ID, Authentik, Google…). La page de connexion affiche un bouton pour chacun.
admin-providers-redirect = Enregistrez cette adresse de redirection chez le fournisseur :
admin-providers-issuer = Adresse de l’émetteur
admin-providers-client-id = ID client
admin-providers-client-secret = Secret client
admin-providers-role-claim = Revendication de rôle
admin-providers-no-role-claim = Aucune : les rôles se règlent sur la page de l’équipe
admin-providers-join-domains = Qui peut rejoindre par lui (domaines e-mail)
admin-providers-anyone = Toute personne qu’il connecte
admin-providers-test = Connexion de test
admin-providers-tested = Réussie le { $at }
admin-providers-not-tested = Pas encore réussie
admin-providers-team = L’équipe
admin-providers-team-only = Se connecte uniquement via ce fournisseur
admin-providers-team-any = Peut aussi se connecter par mot de passe ou lien
admin-providers-test-button = Tester la connexion
admin-providers-team-only-on = Équipe uniquement via ce fournisseur
admin-providers-team-only-off = Permettre à nouveau les mots de passe à l’équipe
admin-providers-remove = Supprimer
admin-providers-add = Ajouter un fournisseur
admin-providers-label = Libellé du bouton (« Se connecter avec … »)
admin-providers-scopes = Portées
admin-providers-scopes-hint = En plus d’openid, toujours demandé ; vide : email profile.
admin-providers-role-hint = Une revendication comme groups (ou un chemin comme realm_access.roles) dont les valeurs donnent les rôles d’équipe à chaque connexion. Vide : le fournisseur ne décide pas des rôles.
admin-providers-admin-values = Valeurs qui font un administrateur (séparées par des virgules)
admin-providers-member-values = Valeurs qui font un membre (modérateur)
admin-providers-csm-values = Valeurs qui font un succès client
admin-providers-domains-hint = Séparés par des virgules, comme example.com. Vide : toute personne que le fournisseur connecte peut rejoindre en client.
admin-providers-add-button = Ajouter le fournisseur
admin-settings-verify-emails = Les nouveaux clients confirment leur adresse e-mail avant que leurs publications, commentaires et votes comptent
admin-settings-verify-emails-hint = Ils reçoivent un lien à l’inscription, et chaque page leur dit ce qui attend. L’équipe, les personnes dont l’adresse est garantie par le SSO ou un fournisseur d’identité, et les clients inscrits avant l’activation ne sont pas concernés. Le désactiver libère tout ce qui attend encore.
admin-settings-widget = Widget
admin-settings-widget-text = Placez le tableau dans votre produit : collez ces deux lignes dans ses pages, et faites signer par votre serveur qui y est connecté (docs/widget.md montre comment, en JavaScript, Python, Ruby et Rust).
admin-settings-widget-access = Qui peut utiliser le widget sans la signature de votre serveur
admin-settings-widget-signed = Personne : votre serveur signe tout le monde (recommandé)
admin-settings-widget-anonymous = Tout le monde peut lire ; voter, commenter et publier demandent la signature de votre serveur
admin-settings-widget-access-save = Enregistrer qui peut utiliser le widget
admin-settings-widget-origins = Pages hôtes
admin-settings-widget-origins-text = Seules les pages de ces origines peuvent appeler le widget ; toute autre page est refusée.
admin-settings-widget-origins-none = Aucune pour l’instant : le widget ne fonctionne sur aucune page.
admin-settings-widget-origin = Origine d’une page qui affiche le widget
admin-settings-widget-origin-hint = Schéma, hôte et port, comme https://app.example.com (http seulement pour cette machine : localhost, 127.0.0.1).
admin-settings-widget-origin-add = Autoriser cette origine
admin-settings-widget-origin-remove = Retirer
admin-settings-widget-origin-remove-named = Retirer { $origin }
admin-settings-widget-secret = Secret d’identification
admin-settings-widget-secret-text = Votre serveur signe chaque personne (HS256) avec ce secret : gardez-le sur votre serveur, jamais dans une page.
admin-settings-widget-secret-state = Secret
admin-settings-widget-secret-set = Créé (il a été affiché une fois, à sa création)
admin-settings-widget-secret-none = Aucun pour l’instant : créez-en un pour utiliser le widget
admin-settings-widget-previous = Le secret précédent
admin-settings-widget-previous-until = sert jusqu’au { $date }
admin-settings-widget-secret-new = Le nouveau secret du widget
admin-settings-widget-grace = Heures pendant lesquelles le secret précédent sert encore
admin-settings-widget-grace-hint = De 0 à 720 : assez pour donner le nouveau secret à vos serveurs. 0 met fin au précédent aussitôt.
admin-settings-widget-secret-make = Créer un nouveau secret

# Priorities and companies (docs/priorities.md)
admin-section-priorities = Priorités
admin-section-companies = Entreprises
admin-priorities-title = Priorités
admin-priorities-description = Les demandes classées par votes, par les entreprises qui les portent, par leur revenu ou par un score RICE, avec les chiffres qui placent chacune là.
admin-priorities-filter = Filtrer les priorités
admin-priorities-sort = Classer par
admin-priorities-sort-revenue = Revenu
admin-priorities-sort-votes = Votes
admin-priorities-sort-companies = Entreprises
admin-priorities-sort-rice = Score RICE
admin-priorities-board = Tableau
admin-priorities-any-board = Tous les tableaux
admin-priorities-status = Statut
admin-priorities-any-status = Tous les statuts
admin-priorities-plan = Offre d’une entreprise votante
admin-priorities-any-plan = Toute offre
admin-priorities-show = Afficher
admin-priorities-of-company = Demandes soutenues par { $company }.
admin-priorities-company-page = Page de l’entreprise
admin-priorities-all-companies = Toutes les entreprises
admin-priorities-none = Aucune demande ne correspond.
admin-priorities-caption = Demandes par ordre de priorité
admin-priorities-rank = Rang
admin-priorities-post = Demande
admin-priorities-votes = Votes
admin-priorities-companies = Entreprises
admin-priorities-revenue = Revenu mensuel
admin-priorities-rice = RICE
admin-priorities-why = Pourquoi ici ?
admin-priorities-why-here = Pourquoi ici ?
admin-priorities-where = dans { $board }, { $status }
admin-priorities-why-votes = Votes pour : { $votes }.
admin-priorities-why-companies = Entreprises parmi les votants, chacune comptée une fois : { $companies }.
admin-priorities-why-sum = Revenu : la somme des revenus mensuels de ces { $companies } entreprises, { $sum }.
admin-priorities-why-average = Revenu : la moyenne des revenus mensuels de ces { $companies } entreprises, { $sum } ÷ { $companies } = { $average }.
admin-priorities-why-max = Revenu : le plus grand revenu mensuel parmi ces { $companies } entreprises, { $max }.
admin-priorities-why-rice = RICE : portée { $reach } ({ $kind }) × impact { $impact } × confiance { $confidence } % ÷ effort { $effort } mois-personne = { $score }.
admin-priorities-why-unestimated = RICE : pas encore estimé ; l’équipe fixe l’impact, la confiance et l’effort sur la page de la demande.
admin-priorities-reach-votes = votes
admin-priorities-reach-companies = entreprises
admin-priorities-reach-revenue = revenu
admin-priorities-pages = Pages des priorités
admin-priorities-previous = Précédent
admin-priorities-next = Suivant
admin-priorities-settings = Comment la valeur est comptée
admin-priorities-measure = Le revenu d’une demande est
admin-priorities-measure-sum = la somme des revenus mensuels de ses entreprises
admin-priorities-measure-average = leur moyenne
admin-priorities-measure-max = le plus grand d’entre eux
admin-priorities-reach = La portée d’un score RICE compte
admin-priorities-public = Afficher sur les pages publiques les entreprises et le revenu derrière une demande
admin-priorities-save = Enregistrer
admin-companies-title = Entreprises
admin-companies-description = Les entreprises de vos clients, avec ce que chacune paie par mois.
admin-companies-find = Trouver des entreprises
admin-companies-q = Le nom ou l’identifiant externe commence par
admin-companies-total = Entreprises : { $count }
admin-companies-none = Aucune entreprise encore : l’identify du widget, l’API et un import CSV les apportent.
admin-companies-name = Nom
admin-companies-external-id = Identifiant externe
admin-companies-plan = Offre
admin-companies-people = Personnes
admin-companies-revenue = Revenu mensuel
admin-companies-pages = Pages des entreprises
admin-companies-import-heading = Importer des entreprises
admin-companies-import-hint = Un fichier CSV avec une ligne d’en-tête : external_id (obligatoire), name, monthly_revenue, plan, size ; toute autre colonne devient un attribut. Jusqu’à 1000 lignes ; une entreprise déjà là par son identifiant externe est mise à jour.
admin-company-description = Une entreprise, ses personnes et ce qu’elles ont demandé.
admin-company-all = Toutes les entreprises
admin-company-size = Taille
admin-company-in-priorities = Ses demandes dans les priorités
admin-company-requests = Ce qu’elles ont demandé
admin-company-request = soutenue par { $voters } de ses personnes, { $status }
admin-company-person = { $email }, votes : { $votes }
admin-roadmaps-sort = Cartes classées par
admin-roadmaps-sort-hint = Revenu, entreprises et RICE classent les cartes comme les priorités ; la page montre l’ordre, jamais les chiffres.
admin-settings-widget-email = Tout le monde peut lire ; qui donne une adresse e-mail peut voter, commenter et publier, et cela compte dès qu’il ouvre le lien envoyé

# The integrations page (Slack).
admin-section-integrations = Intégrations
admin-integrations-title = Intégrations
admin-integrations-description = Reliez le tableau aux outils dans lesquels l’équipe travaille.
admin-slack-lede = Collez un webhook entrant Slack (ou compatible Slack, comme celui de Mattermost) pour être informé des nouvelles publications, des changements de statut et des nouveaux commentaires d’un tableau, dans la langue de cette organisation. Un canal en échec est réessayé, puis désactivé après trois jours d’échecs.
admin-slack-empty = Aucun canal Slack n’est encore connecté.
admin-slack-list = Canaux Slack connectés
admin-slack-new = Connecter un canal Slack
admin-slack-url = URL du webhook entrant
admin-slack-url-hint = Dans les réglages de votre app Slack (api.slack.com/apps) : Incoming Webhooks → Add New Webhook, choisissez le canal, copiez l’URL. Elle est conservée chiffrée et affichée avec sa partie secrète masquée.
admin-slack-board = Tableau
admin-slack-every-board = Tous les tableaux
admin-slack-events = Messages
admin-slack-connect = Connecter le canal
admin-slack-event-post-created = Nouvelles publications
admin-slack-event-status-changed = Changements de statut
admin-slack-event-comment-created = Nouveaux commentaires
admin-slack-last-success = Dernier message remis
admin-slack-last-error = Dernier échec
admin-slack-never = Pas encore
admin-slack-no-error = Aucun
admin-slack-error-at = { $at } : { $error }
admin-slack-test = Envoyer un message de test
admin-slack-test-named = Envoyer un message de test à { $name }
admin-slack-delete = Déconnecter
admin-slack-delete-named = Déconnecter { $name }
admin-trackers-title = GitHub et Linear
admin-trackers-lede = Connectez un dépôt GitHub ou une équipe Linear : l’équipe crée des tickets à partir des publications ou lie celles-ci à des tickets existants, et quand un ticket est fermé, rouvert, déplacé ou reçoit un libellé, ses publications suivent selon les règles que vous fixez, avec votre message public. Un statut modifié ici peut donner lieu à un commentaire sur les tickets.
admin-trackers-empty = Aucun dépôt ni aucune équipe n’est encore connecté.
admin-trackers-list = Dépôts et équipes connectés
admin-trackers-new = Connecter un dépôt ou une équipe
admin-trackers-kind = Outil de suivi
admin-trackers-target = Dépôt (owner/repo) ou identifiant de l’équipe Linear
admin-trackers-target-hint = GitHub : owner/repo, ou l’adresse du dépôt. Linear : l’identifiant de l’équipe (dans Linear, ouvrez les réglages de l’équipe, appuyez sur Ctrl K ou ⌘ K et choisissez « Copy model UUID »).
admin-trackers-token = Jeton d’API
admin-trackers-token-hint = GitHub : un jeton d’accès personnel « fine-grained » (ou celui d’une GitHub App) avec Issues: read and write sur le dépôt. Linear : une clé d’API personnelle (Settings → Security & access). Il est conservé chiffré et n’est plus jamais affiché.
admin-trackers-secret = Secret du webhook
admin-trackers-secret-hint = GitHub : copiez ce secret maintenant, puis ajoutez au dépôt un webhook qui l’utilise (Settings → Webhooks), avec le type de contenu application/json et l’événement Issues. Linear : créez plutôt un webhook pour les tickets de l’équipe (Settings → API) et collez ici son secret de signature. Dans les deux cas, les envois partent vers l’adresse affichée une fois la connexion établie.
admin-trackers-api = Adresse de l’API
admin-trackers-api-hint = Laissez ce champ vide pour github.com ou linear.app ; pour GitHub Enterprise Server, https://your-host/api/v3.
admin-trackers-connect = Connecter
admin-trackers-inbound = Adresse du webhook
admin-trackers-mapping = Quand un ticket de { $name } change, ses publications passent au statut
admin-trackers-changes-github = Pour chaque statut, les changements du ticket qui y font passer les publications, séparés par des virgules : closed, closed:completed, closed:not_planned, reopened, label:<name>.
admin-trackers-changes-linear = Pour chaque statut, les états du workflow (ou leurs types) qui y font passer les publications, séparés par des virgules : In Review, started, completed, canceled.
admin-trackers-message = Message public publié avec le changement (facultatif)
admin-trackers-comment = Commenter les tickets liés quand le statut d’une publication change ici
admin-trackers-save = Enregistrer les règles
admin-trackers-save-named = Enregistrer les règles de { $name }
admin-trackers-delete = Déconnecter
admin-trackers-delete-named = Déconnecter { $name }

# The import page (docs/import.md).
admin-section-import = Import
admin-import-title = Importer depuis un autre tableau
admin-import-description = Amener ici les publications, votes et commentaires d’un autre tableau
admin-import-new = Lancer un import
admin-import-lede = Lit les publications, votes et commentaires d’un autre tableau dans cette organisation. Un essai dit d’abord ce qui serait créé, rapproché ou ignoré, sans rien écrire ; l’import fait ensuite exactement cela. Le relancer n’ajoute que ce qui est nouveau.
admin-import-kind = Source
admin-import-kind-api-v3 = Un serveur de l’API d’upboard (/api/v3) : un autre upboard, FeatureOS, Hellonext
admin-import-kind-uservoice-csv = UserVoice (export CSV)
admin-import-kind-canny-csv = Canny (export CSV)
admin-import-files = Depuis un export CSV
admin-import-files-lede = Envoyez les fichiers qu’un autre tableau a exportés. Ils restent sur ce serveur jusqu’à la fin de leur import (ceux d’un essai une heure de plus, pour pouvoir le lancer tel quel), et sont lus comme la ligne de commande les lit. { $max } Mo au plus par fichier.
admin-import-file-suggestions = Export des suggestions (CSV)
admin-import-file-posts = Export des publications (CSV)
admin-import-file-votes = Export des votes (CSV, si vous l’avez)
admin-import-file-comments = Export des commentaires (CSV, si vous l’avez)
admin-import-url = Adresse de la source
admin-import-url-hint = L’adresse web du serveur du tableau. Pour Canny, laissez-la vide.
admin-import-key = Clé d’API de la source
admin-import-key-hint = Gardée scellée pendant l’import et effacée à sa fin (celle d’un essai une heure plus tard, pour pouvoir le lancer tel quel).
admin-import-statuses = Correspondance des statuts
admin-import-statuses-hint = Une par ligne, sous la forme « Statut là-bas=Statut ici ». Les statuts ici : { $statuses }. Un statut sans correspondance va au statut ici de son nom ou de son genre, ou en devient un nouveau.
admin-import-dry-run = Essai
admin-import-run = Importer
admin-import-busy = Un import est en cours : le suivant pourra commencer à sa fin.
admin-import-runs = Imports
admin-import-none = Aucun import pour l’instant.
admin-import-state-waiting = En attente du processus du serveur.
admin-import-state-running = En cours.
admin-import-state-stopped = Arrêté.
admin-import-state-finished = Terminé.
admin-import-a-dry-run = Essai du { $when }
admin-import-a-run = Import du { $when }
admin-import-refresh = Voir la progression la plus récente
admin-import-would = Ce que l’import ferait
admin-import-did = Ce que l’import a fait
admin-import-records = Enregistrements
admin-import-created = Créés
admin-import-matched = Rapprochés de l’existant
admin-import-already = Déjà ici par un import précédent
admin-import-skipped = Ignorés
admin-import-more-problems = { $n } de plus ne sont pas listés.
admin-import-problems = Problèmes ({ $n })
admin-import-run-as-said = Importer comme l’essai l’a dit
admin-import-source = Source
admin-import-finished = Terminé
admin-import-boards = Tableaux
admin-import-statuses-here = Statuts
admin-import-tags = Étiquettes
admin-import-people = Personnes
admin-import-companies = Entreprises
admin-import-posts = Publications
admin-import-votes = Votes
admin-import-comments = Commentaires
admin-import-merges = Publications fusionnées
admin-import-attachments = Images
admin-import-progress = Publications lues : { $done } sur { $total }.
admin-import-progress-uncounted = Publications lues : { $done }.
