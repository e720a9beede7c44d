# What the server says to a person: refusals, confirmations and the answers of the forms.
# The code says each by its id with the values of its variables (`said!("said-…", name =
# value)`); the REST API sends the English message (the API stays English), pages and forms
# show the message in the reader's language. `checks said` fails when the code names an id
# that is not here or gives other variables than the message has.
# A message's variables are what the code fills in: names, titles, numbers, addresses.
# `$field` is a form field: it is worded by its `field-…` message below.

said-something-went-wrong = Une erreur s’est produite de notre côté. Veuillez réessayer.
said-account-exists = Un compte existe déjà avec cette adresse e-mail.
said-x-is-missing-or-not-a-number = { $field } : valeur manquante ou qui n’est pas un nombre
said-x-is-not-a-list-of-ids = { $field } : ce n’est pas une liste d’identifiants
said-no-nul-character = Le texte ne peut pas contenir le caractère NUL (U+0000).
said-approved-items = { $count ->
    [one] { $count } élément approuvé
   *[other] { $count } éléments approuvés
}.
said-marked-spam = { $count ->
    [one] { $count } élément marqué
   *[other] { $count } éléments marqués
} comme spam.
said-blocked-authors = { $count ->
    [one] { $count } auteur bloqué
   *[other] { $count } auteurs bloqués
}.
said-board-deleted-moved = Tableau supprimé ; { $count ->
    [one] { $count } publication déplacée
   *[other] { $count } publications déplacées
}.
said-status-deleted-moved = Statut supprimé ; { $count ->
    [one] { $count } publication déplacée
   *[other] { $count } publications déplacées
}.
said-customers-imported = { $customers ->
    [one] { $customers } client importé ou mis à jour
   *[other] { $customers } clients importés ou mis à jour
} ; { $rows ->
    [one] { $rows } ligne non importée
   *[other] { $rows } lignes non importées
}.
said-post-x-is-hidden-it-takes = La publication { $a } est masquée : elle n’accepte pas de votes.
said-post-x-is-waiting-for-approval = La publication { $a } attend d’être approuvée : elle n’accepte pas encore de votes.
said-only-team-members-may-write-internal = Seuls les membres de l’équipe peuvent écrire des commentaires internes.
said-post-x-is-hidden-it-takes-2 = La publication { $a } est masquée : elle n’accepte pas de commentaires.
said-post-x-is-waiting-for-approval-2 = La publication { $a } attend d’être approuvée : elle n’accepte pas encore de commentaires.
said-the-submitter-may-change-only-the = L’auteur de la publication ne peut modifier que le titre, la description et les pièces jointes.
said-only-the-submitter-or-a-team = Seul l’auteur de la publication ou un membre de l’équipe peut modifier cette publication.
said-only-team-members-may-pin-comments = Seuls les membres de l’équipe peuvent épingler des commentaires.
said-only-the-author-or-a-team = Seul l’auteur ou un membre de l’équipe peut modifier ce commentaire.
said-only-team-members-may-do-this = Seuls les membres de l’équipe peuvent faire cela.
said-only-admins-and-customer-success-managers = Seuls les administrateurs et les responsables de la réussite client peuvent faire cela.
said-only-admins-may-do-this = Seuls les administrateurs peuvent faire cela.
said-post-x-was-not-found = La publication { $a } est introuvable.
said-comment-x-was-not-found = Le commentaire { $comment_id } est introuvable.
said-this-page-was-not-found = Cette page est introuvable.
said-x-has-a-name-that-cannot = { $field } : ce nom de fichier ne peut pas être enregistré
said-x-is-not-a-jpeg-png = { $file_name } n’est pas une image JPEG, PNG ou GIF.
said-at-most-x-attachments-per-request = { $max_files } pièces jointes au maximum par requête ; { $a } ont été envoyées.
said-x-is-larger-than-10-mb = { $a } dépasse 10 Mo.
said-x-is-not-a-readable-image = { $name } n’est pas une image lisible : son en-tête n’indique pas sa taille.
said-x-is-not-a-readable-image-2 = { $name } n’est pas une image lisible : elle n’a aucun pixel.
said-x-is-x-x-pixels-images = { $name } mesure { $a } × { $b } pixels ; les images peuvent avoir au plus { $max_side } pixels de côté et 64 mégapixels au total.
said-x-holds-x-beside-its-image = { $name } contient { $markup } en plus de son image ; envoyez l’image seule.
said-file-was-not-found = Fichier introuvable.
said-the-user-token-s-email-claim = La revendication « email » du jeton utilisateur n’est pas une adresse e-mail.
said-this-user-is-blocked = Cet utilisateur est bloqué.
said-x-can-t-be-blank = { $field } : ne peut pas être vide
said-x-is-too-long-at-most = { $field } : texte trop long (80 caractères au maximum)
said-a-bucket-named-x-already-exists = Un tableau nommé « { $name } » existe déjà.
said-organization-x-was-not-found = L’organisation { $org } est introuvable.
said-x-is-too-long-at-most-2 = { $field } : texte trop long (200 caractères au maximum)
said-x-is-too-long-at-most-3 = { $field } : texte trop long (100 000 caractères au maximum)
said-x-names-too-many-posts-at = { $field } : trop de publications (100 au maximum)
said-x-names-post-x-which-does = { $field } : la publication { $missing } n’existe pas
said-x-needs-a-status-of-the = { $field } : il faut un statut de type « Terminé », et il n’y en a aucun
said-changelog-entry-x-was-not-found = L’entrée { $id } du journal des modifications est introuvable.
said-x-is-too-long-at-most-4 = { $field } : texte trop long (50 000 caractères au maximum)
said-x-is-not-a-comment-of = { $field } : ce commentaire n’appartient pas à cette publication
said-x-has-too-many-entries-at = { $field } : trop d’éléments (50 au maximum)
said-x-must-be-at-most-60 = { $field } : 60 caractères au maximum pour chaque élément
said-at-most-x-customers-per-import = { $max_import } clients au maximum par import ; { $a } ont été envoyés.
said-the-customer-is-invalid = Le client n’est pas valide.
said-x-is-too-long-at-most-5 = { $field } : texte trop long (120 caractères au maximum)
said-x-is-not-an-upboard-api = { $field } : ce n’est pas une clé d’API upboard
said-an-organization-named-x-already-exists = Une organisation nommée « { $a } » existe déjà.
said-roadmap-x-was-not-found = La feuille de route { $slug } est introuvable.
said-x-is-invalid = { $field } : valeur non valide
said-an-account-with-this-e-mail = Un compte existe déjà avec cette adresse e-mail : connectez-vous plutôt.
said-the-e-mail-or-the-password = L’adresse e-mail ou le mot de passe est incorrect.
said-this-account-is-blocked = Ce compte est bloqué.
said-too-many-failed-sign-ins-for = Trop d’échecs de connexion pour cette adresse e-mail : réessayez dans { $a } minutes, ou connectez-vous d’une autre manière.
said-the-user-token-is-invalid-it = Le jeton utilisateur n’est pas valide : il est trop long.
said-the-user-token-is-invalid-x = Le jeton utilisateur n’est pas valide : { $a }.
said-the-user-token-has-no-email = Le jeton utilisateur ne contient pas de revendication « email ».
said-the-sign-in-link-has-expired = Le lien de connexion a expiré : les liens de connexion sont valables cinq minutes.
said-the-sign-in-link-was-issued = Le lien de connexion a été émis dans le futur.
said-the-sign-in-link-is-invalid = Le lien de connexion n’est pas valide ou a expiré.
said-x-is-not-the-image-its-name-says = { $name } n’est pas l’image qu’annonce son nom
said-x-is-too-long-at-most-6 = { $field } : texte trop long (40 caractères au maximum)
said-x-must-be-names-of-1 = { $field } : chaque nom doit comporter de 1 à 40 caractères
said-x-has-too-many-entries-at-2 = { $field } : trop d’éléments (20 au maximum)
said-a-tag-named-x-already-exists = Une étiquette nommée « { $name } » existe déjà.
said-tag-x-was-not-found = L’étiquette { $id } est introuvable.
said-x-would-leave-the-organization-without = { $field } : l’organisation se retrouverait sans administrateur ; nommez d’abord quelqu’un d’autre administrateur
said-at-most-x-team-members-per = { $max_import } membres de l’équipe au maximum par import ; { $a } ont été envoyés.
said-team-member-x-was-not-found = Le membre de l’équipe { $id } est introuvable.
said-the-team-member-is-invalid = Le membre de l’équipe n’est pas valide.
said-x-is-too-short-at-least = { $field } : texte trop court (8 caractères au minimum)
said-sign-in-to-vote = Connectez-vous pour voter.
said-sign-in-to-change-a-comment = Connectez-vous pour modifier un commentaire.
said-sign-in-to-change-a-post = Connectez-vous pour modifier une publication.
said-sign-in-to-comment = Connectez-vous pour commenter.
said-sign-in-to-do-this = Connectez-vous pour effectuer cette action.
said-sign-in-to-open-the-admin-area = Connectez-vous pour ouvrir l’administration.
said-x-the-default-board-takes-everyone = { $field } : le tableau par défaut reçoit les publications de tout le monde, il reste donc public ; définissez d’abord un autre tableau par défaut
said-x-a-private-board-cannot-be = { $field } : un tableau privé ne peut pas être le tableau par défaut, car les clients publient dans le tableau par défaut
said-x-must-be-another-board = { $field } : choisissez un autre tableau
said-x-is-not-a-board-of = { $field } : ce tableau n’appartient pas à cette organisation
said-x-the-deleted-board-is-the = { $field } : le tableau supprimé est le tableau par défaut, et un tableau privé ne peut pas devenir le tableau par défaut
said-a-board-named-x-already-exists = Un tableau nommé « { $name } » existe déjà.
said-board-x-was-not-found = Le tableau { $id } est introuvable.
said-customer-x-was-not-found = Le client { $id } est introuvable.
said-x-must-be-a-colour-like = { $field } : indiquez une couleur comme #2563eb
said-x-name-a-status-this-organization = { $field } : un statut indiqué n’existe pas dans cette organisation
said-x-of-x-must-be-a = { $field } de « { $a } » : doit être un nombre entier de 1 à 99, ou rester vide
said-x-must-be-a-whole-number = { $field } : doit être un nombre entier de jours de 1 à 3 650, ou rester vide pour tout afficher
said-x-need-at-least-one-status = { $field } : au moins un statut est nécessaire, sauf si la feuille de route est masquée
said-x-is-too-long-at-most-7 = { $field } : texte trop long (60 caractères au maximum)
said-x-needs-a-letter-or-digit = { $field } : il faut au moins une lettre ou un chiffre utilisable dans une adresse
said-x-need-at-least-one-status-2 = { $field } : au moins un statut est nécessaire
said-x-may-name-public-boards-only = { $field } : uniquement des tableaux publics, car une feuille de route est publique
said-x-name-a-board-this-organization = { $field } : un tableau indiqué n’existe pas dans cette organisation
said-x-name-a-tag-this-organization = { $field } : une étiquette indiquée n’existe pas dans cette organisation
said-x-is-one-roadmap-too-many = { $field } : une feuille de route de trop ; une organisation en a 12 au maximum
said-a-roadmap-named-x-or-with = Une feuille de route nommée « { $name } » (ou ayant la même adresse) existe déjà.
said-x-is-too-long-at-most-8 = { $field } : texte trop long (2 000 caractères au maximum)
said-x-is-not-a-time-zone = { $field } : ce n’est pas un nom de fuseau horaire (comme Europe/Berlin)
said-x-must-be-one-of-en = { $field } : doit être l’une des valeurs en, de, es, fr, ar
said-x-is-too-long-at-most-9 = { $field } : texte trop long (500 caractères au maximum)
said-x-must-be-an-http-or = { $field } : doit être une adresse http:// ou https://
said-x-must-be-between-0-and = { $field } : doit être un nombre de 0 à 1 000
said-x-must-be-one-of-under = { $field } : doit être l’une des valeurs under_review, planned, in_progress, completed, closed
said-x-must-be-another-status = { $field } : choisissez un autre statut
said-x-is-not-a-status-of = { $field } : ce statut n’appartient pas à cette organisation
said-a-status-named-x-already-exists = Un statut nommé « { $label } » existe déjà.
said-status-x-was-not-found = Le statut { $id } est introuvable.
said-x-must-be-one-of-admin = { $field } : doit être l’une des valeurs admin, member, csm
said-x-must-be-another-post = { $field } : choisissez une autre publication
said-x-is-not-a-post-of = { $field } : cette publication n’appartient pas à cette organisation
said-x-is-merged-into-another-post = { $field } : cette publication est déjà fusionnée dans une autre ; annulez d’abord cette fusion
said-x-is-itself-merged-into-another = { $field } : cette publication est elle-même fusionnée dans une autre ; fusionnez plutôt dans cette dernière
said-x-is-not-merged-into-another = { $field } : cette publication n’est fusionnée dans aucune autre
said-x-must-be-a-member-of = { $field } : choisissez un membre de l’équipe
said-x-is-not-an-e-mail = { $field } : ce n’est pas une adresse e-mail
said-x-is-blocked-they-cannot-vote = Le compte de { $a } est bloqué : cette personne ne peut pas voter.
said-x-choose-at-least-one-post = { $field } : choisissez au moins une publication ou un commentaire
said-x-choose-at-least-one-author = { $field } : choisissez au moins un auteur
said-at-most-x-items-can-be = { $max_items } éléments au maximum peuvent être traités à la fois.
said-at-most-x-authors-can-be = { $max_items } auteurs au maximum peuvent être bloqués à la fois.
said-this-post-was-not-found = Cette publication est introuvable.
said-x-is-too-long-at-most-10 = { $field } : texte trop long (255 caractères au maximum)
said-bucket-x-was-not-found = Le tableau { $a } est introuvable.
said-x-must-be-approved-or-pending = { $field } : doit valoir 'approved' ou 'pending'
said-bucket-x-is-private-send-allow = Le tableau { $bucket_id } est privé : envoyez ALLOW-PRIVATE: true pour l’utiliser.
said-post-x-was-not-found-3 = La publication { $id } est introuvable.
said-x-is-not-allowed-x = { $field } : valeur non autorisée ({ $reason })
said-webhook-host-does-not-resolve-error = son hôte { $host } ne se résout pas ({ $error })
said-webhook-host-does-not-resolve = son hôte { $host } ne se résout pas
said-webhook-points-to-private = elle pointe vers { $ip }, une adresse de bouclage, privée, lien-local ou réservée
said-x-is-not-a-valid-url = { $field } : ce n’est pas une URL valide
said-x-must-start-with-https-or = { $field } : doit commencer par https:// ou http://
said-x-must-name-a-host = { $field } : doit indiquer un hôte
said-x-must-not-carry-a-user = { $field } : ne doit contenir ni nom d’utilisateur ni mot de passe
said-x-must-not-have-a-fragment = { $field } : ne doit pas contenir de #fragment
said-x-is-not-a-valid-unsubscribe = { $field } : ce n’est pas un lien de désabonnement valide
said-the-post-was-not-found = La publication est introuvable.
said-row-x-was-claimed-by-another = la ligne { $a } a été reprise par un autre processus après l’expiration du bail de celui-ci : sa tentative n’est pas enregistrée
said-delivery-x-was-not-found = La livraison { $delivery_id } est introuvable.
said-x-must-name-at-least-one = { $field } : indiquez au moins un événement
said-x-has-an-unknown-event-x = { $field } : événement inconnu { $name } (connus : { $known })
said-an-organization-may-have-at-most = Une organisation peut avoir au plus { $max_per_organization } webhooks.
said-webhook-x-was-not-found = Le webhook { $id } est introuvable.
said-cross-site-request-refused = Requête intersite refusée.
said-x-is-not-something-this-page = { $field } : cette page ne fait pas cela
said-x-is-not-a-csv-file = { $field } : ce n’est pas un fichier CSV
said-x-needs-a-header-row-with = { $field } : il faut une ligne d’en-tête avec une colonne email
said-x-could-not-be-read-send = { $field } : lecture impossible ; envoyez à nouveau le formulaire
said-x-is-missing-choose-a-csv = { $field } : aucun fichier reçu ; choisissez un fichier CSV
said-the-file-is-larger-than-4 = Le fichier dépasse 4 Mo.
said-at-most-x-customers-per-import-2 = { $max_import } clients au maximum par import ; le fichier compte { $a } lignes.
said-x-is-starred = { $name } figure désormais parmi les favoris.
said-x-is-no-longer-starred = { $name } ne figure plus parmi les favoris.
said-x-is-blocked-they-can-no = Le compte de { $name } est bloqué : cette personne ne peut plus publier, voter ni commenter.
said-x-is-unblocked = Le compte de { $name } est débloqué.
said-x-is-labelled = Les libellés de { $name } sont enregistrés.
said-the-form-is-too-large = Le formulaire est trop volumineux.
said-choose-one-of-the-languages-x = Choisissez l’une des langues : { $a }, ou auto.
said-the-form-names-no-post = Le formulaire n’indique aucune publication.
said-not-found = Introuvable
said-choose-at-once-once-a-day = Choisissez « Immédiatement », « Une fois par jour » ou « Désactivé ».
said-this-unsubscribe-link-has-no-token = Ce lien de désabonnement ne contient pas de jeton.
said-this-unsubscribe-link-is-not-valid = Ce lien de désabonnement n’est pas valide.
said-unsubscribed = Désabonnement effectué.
said-the-post-is-gone = La publication n’existe plus.
said-internal-error = Erreur interne
said-board-x-created = Tableau « { $a } » créé.
said-board-x-saved = Tableau « { $a } » enregistré.
said-order-saved = Ordre enregistré.
said-posts-that-name-no-board-now = Les publications qui n’indiquent aucun tableau arrivent désormais dans celui-ci.
said-x-deleted = Entrée « { $a } » supprimée.
said-x-names-no-post-or-comment = { $field } : aucune publication ni aucun commentaire indiqué
said-x-must-be-approve-or-spam = { $field } : doit valoir approve ou spam
said-x-is-not-a-team-member = { $field } : cette personne ne fait pas partie de l’équipe
said-x-is-not-something-this-form = { $field } : ce formulaire ne fait pas cela
said-main-roadmap-saved = Feuille de route principale enregistrée.
said-roadmap-x-created = Feuille de route « { $a } » créée.
said-roadmap-x-saved = Feuille de route « { $a } » enregistrée.
said-roadmap-x-deleted = Feuille de route « { $a } » supprimée.
said-x-is-missing-choose-an-image = { $field } : aucun fichier reçu ; choisissez une image
said-x-must-be-a-whole-number-2 = { $field } : doit être un nombre entier
said-the-logo-is-larger-than-10 = Le logo dépasse 10 Mo.
said-the-new-logo-is-saved = Le nouveau logo est enregistré.
said-profile-saved = Profil enregistré.
said-moderation-rules-saved = Règles de modération enregistrées.
said-the-logo-was-removed = Le logo a été supprimé.
said-a-new-api-key-was-generated = Une nouvelle clé d’API a été générée ; l’ancienne clé ne fonctionne plus.
said-a-new-sso-secret-was-made = Un nouveau secret SSO a été créé ; les jetons signés avec l’ancien ne fonctionnent plus.
said-status-x-created = Statut « { $a } » créé.
said-status-x-saved = Statut « { $a } » enregistré.
said-new-posts-now-get-this-status = Les nouvelles publications reçoivent désormais ce statut.
said-tag-x-created = Étiquette « { $a } » créée.
said-tag-x-saved = Étiquette « { $a } » enregistrée.
said-tag-x-deleted = Étiquette « { $a } » supprimée.
said-x-is-on-the-team-as = { $a } fait partie de l’équipe avec le rôle { $b }.
said-x-is-now-x = { $name } a désormais le rôle { $role }.
said-x-is-no-longer-on-the = { $a } ne fait plus partie de l’équipe.
said-a-test-event-x-is-on = Un événement de test ({ $a }) est en route ; sa livraison apparaît ci-dessous.
said-x-is-on = Le webhook { $a } est activé.
said-x-is-off = Le webhook { $a } est désactivé.
said-webhook-x-deleted = Webhook { $a } supprimé.
said-x-x-will-be-sent-again = L’événement { $a } ({ $b }) va être renvoyé maintenant.
said-webhook-x-added-deliveries-start-with = Webhook { $a } ajouté. Les livraisons commencent avec le prochain événement.
said-x-has-a-new-secret-the = Le webhook { $a } a un nouveau secret ; l’ancien ne signe plus.


