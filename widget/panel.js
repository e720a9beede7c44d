// upboard's widget panel (docs/widget.md), loaded by widget.js when the person first opens it:
// the boards and their posts with search as you type, a post with its thread, voting,
// commenting, a new post with an image and the similar posts before it is sent, the roadmap
// and what's new. Text from the board is always set as text, never as markup.

const WORDS = {
  en: {
    emailIntro: "Give your e-mail address to vote, comment and post. We e-mail you a link: what you do counts once you open it.", emailLabel: "E-mail address",
    nameLabel: "Name (optional)", proceed: "Continue", checkMail: (e) => `We e-mailed a link to ${e}. What you did counts once you open it.`,
    title: "Feedback", close: "Close", ideas: "Ideas", roadmap: "Roadmap", news: "What's new", newIdea: "New idea",
    search: "Search ideas", board: "Board", sort: "Order", trending: "Trending", top: "Top", newest: "New",
    votes: (n) => (n === 1 ? "1 vote" : `${n} votes`), comments: (n) => (n === 1 ? "1 comment" : `${n} comments`),
    upvote: (t) => `Upvote “${t}”`, back: "Back", onBoard: "Open on the board",
    comment: "Your comment", send: "Comment", noComments: "No comments yet.", titleLabel: "Title", description: "Description (optional)",
    images: "Images (optional)", submit: "Post idea", similar: "Similar ideas: vote there if one is yours", empty: "Nothing here yet.",
    loading: "Loading…", failed: "Something went wrong. Please try again.", posted: "Thank you! Your idea was posted.",
    waits: "Thank you! Your idea will appear once the team approves it.", commented: "Your comment was added.",
    identify: "Sign in to the product to vote, comment and post.", nothingNew: "Nothing new yet.", shipped: "Shipped",
  },
  de: {
    emailIntro: "Geben Sie Ihre E-Mail-Adresse an, um abzustimmen, zu kommentieren und Ideen einzureichen. Wir senden Ihnen einen Link: Was Sie tun, zählt, sobald Sie ihn öffnen.", emailLabel: "E-Mail-Adresse",
    nameLabel: "Name (optional)", proceed: "Weiter", checkMail: (e) => `Wir haben einen Link an ${e} gesendet. Was Sie getan haben, zählt, sobald Sie ihn öffnen.`,
    title: "Feedback", close: "Schließen", ideas: "Ideen", roadmap: "Roadmap", news: "Neuigkeiten", newIdea: "Neue Idee",
    search: "Ideen durchsuchen", board: "Board", sort: "Reihenfolge", trending: "Im Trend", top: "Top", newest: "Neu",
    votes: (n) => (n === 1 ? "1 Stimme" : `${n} Stimmen`), comments: (n) => (n === 1 ? "1 Kommentar" : `${n} Kommentare`),
    upvote: (t) => `Für „${t}“ stimmen`, back: "Zurück", onBoard: "Auf dem Board öffnen",
    comment: "Ihr Kommentar", send: "Kommentieren", noComments: "Noch keine Kommentare.", titleLabel: "Titel", description: "Beschreibung (optional)",
    images: "Bilder (optional)", submit: "Idee einreichen", similar: "Ähnliche Ideen: Stimmen Sie dort ab, wenn eine Ihre ist", empty: "Hier ist noch nichts.",
    loading: "Wird geladen …", failed: "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.", posted: "Danke! Ihre Idee wurde eingereicht.",
    waits: "Danke! Ihre Idee erscheint, sobald das Team sie freigibt.", commented: "Ihr Kommentar wurde hinzugefügt.",
    identify: "Melden Sie sich im Produkt an, um abzustimmen, zu kommentieren und Ideen einzureichen.", nothingNew: "Noch nichts Neues.", shipped: "Ausgeliefert",
  },
  es: {
    emailIntro: "Da tu dirección de correo para votar, comentar y publicar. Te enviamos un enlace: lo que hagas cuenta cuando lo abras.", emailLabel: "Dirección de correo",
    nameLabel: "Nombre (opcional)", proceed: "Continuar", checkMail: (e) => `Enviamos un enlace a ${e}. Lo que hiciste cuenta cuando lo abras.`,
    title: "Opiniones", close: "Cerrar", ideas: "Ideas", roadmap: "Hoja de ruta", news: "Novedades", newIdea: "Nueva idea",
    search: "Buscar ideas", board: "Tablero", sort: "Orden", trending: "En tendencia", top: "Más votadas", newest: "Nuevas",
    votes: (n) => (n === 1 ? "1 voto" : `${n} votos`), comments: (n) => (n === 1 ? "1 comentario" : `${n} comentarios`),
    upvote: (t) => `Votar «${t}»`, back: "Volver", onBoard: "Abrir en el tablero",
    comment: "Tu comentario", send: "Comentar", noComments: "Aún no hay comentarios.", titleLabel: "Título", description: "Descripción (opcional)",
    images: "Imágenes (opcional)", submit: "Publicar idea", similar: "Ideas parecidas: vota allí si una es la tuya", empty: "Aún no hay nada aquí.",
    loading: "Cargando…", failed: "Algo salió mal. Inténtalo de nuevo.", posted: "¡Gracias! Tu idea se publicó.",
    waits: "¡Gracias! Tu idea aparecerá cuando el equipo la apruebe.", commented: "Se añadió tu comentario.",
    identify: "Inicia sesión en el producto para votar, comentar y publicar.", nothingNew: "Aún no hay novedades.", shipped: "Lanzado",
  },
  fr: {
    emailIntro: "Donnez votre adresse e-mail pour voter, commenter et publier. Nous vous envoyons un lien : ce que vous faites compte dès que vous l’ouvrez.", emailLabel: "Adresse e-mail",
    nameLabel: "Nom (facultatif)", proceed: "Continuer", checkMail: (e) => `Nous avons envoyé un lien à ${e}. Ce que vous avez fait compte dès que vous l’ouvrez.`,
    title: "Vos idées", close: "Fermer", ideas: "Idées", roadmap: "Feuille de route", news: "Nouveautés", newIdea: "Nouvelle idée",
    search: "Rechercher des idées", board: "Tableau", sort: "Ordre", trending: "Tendances", top: "Les plus votées", newest: "Récentes",
    votes: (n) => (n <= 1 ? `${n} vote` : `${n} votes`), comments: (n) => (n <= 1 ? `${n} commentaire` : `${n} commentaires`),
    upvote: (t) => `Voter pour « ${t} »`, back: "Retour", onBoard: "Ouvrir sur le tableau",
    comment: "Votre commentaire", send: "Commenter", noComments: "Pas encore de commentaire.", titleLabel: "Titre", description: "Description (facultative)",
    images: "Images (facultatives)", submit: "Publier l’idée", similar: "Idées proches : votez-y si l’une est la vôtre", empty: "Rien ici pour l’instant.",
    loading: "Chargement…", failed: "Un problème est survenu. Veuillez réessayer.", posted: "Merci ! Votre idée a été publiée.",
    waits: "Merci ! Votre idée apparaîtra une fois approuvée par l’équipe.", commented: "Votre commentaire a été ajouté.",
    identify: "Connectez-vous au produit pour voter, commenter et publier.", nothingNew: "Rien de nouveau pour l’instant.", shipped: "Livré",
  },
  ar: {
    emailIntro: "أعطِ عنوان بريدك لتصوّت وتعلّق وتنشر. نرسل إليك رابطًا: ما تفعله يُحتسب حين تفتحه.", emailLabel: "عنوان البريد",
    nameLabel: "الاسم (اختياري)", proceed: "متابعة", checkMail: (e) => `أرسلنا رابطًا إلى ${e}. ما فعلته يُحتسب حين تفتحه.`,
    title: "ملاحظاتك", close: "إغلاق", ideas: "الأفكار", roadmap: "خارطة الطريق", news: "الجديد", newIdea: "فكرة جديدة",
    search: "ابحث في الأفكار", board: "اللوحة", sort: "الترتيب", trending: "الرائجة", top: "الأعلى تصويتًا", newest: "الأحدث",
    votes: (n) => `${n} من الأصوات`, comments: (n) => `${n} من التعليقات`,
    upvote: (t) => `صوّت لـ«${t}»`, back: "رجوع", onBoard: "افتح في اللوحة",
    comment: "تعليقك", send: "علّق", noComments: "لا تعليقات بعد.", titleLabel: "العنوان", description: "الوصف (اختياري)",
    images: "صور (اختياري)", submit: "انشر الفكرة", similar: "أفكار مشابهة: صوّت هناك إن كانت إحداها فكرتك", empty: "لا شيء هنا بعد.",
    loading: "جارٍ التحميل…", failed: "حدث خطأ ما. حاول مرة أخرى.", posted: "شكرًا! نُشرت فكرتك.",
    waits: "شكرًا! ستظهر فكرتك بعد أن يوافق عليها الفريق.", commented: "أُضيف تعليقك.",
    identify: "سجّل الدخول إلى المنتج لتصوّت وتعلّق وتنشر.", nothingNew: "لا جديد بعد.", shipped: "أُطلق",
  },
};

