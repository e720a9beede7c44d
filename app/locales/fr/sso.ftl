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
