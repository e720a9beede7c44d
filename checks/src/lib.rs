//! The module graph of a crate's source folder, read from its files (with `syn`): which
//! module uses which, through `use` items and the paths written in its code (`super::x::f`,
//! `crate::domain::y::Z`, or a name a `use` brought in). A `pub use` forwards a name and is
//! followed to where the name lives; it is not itself an import of the forwarding module.
//! Test modules (`#[cfg(test)]`) are left out: a test may reach anywhere. A module and the
//! modules inside it are one namespace (a child uses its parent's items, the parent its
//! children's): no import between them counts.
//!
//! Findings: every circle (modules that reach each other through their imports, found as
//! the strongly connected components of the graph), and any import that runs against the
//! layers ([`LAYERS`]): `model` (which the browser build shares) imports neither the domain
//! nor the store, and the store (persistence) imports nothing of the domain (the rules).

pub mod catalogues;
pub mod said;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use syn::visit::Visit;

/// The layers' one-way rules: a module under the first may not import one under the second
/// (a module under both, `domain::views::board` for the third, is the second's own).
pub const LAYERS: &[(&str, &str, &str)] = &[
    ("model", "domain", "model is shared with the browser"),
    ("model", "store", "model is shared with the browser"),
    ("store", "domain", "the store keeps data and knows no rule of the product"),
    ("domain", "domain::views", "the rules change data and never ask how a page shows it"),
];

/// Whether the module `path` is `prefix` (`domain::views`) or inside it.
fn under(path: &[String], prefix: &str) -> bool {
    let prefix: Vec<&str> = prefix.split("::").collect();
    path.len() >= prefix.len() && path.iter().zip(&prefix).all(|(a, b)| a == b)
}

/// A module's path from the crate root (`[]` for the root, `["domain", "posts"]`).
type ModPath = Vec<String>;

fn name(path: &[String]) -> String {
    if path.is_empty() { "crate".to_owned() } else { path.join("::") }
}

/// What one file says: its `use` names, its `pub use` forwards and the paths in its code.
#[derive(Default)]
struct FileFacts {
    /// A name brought in by `use` → the path it stands for (as written, not yet resolved).
    uses: BTreeMap<String, Vec<String>>,
    /// Names forwarded by `pub use` (`*` for a glob) and the path each stands for (as written).
    forwards: Vec<(String, Vec<String>)>,
    /// The items the file itself defines (types, functions, constants, traits, macros).
    defines: BTreeSet<String>,
    /// Every path of the file's code and of its non-forwarding `use` items, as written.
    paths: Vec<Vec<String>>,
}

struct Collector<'f> {
    facts: &'f mut FileFacts,
}

fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs
        .iter()
        .any(|attr| attr.path().is_ident("cfg") && attr.parse_args::<syn::Meta>().is_ok_and(|meta| meta.path().is_ident("test")))
}

/// Each leaf of a `use` tree: (the name it brings in, the path it stands for).
fn flatten(tree: &syn::UseTree, prefix: &mut Vec<String>, out: &mut Vec<(String, Vec<String>)>) {
    match tree {
        syn::UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            flatten(&path.tree, prefix, out);
            prefix.pop();
        }
        syn::UseTree::Name(leaf) => {
            let ident = leaf.ident.to_string();
            if ident == "self" {
                if let Some(last) = prefix.last() {
                    out.push((last.clone(), prefix.clone()));
                }
            } else {
                let mut full = prefix.clone();
                full.push(ident.clone());
                out.push((ident, full));
            }
        }
        syn::UseTree::Rename(rename) => {
            let mut full = prefix.clone();
            if rename.ident != "self" {
                full.push(rename.ident.to_string());
            }
            out.push((rename.rename.to_string(), full));
        }
        syn::UseTree::Glob(_) => out.push(("*".to_owned(), prefix.clone())),
        syn::UseTree::Group(group) => {
            for item in &group.items {
                flatten(item, prefix, out);
            }
        }
    }
}

