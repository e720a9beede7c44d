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
two-factor-title = Inicio de sesión en dos pasos
two-factor-intro = Después de tu contraseña o de un enlace por correo, el inicio de sesión pide también un código de una aplicación de autenticación en tu teléfono, para que una contraseña robada no baste.
two-factor-set-up = Configurar el inicio de sesión en dos pasos
two-factor-scan = Escanea este código con tu aplicación de autenticación y escribe el código de 6 cifras que muestra.
two-factor-qr = Código QR para tu aplicación de autenticación
two-factor-type-it = O escribe esta clave en la aplicación:
two-factor-code = Código
two-factor-turn-on = Activar
two-factor-on-now = El inicio de sesión en dos pasos está activado.
two-factor-recovery-intro = Guarda estos códigos de recuperación en un lugar seguro: cada uno inicia tu sesión una vez si pierdes el teléfono. No se vuelven a mostrar.
two-factor-is-on = El inicio de sesión en dos pasos está activado. Códigos de recuperación restantes: { $left }. Para desactivarlo, escribe un código de tu aplicación o un código de recuperación.
two-factor-turn-off = Desactivar
two-factor-back = Volver a tu página
two-factor-code-title = Escribe tu código
two-factor-code-intro = Esta cuenta tiene activado el inicio de sesión en dos pasos.
two-factor-code-hint = El código de 6 cifras de tu aplicación de autenticación o uno de tus códigos de recuperación.
two-factor-required = Su organización exige al equipo el inicio de sesión en dos pasos. Configúrelo aquí para abrir el área de administración.
oidc-back-to-sign-in = Volver a iniciar sesión
oidc-sign-in-with = Iniciar sesión con { $a }
oidc-role-customer = Cliente (fuera del equipo)
oidc-role-admin = Administrador
oidc-role-member = Miembro (modera)
oidc-role-csm = Éxito del cliente
oidc-test-role-kept = Sin cambios (este proveedor no decide los roles)
oidc-test-title = Inicio de sesión de prueba con { $a }
oidc-test-passed = La prueba se superó: iniciar sesión con este proveedor le deja entrar como administrador. Ahora puede exigirse al equipo que inicie sesión solo con él.
oidc-test-not-you = La prueba no se superó: el proveedor inició sesión con alguien que no es su cuenta aquí. Inicie sesión en el proveedor como usted o compruebe que envía su dirección de correo verificada.
oidc-test-not-admin = La prueba no se superó: con la asignación de roles actual, no sería administrador tras iniciar sesión. Revise el claim de rol y los valores de administrador.
oidc-test-subject = Sujeto
oidc-test-email = Correo electrónico
oidc-test-role = Rol tras iniciar sesión
oidc-test-back = Volver a la configuración
verify-link-title = Confirma tu dirección de correo
verify-link-prompt = Este enlace confirma que { $email } es tuya en { $board } e inicia tu sesión, una sola vez. Desde entonces cuentan tus publicaciones, comentarios y votos.
verify-link-button = Confirmar e iniciar sesión
