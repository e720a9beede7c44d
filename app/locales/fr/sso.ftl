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