impl<'ast> Visit<'ast> for Collector<'_> {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let attrs: &[syn::Attribute] = match item {
            syn::Item::Mod(m) => &m.attrs,
            syn::Item::Fn(f) => &f.attrs,
            syn::Item::Impl(i) => &i.attrs,
            syn::Item::Use(u) => &u.attrs,
            _ => &[],
        };
        if is_test(attrs) {
            return;
        }
        syn::visit::visit_item(self, item);
    }

    fn visit_file(&mut self, file: &'ast syn::File) {
        for item in &file.items {
            let defined = match item {
                syn::Item::Struct(i) => Some(&i.ident),
                syn::Item::Enum(i) => Some(&i.ident),
                syn::Item::Fn(i) => Some(&i.sig.ident),
                syn::Item::Type(i) => Some(&i.ident),
                syn::Item::Const(i) => Some(&i.ident),
                syn::Item::Static(i) => Some(&i.ident),
                syn::Item::Trait(i) => Some(&i.ident),
                syn::Item::Union(i) => Some(&i.ident),
                syn::Item::Mod(i) => Some(&i.ident),
                syn::Item::Macro(i) => i.ident.as_ref(),
                _ => None,
            };
            if let Some(ident) = defined {
                self.facts.defines.insert(ident.to_string());
            }
        }
        syn::visit::visit_file(self, file);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let mut leaves = Vec::new();
        flatten(&item.tree, &mut Vec::new(), &mut leaves);
        let forwarding = matches!(item.vis, syn::Visibility::Public(_));
        for (name, path) in leaves {
            if forwarding {
                self.facts.forwards.push((name, path));
            } else {
                self.facts.uses.insert(name, path.clone());
                self.facts.paths.push(path);
            }
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        self.facts.paths.push(path.segments.iter().map(|s| s.ident.to_string()).collect());
        syn::visit::visit_path(self, path);
    }
}

/// The modules of a source folder and who imports whom.
pub struct Graph {
    /// Each module with its facts.
    files: BTreeMap<ModPath, FileFacts>,
    /// module → module it imports → a path that shows it.
    imports: BTreeMap<ModPath, BTreeMap<ModPath, String>>,
}

/// The module a file is: `lib.rs`/`main.rs` the root, `a/mod.rs` and `a.rs` are `a`.
fn module_of(src: &Path, file: &Path) -> Option<ModPath> {
    let relative = file.strip_prefix(src).ok()?;
    let mut parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let last = parts.pop()?;
    let stem = last.strip_suffix(".rs")?;
    if parts.is_empty() && (stem == "lib" || stem == "main") {
        return Some(Vec::new());
    }
    if stem != "mod" {
        parts.push(stem.to_owned());
    }
    Some(parts)
}

