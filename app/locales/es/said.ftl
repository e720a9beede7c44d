# What the server says to a person: refusals, confirmations and the answers of the forms.
# The code says each by its id with the values of its variables (`said!("said-…", name =
# value)`); the REST API sends the English message (the API stays English), pages and forms
# show the message in the reader's language. `checks said` fails when the code names an id
# that is not here or gives other variables than the message has.
# A message's variables are what the code fills in: names, titles, numbers, addresses.
# `$field` is a form field: it is worded by its `field-…` message below.

said-something-went-wrong = Algo salió mal por nuestra parte. Vuelve a intentarlo.
said-account-exists = Ya existe una cuenta con este correo.
said-x-is-missing-or-not-a-number = { $field }: falta o no es un número
said-x-is-not-a-list-of-ids = { $field }: no es una lista de IDs
said-no-nul-character = El texto no puede contener el carácter NUL (U+0000).
said-approved-items = { $count ->
    [one] Se aprobó { $count } elemento.
    [many] Se aprobaron { $count } elementos.
   *[other] Se aprobaron { $count } elementos.
}
said-marked-spam = { $count ->
    [one] Se marcó { $count } elemento como spam.
    [many] Se marcaron { $count } elementos como spam.
   *[other] Se marcaron { $count } elementos como spam.
}
said-blocked-authors = { $count ->
    [one] Se bloqueó a { $count } autor.
    [many] Se bloqueó a { $count } autores.
   *[other] Se bloqueó a { $count } autores.
}
said-board-deleted-moved = Tablero eliminado; { $count ->
    [one] se movió { $count } publicación.
    [many] se movieron { $count } publicaciones.
   *[other] se movieron { $count } publicaciones.
}
said-status-deleted-moved = Estado eliminado; { $count ->
    [one] se movió { $count } publicación.
    [many] se movieron { $count } publicaciones.
   *[other] se movieron { $count } publicaciones.
}
said-customers-imported = { $customers ->
    [one] { $customers } cliente importado o actualizado
    [many] { $customers } clientes importados o actualizados
   *[other] { $customers } clientes importados o actualizados
}; { $rows ->
    [one] { $rows } fila sin importar
    [many] { $rows } filas sin importar
   *[other] { $rows } filas sin importar
}.
said-post-x-is-hidden-it-takes = La publicación { $a } está oculta: no admite votos.
said-post-x-is-waiting-for-approval = La publicación { $a } espera aprobación: todavía no admite votos.
said-only-team-members-may-write-internal = Solo los miembros del equipo pueden escribir comentarios internos.
said-post-x-is-hidden-it-takes-2 = La publicación { $a } está oculta: no admite comentarios.
said-post-x-is-waiting-for-approval-2 = La publicación { $a } espera aprobación: todavía no admite comentarios.
said-the-submitter-may-change-only-the = Quien creó la publicación solo puede cambiar el título, la descripción y los archivos adjuntos.
said-only-the-submitter-or-a-team = Solo quien creó la publicación o un miembro del equipo puede cambiarla.
said-only-team-members-may-pin-comments = Solo los miembros del equipo pueden fijar comentarios.
said-only-the-author-or-a-team = Solo quien escribió el comentario o un miembro del equipo puede cambiarlo.
said-only-team-members-may-do-this = Solo los miembros del equipo pueden hacer esto.
said-only-admins-and-customer-success-managers = Solo los administradores y los gestores de éxito del cliente pueden hacer esto.
said-only-admins-may-do-this = Solo los administradores pueden hacer esto.
said-post-x-was-not-found = No se encontró la publicación { $a }.
said-comment-x-was-not-found = No se encontró el comentario { $comment_id }.
said-this-page-was-not-found = No se encontró esta página.
said-x-has-a-name-that-cannot = { $field }: tiene un nombre que no se puede guardar
said-x-is-not-a-jpeg-png = { $file_name } no es una imagen JPEG, PNG ni GIF.
said-at-most-x-attachments-per-request = Como máximo { $max_files } archivos adjuntos por solicitud; se enviaron { $a }.
said-x-is-larger-than-10-mb = { $a } ocupa más de 10 MB.
said-x-is-not-a-readable-image = { $name } no es una imagen legible: su encabezado no indica su tamaño.
said-x-is-not-a-readable-image-2 = { $name } no es una imagen legible: no tiene píxeles.
said-x-is-x-x-pixels-images = { $name } mide { $a } × { $b } píxeles; las imágenes pueden tener como máximo { $max_side } píxeles por lado y 64 megapíxeles en total.
said-x-holds-x-beside-its-image = { $name } contiene { $markup } además de la imagen; sube solo la imagen.
said-file-was-not-found = No se encontró el archivo.
said-the-user-token-s-email-claim = El claim email del token de usuario no es una dirección de correo.
said-this-user-is-blocked = Este usuario está bloqueado.
said-x-can-t-be-blank = { $field }: no puede quedar en blanco
said-x-is-too-long-at-most = { $field }: supera el máximo de 80 caracteres
said-a-bucket-named-x-already-exists = Ya existe un tablero llamado “{ $name }”.
said-organization-x-was-not-found = No se encontró la organización { $org }.
said-x-is-too-long-at-most-2 = { $field }: supera el máximo de 200 caracteres
said-x-is-too-long-at-most-3 = { $field }: supera el máximo de 100000 caracteres
said-x-names-too-many-posts-at = { $field }: demasiadas publicaciones (100 como máximo)
said-x-names-post-x-which-does = { $field }: la publicación { $missing } no existe
said-x-needs-a-status-of-the = { $field }: hace falta un estado de tipo “Completado” y no hay ninguno
said-changelog-entry-x-was-not-found = No se encontró la entrada { $id } del registro de cambios.
said-x-is-too-long-at-most-4 = { $field }: supera el máximo de 50000 caracteres
said-x-is-not-a-comment-of = { $field }: no es un comentario de esta publicación
said-x-has-too-many-entries-at = { $field }: demasiadas entradas (50 como máximo)
said-x-must-be-at-most-60 = { $field }: 60 caracteres como máximo por entrada
said-at-most-x-customers-per-import = Como máximo { $max_import } clientes por importación; se enviaron { $a }.
said-the-customer-is-invalid = Los datos del cliente no son válidos.
said-x-is-too-long-at-most-5 = { $field }: supera el máximo de 120 caracteres
said-x-is-not-an-upboard-api = { $field }: no es una clave de API de upboard
said-an-organization-named-x-already-exists = Ya existe una organización llamada “{ $a }”.
said-roadmap-x-was-not-found = No se encontró la hoja de ruta { $slug }.
said-x-is-invalid = { $field }: el valor no es válido
said-an-account-with-this-e-mail = Ya existe una cuenta con este correo: inicia sesión.
said-the-e-mail-or-the-password = El correo o la contraseña no son correctos.
said-this-account-is-blocked = Esta cuenta está bloqueada.
said-too-many-failed-sign-ins-for = Demasiados intentos fallidos de inicio de sesión con este correo: vuelve a intentarlo dentro de { $a } minutos o inicia sesión de otra forma.
said-the-user-token-is-invalid-it = El token de usuario no es válido: es demasiado largo.
said-the-user-token-is-invalid-x = El token de usuario no es válido: { $reason }.
said-sso-token-expired = ha caducado
said-sso-token-not-valid-yet = aún no es válido
said-sso-token-signature = su firma no coincide
said-sso-token-algorithm = solo se acepta HS256
said-sso-token-claims = sus claims necesitan email y name
said-sso-token-malformed = está mal formado
said-the-user-token-has-no-email = El token de usuario no tiene el claim email.
said-the-sign-in-link-has-expired = El enlace de inicio de sesión ha caducado: estos enlaces solo funcionan durante cinco minutos.
said-the-sign-in-link-was-issued = El enlace de inicio de sesión se emitió en el futuro.
said-the-sign-in-link-is-invalid = El enlace de inicio de sesión no es válido o ha caducado.
said-x-is-not-the-image-its-name-says = { $name } no es la imagen que indica su nombre
said-x-is-too-long-at-most-6 = { $field }: supera el máximo de 40 caracteres
said-x-must-be-names-of-1 = { $field }: deben ser nombres de 1 a 40 caracteres
said-x-has-too-many-entries-at-2 = { $field }: demasiadas entradas (20 como máximo)
said-a-tag-named-x-already-exists = Ya existe una etiqueta llamada “{ $name }”.
said-tag-x-was-not-found = No se encontró la etiqueta { $id }.
said-x-would-leave-the-organization-without = { $field }: la organización se quedaría sin administrador; primero da el rol de administrador a otra persona
said-at-most-x-team-members-per = Como máximo { $max_import } miembros del equipo por importación; se enviaron { $a }.
said-team-member-x-was-not-found = No se encontró el miembro del equipo { $id }.
said-the-team-member-is-invalid = Los datos del miembro del equipo no son válidos.
said-x-is-too-short-at-least = { $field }: debe tener al menos 8 caracteres
said-sign-in-to-vote = Inicia sesión para votar.
said-sign-in-to-change-a-comment = Inicia sesión para cambiar un comentario.
said-sign-in-to-change-a-post = Inicia sesión para cambiar una publicación.
said-sign-in-to-comment = Inicia sesión para comentar.
said-sign-in-to-do-this = Inicia sesión para hacer esto.
said-sign-in-to-open-the-admin-area = Inicia sesión para abrir la administración.
said-x-the-default-board-takes-everyone = { $field }: el tablero predeterminado recibe las publicaciones de todos, así que sigue siendo público; primero establece otro tablero como predeterminado
said-x-a-private-board-cannot-be = { $field }: un tablero privado no puede ser el predeterminado, porque los clientes publican en el tablero predeterminado
said-x-must-be-another-board = { $field }: debe ser otro tablero
said-x-is-not-a-board-of = { $field }: no es un tablero de esta organización
said-x-the-deleted-board-is-the = { $field }: el tablero eliminado es el predeterminado, y un tablero privado no puede pasar a ser el predeterminado
said-a-board-named-x-already-exists = Ya existe un tablero llamado “{ $name }”.
said-board-x-was-not-found = No se encontró el tablero { $id }.
said-customer-x-was-not-found = No se encontró el cliente { $id }.
said-x-must-be-a-colour-like = { $field }: debe ser un color como #2563eb
said-x-name-a-status-this-organization = { $field }: incluye un estado que esta organización no tiene
said-x-of-x-must-be-a = { $field } de “{ $a }”: debe ser un número entero del 1 al 99, o dejarse en blanco
said-x-must-be-a-whole-number = { $field }: debe ser un número entero de días del 1 al 3650, o dejarse en blanco para mostrar todas
said-x-need-at-least-one-status = { $field }: hace falta al menos un estado, salvo que la hoja de ruta esté oculta
said-x-is-too-long-at-most-7 = { $field }: supera el máximo de 60 caracteres
said-x-needs-a-letter-or-digit = { $field }: necesita al menos una letra o un dígito que pueda formar parte de una dirección
said-x-need-at-least-one-status-2 = { $field }: hace falta al menos un estado
said-x-may-name-public-boards-only = { $field }: solo puede incluir tableros públicos, porque una hoja de ruta es pública
said-x-name-a-board-this-organization = { $field }: incluye un tablero que esta organización no tiene
said-x-name-a-tag-this-organization = { $field }: incluye una etiqueta que esta organización no tiene
said-x-is-one-roadmap-too-many = { $field }: sería una hoja de ruta de más; una organización tiene como máximo 12
said-a-roadmap-named-x-or-with = Ya existe una hoja de ruta llamada “{ $name }” (o con la misma dirección).
said-x-is-too-long-at-most-8 = { $field }: supera el máximo de 2000 caracteres
said-x-is-not-a-time-zone = { $field }: no es un nombre de zona horaria (como Europe/Berlin)
said-x-must-be-one-of-en = { $field }: debe ser uno de estos valores: en, de, es, fr, ar
said-x-is-too-long-at-most-9 = { $field }: supera el máximo de 500 caracteres
said-x-must-be-an-http-or = { $field }: debe ser una dirección http:// o https://
said-x-must-be-between-0-and = { $field }: debe estar entre 0 y 1000
said-x-must-be-one-of-under = { $field }: debe ser uno de estos valores: under_review, planned, in_progress, completed, closed
said-x-must-be-another-status = { $field }: debe ser otro estado
said-x-is-not-a-status-of = { $field }: no es un estado de esta organización
said-a-status-named-x-already-exists = Ya existe un estado llamado “{ $label }”.
said-status-x-was-not-found = No se encontró el estado { $id }.
said-x-must-be-one-of-admin = { $field }: debe ser uno de estos valores: admin, member, csm
said-x-must-be-another-post = { $field }: debe ser otra publicación
said-x-is-not-a-post-of = { $field }: no es una publicación de esta organización
said-x-is-merged-into-another-post = { $field }: ya se fusionó con otra publicación; primero deshaz la fusión
said-x-is-itself-merged-into-another = { $field }: a su vez se fusionó con otra publicación; fusiona con esa otra
said-x-is-not-merged-into-another = { $field }: no se ha fusionado con ninguna otra publicación
said-x-must-be-a-member-of = { $field }: debe ser miembro del equipo
said-x-is-not-an-e-mail = { $field }: no es una dirección de correo válida
said-x-is-blocked-they-cannot-vote = La cuenta de { $a } está bloqueada: no puede votar.
said-x-choose-at-least-one-post = { $field }: elige al menos una publicación o un comentario
said-x-choose-at-least-one-author = { $field }: elige al menos un autor
said-at-most-x-items-can-be = Se pueden decidir como máximo { $max_items } elementos a la vez.
said-at-most-x-authors-can-be = Se pueden bloquear como máximo { $max_items } autores a la vez.
said-this-post-was-not-found = No se encontró esta publicación.
said-x-is-too-long-at-most-10 = { $field }: supera el máximo de 255 caracteres
said-bucket-x-was-not-found = No se encontró el tablero { $a }.
said-x-must-be-approved-or-pending = { $field }: debe ser 'approved' o 'pending'
said-bucket-x-is-private-send-allow = El tablero { $bucket_id } es privado: envía ALLOW-PRIVATE: true para usarlo.
said-post-x-was-not-found-3 = No se encontró la publicación { $id }.
said-x-is-not-allowed-x = { $field }: no se admite ({ $reason })
said-webhook-host-does-not-resolve-error = su host { $host } no se resuelve ({ $error })
said-webhook-host-does-not-resolve = su host { $host } no se resuelve
said-webhook-points-to-private = apunta a { $ip }, una dirección de bucle local, privada, de enlace local o reservada
said-x-is-not-a-valid-url = { $field }: no es una URL válida
said-x-must-start-with-https-or = { $field }: debe empezar por https:// o http://
said-x-must-name-a-host = { $field }: debe indicar un host
said-x-must-not-carry-a-user = { $field }: no debe incluir nombre de usuario ni contraseña
said-x-must-not-have-a-fragment = { $field }: no debe tener un #fragmento
said-x-is-not-a-valid-unsubscribe = { $field }: no es un enlace válido para cancelar la suscripción
said-the-post-was-not-found = No se encontró la publicación.
said-row-x-was-claimed-by-another = Otro proceso reclamó la fila { $a } después de que caducara la reserva de este: su intento no se registra
said-delivery-x-was-not-found = No se encontró la entrega { $delivery_id }.
said-x-must-name-at-least-one = { $field }: indica al menos un evento
said-x-has-an-unknown-event-x = { $field }: incluye un evento desconocido, { $name } (conocidos: { $known })
said-an-organization-may-have-at-most = Una organización puede tener como máximo { $max_per_organization } webhooks.
said-webhook-x-was-not-found = No se encontró el webhook { $id }.
said-cross-site-request-refused = Se rechazó una solicitud entre sitios.
said-x-is-not-something-this-page = { $field }: esta página no admite esa acción
said-x-is-not-a-csv-file = { $field }: no es un archivo CSV
said-x-needs-a-header-row-with = { $field }: necesita una fila de encabezado con una columna email
said-x-could-not-be-read-send = { $field }: no se pudo leer; vuelve a enviar el formulario
said-x-is-missing-choose-a-csv = { $field }: falta; elige un archivo CSV
said-the-file-is-larger-than-4 = El archivo ocupa más de 4 MB.
said-at-most-x-customers-per-import-2 = Como máximo { $max_import } clientes por importación; el archivo tiene { $a } filas.
said-x-is-starred = Se destacó a { $name }.
said-x-is-no-longer-starred = Se dejó de destacar a { $name }.
said-x-is-blocked-they-can-no = Se bloqueó a { $name }: ya no puede publicar, votar ni comentar.
said-x-is-unblocked = Se desbloqueó a { $name }.
said-x-is-labelled = Se guardaron las etiquetas de { $name }.
said-the-form-is-too-large = El formulario es demasiado grande.
said-choose-one-of-the-languages-x = Elige uno de los idiomas: { $a } o auto.
said-the-form-names-no-post = El formulario no indica ninguna publicación.
said-not-found = No encontrado
said-choose-at-once-once-a-day = Elige “Al instante”, “Una vez al día” o “Desactivado”.
said-this-unsubscribe-link-has-no-token = Este enlace para cancelar la suscripción no tiene token.
said-this-unsubscribe-link-is-not-valid = Este enlace para cancelar la suscripción no es válido.
said-unsubscribed = Suscripción cancelada.
said-the-post-is-gone = La publicación ya no existe.
said-internal-error = Error interno
said-board-x-created = Se creó el tablero “{ $a }”.
said-board-x-saved = Se guardó el tablero “{ $a }”.
said-order-saved = Se guardó el orden.
said-posts-that-name-no-board-now = Las publicaciones que no indican ningún tablero ahora van a este.
said-x-deleted = Se eliminó “{ $a }”.
said-x-names-no-post-or-comment = { $field }: no incluye ninguna publicación ni ningún comentario
said-x-must-be-approve-or-spam = { $field }: debe ser approve o spam
said-x-is-not-a-team-member = { $field }: no es miembro del equipo
said-x-is-not-something-this-form = { $field }: este formulario no admite esa acción
said-main-roadmap-saved = Se guardó la hoja de ruta principal.
said-roadmap-x-created = Se creó la hoja de ruta “{ $a }”.
said-roadmap-x-saved = Se guardó la hoja de ruta “{ $a }”.
said-roadmap-x-deleted = Se eliminó la hoja de ruta “{ $a }”.
said-x-is-missing-choose-an-image = { $field }: falta; elige una imagen
said-x-must-be-a-whole-number-2 = { $field }: debe ser un número entero
said-the-logo-is-larger-than-10 = El logotipo ocupa más de 10 MB.
said-the-new-logo-is-saved = Se guardó el nuevo logotipo.
said-profile-saved = Se guardó el perfil.
said-moderation-rules-saved = Se guardaron las reglas de moderación.
said-the-logo-was-removed = Se quitó el logotipo.
said-a-new-api-key-was-generated = Se generó una nueva clave de API; la anterior ya no funciona.
said-a-new-sso-secret-was-made = Se generó un nuevo secreto de SSO; los tokens firmados con el anterior ya no funcionan.
said-status-x-created = Se creó el estado “{ $a }”.
said-status-x-saved = Se guardó el estado “{ $a }”.
said-new-posts-now-get-this-status = Las publicaciones nuevas reciben ahora este estado.
said-tag-x-created = Se creó la etiqueta “{ $a }”.
said-tag-x-saved = Se guardó la etiqueta “{ $a }”.
said-tag-x-deleted = Se eliminó la etiqueta “{ $a }”.
said-x-is-on-the-team-as = { $a } está en el equipo con el rol { $b }.
said-x-is-now-x = { $name } tiene ahora el rol { $role }.
said-x-is-no-longer-on-the = { $a } ya no está en el equipo.
said-a-test-event-x-is-on = Un evento de prueba ({ $a }) está en camino; su entrega aparece abajo.
said-x-is-on = Se activó { $a }.
said-x-is-off = Se desactivó { $a }.
said-webhook-x-deleted = Se eliminó el webhook { $a }.
said-x-x-will-be-sent-again = { $a } ({ $b }) se reenviará ahora.
said-webhook-x-added-deliveries-start-with = Se añadió el webhook { $a }. Las entregas empiezan con el próximo evento.
said-x-has-a-new-secret-the = { $a } tiene un secreto nuevo; el anterior ya no firma.