const CSS = `
.backdrop { position: fixed; inset: 0; z-index: 2147483001; background: rgb(17 24 39 / .35); }
.panel { position: fixed; z-index: 2147483002; bottom: 20px; inset-inline-end: 20px; width: min(420px, calc(100vw - 24px)); max-height: min(640px, calc(100vh - 40px)); display: flex; flex-direction: column; background: var(--ub-surface); color: var(--ub-text); border-radius: var(--ub-radius); box-shadow: 0 12px 40px rgb(0 0 0 / .3); overflow: hidden; }
:host([position="bottom-left"]) .panel { inset-inline-end: auto; inset-inline-start: 20px; }
.panel[hidden], .backdrop[hidden] { display: none; }
header { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 12px 16px; border-bottom: 1px solid var(--ub-border); }
h2 { margin: 0; font-size: 17px; }
h3 { margin: 12px 0 6px; font-size: 15px; }
nav { display: flex; gap: 4px; padding: 8px 12px; border-bottom: 1px solid var(--ub-border); flex-wrap: wrap; }
.body { padding: 12px 16px 16px; overflow-y: auto; }
button, input, select, textarea { font: inherit; color: inherit; }
button { cursor: pointer; }
:focus-visible { outline: 3px solid var(--ub-accent); outline-offset: 2px; }
.tab, .plain { border: 0; background: none; padding: 6px 10px; border-radius: 8px; color: var(--ub-text); }
.tab[aria-current="page"] { background: var(--ub-accent); color: var(--ub-accent-text); }
.primary { border: 0; border-radius: 8px; padding: 8px 14px; background: var(--ub-accent); color: var(--ub-accent-text); font-weight: 600; }
.close { border: 1px solid var(--ub-border); background: none; border-radius: 8px; padding: 4px 10px; }
label { display: block; font-weight: 600; margin: 10px 0 4px; }
input[type="search"], input[type="text"], input[type="email"], select, textarea { box-sizing: border-box; width: 100%; padding: 8px 10px; border: 1px solid var(--ub-muted); border-radius: 8px; background: var(--ub-surface); }
textarea { min-height: 90px; resize: vertical; }
.row { display: flex; gap: 8px; align-items: end; }
.row > div { flex: 1; }
ul { list-style: none; margin: 8px 0; padding: 0; }
li.card { display: flex; gap: 10px; align-items: flex-start; padding: 10px 0; border-bottom: 1px solid var(--ub-border); }
.vote { min-width: 48px; border: 1px solid var(--ub-border); border-radius: 8px; background: var(--ub-surface); padding: 4px 6px; display: flex; flex-direction: column; align-items: center; }
.vote[aria-pressed="true"] { background: var(--ub-accent); color: var(--ub-accent-text); border-color: var(--ub-accent); }
.link { border: 0; background: none; padding: 0; text-align: start; color: var(--ub-text); font-weight: 600; text-decoration: underline; }
.meta, .hint { color: var(--ub-muted); font-size: 13px; margin: 2px 0 0; }
.status { display: inline-block; padding: 0 8px; border-radius: 999px; border: 1px solid var(--ub-border); font-size: 12px; }
.said { margin: 8px 0; padding: 8px 10px; border-radius: 8px; background: #eef0ff; color: #1e1b4b; }
.said.error { background: #fef2f2; color: #7f1d1d; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.columns section { margin-bottom: 8px; }
a { color: var(--ub-accent); }
`;

