// The API reference page (/api/docs): renders /api/v3/openapi.json and sends requests.
(async () => {
  const main = document.getElementById("main");
  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) { if (k === "class") node.className = v; else node.setAttribute(k, v); }
    for (const child of children) node.append(child);
    return node;
  };
  let spec;
  try { spec = await (await fetch("/api/v3/openapi.json")).json(); }
  catch (e) { main.textContent = "The specification could not be loaded: " + e; return; }
  const base = (spec.servers && spec.servers[0] && spec.servers[0].url) || "";
  const resolve = (schema) => {
    if (schema && schema.$ref) return spec.components.schemas[schema.$ref.split("/").pop()];
    return schema || {};
  };
  const example = (schema, depth = 0) => {
    schema = resolve(schema);
    if (depth > 4) return null;
    if (schema.example !== undefined) return schema.example;
    if (schema.oneOf) return example(schema.oneOf.find(s => s.type !== "null") || schema.oneOf[0], depth);
    const type = Array.isArray(schema.type) ? schema.type.find(t => t !== "null") : schema.type;
    if (type === "object" || schema.properties) {
      const out = {};
      for (const [k, v] of Object.entries(schema.properties || {})) out[k] = example(v, depth + 1);
      return out;
    }
    if (type === "array") return [example(schema.items, depth + 1)];
    if (type === "integer" || type === "number") return 1;
    if (type === "boolean") return false;
    if (type === "string") return "";
    return null;
  };
  main.replaceChildren(el("p", {}, spec.info.description || ""));
  const byTag = {};
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = (op.tags && op.tags[0]) || "Other";
      (byTag[tag] = byTag[tag] || []).push({ path, method, op });
    }
  }
  for (const [tag, ops] of Object.entries(byTag)) {
    main.append(el("h2", {}, tag));
    for (const { path, method, op } of ops) {
      const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, "-");
      const body = el("div", { class: "op-body" });
      if (op.description || op.summary) body.append(el("p", {}, op.description || op.summary));
      const params = (op.parameters || []).filter(p => !["API-KEY", "Authorization", "ALLOW-PRIVATE"].includes(p.name));
      const inputs = {};
      if (params.length) {
        const table = el("table", {}, el("tr", {}, el("th", {}, "Parameter"), el("th", {}, "In"), el("th", {}, "Value")));
        for (const p of params) {
          const input = el("input", { "aria-label": `${p.name} (${p.in})`, placeholder: p.description || "" });
          inputs[p.name] = { input, where: p.in };
          table.append(el("tr", {}, el("td", {}, el("code", {}, p.name), p.required ? " *" : ""), el("td", {}, p.in), el("td", {}, input)));
        }
        body.append(table);
      }
      let bodyInput = null;
      const content = op.requestBody && op.requestBody.content && op.requestBody.content["application/json"];
      if (content) {
        bodyInput = el("textarea", { "aria-label": "JSON body", spellcheck: "false" });
        bodyInput.value = JSON.stringify(example(content.schema), null, 2);
        body.append(el("label", {}, "JSON body", bodyInput));
      }
      const responses = el("table", {}, el("tr", {}, el("th", {}, "Status"), el("th", {}, "Meaning")));
      for (const [status, r] of Object.entries(op.responses || {})) responses.append(el("tr", {}, el("td", {}, status), el("td", {}, r.description || "")));
      body.append(responses);
      const output = el("pre", { "aria-live": "polite", hidden: "" });
      const send = el("button", { type: "button" }, "Send");
      send.addEventListener("click", async () => {
        let url = base + path;
        const query = new URLSearchParams();
        for (const [name, { input, where }] of Object.entries(inputs)) {
          if (!input.value) continue;
          if (where === "path") url = url.replace(`{${name}}`, encodeURIComponent(input.value));
          else if (where === "query") for (const v of input.value.split(",")) query.append(name, v.trim());
        }
        if ([...query].length) url += "?" + query;
        const headers = { "API-KEY": document.getElementById("api-key").value };
        const token = document.getElementById("token").value;
        if (token) headers["Authorization"] = token;
        if (document.getElementById("allow-private").checked) headers["ALLOW-PRIVATE"] = "true";
        const init = { method: method.toUpperCase(), headers };
        if (bodyInput) { headers["Content-Type"] = "application/json"; init.body = bodyInput.value; }
        output.hidden = false;
        output.textContent = "…";
        try {
          const response = await fetch(url, init);
          const text = await response.text();
          let pretty = text;
          try { pretty = JSON.stringify(JSON.parse(text), null, 2); } catch (_) {}
          output.textContent = `${response.status} ${response.statusText}\n\n${pretty}`;
        } catch (e) { output.textContent = String(e); }
      });
      body.append(send, output);
      main.append(el("details", { class: "op", id },
        el("summary", {}, el("span", { class: `method ${method}` }, method.toUpperCase()), el("span", { class: "path" }, base + path), el("span", { class: "muted" }, op.summary || "")),
        body));
    }
  }
})();
