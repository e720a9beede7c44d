# Shared by every page: the frame around it, the header, the sections, the footer.

skip-to-content = Saltar al contenido
nav-sections = Secciones
nav-feedback = Sugerencias
nav-roadmap = Hoja de ruta
nav-changelog = Registro de cambios
nav-new-post = Nueva publicación
nav-account = Cuenta
nav-admin = Administración
sign-in = Iniciar sesión
sign-up = Registrarse
sign-out = Cerrar sesión
theme-dark = Tema oscuro
footer-language = Idioma
footer-language-change = Cambiar
pager-pages = Páginas
pager-previous = ← Anterior
pager-next = Siguiente →
pager-page = Página { $page }
not-found-title = No encontrado
not-found-heading = Aquí no hay nada
not-found-text = Esta página no existe o se ha movido.
not-found-home = Ir a la página principal
error-try-again = Vuelve a intentarlo
forbidden-title = No permitido
forbidden-admin-overview = Ir al panel de administración
