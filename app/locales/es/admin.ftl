# The team's admin area (/{org}/admin/…): the frame around every admin page, then each page.

## The frame: sections, titles, failures, dates.

admin-loading = Cargando…
admin-sections = Secciones de administración
admin-section-overview = Resumen
admin-section-moderation = Moderación
admin-section-statuses = Estados
admin-section-roadmaps = Hojas de ruta
admin-section-tags = Etiquetas
admin-section-boards = Tableros
admin-section-customers = Clientes
admin-section-team = Equipo
admin-section-settings = Configuración
admin-section-webhooks = Webhooks
admin-section-changelog = Registro de cambios
admin-section-audit = Registro de auditoría
# The browser tab's title: the page's title, then the organization's name.
admin-page-title = { $title } · Administración · { $org }
admin-invalid-address = Esta dirección solicita algo desconocido
admin-load-failed = No se pudo cargar esta página
# A date and time: $day is the calendar day in the reader's language, $time the hour and
# minute (24-hour clock) in UTC.
admin-when = { $day }, { $time } UTC
# The number of a page in a list that is paged.
admin-page = Página { $page }

## A secret shown once (API key, SSO secret, webhook signing secret).

admin-secret-hint = Cópialo ahora: solo se muestra esta vez y no se guarda.
admin-secret-copy = Copiar
admin-secret-copied = Copiado
# Said to screen readers once the secret is copied.
admin-secret-copied-status = Copiado al portapapeles

## Overview

admin-overview-title = Resumen
admin-overview-description = Lo que espera al equipo, lo que ha pasado últimamente y lo que es tendencia.
admin-overview-waiting = Pendiente para el equipo
# After the number, shown in bold before it.
admin-overview-posts-to-approve = { $count ->
    [one] publicación por aprobar
    [many] publicaciones por aprobar
   *[other] publicaciones por aprobar
}
# After the number, shown in bold before it.
admin-overview-comments-to-approve = { $count ->
    [one] comentario por aprobar
    [many] comentarios por aprobar
   *[other] comentarios por aprobar
}
admin-overview-lately = Actividad reciente
admin-overview-period = Período
admin-overview-new-posts = Publicaciones nuevas
admin-overview-votes = Votos
admin-overview-comments = Comentarios
admin-overview-last-days = { $count ->
    [one] Último día
    [many] Últimos { $count } días
   *[other] Últimos { $count } días
}
admin-overview-per-day = Publicaciones y votos por día
admin-overview-trending = En tendencia
admin-overview-no-trending = Aún no hay publicaciones aprobadas.
# After a trending post's title: its status, votes and comments.
admin-overview-trending-facts = · { $status } · { $votes ->
        [one] { $votes } voto
        [many] { $votes } votos
       *[other] { $votes } votos
    } · { $comments ->
        [one] { $comments } comentario
        [many] { $comments } comentarios
       *[other] { $comments } comentarios
    }
admin-overview-chart-title = Publicaciones y votos por día, últimos 30 días
# The chart's text alternative; $first and $last are days, $most the busiest day's count.
admin-overview-chart-summary = { $posts ->
        [one] { $posts } publicación
        [many] { $posts } publicaciones
       *[other] { $posts } publicaciones
    } y { $votes ->
        [one] { $votes } voto
        [many] { $votes } votos
       *[other] { $votes } votos
    } del { $first } al { $last }; el valor más alto en un solo día, de publicaciones o de votos, fue { $most }.
admin-overview-legend-votes = Votos (barras)
admin-overview-legend-posts = Publicaciones nuevas (línea)
admin-overview-numbers-per-day = Cifras por día
admin-overview-day = Día

## Moderation

admin-moderation-title = Moderación
admin-moderation-description = Publicaciones y comentarios pendientes de aprobación, los más antiguos primero.
admin-moderation-pages = Páginas de la cola
admin-moderation-older-page = Página anterior
admin-moderation-next-page = Página siguiente
# A button; $names are the people who wrote what was just marked as spam.
admin-moderation-also-block = Bloquear también a { $names }
admin-moderation-empty = Nada en espera
admin-moderation-empty-hint = Aquí aparecen las publicaciones y los comentarios nuevos que necesitan aprobación, los más antiguos primero.
admin-moderation-posts = Publicaciones ({ $count })
admin-moderation-no-posts = No hay publicaciones en espera.
admin-moderation-choose = Seleccionar
admin-moderation-post = Publicación
admin-moderation-author = Autor
admin-moderation-board = Tablero
admin-moderation-submitted = Enviada
admin-moderation-decision = Decisión
admin-moderation-choose-post = Seleccionar “{ $title }”
admin-moderation-approve = Aprobar
admin-moderation-approve-post = Aprobar “{ $title }”
admin-moderation-spam = Spam
admin-moderation-spam-post = Marcar “{ $title }” como spam
admin-moderation-blocked = Bloqueado
admin-moderation-comments = Comentarios ({ $count })
admin-moderation-no-comments = No hay comentarios en espera.
admin-moderation-comment = Comentario
# The post a comment was written on.
admin-moderation-on = En la publicación
admin-moderation-written = Escrito
admin-moderation-choose-comment = Seleccionar el comentario de { $author }
admin-moderation-approve-comment = Aprobar el comentario de { $author }
admin-moderation-spam-comment = Marcar el comentario de { $author } como spam
admin-moderation-with-chosen = Con los elementos seleccionados
admin-moderation-approve-chosen = Aprobar los seleccionados
admin-moderation-spam-chosen = Marcar los seleccionados como spam
admin-moderation-block-authors = Bloquear también a sus autores

## Statuses

