# The page of a failed sign-in link (/{org}/sso).

sso-failed = Échec de la connexion
sso-go-to-board = Aller au tableau
sso-no-board = Ce tableau n’existe pas.
sso-our-side = Un problème est survenu de notre côté.
sso-no-token = Le lien de connexion ne contient pas de jeton.
sso-invalid = Le lien de connexion n’est pas valide ou a expiré. Veuillez en demander un nouveau.
