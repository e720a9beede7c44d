// upboard's widget, the part every host page loads (docs/widget.md): the <upboard-widget>
// element and its button. The panel (panel.js) loads when the person first opens it.
// No cookie, no iframe, no inline script or style: a shadow root with a constructed
// stylesheet, and calls to the board with the widget session in a header.
(() => {
  "use strict";
  if (customElements.get("upboard-widget")) return;
  const script = document.currentScript;
  const BASE = script && script.src ? new URL(script.src).origin : location.origin;
  const PANEL = BASE + "/widget/panel.js?v=__PANEL_VERSION__";
  const WORDS = {
    en: { open: "Feedback", unread: "new in what's new" },
    de: { open: "Feedback", unread: "neu in den Neuigkeiten" },
    es: { open: "Opiniones", unread: "novedades sin leer" },
    fr: { open: "Vos idées", unread: "nouveautés non lues" },
    ar: { open: "ملاحظاتك", unread: "من الجديد لم تقرأه" },
  };
  const CSS = `
:host { all: initial; --ub-accent: #4f46e5; --ub-accent-text: #fff; --ub-radius: 12px; --ub-text: #111827; --ub-muted: #4b5563; --ub-surface: #fff; --ub-border: #d1d5db; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ub-text); }
.launcher { position: fixed; z-index: 2147483000; bottom: 20px; inset-inline-end: 20px; display: inline-flex; align-items: center; gap: 8px; padding: 10px 16px; border: 0; border-radius: 999px; background: var(--ub-accent); color: var(--ub-accent-text); font: inherit; font-weight: 600; cursor: pointer; box-shadow: 0 4px 14px rgb(0 0 0 / .2); }
:host([position="bottom-left"]) .launcher { inset-inline-end: auto; inset-inline-start: 20px; }
.launcher:focus-visible { outline: 3px solid var(--ub-text); outline-offset: 3px; }
.count { min-width: 1.4em; padding: 0 6px; border-radius: 999px; background: var(--ub-accent-text); color: var(--ub-accent); font-size: 13px; text-align: center; }
.count[hidden] { display: none; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);

  class UpboardWidget extends HTMLElement {
    static get observedAttributes() { return ["token", "color", "radius", "lang"]; }

    constructor() {
      super();
      this.root = this.attachShadow({ mode: "open" });
      this.root.adoptedStyleSheets = [sheet];
      this.session = null;
      this.person = null;
      this.panel = null;
      this.button = document.createElement("button");
      this.button.type = "button";
      this.button.className = "launcher";
      this.button.setAttribute("aria-haspopup", "dialog");
      this.label = document.createElement("span");
      this.badge = document.createElement("span");
      this.badge.className = "count";
      this.badge.hidden = true;
      // The count's meaning, for screen readers (the name is the button's text).
      this.unread = document.createElement("span");
      this.unread.className = "sr";
      this.button.append(this.label, this.badge, this.unread);
      this.button.addEventListener("click", () => this.open());
      // A landmark of its own, so that nothing of the widget sits outside one on the host page.
      this.shell = document.createElement("aside");
      this.shell.append(this.button);
      this.root.append(this.shell);
    }

    get org() { return this.getAttribute("org") || ""; }
    get base() { return BASE; }
    get lang() {
      const asked = (this.getAttribute("lang") || document.documentElement.lang || navigator.language || "en").slice(0, 2).toLowerCase();
      return WORDS[asked] ? asked : "en";
    }
    get words() { return WORDS[this.lang]; }

    connectedCallback() {
      this.style.setProperty("--ub-accent", this.getAttribute("color") || "#4f46e5");
      if (this.getAttribute("radius")) this.style.setProperty("--ub-radius", this.getAttribute("radius"));
      this.label.textContent = this.words.open;
      this.shell.setAttribute("aria-label", this.words.open);
      this.shell.setAttribute("lang", this.lang);
      this.shell.setAttribute("dir", this.lang === "ar" ? "rtl" : "ltr");
      const token = this.getAttribute("token");
      const ready = token ? this.identify(token).catch(() => null) : Promise.resolve();
      ready.then(() => this.refreshUnread()).finally(() => this.emit("upboard:ready", { person: this.person }));
    }

    attributeChangedCallback(name, before, after) {
      if (!this.isConnected || before === after) return;
      if (name === "token" && after) this.identify(after).catch(() => null);
      if (name === "color") this.style.setProperty("--ub-accent", after || "#4f46e5");
      if (name === "radius" && after) this.style.setProperty("--ub-radius", after);
      if (name === "lang") this.label.textContent = this.words.open;
    }

    emit(type, detail) {
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    }

    /** Hands the widget the host server's signed token; resolves to the person. */
    async identify(token) {
      const answer = await this.call("POST", "identify", { token }, false);
      this.session = answer.session;
      this.person = answer.person;
      this.emit("upboard:identified", { person: this.person });
      return this.person;
    }

    /** A call to the board's widget API: JSON in and out, the session in a header. */
    async call(method, path, body, retry = true) {
      const headers = {};
      if (this.session) headers.authorization = "Bearer " + this.session;
      let payload;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) { headers["content-type"] = "application/json"; payload = JSON.stringify(body); }
      const answer = await fetch(`${BASE}/widget/v1/${encodeURIComponent(this.org)}/${path}`, { method, headers, body: payload, credentials: "omit", mode: "cors" });
      const data = await answer.json().catch(() => ({}));
      if (answer.status === 401 && retry && this.getAttribute("token") && this.session) {
        this.session = null;
        await this.identify(this.getAttribute("token"));
        return this.call(method, path, body, false);
      }
      if (!answer.ok) {
        const error = new Error(data.message || answer.statusText);
        error.status = answer.status;
        this.emit("upboard:error", { status: answer.status, message: error.message });
        throw error;
      }
      return data;
    }

    seenKey() { return `upboard:${this.org}:seen`; }

    /** The number on the button: changelog entries newer than the person last saw. */
    async refreshUnread() {
      try {
        const { entries } = await this.call("GET", "changelog");
        const seen = localStorage.getItem(this.seenKey()) || "";
        this.setUnread(entries.filter((e) => e.published_at > seen).length);
      } catch { this.setUnread(0); }
    }

    setUnread(n) {
      this.badge.hidden = n === 0;
      this.badge.textContent = String(n);
      this.unread.textContent = n ? ` ${this.words.unread}` : "";
    }

    markSeen(at) {
      if (at) localStorage.setItem(this.seenKey(), at);
      this.setUnread(0);
    }

    async open() {
      if (!this.panel) {
        const module = await import(PANEL);
        this.panel = module.mount(this);
      }
      this.button.setAttribute("aria-expanded", "true");
      this.panel.open();
      this.emit("upboard:open", {});
    }

    close() {
      if (this.panel) this.panel.close();
      this.button.setAttribute("aria-expanded", "false");
      this.button.focus();
      this.emit("upboard:close", {});
    }
  }

  customElements.define("upboard-widget", UpboardWidget);
})();