admin-statuses-title = Estados
admin-statuses-description = Los estados de las publicaciones, en el orden en que los muestran el tablero y la hoja de ruta.
admin-statuses-lede = Las publicaciones muestran estos estados en este orden; los que están en la hoja de ruta tienen allí su propia columna. Los cambios se reflejan al instante en el tablero, la hoja de ruta y la API.
admin-statuses-list = Estados
admin-statuses-kind-under-review = En revisión
admin-statuses-kind-planned = Planificado
admin-statuses-kind-in-progress = En curso
admin-statuses-kind-completed = Completado
admin-statuses-kind-closed = Cerrado
admin-statuses-default = Predeterminado
admin-statuses-on-roadmap = En la hoja de ruta
admin-statuses-label = Nombre
admin-statuses-colour = Color
admin-statuses-kind = Tipo
admin-statuses-save = Guardar
admin-statuses-save-named = Guardar “{ $name }”
admin-statuses-move-up = Subir
admin-statuses-move-up-named = Subir “{ $name }”
admin-statuses-move-down = Bajar
admin-statuses-move-down-named = Bajar “{ $name }”
admin-statuses-make-default = Establecer como predeterminado
admin-statuses-make-default-named = Establecer “{ $name }” como predeterminado
admin-statuses-make-default-hint = Las publicaciones nuevas reciben este estado
# Opens the form that deletes the status.
admin-statuses-delete-summary = Eliminar “{ $name }”…
admin-statuses-move-posts-to = Mover sus publicaciones a
admin-statuses-choose = Elige un estado
admin-statuses-delete = Eliminar
admin-statuses-delete-named = Eliminar “{ $name }”
admin-statuses-new = Nuevo estado
admin-statuses-create = Crear estado

## Tags

admin-tags-title = Etiquetas
admin-tags-description = Etiquetas que el equipo asigna a las publicaciones; el tablero y la API permiten filtrar por ellas.
admin-tags-lede = El equipo etiqueta las publicaciones desde sus páginas; cualquiera puede filtrar el tablero por una etiqueta. Al eliminar una etiqueta, se quita de sus publicaciones.
admin-tags-empty = Aún no hay etiquetas.
admin-tags-list = Etiquetas
admin-tags-name = Nombre
admin-tags-colour = Color
admin-tags-save = Guardar
admin-tags-save-named = Guardar “{ $name }”
admin-tags-delete = Eliminar
admin-tags-delete-named = Eliminar “{ $name }”
admin-tags-new = Nueva etiqueta
admin-tags-create = Crear etiqueta

## Boards

admin-boards-title = Tableros
admin-boards-description = Los tableros que contienen las publicaciones de la organización.
# ALLOW-PRIVATE is the name of an API header: keep it as it is.
admin-boards-lede = Los tableros contienen publicaciones. Los tableros privados solo los ve el equipo (y la API con ALLOW-PRIVATE); las publicaciones que no indican ningún tablero van al predeterminado.
admin-boards-list = Tableros
admin-boards-default = Predeterminado
admin-boards-private = Privado
admin-boards-name = Nombre
admin-boards-private-label = Privado (solo lo ve el equipo)
admin-boards-default-public = El tablero predeterminado recibe las publicaciones de todos, así que sigue siendo público.
admin-boards-save = Guardar
admin-boards-save-named = Guardar “{ $name }”
admin-boards-move-up = Subir
admin-boards-move-up-named = Subir “{ $name }”
admin-boards-move-down = Bajar
admin-boards-move-down-named = Bajar “{ $name }”
admin-boards-make-default = Establecer como predeterminado
admin-boards-make-default-named = Establecer “{ $name }” como predeterminado
admin-boards-make-default-hint = Aquí van las publicaciones que no indican ningún tablero
# Opens the form that deletes the board.
admin-boards-delete-summary = Eliminar “{ $name }”…
admin-boards-move-posts-to = Mover sus publicaciones a
admin-boards-choose = Elige un tablero
admin-boards-delete = Eliminar
admin-boards-delete-named = Eliminar “{ $name }”
admin-boards-new = Nuevo tablero
admin-boards-create = Crear tablero

## Customers (the list, and one customer)

admin-customers-title = Clientes
admin-customers-description = Los clientes de la organización: búsqueda, etiquetas, destacados y bloqueos, exportación e importación en CSV.
admin-customers-star = Destacar
admin-customers-star-named = Destacar a { $name }
admin-customers-unstar = Dejar de destacar
admin-customers-unstar-named = Dejar de destacar a { $name }
admin-customers-block = Bloquear
admin-customers-block-named = Bloquear a { $name }
admin-customers-unblock = Desbloquear
admin-customers-unblock-named = Desbloquear a { $name }
admin-customers-pages = Páginas de clientes
admin-customers-newer = Más recientes
admin-customers-older = Más antiguos
admin-customers-find = Buscar clientes
admin-customers-q = El nombre o el correo empieza por
admin-customers-label = Etiqueta
admin-customers-any-label = Cualquier etiqueta
admin-customers-show = Mostrar
admin-customers-no-match = Ningún cliente coincide.
admin-customers-name = Nombre
admin-customers-email = Correo
admin-customers-labels = Etiquetas
admin-customers-posts = Publicaciones
admin-customers-votes = Votos
admin-customers-comments = Comentarios
admin-customers-since = Desde
admin-customers-actions = Acciones
admin-customers-starred = Destacado
admin-customers-blocked = Bloqueado
admin-customers-transfer = Exportar e importar
admin-customers-export = Exportar todos los clientes en CSV
admin-customers-import-file = Archivo CSV para importar
admin-customers-import = Importar
# email, name, labels, starred, blocked, true and false are what the CSV file must say: keep them as they are.
admin-customers-import-hint = Una fila de encabezado con email (obligatorio), name, labels (separadas por ;), starred y blocked (true o false); como máximo 1000 filas. Los correos existentes se actualizan, nunca se duplican; las filas con errores se enumeran y las demás se importan.
admin-customers-import-errors = Filas que no se importaron
admin-customers-none-yet = Nada todavía.
# After a post's title in a customer's activity: what (a post's state, a vote's kind, a comment's first words), and when.
admin-customers-activity = · { $what } · { $at }
admin-customers-what-approved = aprobada
admin-customers-what-pending = pendiente de aprobación
admin-customers-what-hidden = oculta
admin-customers-what-upvote = voto a favor
admin-customers-what-downvote = voto en contra
admin-customer-description = Un cliente con sus publicaciones, votos y comentarios.
admin-customer-all = ← Todos los clientes
admin-customer-counts-label = Publicaciones, votos, comentarios
admin-customer-counts = { $posts }, { $votes }, { $comments }
admin-customer-standing = Situación
admin-customer-standing-blocked = Bloqueado: no puede publicar, votar ni comentar
admin-customer-standing-starred = Destacado
admin-customer-standing-regular = Normal
admin-customer-labels = Etiquetas (separadas por comas)
admin-customer-save-labels = Guardar etiquetas

