# The page of a failed sign-in link (/{org}/sso).

sso-failed = No se pudo iniciar sesión
sso-go-to-board = Ir al tablero
sso-no-board = Este tablero no existe.
sso-our-side = Algo salió mal por nuestra parte.
sso-no-token = El enlace de inicio de sesión no tiene token.
sso-invalid = El enlace de inicio de sesión no es válido o ha caducado. Pide uno nuevo.