said-x-is-not-a-kind-of-action = « { $value } » n’est pas un type d’action.
said-this-board-was-not-found = Ce tableau est introuvable.
said-this-unsubscribe-link-is-not-valid-use = Ce lien de désabonnement n’est pas valide. Utilisez le lien du dernier e-mail, ou modifiez vos réglages d’e-mail une fois connecté.
said-changelog-x-is-published = « { $title } » est publié.
said-changelog-x-is-a-draft-again = « { $title } » est de nouveau un brouillon.
said-changelog-x-saved = « { $title } » enregistré.
said-changelog-x-saved-as-a-draft = « { $title } » enregistré comme brouillon.
said-changelog-left-out = Laissés de côté, car aucune publication ne porte ce nom : { $names }.

## `upboard import` et `upboard export` : ce qui ne va pas dans une archive ou son fichier.
said-archive-no-organization-named = il n’y a pas d’organisation nommée `{ $name }`
said-archive-file-exists = { $path } existe déjà : indiquez un nouveau fichier
said-archive-cannot-open = impossible d’ouvrir { $path } : { $error }
said-archive-not-an-export = { $path } n’est pas un export upboard : { $error }
said-archive-too-many-entries = { $path } contient plus de { $max } entrées
said-archive-entry-too-large = { $path } : { $name } dépasse { $limit } octets
said-archive-too-large-unpacked = { $path } dépasse { $max } octets une fois décompressé
said-archive-manifest-does-not-read = son manifeste est illisible : { $error }
said-archive-has-no-manifest = { $path } n’est pas un export upboard : il n’a pas de { $manifest }
said-archive-wrong-format = l’archive est au format { $format } ; cet upboard lit le format { $ours }
said-archive-table-does-not-read = { $table } : { $error }
said-archive-row-does-not-read = une ligne de { $table } est illisible : { $error }
said-archive-file-outside-uploads = l’archive nomme un fichier hors des envois de son organisation : { $key }
said-archive-not-a-web-address = { $what } de l’archive n’est pas une adresse http ou https : { $address }
said-archive-not-a-slug = l’archive contient une adresse ({ $what }) qui n’est pas un slug : { $slug }
said-archive-refers-to-missing = l’archive renvoie à { $what } { $old }, qu’elle ne contient pas
said-archive-must-hold-one-organization = l’archive doit contenir une seule organisation
said-archive-as-refused = --as : { $error }
said-archive-organization-name-refused = le nom d’organisation de l’archive { $error } : importez-la sous un autre nom avec --as
said-archive-organization-exists = une organisation nommée `{ $name }` existe ici : importez sous un autre nom avec --as
said-archive-roadmap-ids-do-not-read = les identifiants d’une feuille de route sont illisibles : { $error }
said-archive-merge-rows-do-not-read = les lignes déplacées d’une fusion sont illisibles : { $error }