said-x-is-not-a-kind-of-action = «{ $value }» no es un tipo de acción.
said-this-board-was-not-found = No se encontró este tablero.
said-this-unsubscribe-link-is-not-valid-use = Este enlace para darse de baja no es válido. Usa el enlace del correo más reciente o cambia tus ajustes de correo tras iniciar sesión.
said-an-image-is-larger-than-10-mb = Una imagen ocupa más de 10 MB.
said-the-form-could-not-be-read = No se pudo leer el formulario. Inténtalo de nuevo.
said-choose-a-board = Elige un tablero.
said-too-many-requests = Demasiadas solicitudes desde tu dirección: inténtalo de nuevo dentro de { $seconds } segundos.
said-changelog-x-is-published = «{ $title }» está publicado.
said-changelog-x-is-a-draft-again = «{ $title }» vuelve a ser un borrador.
said-changelog-x-saved = «{ $title }» guardado.
said-changelog-x-saved-as-a-draft = «{ $title }» guardado como borrador.
said-changelog-left-out = Se omitieron, porque ninguna publicación se llama así: { $names }.

## `upboard import` y `upboard export`: lo que falla en un archivo exportado o en su fichero.
said-archive-no-organization-named = no hay ninguna organización llamada `{ $name }`
said-archive-file-exists = { $path } ya existe: indica un fichero nuevo
said-archive-cannot-open = no se puede abrir { $path }: { $error }
said-archive-not-an-export = { $path } no es una exportación de upboard: { $error }
said-archive-too-many-entries = { $path } contiene más de { $max } entradas
said-archive-entry-too-large = { $path }: { $name } supera los { $limit } bytes
said-archive-too-large-unpacked = { $path } supera los { $max } bytes descomprimido
said-archive-manifest-does-not-read = su manifiesto no se puede leer: { $error }
said-archive-has-no-manifest = { $path } no es una exportación de upboard: no tiene { $manifest }
said-archive-wrong-format = el archivo tiene el formato { $format }; este upboard lee el formato { $ours }
said-archive-table-does-not-read = { $table }: { $error }
said-archive-row-does-not-read = una fila de { $table } no se puede leer: { $error }
said-archive-file-outside-uploads = el archivo nombra un fichero fuera de las subidas de su organización: { $key }
said-archive-not-a-web-address = { $what } del archivo no es una dirección http o https: { $address }
said-archive-not-a-slug = el archivo contiene una dirección ({ $what }) que no es un slug: { $slug }
said-archive-refers-to-missing = el archivo remite a { $what } { $old }, que no contiene
said-archive-must-hold-one-organization = el archivo debe contener una sola organización
said-archive-as-refused = --as: { $error }
said-archive-organization-name-refused = el nombre de organización del archivo { $error }: impórtalo con otro nombre con --as
said-archive-organization-exists = aquí ya existe una organización llamada `{ $name }`: importa con otro nombre con --as
said-archive-roadmap-ids-do-not-read = los identificadores de una hoja de ruta no se pueden leer: { $error }
said-archive-merge-rows-do-not-read = las filas movidas de una fusión no se pueden leer: { $error }