## Team

admin-team-title = Equipo
admin-team-description = Quién gestiona el tablero y con qué rol.
admin-team-lede = Los administradores pueden hacerlo todo; los miembros moderan publicaciones, comentarios, estados y etiquetas; los gestores de éxito del cliente, además, gestionan los clientes.
admin-team-role-admin = Administrador
admin-team-role-member = Miembro
admin-team-role-csm = Éxito del cliente
admin-team-name = Nombre
admin-team-email = Correo
admin-team-role = Rol
admin-team-since = Desde
admin-team-remove = Quitar
# The reader's own row.
admin-team-you = { $name } (tú)
admin-team-role-of = Rol de { $name }
admin-team-save = Guardar
admin-team-save-role-of = Guardar el rol de { $name }
admin-team-remove-named = Quitar a { $name } del equipo
admin-team-add-someone = Añadir a alguien
admin-team-new-name = Nombre (para alguien nuevo)
admin-team-add = Añadir al equipo
admin-team-add-hint = Quien sea nuevo recibe una cuenta con este correo. Cada persona añadida recibe una invitación por correo con un enlace de un solo uso para iniciar sesión, válido durante 7 días.

## Settings

admin-settings-title = Configuración
admin-settings-description = El perfil de la organización, las reglas de moderación, la clave de API y el secreto de SSO.
admin-settings-profile = Perfil
admin-settings-display-name = Nombre visible
admin-settings-org-description = Descripción
admin-settings-website = Sitio web
admin-settings-time-zone = Zona horaria
admin-settings-time-zone-hint = Los endpoints de la API de primera generación muestran las horas en esta zona horaria.
admin-settings-save-profile = Guardar perfil
admin-settings-logo = Logotipo
admin-settings-logo-current = El logotipo actual
admin-settings-logo-remove = Quitar el logotipo
admin-settings-logo-none = Aún no hay logotipo.
admin-settings-logo-new = Nuevo logotipo (PNG, JPEG o GIF, 10 MB como máximo)
admin-settings-logo-upload = Subir logotipo
admin-settings-moderation = Moderación
admin-settings-require-approval = Las publicaciones nuevas de clientes esperan aprobación
admin-settings-require-comment-approval = Los comentarios nuevos de clientes esperan aprobación
admin-settings-trust = Confiar en un cliente tras este número de publicaciones aprobadas
admin-settings-trust-hint = Las publicaciones y los comentarios de un cliente de confianza no pasan por la cola. 0: nunca.
admin-settings-save-moderation = Guardar moderación
admin-settings-advanced = Avanzado
admin-settings-never = Nunca
admin-settings-api-key = Clave de API
# The text around a link to the API's reference: before it (up to the opening parenthesis), the link, after it.
admin-settings-api-key-text-start = La clave da a otros sistemas acceso a esta organización mediante la API REST (
admin-settings-api-key-reference = referencia
admin-settings-api-key-text-end = ). Se muestra una sola vez, al generarla; generar una nueva revoca al instante la clave actual.
admin-settings-api-key-generated = Generada
admin-settings-api-key-unknown = Fecha desconocida
admin-settings-api-key-none = Aún no hay clave
admin-settings-api-key-last-used = Último uso
admin-settings-api-key-new = Tu nueva clave de API
admin-settings-api-key-generate = Generar
admin-settings-sso = Secreto de SSO
admin-settings-sso-text = Tu propio sitio inicia aquí la sesión de sus usuarios con un token firmado con este secreto (HS256). Al rotarlo, todos los tokens firmados con el secreto anterior dejan de ser válidos al instante.
admin-settings-sso-secret = Secreto
admin-settings-sso-rotated = Rotado
admin-settings-sso-new = Tu nuevo secreto de SSO
admin-settings-sso-rotate = Rotar
admin-settings-sso-example = Ejemplo: firmar un token
# Comments in a JavaScript example; $path is an address.
admin-settings-sso-example-sign = Node.js: iniciar la sesión de un usuario en { $path } con el secreto de SSO (HS256)
admin-settings-sso-example-send = Redirige el navegador a:

## Webhooks