## Form fields, as refusals name them (`$field`); the English is the field's name in the code.
field-action = action
field-api-key = clé d’API
field-approval-status = statut d’approbation
field-body = texte
field-buckets = tableaux
field-color = couleur
field-column = colonne
field-columns = colonnes
field-comment = commentaire
field-complete-posts = passage des publications au statut Terminé
field-completed-days = publications terminées (jours)
field-decide = décision
field-default = tableau par défaut
field-default-locale = langue par défaut
field-description = description
field-display-name = nom affiché
field-email = adresse e-mail
field-events = événements
field-feature-request-ids = publications mentionnées
field-file = fichier
field-id = publication
field-into-id = publication cible de la fusion
field-items = éléments
field-kind = type
field-label = libellé
field-labels = libellés
field-logo = logo
field-move-to = destination des publications
field-name = nom
field-owner = responsable
field-parent-id = commentaire parent
field-password = mot de passe
field-private = privé
field-role = rôle
field-status = statut
field-tags = étiquettes
field-time-zone = fuseau horaire
field-title = titre
field-token = jeton
field-trust-after-approved-posts = seuil de confiance
field-url = URL
field-users = auteurs

## The audit log's details: pieces joined by ", " (`i18n::said_list`).
said-audit-made-private = rendu privé
said-audit-made-public = rendu public
said-audit-made-default-board = devenu le tableau par défaut
said-audit-moved-down = descendu
said-audit-moved-up = monté
said-audit-private = privé
said-audit-public = public
said-audit-renamed-from = renommé depuis « { $a } »
said-audit-posts-moved-to = { $a } publications déplacées vers « { $b } »
said-audit-at-address = à l’adresse /roadmap/{ $a }
said-audit-all-completed = toutes les publications terminées
said-audit-columns-named = colonnes { $a }
said-audit-columns = colonnes
said-audit-completed-last-days = publications terminées des { $a } derniers jours
said-audit-filters = filtres
said-audit-hidden = masqué
said-audit-shown = affiché
said-audit-approval-posts-on = approbation des nouvelles publications activée
said-audit-approval-posts-off = approbation des nouvelles publications désactivée
said-audit-approval-comments-on = approbation des nouveaux commentaires activée
said-audit-approval-comments-off = approbation des nouveaux commentaires désactivée
said-audit-trust-after = confiance après { $a } publications approuvées
said-audit-logo-removed = logo supprimé
said-audit-new-logo = nouveau logo
said-audit-key-revoked = la clé précédente a été révoquée
said-audit-secret-refused = les jetons signés avec le secret précédent sont refusés
said-audit-colour = couleur { $a }
said-audit-kind = type { $a }
said-audit-default-of-new-posts = devenu le statut par défaut des nouvelles publications
said-audit-off-the-roadmap = retiré de la feuille de route
said-audit-on-the-roadmap = sur la feuille de route
said-audit-not-on-the-roadmap = pas sur la feuille de route
said-audit-as-role = en tant que { $role }
said-audit-role-from-to = de { $old_role } à { $role }
said-audit-was-role = était { $role }
said-audit-unmerged = depuis « { $a } » : { $b } votes et { $c } commentaires rendus
said-audit-merged = dans « { $a } » : { $b } votes déplacés, { $c } mis de côté (votes sur les deux), { $d } commentaires déplacés
said-audit-vote-for = pour { $a } <{ $b }>
said-audit-owner = responsable : { $a }
said-audit-blocked-with-spam = bloqué pour spam depuis la file de modération
said-audit-customers-imported = { $a } importés ou mis à jour, { $b } lignes refusées
