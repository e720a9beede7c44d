# The page of a failed sign-in link (/{org}/sso).

sso-failed = Échec de la connexion
sso-go-to-board = Aller au tableau
sso-no-board = Ce tableau n’existe pas.
sso-our-side = Un problème est survenu de notre côté.
sso-no-token = Le lien de connexion ne contient pas de jeton.
sso-invalid = Le lien de connexion n’est pas valide ou a expiré. Veuillez en demander un nouveau.

# The page of a single-use sign-in link (/{org}/signin/link): it asks before the link is used
# up, so that a mail client or a browser that opens links ahead does not spend it.
sign-in-link-title = Se connecter
sign-in-link-prompt = Ce lien connecte { $email } à { $board }, une seule fois.
sign-in-link-button = Se connecter
reset-link-title = Choisir un nouveau mot de passe
reset-link-prompt = Ce lien définit une seule fois un nouveau mot de passe pour { $email } sur { $board }. Toutes les autres sessions de ce compte prennent fin.
reset-link-password = Nouveau mot de passe
reset-link-button = Enregistrer le mot de passe et se connecter
invite-link-title = Bienvenue dans l’équipe
invite-link-prompt = Ce lien connecte { $email } à { $board }, une seule fois. Choisissez un mot de passe pour vous connecter plus tard, ou laissez-le vide : « Mot de passe oublié ? » sur la page de connexion vous envoie un nouveau lien quand il le faut.
invite-link-password = Mot de passe (facultatif)
two-factor-title = Connexion à deux facteurs
two-factor-intro = Après votre mot de passe ou un lien par e-mail, la connexion demande aussi un code d’une application d’authentification sur votre téléphone : un mot de passe volé ne suffit plus.
two-factor-set-up = Configurer la connexion à deux facteurs
two-factor-scan = Scannez ce code avec votre application d’authentification, puis saisissez le code à 6 chiffres qu’elle affiche.
two-factor-qr = Code QR pour votre application d’authentification
two-factor-type-it = Ou saisissez cette clé dans l’application :
two-factor-code = Code
two-factor-turn-on = Activer
two-factor-on-now = La connexion à deux facteurs est activée.
two-factor-recovery-intro = Gardez ces codes de récupération en lieu sûr : chacun vous connecte une fois si vous perdez votre téléphone. Ils ne seront plus affichés.
two-factor-is-on = La connexion à deux facteurs est activée. Codes de récupération restants : { $left }. Pour la désactiver, saisissez un code de votre application ou un code de récupération.
two-factor-turn-off = Désactiver
two-factor-back = Retour à votre page
two-factor-code-title = Saisissez votre code
two-factor-code-intro = La connexion à deux facteurs est activée pour ce compte.
two-factor-code-hint = Le code à 6 chiffres de votre application d’authentification, ou l’un de vos codes de récupération.
two-factor-required = Votre organisation exige de l’équipe la connexion en deux étapes. Configurez-la ici pour ouvrir l’espace d’administration.
oidc-back-to-sign-in = Retour à la connexion
oidc-sign-in-with = Se connecter avec { $a }
oidc-role-customer = Client (hors de l’équipe)
oidc-role-admin = Administrateur
oidc-role-member = Membre (modère)
oidc-role-csm = Succès client
oidc-test-role-kept = Inchangé (ce fournisseur ne décide pas des rôles)
oidc-test-title = Connexion de test avec { $a }
oidc-test-passed = Le test est réussi : la connexion via ce fournisseur vous fait entrer en administrateur. L’équipe peut désormais être tenue de se connecter uniquement par lui.
oidc-test-not-you = Le test a échoué : le fournisseur a connecté quelqu’un qui n’est pas votre compte ici. Connectez-vous chez le fournisseur en votre nom, ou vérifiez qu’il envoie votre adresse e-mail vérifiée.
oidc-test-not-admin = Le test a échoué : avec la correspondance des rôles actuelle, vous ne seriez pas administrateur après la connexion. Vérifiez la revendication de rôle et les valeurs d’administrateur.
oidc-test-subject = Sujet
oidc-test-email = E-mail
oidc-test-role = Rôle après la connexion
oidc-test-back = Retour aux paramètres
verify-link-title = Confirmez votre adresse e-mail
verify-link-prompt = Ce lien confirme que { $email } est bien votre adresse sur { $board } et vous connecte, une seule fois. Vos publications, commentaires et votes comptent dès lors.
verify-link-button = Confirmer et se connecter
