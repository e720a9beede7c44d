# The public pages: a post, the new-post form, sign-in and sign-up, the reader's own page,
# unsubscribing, the roadmap, the changelog and the front page.
#
# A variable named $link, $entry, $create or $demo is where the page puts an element (a link,
# a command) whose text is given next to the message; keep it in the sentence.

## A post's page (/{org}/p/{slug})

post-loading = Chargement de la publication…
post-load-failed = Impossible de charger la publication
# The description of a post without one, for search engines and link previews.
post-preview = { $title } — une idée sur le tableau de suggestions de { $org }.
post-all-posts = ← Toutes les publications
# $board: the name of the board the post is on.
post-in-board = dans { $board }
post-by = par { $name }
post-awaiting-approval = En attente d’approbation
post-tags = Étiquettes
# $entry: a link to the changelog entry, showing its title; $date: its day.
post-shipped-in = Livré dans { $entry } ({ $date })
post-comments-count = { $count ->
    [one] { $count } commentaire
   *[other] { $count } commentaires
}
# $link: a link reading “Sign in”.
post-sign-in-to-comment = { $link } pour commenter et voter.
# The vote buttons' names for screen readers, with the post's title and its count.
post-upvote = Voter pour « { $title } » ({ $count ->
    [one] { $count } vote
   *[other] { $count } votes
})
post-downvote = Voter contre « { $title } » ({ $count ->
    [one] { $count } vote contre
   *[other] { $count } votes contre
})
post-downvotes = { $count ->
    [one] { $count } vote contre
   *[other] { $count } votes contre
}
post-following = Vous recevez un e-mail quand son statut change ou que quelqu’un commente.
post-not-following = Vous ne recevez aucun e-mail sur cette publication.
post-unsubscribe = Se désabonner
post-subscribe = S’abonner
post-team-heading = Responsable et votes
post-owner = Responsable
post-owner-nobody = Personne
post-save-owner = Enregistrer le responsable
post-vote-for-email = Voter au nom d’un client (e-mail)
post-vote-for-name = Son nom, s’il est nouveau
post-vote-for = Ajouter son vote
post-no-tags = Aucune étiquette pour l’instant.
post-issues-heading = Tickets
post-issues-none = Aucun ticket n’est lié à cette publication.
post-issue-unlink = Dissocier
post-issue-unlink-named = Dissocier { $key }
post-issue-tracker = Dépôt ou équipe
post-issue-create = Créer un ticket à partir de cette publication
post-issue-reference = Ticket
post-issue-reference-hint = Son numéro (12), sa clé (owner/repo#12, ENG-12) ou son adresse.
post-issue-link = Lier un ticket existant
post-remove-tag = Retirer l’étiquette { $tag }
post-add-tag-label = Ajouter une étiquette
post-add-tag = Ajouter l’étiquette
post-merged-heading = Fusionnées dans cette publication
# A post merged into this one: its title, its votes and comments, the day it was merged.
post-merged-item = « { $title } » : { $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
} et { $comments ->
    [one] { $comments } commentaire
   *[other] { $comments } commentaires
}, le { $date }
post-unmerge-label = Annuler la fusion de « { $title } »
post-unmerge = Annuler la fusion
post-merge-heading = Fusionner dans…
post-merge-hint = C’est un doublon ? Ses votes (un par personne) et ses commentaires passent dans l’autre publication, et son adresse y redirige. Vous pourrez annuler la fusion.
post-merge-find-label = Trouver la publication cible de la fusion
post-merge-search-label = Titre de la publication cible
post-merge-search-placeholder = Titre de l’autre publication
post-merge-find = Chercher
post-merge-none = Aucune autre publication ne correspond.
post-merge-candidate-votes = { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}
post-merge-into-label = Fusionner dans « { $title } »
post-merge-into = Fusionner
post-moderation = Modération
post-moderation-status = Statut
post-moderation-visibility = Visibilité
post-moderation-approved = Approuvée : visible sur le tableau
post-moderation-pending = En attente : pas encore approuvée
post-moderation-message = Message public accompagnant le changement (facultatif)
post-moderation-save = Enregistrer les modifications
post-comment = Commenter
post-reply = Répondre
post-reply-to = Répondre à { $name }
post-add-images = Ajouter des images
post-internal-note = Note interne (visible uniquement par l’équipe)
post-edit = Modifier
post-edit-label = Modifier votre commentaire
post-edit-save = Enregistrer
post-badge-team = Équipe
post-badge-pinned = Épinglé
post-badge-internal = Interne
# A comment that went with a change of the post's status.
post-status-change = Statut : { $status }
post-unpin = Désépingler
post-pin = Épingler en haut

## The new-post form (/{org}/new) and its fields

new-post-loading = Chargement…
new-post-load-failed = Une erreur s’est produite
new-post-page-title = Nouvelle publication · { $org }
new-post-page-description = Partagez une idée ou une demande avec { $org } : d’autres pourront voter et en discuter.
new-post-heading = Partager une idée
# $link: a link reading “Sign in”.
new-post-sign-in = { $link } pour proposer une idée.
new-post-description = Description
new-post-description-placeholder = En quoi cela vous aiderait-il ?
new-post-board = Tableau
new-post-approval-hint = Les nouvelles publications apparaissent sur le tableau une fois approuvées par l’équipe.
new-post-submit = Publier l’idée
submit-title = Titre
submit-title-placeholder = Un court résumé de votre idée
submit-similar = Idées similaires
submit-similar-hint = Elle existe déjà ? Votez pour elle plutôt que de la publier une seconde fois.
# After a suggested post's title, for screen readers.
submit-new-tab = (s’ouvre dans un nouvel onglet)
submit-similar-votes = { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}
submit-images = Images
# $size: in megabytes.
submit-images-hint = Jusqu’à { $max } images (PNG, JPEG ou GIF), { $size } Mo chacune.
# $name: the file's name.
submit-image-preview = Aperçu de { $name }
submit-not-an-image = { $name } n’est pas une image PNG, JPEG ou GIF.
submit-image-too-large = { $name } dépasse { $size } Mo.
# $count: how many files were chosen (more than $max).
submit-too-many-images = Choisissez au plus { $max } images ({ $count } sélectionnées).

## Sign in (/{org}/signin) and sign up (/{org}/signup)

signin-description = Connectez-vous pour voter sur les idées, commenter et suivre vos demandes.
signin-signed-out-everywhere = Votre session a été fermée sur tous les navigateurs et appareils.
# $link: a link reading “Sign up”.
signin-no-account = Pas encore de compte ? { $link }
signin-email = E-mail
signin-password = Mot de passe
signup-description = Créez un compte pour partager des idées, voter et commenter.
signup-heading = Créez votre compte
# $link: a link reading “Sign in”.
signup-have-account = Vous avez déjà un compte ? { $link }
signup-name = Nom
signup-email = E-mail
signup-password = Mot de passe
signup-password-hint = Au moins 8 caractères.

## The reader's own page (/{org}/me)

me-loading = Chargement…
me-load-failed = Impossible de charger votre activité
me-title = Mon activité
me-description = Vos publications, votes et commentaires sur ce tableau.
me-signed-in-as = Connecté en tant que { $name } ({ $email }).
me-download = Télécharger toutes mes données (JSON)
me-posts = Mes publications ({ $count })
me-no-posts = Vous n’avez encore rien publié.
me-post-votes = { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}
me-post-pending = en attente d’approbation
me-votes = Mes votes ({ $count })
me-no-votes = Vous n’avez pas encore voté.
me-comments = Mes commentaires ({ $count })
me-no-comments = Vous n’avez encore rien commenté.
me-sessions = Connexions
me-sessions-hint = Appareil perdu, ou connexion sur un ordinateur partagé ? Ceci met fin à votre session sur tous les navigateurs et appareils, y compris celui-ci.
me-sign-out-everywhere = Se déconnecter partout
me-mail = E-mail
me-mail-saved = Vos paramètres d’e-mail ont été enregistrés.
me-mail-posts = Publications que je suis (changements de statut, nouveaux commentaires)
me-mail-team = Nouvelles publications et éléments à modérer (équipe)
me-mail-instant = Immédiatement
me-mail-daily = Une fois par jour (récapitulatif)
me-mail-off = Désactivé
me-mail-save = Enregistrer les paramètres d’e-mail

## Unsubscribing from e-mails (/{org}/unsubscribe)

unsubscribe-loading = Chargement…
unsubscribe-link-broken = Ce lien ne fonctionne pas
unsubscribe-title = Se désabonner
unsubscribe-description = Ne plus recevoir d’e-mails de ce tableau.
unsubscribe-ask-post = Ne plus recevoir d’e-mails sur « { $title } » ?
unsubscribe-ask-all = Ne plus recevoir aucun e-mail de { $org } ?
unsubscribe-button = Se désabonner
unsubscribe-done = Désabonnement effectué
unsubscribe-done-description = Votre désabonnement est confirmé.
unsubscribe-done-all = Vous ne recevrez plus d’e-mails de ce tableau.
unsubscribe-done-post = Vous ne recevrez plus d’e-mails sur cette publication.
unsubscribe-back = Retour au tableau
unsubscribe-settings = Vos paramètres d’e-mail

## The roadmap (/{org}/roadmap)

roadmap-loading = Chargement de la feuille de route…
roadmap-load-failed = Impossible de charger la feuille de route
roadmap-page-title = Feuille de route · { $org }
roadmap-description = Ce que { $org } prévoit, réalise et a terminé, à partir des idées de son tableau de suggestions.
roadmap-lede = Ce que nous prévoyons, développons et avons livré.
roadmap-filter = Filtrer la feuille de route par tableau
roadmap-all-boards = Tous les tableaux
roadmap-column-empty = Rien pour l’instant.
roadmap-card-votes = { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}
roadmap-named-title = { $name } · { $org }
roadmap-named-description = { $name } : ce que { $org } prévoit, réalise et a terminé.
roadmap-hidden-note = Cette feuille de route est masquée : seule votre équipe la voit.
roadmap-completed-recent = { $days ->
    [one] Terminé : publications du dernier jour.
   *[other] Terminé : publications des { $days } derniers jours.
}
roadmap-column-empty-recent = { $days ->
    [one] Rien de terminé au cours du dernier jour.
   *[other] Rien de terminé au cours des { $days } derniers jours.
}

## The changelog (/{org}/changelog)

changelog-loading = Chargement du journal des modifications…
changelog-load-failed = Impossible de charger le journal des modifications
# $entry: the entry's title.
changelog-entry-title = { $entry } · Journal des modifications · { $org }
changelog-page-title = Journal des modifications · { $org }
changelog-page-title-paged = Journal des modifications, page { $page } · { $org }
changelog-description = Ce que { $org } a livré, du plus récent au plus ancien.
changelog-feed-title = Journal des modifications de { $org }
changelog-all = Toutes les modifications
changelog-lede = Ce que nous avons livré.
changelog-follow = Suivre dans un lecteur de flux (Atom)
changelog-empty = Rien n’a encore été annoncé.
changelog-changes = Modifications
changelog-pages = Pages du journal des modifications
changelog-newer = ← Plus récentes
changelog-older = Plus anciennes →
changelog-shipped = Livré

## The front page (/)

home-title = Tableaux de suggestions
home-description = Les tableaux de suggestions et les feuilles de route publiques hébergés ici.
home-loading = Chargement…
# $create and $demo: two commands, in this order.
home-empty = Aucune organisation pour l’instant. Créez-en une avec { $create } ou essayez la démo avec { $demo }.
home-error = Une erreur s’est produite
me-language = Langue
me-language-label = La langue de vos pages et de vos e-mails
me-language-auto = Automatique (celle de votre navigateur)
me-language-hint = « Automatique » suit votre navigateur, sinon la langue du tableau. Le sélecteur du pied de page la change aussi.
me-language-save = Enregistrer la langue
signin-forgot = Mot de passe oublié ?
forgot-title = Réinitialiser votre mot de passe
forgot-description = Recevez un e-mail avec un lien pour choisir un nouveau mot de passe.
forgot-intro = Saisissez l’adresse e-mail de votre compte. Nous lui envoyons un lien pour choisir un nouveau mot de passe ; le lien sert une fois, pendant 30 minutes.
forgot-submit = M’envoyer un lien
forgot-sent = Si un compte utilise cette adresse, un e-mail avec un lien est en route. Regardez dans votre boîte de réception, et dans les indésirables.
forgot-back = Retour à la connexion
signin-link-sent = Si un compte utilise cette adresse, un e-mail avec un lien de connexion est en route. Le lien sert une fois, pendant 30 minutes.
signin-link-or = Ou se connecter avec un lien par e-mail
signin-link-heading = Se connecter avec un lien par e-mail
signin-link-hint = Nous vous envoyons un lien qui vous connecte une fois, sans mot de passe.
signin-link-submit = M’envoyer un lien de connexion
signup-link-hint = Nous vous envoyons un lien qui vous connecte ; aucun mot de passe n’est nécessaire.
me-two-factor = Connexion à deux facteurs
me-two-factor-link = Configurer ou désactiver la connexion à deux facteurs
verify-notice = Confirmez votre adresse e-mail : vos publications, commentaires et votes comptent dès que vous l’avez fait. Nous avons envoyé un lien à { $email }.
verify-send-again = Renvoyer le lien
verify-sent = Un nouveau lien est en route vers { $email }. Il sert une fois, pendant un jour.
post-awaiting-address = Attend que son auteur confirme son adresse e-mail
me-vote-held = compte dès que vous aurez confirmé votre adresse e-mail
post-value-line = Demandée par { $companies } entreprises ({ $names }) ; revenu mensuel derrière ({ $measure }) : { $revenue }
post-value-sum = somme
post-value-average = moyenne
post-value-max = plus grand
post-value-none = Aucune entreprise parmi les votants pour l’instant.
post-impact = Impact RICE
post-impact-massive = Énorme (3)
post-impact-high = Fort (2)
post-impact-medium = Moyen (1)
post-impact-low = Faible (0,5)
post-impact-minimal = Minime (0,25)
post-confidence = Confiance RICE
post-confidence-high = Forte (100 %)
post-confidence-medium = Moyenne (80 %)
post-confidence-low = Faible (50 %)
post-effort = Effort RICE, en mois-personne
post-not-estimated = Non estimé
post-save-estimates = Enregistrer les estimations
me-tokens = Jetons d’accès
me-tokens-link = Jetons d’accès personnels pour les assistants IA (MCP)