fn rust_files(folder: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(folder)? {
        let path = entry?.path();
        if path.is_dir() {
            rust_files(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    Ok(())
}

impl Graph {
    /// Reads every `.rs` file under `src` (a crate's source folder).
    pub fn read(src: &Path) -> Result<Self, String> {
        let mut found = Vec::new();
        rust_files(src, &mut found).map_err(|e| format!("reading {}: {e}", src.display()))?;
        let mut sources = BTreeMap::new();
        for file in found {
            let Some(module) = module_of(src, &file) else { continue };
            let text = std::fs::read_to_string(&file).map_err(|e| format!("reading {}: {e}", file.display()))?;
            sources.insert(module, text);
        }
        Self::from_sources(sources)
    }

    /// The graph of modules given as (module path, source text).
    fn from_sources(sources: BTreeMap<ModPath, String>) -> Result<Self, String> {
        let mut files = BTreeMap::new();
        for (module, text) in sources {
            let parsed = syn::parse_file(&text).map_err(|e| format!("parsing {}: {e}", name(&module)))?;
            let mut facts = FileFacts::default();
            Collector { facts: &mut facts }.visit_file(&parsed);
            files.insert(module, facts);
        }
        let mut graph = Self { files, imports: BTreeMap::new() };
        let mut imports: BTreeMap<ModPath, BTreeMap<ModPath, String>> = BTreeMap::new();
        for (module, facts) in &graph.files {
            let entry = imports.entry(module.clone()).or_default();
            for written in &facts.paths {
                let Some(absolute) = graph.absolute(module, written) else { continue };
                let Some(target) = graph.owner(&absolute, 0) else { continue };
                // A module and the modules inside it are one namespace: a child uses its
                // parent's items (`super::X`) and the parent its children's.
                if !module.starts_with(&target[..]) && !target.starts_with(&module[..]) {
                    entry.entry(target).or_insert_with(|| written.join("::"));
                }
            }
        }
        graph.imports = imports;
        Ok(graph)
    }

    /// `written`, as seen from `module`, from the crate root; `None` for a path outside the
    /// crate (another crate, a local name).
    fn absolute(&self, module: &ModPath, written: &[String]) -> Option<Vec<String>> {
        let first = written.first()?;
        let mut base: Vec<String> = match first.as_str() {
            "crate" => Vec::new(),
            "super" | "self" => {
                let mut base = module.clone();
                let mut rest = written;
                while let Some(step) = rest.first() {
                    match step.as_str() {
                        "super" => {
                            base.pop()?;
                        }
                        "self" => {}
                        _ => break,
                    }
                    rest = &rest[1..];
                }
                base.extend(rest.iter().cloned());
                return Some(base);
            }
            other => {
                // A child module of this one, by its name.
                if let Some(mut child) = self.child(module, other) {
                    child.extend(written[1..].iter().cloned());
                    return Some(child);
                }
                // A name brought in by a `use` of this file (and not the `use` itself).
                let used = self.files.get(module)?.uses.get(other)?;
                if used.as_slice() == written {
                    return self.absolute_use(module, used);
                }
                let mut resolved = self.absolute_use(module, used)?;
                resolved.extend(written[1..].iter().cloned());
                return Some(resolved);
            }
        };
        base.extend(written[1..].iter().cloned());
        Some(base)
    }

    /// A `use` path (which in edition 2018+ starts with `crate`, `super`, `self` or a crate's
    /// name) from the crate root.
    fn absolute_use(&self, module: &ModPath, used: &[String]) -> Option<Vec<String>> {
        let first = used.first()?;
        if matches!(first.as_str(), "crate" | "super" | "self") || self.child(module, first).is_some() { self.absolute(module, used) } else { None }
    }

    /// The module named `name` inside `module`, when there is one.
    fn child(&self, module: &ModPath, name: &str) -> Option<ModPath> {
        let mut child = module.clone();
        child.push(name.to_owned());
        self.files.contains_key(&child).then_some(child)
    }

    /// The module that holds what `absolute` names: the longest prefix that is a module,
    /// followed through its `pub use` forwards (named ones, then globs whose module has the
    /// name) when it does not define the name itself.
    fn owner(&self, absolute: &[String], depth: usize) -> Option<ModPath> {
        let module = (0..=absolute.len()).rev().map(|n| absolute[..n].to_vec()).find(|prefix| self.files.contains_key(prefix))?;
        let Some(next) = absolute.get(module.len()) else { return Some(module) };
        let facts = &self.files[&module];
        if depth >= 8 || facts.defines.contains(next) {
            return Some(module);
        }
        let rest = &absolute[module.len() + 1..];
        let named = facts.forwards.iter().filter(|(name, _)| name == next).map(|(_, path)| path.clone());
        let globs = facts.forwards.iter().filter(|(name, _)| name == "*").map(|(_, path)| {
            let mut path = path.clone();
            path.push(next.clone());
            path
        });
        for forward in named.chain(globs) {
            let Some(mut target) = self.absolute_use(&module, &forward) else { continue };
            target.extend(rest.iter().cloned());
            let Some(owner) = self.owner(&target, depth + 1) else { continue };
            let holds = target.get(owner.len()).is_some_and(|item| self.files[&owner].defines.contains(item));
            if owner != module && holds {
                return Some(owner);
            }
        }
        Some(module)
    }

    /// What `module` (`domain::posts`) imports, and a path that shows each.
    pub fn imports_of(&self, module: &str) -> Vec<String> {
        let path: ModPath = module.split("::").map(str::to_owned).collect();
        self.imports
            .get(&path)
            .map(|targets| targets.iter().map(|(to, by)| format!("{} (by `{by}`)", name(to))).collect())
            .unwrap_or_default()
    }

    pub fn modules(&self) -> usize {
        self.files.len()
    }

    pub fn edges(&self) -> usize {
        self.imports.values().map(BTreeMap::len).sum()
    }

    /// The circles (each a set of modules that reach each other, with the imports that tie
    /// them) and the imports that cross a layer the wrong way ([`LAYERS`]), as lines to print;
    /// empty when none.
    pub fn findings(&self) -> Vec<String> {
        let mut findings = Vec::new();
        for circle in self.circles() {
            let members: BTreeSet<&ModPath> = circle.iter().collect();
            let mut lines = vec![format!("circle of {} modules: {}", circle.len(), circle.iter().map(|m| name(m)).collect::<Vec<_>>().join(", "))];
            for from in &circle {
                for (to, shown_by) in &self.imports[from] {
                    if members.contains(to) {
                        lines.push(format!("  {} -> {} (by `{shown_by}`)", name(from), name(to)));
                    }
                }
            }
            findings.push(lines.join("\n"));
        }
        for (from, targets) in &self.imports {
            for (to, shown_by) in targets {
                if let Some(rule) = LAYERS.iter().find(|rule| under(from, rule.0) && !under(from, rule.1) && under(to, rule.1)) {
                    let (layer, why) = (rule.1, rule.2);
                    findings.push(format!("{} imports the {layer}: {} (by `{shown_by}`); {why}", name(from), name(to)));
                }
            }
        }
        findings
    }

    /// The strongly connected components of more than one module (Tarjan's algorithm).
    fn circles(&self) -> Vec<Vec<ModPath>> {
        struct State<'g> {
            graph: &'g BTreeMap<ModPath, BTreeMap<ModPath, String>>,
            index: BTreeMap<&'g ModPath, usize>,
            low: BTreeMap<&'g ModPath, usize>,
            stack: Vec<&'g ModPath>,
            on_stack: BTreeSet<&'g ModPath>,
            next: usize,
            found: Vec<Vec<ModPath>>,
        }
        fn visit<'g>(state: &mut State<'g>, node: &'g ModPath) {
            state.index.insert(node, state.next);
            state.low.insert(node, state.next);
            state.next += 1;
            state.stack.push(node);
            state.on_stack.insert(node);
            if let Some(targets) = state.graph.get(node) {
                for target in targets.keys() {
                    let Some((target, _)) = state.graph.get_key_value(target) else { continue };
                    if !state.index.contains_key(target) {
                        visit(state, target);
                        let low = state.low[target].min(state.low[node]);
                        state.low.insert(node, low);
                    } else if state.on_stack.contains(target) {
                        let low = state.index[target].min(state.low[node]);
                        state.low.insert(node, low);
                    }
                }
            }
            if state.low[node] == state.index[node] {
                let mut component = Vec::new();
                while let Some(member) = state.stack.pop() {
                    state.on_stack.remove(member);
                    component.push(member.clone());
                    if member == node {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    state.found.push(component);
                }
            }
        }
        let mut state = State {
            graph: &self.imports,
            index: BTreeMap::new(),
            low: BTreeMap::new(),
            stack: Vec::new(),
            on_stack: BTreeSet::new(),
            next: 0,
            found: Vec::new(),
        };
        for node in self.imports.keys() {
            if !state.index.contains_key(node) {
                visit(&mut state, node);
            }
        }
        state.found.sort();
        state.found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(files: &[(&str, &str)]) -> Graph {
        let sources = files
            .iter()
            .map(|(module, text)| (if module.is_empty() { Vec::new() } else { module.split("::").map(str::to_owned).collect() }, (*text).to_owned()))
            .collect();
        Graph::from_sources(sources).unwrap()
    }

    fn crate_of(extra: &[(&'static str, &'static str)]) -> Vec<(&'static str, &'static str)> {
        let mut files = vec![
            ("", "pub mod domain; pub mod model;"),
            ("domain", "pub mod a; pub mod b; pub mod c; pub use a::Thing; pub struct Error;"),
            ("model", "pub struct Shown;"),
        ];
        files.extend_from_slice(extra);
        files
    }

    #[test]
    fn a_one_way_graph_has_no_finding() {
        let g = graph(&crate_of(&[
            ("domain::a", "use super::Error; pub struct Thing; fn f() -> crate::model::Shown { todo!() }"),
            ("domain::b", "use super::{Error, Thing}; fn g() { super::a::helper(); }"),
            ("domain::c", "use super::b; fn h() { b::g(); let _ = crate::domain::Thing; }"),
        ]));
        assert!(g.findings().is_empty(), "{:?}", g.findings());
        assert_eq!(
            g.imports[&vec!["domain".to_owned(), "b".to_owned()]].keys().map(|m| name(m)).collect::<Vec<_>>(),
            ["domain::a"],
            "the forward is followed to where the name lives; the parent is no import"
        );
    }

    #[test]
    fn a_circle_through_a_use_a_path_or_a_forward_is_found() {
        for (a, b) in [
            ("use super::b::Other; pub struct Thing;", "use super::a::Thing; pub struct Other;"),
            ("pub struct Thing; fn f() { super::b::g(); }", "fn g() {} fn h() { let _ = crate::domain::a::Thing; }"),
            ("pub struct Thing; fn f() { crate::domain::b::g(); }", "use super::Thing; fn g() {}"),
            ("use super::{b as other}; pub struct Thing; fn f() { other::g(); }", "use super::super::domain::a; fn g() { a::Thing; }"),
        ] {
            let g = graph(&crate_of(&[("domain::a", a), ("domain::b", b), ("domain::c", "")]));
            let findings = g.findings();
            assert_eq!(findings.len(), 1, "{a} / {b}: {findings:?}");
            assert!(findings[0].starts_with("circle of 2 modules: domain::a, domain::b"), "{findings:?}");
        }
    }

    #[test]
    fn a_circle_of_three_is_one_finding() {
        let g = graph(&crate_of(&[
            ("domain::a", "use super::b::B; pub struct Thing;"),
            ("domain::b", "use super::c::C; pub struct B;"),
            ("domain::c", "use super::a::Thing; pub struct C;"),
        ]));
        assert_eq!(g.findings().len(), 1);
        assert!(g.findings()[0].starts_with("circle of 3 modules"));
    }

    #[test]
    fn tests_may_reach_anywhere() {
        let g = graph(&crate_of(&[
            ("domain::a", "pub struct Thing; #[cfg(test)] mod tests { use super::super::b::g; }"),
            ("domain::b", "use super::a::Thing; pub fn g() {}"),
            ("domain::c", ""),
        ]));
        assert!(g.findings().is_empty(), "{:?}", g.findings());
    }

    #[test]
    fn the_model_may_not_import_the_domain() {
        let mut files = crate_of(&[("domain::a", "pub struct Thing;"), ("domain::b", ""), ("domain::c", "")]);
        files.retain(|(m, _)| *m != "model");
        files.push(("model", "impl From<crate::domain::Error> for Shown { fn from(_: crate::domain::Error) -> Self { Shown } } pub struct Shown;"));
        let findings = graph(&files).findings();
        assert_eq!(findings.len(), 1, "{findings:?}");
        assert!(findings[0].starts_with("model imports the domain: domain"), "{findings:?}");
    }

    #[test]
    fn the_store_may_not_import_the_domain() {
        let mut files = crate_of(&[("domain::a", "pub struct Thing;"), ("domain::b", ""), ("domain::c", "")]);
        files[0].1 = "pub mod domain; pub mod model; pub mod store;";
        files.push(("store", "pub fn write() -> Result<(), crate::domain::Error> { Ok(()) }"));
        let findings = graph(&files).findings();
        assert_eq!(findings.len(), 1, "{findings:?}");
        assert!(findings[0].starts_with("store imports the domain: domain"), "{findings:?}");
    }

    #[test]
    fn the_rules_may_not_import_the_views_and_a_view_may_import_the_rules() {
        let mut files = crate_of(&[("domain::a", "pub struct Thing;"), ("domain::b", ""), ("domain::c", "")]);
        files[1].1 = "pub mod a; pub mod b; pub mod c; pub mod views; pub use a::Thing; pub struct Error;";
        files.push(("domain::views", "pub mod page;"));
        files.push(("domain::views::page", "use crate::domain::a::Thing; pub fn load() -> Thing { todo!() }"));
        assert!(graph(&files).findings().is_empty(), "{:?}", graph(&files).findings());
        files[3].1 = "pub struct Thing; fn f() { crate::domain::views::page::load(); }";
        files.last_mut().unwrap().1 = "pub fn load() {}";
        let findings = graph(&files).findings();
        assert_eq!(findings.len(), 1, "{findings:?}");
        assert!(findings[0].starts_with("domain::a imports the domain::views: domain::views::page"), "{findings:?}");
    }

    #[test]
    fn files_are_modules_by_their_place() {
        let src = Path::new("/x/src");
        assert_eq!(module_of(src, Path::new("/x/src/lib.rs")), Some(vec![]));
        assert_eq!(module_of(src, Path::new("/x/src/domain/mod.rs")), Some(vec!["domain".to_owned()]));
        assert_eq!(module_of(src, Path::new("/x/src/domain/search/index.rs")), Some(vec!["domain".to_owned(), "search".to_owned(), "index".to_owned()]));
        assert_eq!(module_of(src, Path::new("/x/src/notes.txt")), None);
    }
}