/** An element with attributes and children; text is always text. */
function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else if (name === "text") element.textContent = value;
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  element.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return element;
}

let counter = 0;
const uid = (name) => `ub-${name}-${++counter}`;

export function mount(host) {
  const words = WORDS[host.lang] || WORDS.en;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  host.root.adoptedStyleSheets = [...host.root.adoptedStyleSheets, sheet];
  const titleId = uid("title");
  const backdrop = h("div", { class: "backdrop", hidden: true, onclick: () => host.close() });
  const status = h("p", { class: "sr", role: "status" });
  const main = h("div", { class: "body" });
  const tabs = [["ideas", words.ideas], ["roadmap", words.roadmap], ["news", words.news]].map(([view, label]) =>
    h("button", { type: "button", class: "tab", "data-view": view, text: label, onclick: () => show(view) }));
  const panel = h("section", { class: "panel", role: "dialog", "aria-modal": "true", "aria-labelledby": titleId, hidden: true, lang: host.lang, dir: host.lang === "ar" ? "rtl" : "ltr" },
    h("header", {}, h("h2", { id: titleId, text: words.title }), h("button", { type: "button", class: "close", text: words.close, onclick: () => host.close() })),
    h("nav", { "aria-label": words.title }, tabs, h("button", { type: "button", class: "primary", text: words.newIdea, onclick: () => show("new") })),
    main, status);
  host.shell.append(backdrop, panel);
  let state = { view: "ideas", sort: "trending", bucket: "", q: "" };

  // Keyboard: Escape closes; Tab stays within the open panel.
  panel.addEventListener("keydown", (event) => {
    if (event.key === "Escape") { event.preventDefault(); host.close(); return; }
    if (event.key !== "Tab") return;
    const focusable = [...panel.querySelectorAll("button, input, select, textarea, a[href]")].filter((e) => !e.disabled && e.offsetParent !== null);
    if (focusable.length === 0) return;
    const [first, last] = [focusable[0], focusable[focusable.length - 1]];
    const active = host.root.activeElement;
    if (event.shiftKey && active === first) { event.preventDefault(); last.focus(); }
    else if (!event.shiftKey && active === last) { event.preventDefault(); first.focus(); }
  });

  const say = (text, error = false) => h("p", { class: error ? "said error" : "said", role: error ? "alert" : "status", text });
  const announce = (text) => { status.textContent = ""; setTimeout(() => { status.textContent = text; }, 50); };
  const failed = (error) => say(error && error.status === 401 ? words.identify : (error && error.message) || words.failed, true);

  // What the widget may do without identify, asked once.
  let access = null;
  async function accessMode() {
    if (access === null) {
      try { access = (await host.call("GET", "me")).access; } catch { access = "signed"; }
    }
    return access;
  }

  // A write, done; or, where the board takes an e-mail address in place of identify and the
  // widget has no session yet, the address asked for first (at the start of `place`), then done.
  async function act(place, write) {
    try {
      return await write();
    } catch (error) {
      if (error.status !== 401 || host.getAttribute("token") || (await accessMode()) !== "email_posting") throw error;
      return new Promise((resolve, reject) => {
        place.querySelectorAll("form.ask").forEach((f) => f.remove());
        place.prepend(emailForm(() => write().then(resolve, reject)));
      });
    }
  }

  function emailForm(then) {
    const emailId = uid("email"), nameId = uid("name");
    const email = h("input", { id: emailId, type: "email", required: true, autocomplete: "email", maxlength: 254 });
    const name = h("input", { id: nameId, type: "text", autocomplete: "name", maxlength: 100 });
    const form = h("form", { class: "ask" }, h("p", { class: "hint", text: words.emailIntro }),
      h("label", { for: emailId, text: words.emailLabel }), email,
      h("label", { for: nameId, text: words.nameLabel }), name,
      h("p", {}, h("button", { type: "submit", class: "primary", text: words.proceed })));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      try {
        const answer = await host.call("POST", "email", { email: email.value, name: name.value }, false);
        host.session = answer.session;
        host.person = answer.person;
        form.remove();
        await then();
      } catch (error) { form.prepend(failed(error)); }
    });
    setTimeout(() => email.focus(), 0);
    return form;
  }

  // What an e-mail-only session did waits for the link e-mailed to the address.
  const waiting = () => say(words.checkMail(host.person ? host.person.email : ""));

  async function show(view, argument) {
    state.view = view;
    for (const tab of tabs) {
      if (tab.dataset.view === view) tab.setAttribute("aria-current", "page");
      else tab.removeAttribute("aria-current");
    }
    main.replaceChildren(say(words.loading));
    try {
      const render = { ideas, roadmap, news, post: detail, new: newIdea }[view];
      main.replaceChildren(...(await render(argument)));
    } catch (error) {
      main.replaceChildren(failed(error));
    }
  }

  // Named by its text: what it does and the count in words for screen readers, the arrow and
  // the figure for the eye.
  function voteButton(post, pressed) {
    const count = h("span", { "aria-hidden": "true", text: String(post.votes_count) });
    const spoken = h("span", { class: "sr", text: `${words.upvote(post.title)}, ${words.votes(post.votes_count)}` });
    const button = h("button", { type: "button", class: "vote", "aria-pressed": pressed ? "true" : "false" },
      spoken, h("span", { "aria-hidden": "true", text: "▲" }), count);
    button.addEventListener("click", async () => {
      try {
        const result = await act(main, () => host.call("POST", `posts/${post.id}/vote`, { kind: "upvote" }));
        post.votes_count = result.votes_count;
        count.textContent = String(result.votes_count);
        spoken.textContent = `${words.upvote(post.title)}, ${words.votes(result.votes_count)}`;
        button.setAttribute("aria-pressed", result.my_vote === "upvote" ? "true" : "false");
        if (result.waits_for_email) main.prepend(waiting());
        else announce(words.votes(result.votes_count));
      } catch (error) {
        main.prepend(failed(error));
      }
    });
    return button;
  }

  function cards(posts) {
    if (!posts.length) return [h("p", { class: "hint", text: words.empty })];
    return [h("ul", {}, posts.map((post) => h("li", { class: "card" },
      voteButton(post, false),
      h("div", {},
        h("button", { type: "button", class: "link", text: post.title, onclick: () => show("post", post.slug) }),
        h("p", { class: "meta" }, h("span", { class: "status", text: post.status.label }), " ", words.comments(post.comments_count))))))];
  }

  let searching;
  async function ideas() {
    const query = new URLSearchParams({ sort: state.sort });
    if (state.bucket) query.set("bucket", state.bucket);
    if (state.q) query.set("q", state.q);
    const board = await host.call("GET", `board?${query}`);
    const searchId = uid("search"), boardId = uid("board"), sortId = uid("sort");
    const results = h("div", {}, cards(board.posts));
    const search = h("input", { id: searchId, type: "search", value: state.q, autocomplete: "off" });
    search.addEventListener("input", () => {
      clearTimeout(searching);
      searching = setTimeout(async () => {
        state.q = search.value.trim();
        const q = new URLSearchParams({ sort: state.sort, q: state.q });
        if (state.bucket) q.set("bucket", state.bucket);
        try {
          const found = await host.call("GET", `board?${q}`);
          results.replaceChildren(...cards(found.posts));
        } catch (error) { results.replaceChildren(failed(error)); }
      }, 250);
    });
    const choose = (id, label, value, options, onchange) => h("div", {}, h("label", { for: id, text: label }),
      h("select", { id, onchange }, options.map(([v, text]) => h("option", { value: v, selected: v === value, text }))));
    const controls = h("div", { class: "row" },
      board.buckets.length > 1 ? choose(boardId, words.board, board.bucket.slug, board.buckets.map((b) => [b.slug, b.name]), (e) => { state.bucket = e.target.value; show("ideas"); }) : null,
      choose(sortId, words.sort, state.sort, [["trending", words.trending], ["top", words.top], ["new", words.newest]], (e) => { state.sort = e.target.value; show("ideas"); }));
    return [h("label", { for: searchId, text: words.search }), search, controls, results];
  }

  async function detail(slug) {
    const found = await host.call("GET", `posts/${encodeURIComponent(slug)}`);
    if (found.MovedTo) return detail(found.MovedTo);
    const page = found.Found;
    const post = page.post;
    const commentId = uid("comment");
    const thread = page.comments.length
      ? h("ul", {}, page.comments.map((c) => h("li", { class: "card" }, h("div", {}, h("p", { class: "meta", text: c.author_name }), h("p", { text: c.body_text })))))
      : h("p", { class: "hint", text: words.noComments });
    const body = h("textarea", { id: commentId, required: true });
    const form = h("form", {}, h("label", { for: commentId, text: words.comment }), body, h("p", {}, h("button", { type: "submit", class: "primary", text: words.send })));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      try {
        const added = await act(main, () => host.call("POST", `posts/${post.id}/comments`, { body: body.value }));
        await show("post", post.slug);
        main.prepend(added.waits_for_email ? waiting() : say(words.commented));
      } catch (error) { form.prepend(failed(error)); }
    });
    return [
      h("p", {}, h("button", { type: "button", class: "plain", text: `← ${words.back}`, onclick: () => show("ideas") })),
      h("div", { class: "row" }, voteButton(post, page.my_vote === "upvote"), h("div", {}, h("h3", { text: post.title }), h("p", { class: "meta" }, h("span", { class: "status", text: post.status.label }), " ", post.bucket_name))),
      post.preview ? h("p", { text: post.preview }) : null,
      h("p", {}, h("a", { href: `${host.base}/${encodeURIComponent(host.org)}/p/${encodeURIComponent(post.slug)}`, target: "_blank", rel: "noopener", text: words.onBoard })),
      h("h3", { text: words.comments(post.comments_count) }), thread, form,
    ];
  }

  let suggesting;
  async function newIdea() {
    const board = await host.call("GET", "board");
    const titleId = uid("new-title"), descriptionId = uid("new-description"), boardId = uid("new-board"), imagesId = uid("new-images");
    const title = h("input", { id: titleId, type: "text", required: true, maxlength: 255, autocomplete: "off" });
    const similar = h("div", { "aria-live": "polite" });
    title.addEventListener("input", () => {
      clearTimeout(suggesting);
      suggesting = setTimeout(async () => {
        const text = title.value.trim();
        if (text.length < 3) { similar.replaceChildren(); return; }
        try {
          const found = await host.call("GET", `similar?title=${encodeURIComponent(text)}`);
          similar.replaceChildren(...(found.length ? [h("p", { class: "hint", text: words.similar }), ...cards(found)] : []));
        } catch { similar.replaceChildren(); }
      }, 300);
    });
    const description = h("textarea", { id: descriptionId });
    const bucket = h("select", { id: boardId }, board.buckets.map((b) => h("option", { value: b.id, selected: b.is_default, text: b.name })));
    const images = h("input", { id: imagesId, type: "file", accept: "image/png,image/jpeg,image/gif,image/webp", multiple: true });
    const form = h("form", {},
      h("label", { for: titleId, text: words.titleLabel }), title, similar,
      h("label", { for: descriptionId, text: words.description }), description,
      board.buckets.length > 1 ? [h("label", { for: boardId, text: words.board }), bucket] : null,
      h("label", { for: imagesId, text: words.images }), images,
      h("p", {}, h("button", { type: "submit", class: "primary", text: words.submit })));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const data = new FormData();
      data.append("title", title.value);
      data.append("description", description.value);
      data.append("bucket_id", bucket.value);
      for (const file of images.files) data.append("images", file);
      try {
        const created = await act(main, () => host.call("POST", "posts", data));
        // What waits for an address is seen by no one yet, so the board is shown.
        await show(created.waits_for_email ? "ideas" : "post", created.slug);
        main.prepend(created.waits_for_email ? waiting() : say(created.approval_status === "approved" ? words.posted : words.waits));
      } catch (error) { form.prepend(failed(error)); }
    });
    return [form];
  }

  async function roadmap() {
    const shown = await host.call("GET", "roadmap");
    return [h("div", { class: "columns" }, shown.columns.map((column) => h("section", {},
      h("h3", { text: `${column.status.label} (${column.posts.length})` }), cards(column.posts))))];
  }

  async function news() {
    const { entries } = await host.call("GET", "changelog");
    if (entries.length) host.markSeen(entries[0].published_at);
    if (!entries.length) return [h("p", { class: "hint", text: words.nothingNew })];
    return [h("ul", {}, entries.map((entry) => h("li", { class: "card" }, h("div", {},
      h("h3", { text: entry.title }), h("p", { class: "meta" }, h("time", { datetime: entry.published_at, text: entry.date })),
      entry.posts.length ? h("p", { class: "hint", text: `${words.shipped}: ${entry.posts.map((p) => p.title).join(", ")}` }) : null))))];
  }

  let opener = null;
  return {
    open() {
      opener = document.activeElement;
      backdrop.hidden = false;
      panel.hidden = false;
      show(state.view === "post" || state.view === "new" ? "ideas" : state.view).then(() => {
        const first = panel.querySelector("header .close");
        if (first) first.focus();
      });
    },
    close() {
      backdrop.hidden = true;
      panel.hidden = true;
      void opener;
    },
  };
}