## Form fields, as refusals name them (`$field`); the English is the field's name in the code.
field-action = acción
field-api-key = clave de API
field-approval-status = estado de aprobación
field-body = texto
field-buckets = tableros
field-color = color
field-column = columna
field-columns = columnas
field-comment = comentario
field-complete-posts = completar las publicaciones
field-completed-days = número de días
field-decide = decisión
field-default = predeterminado
field-default-locale = idioma predeterminado
field-description = descripción
field-display-name = nombre visible
field-email = correo
field-events = eventos
field-feature-request-ids = IDs de las publicaciones
field-file = archivo
field-id = publicación
field-into-id = publicación de destino
field-items = selección
field-kind = tipo
field-label = nombre
field-labels = etiquetas
field-logo = logotipo
field-move-to = destino
field-name = nombre
field-owner = responsable
field-parent-id = comentario al que responde
field-password = contraseña
field-private = privado
field-role = rol
field-status = estado
field-tags = etiquetas
field-time-zone = zona horaria
field-title = título
field-token = token
field-trust-after-approved-posts = publicaciones aprobadas para confiar
field-url = dirección
field-users = autores

## The audit log's details: pieces joined by ", " (`i18n::said_list`).
said-audit-made-private = hecho privado
said-audit-made-public = hecho público
said-audit-made-default-board = convertido en el tablero predeterminado
said-audit-moved-down = movido hacia abajo
said-audit-moved-up = movido hacia arriba
said-audit-private = privado
said-audit-public = público
said-audit-renamed-from = renombrado desde “{ $a }”
said-audit-posts-moved-to = { $a } publicaciones movidas a “{ $b }”
said-audit-at-address = en /roadmap/{ $a }
said-audit-all-completed = todas las publicaciones completadas
said-audit-columns-named = columnas { $a }
said-audit-columns = columnas
said-audit-completed-last-days = publicaciones completadas de los últimos { $a } días
said-audit-filters = filtros
said-audit-hidden = oculto
said-audit-shown = visible
said-audit-approval-posts-on = aprobación de publicaciones nuevas activada
said-audit-approval-posts-off = aprobación de publicaciones nuevas desactivada
said-audit-approval-comments-on = aprobación de comentarios nuevos activada
said-audit-approval-comments-off = aprobación de comentarios nuevos desactivada
said-audit-trust-after = confianza tras { $a } publicaciones aprobadas
said-audit-logo-removed = logotipo eliminado
said-audit-new-logo = logotipo nuevo
said-audit-key-revoked = la clave anterior se revocó
said-audit-secret-refused = se rechazan los tokens firmados con el secreto anterior
said-audit-colour = color { $a }
said-audit-kind = tipo { $a }
said-audit-default-of-new-posts = convertido en el predeterminado de las publicaciones nuevas
said-audit-off-the-roadmap = fuera de la hoja de ruta
said-audit-on-the-roadmap = en la hoja de ruta
said-audit-not-on-the-roadmap = no está en la hoja de ruta
said-audit-as-role = como { $role }
said-audit-role-from-to = de { $old_role } a { $role }
said-audit-was-role = era { $role }
said-audit-unmerged = desde “{ $a }”: { $b } votos y { $c } comentarios de vuelta
said-audit-merged = en “{ $a }”: { $b } votos movidos, { $c } apartados (votaron en ambas), { $d } comentarios movidos
said-audit-vote-for = para { $a } <{ $b }>
said-audit-owner = responsable: { $a }
said-audit-blocked-with-spam = bloqueado con spam desde la cola de moderación
said-audit-customers-imported = { $a } importados o actualizados, { $b } filas rechazadas
said-too-many-e-mails-asked-for = Se han pedido demasiados correos para esta dirección: vuelve a intentarlo dentro de { $a } minutos.
said-this-board-signs-in-with-e-mailed = En este tablero se inicia sesión con enlaces por correo: pide uno en la página de inicio de sesión.
said-this-board-signs-in-with-passwords = En este tablero se inicia sesión con contraseña.
said-how-people-sign-in-was-saved = Se ha guardado cómo se inicia sesión.
said-x-must-be-one-of-password = { $field } debe ser password, password_or_link o link
said-audit-sign-in-passwords = inicio de sesión con contraseñas
said-audit-sign-in-passwords-or-links = inicio de sesión con contraseñas o enlaces por correo
said-audit-sign-in-links = inicio de sesión solo con enlaces por correo
said-two-factor-sign-in-is-already-on = El inicio de sesión en dos pasos ya está activado: desactívalo antes de configurarlo de nuevo.
said-start-setting-up-two-factor = Empieza primero a configurar el inicio de sesión en dos pasos.
said-the-code-is-wrong-or-has = El código es incorrecto o ya se ha usado.
said-too-many-wrong-codes-try = Demasiados códigos incorrectos: vuelve a intentarlo dentro de { $a } minutos.
said-the-team-signs-in-with-two-factor = Su organización exige al equipo el inicio de sesión en dos pasos: configúrelo para abrir el área de administración.
said-the-team-must-keep-two-factor = Su organización exige al equipo el inicio de sesión en dos pasos, así que sigue activado.
said-set-up-two-factor-yourself-first = Configure primero el inicio de sesión en dos pasos para usted y después exíjalo al equipo.
said-audit-team-two-factor-on = inicio de sesión en dos pasos exigido al equipo
said-audit-team-two-factor-off = inicio de sesión en dos pasos no exigido al equipo
said-the-issuer-must-be-an-https-address = El emisor debe ser una dirección https:// (http:// solo en esta máquina), sin consulta.
said-this-sign-in-has-expired-or-was-used = Este inicio de sesión caducó o ya se usó: empiece de nuevo.
said-the-provider-s-answer-was-refused = No se pudo confiar en la respuesta del proveedor de inicio de sesión, así que no se inició ninguna sesión.
said-the-provider-gave-no-e-mail-address = El proveedor de inicio de sesión no dio ninguna dirección de correo: pídale el ámbito email.
said-the-provider-did-not-verify-this-address = Existe una cuenta con esta dirección, pero el proveedor de inicio de sesión no la ha verificado: inicie sesión de otra forma.
said-this-address-may-not-join-through-x = Este tablero no deja que personas nuevas con esta dirección se unan mediante { $a }.
said-pass-a-test-sign-in-first = Supere primero un inicio de sesión de prueba con este proveedor.
said-the-team-signs-in-through-x = El equipo inicia sesión mediante { $a }.
said-the-sign-in-provider-could-not-be-reached = No se pudo contactar con el proveedor de inicio de sesión o no respondió como tal: inténtelo más tarde.
said-audit-provider-added = proveedor de inicio de sesión { $a } añadido
said-audit-provider-removed = proveedor de inicio de sesión { $a } eliminado
said-audit-team-only-through = el equipo inicia sesión solo mediante { $a }
said-audit-team-not-only-through = el equipo puede iniciar sesión sin { $a }
said-provider-added = Se añadió el proveedor de inicio de sesión: registre en él la dirección de redirección y después pruébelo.
said-provider-removed = Se eliminó el proveedor de inicio de sesión.
said-provider-team-only-saved = Se guardó cómo inicia sesión el equipo.
said-audit-as-role-through = como { $role }, mediante el proveedor de inicio de sesión { $a }
said-audit-was-role-through = era { $role }, mediante el proveedor de inicio de sesión { $a }
said-audit-role-from-to-through = de { $old_role } a { $role }, mediante el proveedor de inicio de sesión { $a }
said-audit-verify-emails-on = los clientes nuevos confirman su dirección
said-audit-verify-emails-off = los clientes nuevos no necesitan confirmar su dirección
