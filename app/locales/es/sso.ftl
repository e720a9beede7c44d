# The page of a failed sign-in link (/{org}/sso).

sso-failed = No se pudo iniciar sesión
sso-go-to-board = Ir al tablero
sso-no-board = Este tablero no existe.
sso-our-side = Algo salió mal por nuestra parte.
sso-no-token = El enlace de inicio de sesión no tiene token.
sso-invalid = El enlace de inicio de sesión no es válido o ha caducado. Pide uno nuevo.

# The page of a single-use sign-in link (/{org}/signin/link): it asks before the link is used
# up, so that a mail client or a browser that opens links ahead does not spend it.
sign-in-link-title = Iniciar sesión
sign-in-link-prompt = Este enlace inicia la sesión de { $email } en { $board }, una sola vez.
sign-in-link-button = Iniciar sesión
reset-link-title = Elige una contraseña nueva
reset-link-prompt = Este enlace elige una contraseña nueva para { $email } en { $board }, una sola vez. Las demás sesiones de esta cuenta se cierran.
reset-link-password = Contraseña nueva
reset-link-button = Guardar la contraseña e iniciar sesión
invite-link-title = Te damos la bienvenida al equipo
invite-link-prompt = Este enlace inicia la sesión de { $email } en { $board }, una sola vez. Elige una contraseña para entrar más adelante, o déjala vacía: «¿Has olvidado tu contraseña?» en la página de inicio de sesión te envía un enlace nuevo cuando lo necesites.
invite-link-password = Contraseña (opcional)