admin-webhooks-title = Webhooks
admin-webhooks-description = Endpoints que reciben cada publicación, voto y comentario, con firma y reintentos.
# The introduction is in parts around markup: this part, then the three header names in parentheses.
admin-webhooks-lede-signed = Cada evento se envía como JSON a los endpoints que lo solicitan, firmado según la especificación Standard Webhooks (encabezados
admin-webhooks-lede-retries = Una entrega fallida se reintenta al cabo de 10 segundos, un minuto, 10 minutos, una hora, 6 horas y un día; un endpoint que falla durante 3 días se desactiva.
# A link at the end of the introduction.
admin-webhooks-lede-verify = Cómo verificar una entrega
admin-webhooks-secret = El secreto de firma del endpoint
admin-webhooks-secret-hint = Cópialo ahora: solo se muestra esta vez. Rótalo para obtener uno nuevo.
admin-webhooks-empty = Aún no hay webhooks.
admin-webhooks-list = Webhooks
admin-webhooks-new = Nuevo webhook
admin-webhooks-url = URL
admin-webhooks-url-hint = Una dirección https de internet; se rechazan las direcciones de redes privadas.
admin-webhooks-events = Eventos
admin-webhooks-add = Añadir webhook
admin-webhooks-state = Estado
admin-webhooks-state-on = Activado
admin-webhooks-state-off = Desactivado
admin-webhooks-state-failing = Activado, con fallos desde el { $since }
admin-webhooks-added = Añadido
admin-webhooks-test = Enviar evento de prueba
admin-webhooks-test-named = Enviar evento de prueba a { $url }
admin-webhooks-rotate = Rotar secreto
admin-webhooks-rotate-named = Rotar el secreto de { $url }
admin-webhooks-turn-off = Desactivar
admin-webhooks-turn-off-named = Desactivar { $url }
admin-webhooks-turn-on = Activar
admin-webhooks-turn-on-named = Activar { $url }
admin-webhooks-delete = Eliminar
admin-webhooks-delete-named = Eliminar { $url }
admin-webhooks-latest = Últimas entregas a { $url }
admin-webhooks-event = Evento
admin-webhooks-last-attempt = Último intento
admin-webhooks-answer = Respuesta
admin-webhooks-actions = Acciones
admin-webhooks-no-deliveries = Aún no se ha entregado nada.
admin-webhooks-delivered = { $count ->
    [one] Entregado ({ $count } intento)
    [many] Entregado ({ $count } intentos)
   *[other] Entregado ({ $count } intentos)
}
admin-webhooks-failed = { $count ->
    [one] Falló tras { $count } intento
    [many] Falló tras { $count } intentos
   *[other] Falló tras { $count } intentos
}
admin-webhooks-retrying = Nuevo intento el { $at } (intentos hasta ahora: { $count })
admin-webhooks-waiting = En espera
admin-webhooks-no-answer = Sin respuesta
# The last attempt: when, how long it took, and what came of it.
admin-webhooks-attempt = { $at }, { $ms } ms: { $outcome }
admin-webhooks-not-yet = Todavía no
admin-webhooks-resend = Reenviar
# $event is the event's type (post.created), $id its identifier.
admin-webhooks-resend-named = Reenviar { $event } { $id }

## Changelog

admin-changelog-title = Registro de cambios
admin-changelog-description = Cuenta a los lectores lo que ya está disponible: entradas en Markdown, cada una con las publicaciones que incluye.
# The introduction is in parts around two links: the start, the first link, "and in", the second link, the end.
admin-changelog-lede-start = Las entradas publicadas aparecen en
admin-changelog-lede-changelog = el registro de cambios
admin-changelog-lede-and = y en
admin-changelog-lede-feed = su feed Atom
admin-changelog-lede-end = ; las publicaciones que incluyen indican “Disponible en …”. Cuando una entrada se publica por primera vez, quienes siguen sus publicaciones reciben un correo.
admin-changelog-new = Nueva entrada
admin-changelog-save-draft = Guardar borrador
admin-changelog-publish = Publicar
admin-changelog-publish-named = Publicar “{ $title }”
admin-changelog-entries = Entradas
admin-changelog-empty = Aún no hay entradas.
admin-changelog-list = Entradas del registro de cambios
admin-changelog-pages = Páginas de entradas
admin-changelog-newer = Más recientes
admin-changelog-older = Más antiguas
admin-changelog-state = Estado
admin-changelog-state-published = Publicada el { $at }
admin-changelog-state-draft-again = De nuevo en borrador (publicada por primera vez el { $at })
admin-changelog-state-draft = Borrador
admin-changelog-last-changed = Última modificación
admin-changelog-view = Ver “{ $title }” en el registro de cambios
admin-changelog-edit-named = Editar “{ $title }”
admin-changelog-save = Guardar
admin-changelog-save-named = Guardar “{ $title }”
admin-changelog-unpublish = Volver a borrador
admin-changelog-unpublish-named = Devolver “{ $title }” a borrador
admin-changelog-delete = Eliminar
admin-changelog-delete-named = Eliminar “{ $title }”
admin-changelog-complete = Al publicar, mover sus publicaciones a Completado
# A post that can be chosen, with its status.
admin-changelog-post-status = { $title } ({ $status })
admin-changelog-field-title = Título
admin-changelog-field-text = Texto
# Markdown's syntax (** _ [](…)) stays as it is.
admin-changelog-markdown-hint = Markdown: **negrita**, _cursiva_, [enlaces](https://…), listas, encabezados.
admin-changelog-posts = Publicaciones que incluye
admin-changelog-other-posts = Otras publicaciones: sus direcciones o números, uno por línea

## Audit log

admin-audit-title = Registro de auditoría
admin-audit-description = Todas las acciones del equipo en el área de administración, las más recientes primero.
admin-audit-pages = Páginas del registro de auditoría
admin-audit-newer = Más recientes
admin-audit-older = Más antiguas
admin-audit-filter = Filtrar el registro de auditoría
admin-audit-person = Persona
admin-audit-everyone = Todos
admin-audit-kind = Tipo
admin-audit-every-kind = Todos los tipos
admin-audit-show = Mostrar
admin-audit-empty = Aún no hay nada registrado aquí.
admin-audit-when = Cuándo
admin-audit-who = Quién
admin-audit-what = Qué
admin-audit-target = Objeto
admin-audit-details = Detalles
admin-settings-default-language = Idioma predeterminado
admin-settings-default-language-hint = Para los lectores cuyo navegador no solicita ninguno de los idiomas de upboard y para los correos a quienes no han elegido ninguno.

## The audit log's kinds of action (their codes: post.approved → audit-post-approved)

audit-post-approved = Publicación aprobada
audit-post-marked-spam = Publicación marcada como spam
audit-post-merged = Publicación fusionada con otra
audit-post-unmerged = Fusión de una publicación deshecha
audit-post-tags-changed = Etiquetas de una publicación modificadas
audit-post-owner-changed = Responsable de una publicación cambiado
audit-post-estimated = Publicación estimada (RICE)
audit-post-status-changed = Estado de una publicación cambiado
audit-vote-cast-for-customer = Voto emitido en nombre de un cliente
audit-comment-approved = Comentario aprobado
audit-comment-marked-spam = Comentario marcado como spam
audit-user-blocked = Cliente bloqueado
audit-user-unblocked = Cliente desbloqueado
audit-customer-changed = Cliente modificado
audit-customers-exported = Clientes exportados
audit-customers-imported = Clientes importados
audit-team-added = Miembro añadido al equipo
audit-team-role-changed = Rol de un miembro del equipo cambiado
audit-team-removed = Miembro quitado del equipo
audit-status-created = Estado creado
audit-status-changed = Estado modificado
audit-status-moved = Posición de un estado cambiada
audit-status-deleted = Estado eliminado
audit-tag-created = Etiqueta creada
audit-tag-changed = Etiqueta modificada
audit-tag-deleted = Etiqueta eliminada
audit-board-created = Tablero creado
audit-board-changed = Tablero modificado
audit-board-moved = Posición de un tablero cambiada
audit-board-deleted = Tablero eliminado
audit-settings-changed = Configuración modificada
audit-api-key-generated = Nueva clave de API generada
audit-sso-secret-rotated = Secreto de SSO rotado
audit-webhook-created = Webhook añadido
audit-webhook-deleted = Webhook eliminado
audit-webhook-secret-rotated = Secreto de un webhook rotado
audit-changelog-created = Entrada del registro de cambios redactada
audit-changelog-changed = Entrada del registro de cambios modificada
audit-changelog-published = Entrada del registro de cambios publicada
audit-changelog-deleted = Entrada del registro de cambios eliminada
audit-roadmap-settings-changed = Hoja de ruta principal modificada
audit-roadmap-created = Hoja de ruta creada
audit-roadmap-changed = Hoja de ruta modificada
audit-roadmap-moved = Posición de una hoja de ruta cambiada
audit-roadmap-deleted = Hoja de ruta eliminada
audit-access-token-created = Token de acceso personal creado
audit-access-token-revoked = Token de acceso personal revocado
audit-slack-connected = Canal de Slack conectado
audit-slack-disconnected = Canal de Slack desconectado
audit-tracker-connected = Repositorio de GitHub o equipo de Linear conectado
audit-tracker-disconnected = Repositorio de GitHub o equipo de Linear desconectado
audit-issue-linked = Publicación vinculada a una incidencia
audit-issue-unlinked = Publicación desvinculada de una incidencia
audit-import-started = Importación desde otro tablero iniciada

## The roadmaps page
admin-roadmaps-title = Hojas de ruta
admin-roadmaps-description = Elige las columnas, los tableros y las etiquetas de cada hoja de ruta.
admin-roadmaps-lede = Las columnas de una hoja de ruta son estados: numéralos 1, 2, 3… en el orden en que aparecen y deja un estado vacío para omitirlo.
admin-roadmaps-main = Hoja de ruta principal
admin-roadmaps-save-main = Guardar la hoja de ruta principal
admin-roadmaps-named = Más hojas de ruta
admin-roadmaps-named-hint = Cada una tiene su propia dirección y un enlace en la navegación: por ejemplo, una por trimestre o por área de producto.
admin-roadmaps-none = Aún no hay otras hojas de ruta.
admin-roadmaps-new = Nueva hoja de ruta
admin-roadmaps-create = Crear hoja de ruta
admin-roadmaps-name = Nombre
admin-roadmaps-columns = Columnas
admin-roadmaps-columns-hint = 1 es la primera columna; un estado que se deja vacío no se muestra.
admin-roadmaps-completed-days = Publicaciones completadas de los últimos … días
admin-roadmaps-completed-days-hint = Déjalo vacío para mostrar todas las publicaciones completadas.
admin-roadmaps-hidden = Ocultar esta hoja de ruta (solo la ve el equipo)
admin-roadmaps-hidden-badge = Oculta
admin-roadmaps-boards = Tableros
admin-roadmaps-boards-hint = Solo publicaciones de estos tableros; si no marcas ninguno: todos los tableros públicos.
admin-roadmaps-tags = Etiquetas
admin-roadmaps-tags-hint = Solo publicaciones con alguna de estas etiquetas; si no marcas ninguna: publicaciones con cualquier etiqueta o sin ninguna.
admin-roadmaps-save = Guardar
admin-roadmaps-save-named = Guardar “{ $name }”
admin-roadmaps-move-up-named = Subir “{ $name }”
admin-roadmaps-move-down-named = Bajar “{ $name }”
admin-roadmaps-delete-summary = Eliminar “{ $name }”…
admin-roadmaps-delete-hint = Sus publicaciones se quedan como están; solo se elimina la hoja de ruta.
admin-roadmaps-delete = Eliminar hoja de ruta
admin-roadmaps-delete-named = Eliminar la hoja de ruta “{ $name }”

## What a new organization starts with (`upboard org create --language`): data, renamed at will
new-org-board = Solicitudes de funciones
new-org-status-submitted = Enviada
new-org-status-under-review = En revisión
new-org-status-planned = Planificada
new-org-status-in-progress = En curso
new-org-status-completed = Completada
new-org-status-closed = Cerrada
admin-settings-sign-in = Inicio de sesión
admin-settings-sign-in-with = En este tablero se inicia sesión con
admin-settings-sign-in-password = Una contraseña
admin-settings-sign-in-password-or-link = Una contraseña o un enlace por correo
admin-settings-sign-in-link = Solo un enlace por correo (sin contraseñas)
admin-settings-sign-in-hint = Un enlace sirve una vez, durante 30 minutos. Las invitaciones al equipo, el enlace SSO de tu producto y los enlaces que crea un operador con upboard org sign-in-link funcionan elijas lo que elijas.
admin-settings-save-sign-in = Guardar el inicio de sesión
admin-settings-team-two-factor = Exigir el inicio de sesión en dos pasos al equipo
admin-settings-team-two-factor-hint-start = Un miembro del equipo sin él actúa como cliente hasta que lo configure en 
admin-settings-team-two-factor-hint-link = su página de inicio de sesión en dos pasos
admin-settings-team-two-factor-hint-end = . Configúrelo primero para usted. Quien haya perdido la aplicación y los códigos de recuperación vuelve a entrar gracias a un operador (upboard user two-factor-off).
admin-providers = Proveedores de inicio de sesión (OpenID Connect)
admin-providers-intro = Permita que las personas inicien sesión con su proveedor de identidad (Keycloak, Okta, Entra ID, Authentik, Google…). La página de inicio de sesión muestra un botón para cada uno.
admin-providers-redirect = Registre esta dirección de redirección en el proveedor:
admin-providers-issuer = Dirección del emisor
admin-providers-client-id = ID de cliente
admin-providers-client-secret = Secreto de cliente
admin-providers-role-claim = Claim de rol
admin-providers-no-role-claim = Ninguno: los roles se fijan en la página del equipo
admin-providers-join-domains = Quién puede unirse con él (dominios de correo)
admin-providers-anyone = Cualquiera que autentique
admin-providers-test = Inicio de sesión de prueba
admin-providers-tested = Superado el { $at }
admin-providers-not-tested = Aún no superado
admin-providers-team = El equipo
admin-providers-team-only = Inicia sesión solo con este proveedor
admin-providers-team-any = También puede iniciar sesión con contraseña o enlace
admin-providers-test-button = Probar inicio de sesión
admin-providers-team-only-on = Equipo solo con este proveedor
admin-providers-team-only-off = Volver a permitir contraseñas al equipo
admin-providers-remove = Eliminar
admin-providers-add = Añadir un proveedor
admin-providers-label = Texto del botón («Iniciar sesión con…»)
admin-providers-scopes = Ámbitos
admin-providers-scopes-hint = Además de openid, que siempre se pide; vacío: email profile.
admin-providers-role-hint = Un claim como groups (o una ruta como realm_access.roles) cuyos valores dan roles del equipo en cada inicio de sesión. Vacío: el proveedor no decide los roles.
admin-providers-admin-values = Valores que hacen administrador (separados por comas)
admin-providers-member-values = Valores que hacen miembro (moderador)
admin-providers-csm-values = Valores que hacen éxito del cliente
admin-providers-domains-hint = Separados por comas, como example.com. Vacío: cualquiera que el proveedor autentique puede unirse como cliente.
admin-providers-add-button = Añadir el proveedor
admin-settings-verify-emails = Los clientes nuevos confirman su dirección de correo antes de que cuenten sus publicaciones, comentarios y votos
admin-settings-verify-emails-hint = Reciben un enlace al registrarse, y cada página les dice qué espera. No se pregunta al equipo, a quienes tienen la dirección avalada por SSO o por un proveedor de identidad, ni a los clientes que se registraron antes de activar esto. Desactivarlo deja salir todo lo que aún espera.
admin-settings-widget = Widget
admin-settings-widget-text = Lleva el tablero a tu producto: pega estas dos líneas en sus páginas y haz que tu servidor firme quién ha iniciado sesión allí (docs/widget.md muestra cómo, en JavaScript, Python, Ruby y Rust).
admin-settings-widget-access = Quién puede usar el widget sin la firma de tu servidor
admin-settings-widget-signed = Nadie: tu servidor firma a todos (recomendado)
admin-settings-widget-anonymous = Cualquiera puede leer; votar, comentar y publicar necesitan la firma de tu servidor
admin-settings-widget-access-save = Guardar quién puede usar el widget
admin-settings-widget-origins = Páginas anfitrionas
admin-settings-widget-origins-text = Solo las páginas de estos orígenes pueden llamar al widget; cualquier otra se rechaza.
admin-settings-widget-origins-none = Ninguna aún: el widget no funciona en ninguna página.
admin-settings-widget-origin = Origen de una página que muestra el widget
admin-settings-widget-origin-hint = Esquema, host y puerto, como https://app.example.com (http solo para esta máquina: localhost, 127.0.0.1).
admin-settings-widget-origin-add = Permitir este origen
admin-settings-widget-origin-remove = Quitar
admin-settings-widget-origin-remove-named = Quitar { $origin }
admin-settings-widget-secret = Secreto de identificación
admin-settings-widget-secret-text = Tu servidor firma a cada persona (HS256) con este secreto: guárdalo en tu servidor, nunca en una página.
admin-settings-widget-secret-state = Secreto
admin-settings-widget-secret-set = Creado (se mostró una vez, al crearlo)
admin-settings-widget-secret-none = Ninguno aún: crea uno para usar el widget
admin-settings-widget-previous = El secreto anterior
admin-settings-widget-previous-until = sirve hasta el { $date }
admin-settings-widget-secret-new = El nuevo secreto del widget
admin-settings-widget-grace = Horas que el secreto anterior sigue sirviendo
admin-settings-widget-grace-hint = De 0 a 720: lo bastante para dar el nuevo secreto a tus servidores. 0 termina el anterior al instante.
admin-settings-widget-secret-make = Crear un secreto nuevo

# Priorities and companies (docs/priorities.md)
admin-section-priorities = Prioridades
admin-section-companies = Empresas
admin-priorities-title = Prioridades
admin-priorities-description = Solicitudes ordenadas por votos, por las empresas que las respaldan, por sus ingresos o por una puntuación RICE, con las cifras que ponen cada una ahí.
admin-priorities-filter = Filtrar las prioridades
admin-priorities-sort = Ordenar por
admin-priorities-sort-revenue = Ingresos
admin-priorities-sort-votes = Votos
admin-priorities-sort-companies = Empresas
admin-priorities-sort-rice = Puntuación RICE
admin-priorities-board = Tablero
admin-priorities-any-board = Todos los tableros
admin-priorities-status = Estado
admin-priorities-any-status = Todos los estados
admin-priorities-plan = Plan de una empresa que votó
admin-priorities-any-plan = Cualquier plan
admin-priorities-show = Mostrar
admin-priorities-of-company = Solicitudes votadas por { $company }.
admin-priorities-company-page = Página de la empresa
admin-priorities-all-companies = Todas las empresas
admin-priorities-none = Ninguna solicitud coincide.
admin-priorities-caption = Solicitudes por orden de prioridad
admin-priorities-rank = Puesto
admin-priorities-post = Solicitud
admin-priorities-votes = Votos
admin-priorities-companies = Empresas
admin-priorities-revenue = Ingresos mensuales
admin-priorities-rice = RICE
admin-priorities-why = ¿Por qué aquí?
admin-priorities-why-here = ¿Por qué aquí?
admin-priorities-where = en { $board }, { $status }
admin-priorities-why-votes = Votos a favor: { $votes }.
admin-priorities-why-companies = Empresas entre quienes votaron, cada una contada una vez: { $companies }.
admin-priorities-why-sum = Ingresos: la suma de los ingresos mensuales de esas { $companies } empresas, { $sum }.
admin-priorities-why-average = Ingresos: el promedio de ingresos mensuales de esas { $companies } empresas, { $sum } ÷ { $companies } = { $average }.
admin-priorities-why-max = Ingresos: el mayor ingreso mensual entre esas { $companies } empresas, { $max }.
admin-priorities-why-rice = RICE: alcance { $reach } ({ $kind }) × impacto { $impact } × confianza { $confidence } % ÷ esfuerzo { $effort } meses-persona = { $score }.
admin-priorities-why-unestimated = RICE: aún sin estimar; el equipo fija impacto, confianza y esfuerzo en la página de la solicitud.
admin-priorities-reach-votes = votos
admin-priorities-reach-companies = empresas
admin-priorities-reach-revenue = ingresos
admin-priorities-pages = Páginas de prioridades
admin-priorities-previous = Anterior
admin-priorities-next = Siguiente
admin-priorities-settings = Cómo se cuenta el valor
admin-priorities-measure = Los ingresos de una solicitud son
admin-priorities-measure-sum = la suma de los ingresos mensuales de sus empresas
admin-priorities-measure-average = su promedio
admin-priorities-measure-max = el mayor de ellos
admin-priorities-reach = El alcance de una puntuación RICE cuenta
admin-priorities-public = Mostrar en las páginas públicas las empresas e ingresos detrás de una solicitud
admin-priorities-save = Guardar
admin-companies-title = Empresas
admin-companies-description = Las empresas a las que pertenecen sus clientes, con lo que cada una paga al mes.
admin-companies-find = Buscar empresas
admin-companies-q = El nombre o el id externo empieza por
admin-companies-total = Empresas: { $count }
admin-companies-none = Aún no hay empresas: el identify del widget, la API y una importación CSV las traen.
admin-companies-name = Nombre
admin-companies-external-id = Id externo
admin-companies-plan = Plan
admin-companies-people = Personas
admin-companies-revenue = Ingresos mensuales
admin-companies-pages = Páginas de empresas
admin-companies-import-heading = Importar empresas
admin-companies-import-hint = Un archivo CSV con fila de encabezado: external_id (obligatorio), name, monthly_revenue, plan, size; cualquier otra columna se vuelve un atributo. Hasta 1000 filas; una empresa ya presente por su id externo se actualiza.
admin-company-description = Una empresa, sus personas y lo que pidieron.
admin-company-all = Todas las empresas
admin-company-size = Tamaño
admin-company-in-priorities = Sus solicitudes en Prioridades
admin-company-requests = Lo que pidieron
admin-company-request = votada por { $voters } de sus personas, { $status }
admin-company-person = { $email }, votos: { $votes }
admin-roadmaps-sort = Tarjetas ordenadas por
admin-roadmaps-sort-hint = Ingresos, empresas y RICE ordenan las tarjetas como Prioridades; la página muestra el orden, nunca las cifras.
admin-settings-widget-email = Cualquiera puede leer; quien da una dirección de correo puede votar, comentar y publicar, y cuenta cuando abre el enlace que le enviamos

# The integrations page (Slack).
admin-section-integrations = Integraciones
admin-integrations-title = Integraciones
admin-integrations-description = Conecta el tablero con las herramientas en las que trabaja el equipo.
admin-slack-lede = Pega un webhook entrante de Slack (o uno compatible con Slack, como el de Mattermost) para enterarte de las nuevas publicaciones, los cambios de estado y los nuevos comentarios de un tablero, en el idioma de esta organización. Un canal que falla se reintenta y se desactiva tras tres días de fallos.
admin-slack-empty = Aún no hay ningún canal de Slack conectado.
admin-slack-list = Canales de Slack conectados
admin-slack-new = Conectar un canal de Slack
admin-slack-url = URL del webhook entrante
admin-slack-url-hint = En los ajustes de tu app de Slack (api.slack.com/apps): Incoming Webhooks → Add New Webhook, elige el canal y copia la URL. Se guarda cifrada y se muestra con su parte secreta oculta.
admin-slack-board = Tablero
admin-slack-every-board = Todos los tableros
admin-slack-events = Mensajes
admin-slack-connect = Conectar canal
admin-slack-event-post-created = Nuevas publicaciones
admin-slack-event-status-changed = Cambios de estado
admin-slack-event-comment-created = Nuevos comentarios
admin-slack-last-success = Último mensaje entregado
admin-slack-last-error = Último fallo
admin-slack-never = Todavía ninguno
admin-slack-no-error = Ninguno
admin-slack-error-at = { $at }: { $error }
admin-slack-test = Enviar mensaje de prueba
admin-slack-test-named = Enviar mensaje de prueba a { $name }
admin-slack-delete = Desconectar
admin-slack-delete-named = Desconectar { $name }
admin-trackers-title = GitHub y Linear
admin-trackers-lede = Conecta un repositorio de GitHub o un equipo de Linear: el equipo crea incidencias a partir de las publicaciones o las vincula con incidencias existentes, y cuando una incidencia se cierra, se reabre, recibe una etiqueta o se mueve, sus publicaciones la siguen según las reglas que fijes, con el mensaje público que indiques. Cuando un estado cambia aquí, puede publicarse un comentario en las incidencias.
admin-trackers-empty = Aún no hay ningún repositorio ni equipo conectado.
admin-trackers-list = Repositorios y equipos conectados
admin-trackers-new = Conectar un repositorio o un equipo
admin-trackers-kind = Gestor de incidencias
admin-trackers-target = Repositorio (owner/repo) o ID del equipo de Linear
admin-trackers-target-hint = GitHub: owner/repo, o la dirección del repositorio. Linear: el ID del equipo (en Linear, abre los ajustes del equipo, pulsa Ctrl K o ⌘ K y elige “Copy model UUID”).
admin-trackers-token = Token de API
admin-trackers-token-hint = GitHub: un token de acceso personal de tipo “fine-grained” (o el de una GitHub App) con Issues: read and write en el repositorio. Linear: una clave de API personal (Settings → Security & access). Se guarda cifrado y no vuelve a mostrarse.
admin-trackers-secret = Secreto del webhook
admin-trackers-secret-hint = GitHub: copia ahora este secreto y después añade con él un webhook al repositorio (Settings → Webhooks), con el tipo de contenido application/json y el evento Issues. Linear: en su lugar, crea un webhook para las incidencias del equipo (Settings → API) y pega aquí su secreto de firma. En ambos casos, los envíos van a la dirección que se muestra una vez hecha la conexión.
admin-trackers-api = Dirección de la API
admin-trackers-api-hint = Déjala vacía para github.com o linear.app; para GitHub Enterprise Server, https://your-host/api/v3.
admin-trackers-connect = Conectar
admin-trackers-inbound = Dirección del webhook
admin-trackers-mapping = Cuando cambia una incidencia de { $name }, sus publicaciones pasan al estado
admin-trackers-changes-github = Para cada estado, los cambios de la incidencia que llevan las publicaciones a ese estado, separados por comas: closed, closed:completed, closed:not_planned, reopened, label:<name>.
admin-trackers-changes-linear = Para cada estado, los estados del flujo de trabajo (o sus tipos) que llevan las publicaciones a ese estado, separados por comas: In Review, started, completed, canceled.
admin-trackers-message = Mensaje público que se publica con el cambio (opcional)
admin-trackers-comment = Comentar en las incidencias vinculadas cuando el estado de una publicación cambie aquí
admin-trackers-save = Guardar reglas
admin-trackers-save-named = Guardar reglas de { $name }
admin-trackers-delete = Desconectar
admin-trackers-delete-named = Desconectar { $name }

# The import page (docs/import.md).
admin-section-import = Importar
admin-import-title = Importar desde otro tablero
admin-import-description = Trae aquí las publicaciones, votos y comentarios de otro tablero
admin-import-new = Iniciar una importación
admin-import-lede = Lee las publicaciones, votos y comentarios de otro tablero en esta organización. Una prueba dice primero qué se crearía, uniría u omitiría, sin escribir nada; la importación hace después exactamente eso. Ejecutarla de nuevo solo añade lo nuevo.
admin-import-kind = Origen
admin-import-kind-api-v3 = Un servidor de la API de upboard (/api/v3): otro upboard, FeatureOS, Hellonext
admin-import-kind-uservoice-csv = UserVoice (exportación CSV)
admin-import-kind-canny-csv = Canny (exportación CSV)
admin-import-files = Desde una exportación CSV
admin-import-files-lede = Sube los archivos que exportó otro tablero. Se guardan en este servidor hasta que termina su importación (los de una prueba, una hora más, para poder ejecutarla tal cual) y se leen como los lee la línea de órdenes. Como máximo { $max } MB por archivo.
admin-import-file-suggestions = Exportación de sugerencias (CSV)
admin-import-file-posts = Exportación de publicaciones (CSV)
admin-import-file-votes = Exportación de votos (CSV, si la tienes)
admin-import-file-comments = Exportación de comentarios (CSV, si la tienes)
admin-import-url = Dirección del origen
admin-import-url-hint = La dirección web del servidor del tablero. Para Canny, déjala vacía.
admin-import-key = Clave de API del origen
admin-import-key-hint = Se guarda sellada mientras corre la importación y se borra al terminar (la de una prueba, una hora después, para poder ejecutarla tal cual).
admin-import-statuses = Correspondencia de estados
admin-import-statuses-hint = Una por línea, como «Estado allí=Estado aquí». Los estados de aquí: { $statuses }. Un estado sin correspondencia va al estado de aquí con su nombre o tipo, o se crea uno nuevo.
admin-import-dry-run = Prueba
admin-import-run = Importar
admin-import-busy = Hay una importación en curso: la siguiente puede empezar cuando termine.
admin-import-runs = Importaciones
admin-import-none = Aún no hay importaciones.
admin-import-state-waiting = Esperando al proceso de fondo del servidor.
admin-import-state-running = En curso.
admin-import-state-stopped = Detenida.
admin-import-state-finished = Terminada.
admin-import-a-dry-run = Prueba del { $when }
admin-import-a-run = Importación del { $when }
admin-import-refresh = Ver el progreso más reciente
admin-import-would = Lo que haría la importación
admin-import-did = Lo que hizo la importación
admin-import-records = Registros
admin-import-created = Creados
admin-import-matched = Unidos con lo que hay aquí
admin-import-already = Ya aquí por una importación anterior
admin-import-skipped = Omitidos
admin-import-more-problems = { $n } más no se muestran.
admin-import-problems = Problemas ({ $n })
admin-import-run-as-said = Importar como dijo esta prueba
admin-import-source = Origen
admin-import-finished = Terminada
admin-import-boards = Tableros
admin-import-statuses-here = Estados
admin-import-tags = Etiquetas
admin-import-people = Personas
admin-import-companies = Empresas
admin-import-posts = Publicaciones
admin-import-votes = Votos
admin-import-comments = Comentarios
admin-import-merges = Publicaciones fusionadas
admin-import-attachments = Imágenes
admin-import-progress = Publicaciones leídas: { $done } de { $total }.
admin-import-progress-uncounted = Publicaciones leídas: { $done }.
