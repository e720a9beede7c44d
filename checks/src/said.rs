//! The sentences the server says to people (`app::i18n::Said`): each is made by
//! `said!("said-…", name = value, …)` from a message id of `said.ftl` and the values of its
//! variables, and worded from the id in the reader's language. This check reads the code and
//! fails when
//! - a `said!` names no English message of `said.ftl`, or gives other variables than the
//!   message has (one missing would be said as its id; one too many is lost);
//! - a refusal, a confirmation or a form's answer (`Error::Conflict`, …, `Error::invalid`,
//!   `Done::said`, `said_plain`, `AppError::Invalid`, …) is given a bare English sentence (a
//!   literal or a `format!`) instead of a message: the reader would read it in English;
//! - an audit entry's details (stored as English text and worded later by
//!   `i18n::said_list`, a piece at a time) hold a piece that no English message matches.

use fluent_forms::Piece;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use syn::visit::Visit;

/// Marks a template of an audit entry's details: its pieces joined by ", " may each be one
/// message (`i18n::said_list` words them a piece at a time).
pub const LIST: &str = "\u{1}";

/// The English messages of `said.ftl` (`said-…`).
pub struct English {
    /// Each message's id and its variables.
    pub variables: BTreeMap<String, BTreeSet<String>>,
    /// Each form of each message as a template (values written `{}`), a plural's variants each.
    pub templates: BTreeSet<String>,
}

/// Reads the English `said.ftl`.
pub fn english(source: &str) -> Result<English, String> {
    let resource = fluent_syntax::parser::parse(source).map_err(|(_, errors)| format!("{errors:?}"))?;
    let mut english = English { variables: BTreeMap::new(), templates: BTreeSet::new() };
    for entry in resource.body {
        let ast::Entry::Message(message) = entry else { continue };
        if !message.id.name.starts_with("said-") {
            continue;
        }
        let Some(pattern) = message.value else { continue };
        let (forms, selectors) = fluent_forms::forms(&pattern);
        let mut variables: BTreeSet<String> = selectors.into_iter().collect();
        for form in &forms {
            variables.extend(form.iter().filter_map(|piece| match piece {
                Piece::Value(Some(name)) => Some(name.clone()),
                _ => None,
            }));
            english.templates.insert(fluent_forms::template(form));
        }
        english.variables.insert(message.id.name.to_owned(), variables);
    }
    Ok(english)
}

/// What a Rust source file says to people.
#[derive(Debug, Default, PartialEq)]
pub struct Said {
    /// Each `said!`: its id and the names of the values it gives.
    pub messages: Vec<(String, Vec<String>)>,
    /// Each refusal, confirmation or answer given a bare English sentence, as written.
    pub bare: Vec<String>,
    /// The templates of audit entries' details, each marked with [`LIST`].
    pub listed: Vec<String>,
}

/// What `source` says to people. A `said!` counts in tests too; bare sentences and audit
/// details do only outside them (a test may make any error it likes).
pub fn said_in(source: &str) -> Result<Said, String> {
    let file = syn::parse_file(source).map_err(|e| e.to_string())?;
    let mut finder = Finder { said: Said::default(), testing: false };
    finder.visit_file(&file);
    Ok(finder.said)
}

/// What the English messages and the code's `said!`s disagree on, one line each.
pub fn findings(english: &English, said: &Said) -> Vec<String> {
    let mut findings = Vec::new();
    for (id, given) in &said.messages {
        let Some(variables) = english.variables.get(id) else {
            findings.push(format!("said!(\"{id}\"): no English message of said.ftl has this id"));
            continue;
        };
        let named: BTreeSet<String> = given.iter().cloned().collect();
        if named.len() != given.len() {
            findings.push(format!("said!(\"{id}\"): a value is given twice: {given:?}"));
        }
        if &named != variables {
            findings.push(format!("said!(\"{id}\") gives {named:?}; the message's variables are {variables:?}"));
        }
    }
    for bare in &said.bare {
        findings.push(format!("{bare}: a bare English sentence; say it with said!(\"said-…\")"));
    }
    for template in &said.listed {
        if !covered(&english.templates, template) {
            findings.push(format!("“{}”: an audit entry's details that no English message matches", template.trim_start_matches(LIST)));
        }
    }
    findings
}

/// Whether the English messages say `template` (a [`LIST`] one whole, or each of its pieces).
pub fn covered(english: &BTreeSet<String>, template: &str) -> bool {
    match template.strip_prefix(LIST) {
        None => english.contains(template),
        Some(list) => english.contains(list) || pieces(list).iter().all(|p| *p == "{}" || english.contains(*p)),
    }
}

/// `list` cut at each ", " outside “quotes”.
fn pieces(list: &str) -> Vec<&str> {
    let (mut out, mut start, mut quoted) = (Vec::new(), 0, false);
    for (at, c) in list.char_indices() {
        match c {
            '“' => quoted = true,
            '”' => quoted = false,
            ',' if !quoted && list[at..].starts_with(", ") => {
                out.push(&list[start..at]);
                start = at + 2;
            }
            _ => {}
        }
    }
    out.push(&list[start..]);
    out
}

/// A sentence as a template: the text with each value to fill in written `{}`.
pub fn template_of_format(format: &str) -> String {
    let mut out = String::new();
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                out.push('{');
            }
            '}' if chars.peek() == Some(&'}') => {
                chars.next();
                out.push('}');
            }
            '{' => {
                for inner in chars.by_ref() {
                    if inner == '}' {
                        break;
                    }
                }
                out.push_str("{}");
            }
            c => out.push(c),
        }
    }
    out
}

/// The calls that say something to a person: a refusal, a confirmation, a form's answer.
const SAYING: &[&str] = &[
    "Error::NotFound",
    "Error::Conflict",
    "Error::Forbidden",
    "Error::Unauthorized",
    "Error::PrivateBucket",
    "Error::TooLarge",
    "Error::UnsupportedMedia",
    "Error::LimitExceeded",
    "Error::invalid",
    "Done::said",
    "said_plain",
    "AppError::NotFound",
    "AppError::Invalid",
    "AppError::Forbidden",
    "AppError::SignInRequired",
    "AppError::Failed",
];

struct Finder {
    said: Said,
    /// Inside a test module or function.
    testing: bool,
}

impl Finder {
    /// The templates of an audit entry's details `expr`.
    fn list(&mut self, expr: &syn::Expr) {
        if self.testing {
            return;
        }
        let mut sentences = Vec::new();
        sentences_of(expr, &mut sentences);
        for text in sentences {
            let template = template_of_format(&text);
            // (What only joins values says nothing.)
            if template.replace("{}", "").chars().any(char::is_alphabetic) {
                self.said.listed.push(format!("{LIST}{template}"));
            }
        }
    }

    /// The expressions inside a macro other than `said!` (`vec![…]`, `assert!(…)`), when its
    /// body reads as expressions, so that a `said!` there is read too.
    fn visit_macro_body(&mut self, mac: &syn::Macro) {
        use syn::punctuated::Punctuated;
        if let Ok(exprs) = mac.parse_body_with(Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated) {
            for expr in &exprs {
                self.visit_expr(expr);
            }
        } else if let Ok(exprs) = mac.parse_body_with(Punctuated::<syn::Expr, syn::Token![;]>::parse_terminated) {
            // `vec![value; n]`
            for expr in &exprs {
                self.visit_expr(expr);
            }
        }
    }
}

/// A `said!`'s body: its id and its `name = value` pairs.
struct SaidBody {
    id: String,
    names: Vec<String>,
    values: Vec<syn::Expr>,
}

impl syn::parse::Parse for SaidBody {
    fn parse(input: syn::parse::ParseStream) -> syn::Result<Self> {
        let id: syn::LitStr = input.parse()?;
        let (mut names, mut values) = (Vec::new(), Vec::new());
        while !input.is_empty() {
            input.parse::<syn::Token![,]>()?;
            if input.is_empty() {
                break;
            }
            let name: syn::Ident = input.parse()?;
            input.parse::<syn::Token![=]>()?;
            names.push(name.to_string());
            values.push(input.parse()?);
        }
        Ok(Self { id: id.value(), names, values })
    }
}

/// The format strings and literals an expression can give as its text.
fn sentences_of(expr: &syn::Expr, out: &mut Vec<String>) {
    use syn::Expr;
    match expr {
        Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => out.push(s.value()),
        Expr::Macro(m) if m.mac.path.segments.last().is_some_and(|s| s.ident == "format") => {
            let first = m.mac.parse_body_with(|input: syn::parse::ParseStream| {
                let format: syn::LitStr = input.parse()?;
                // The values that follow it: passed over.
                input.step(|cursor| {
                    let mut rest = *cursor;
                    while let Some((_, next)) = rest.token_tree() {
                        rest = next;
                    }
                    Ok(((), rest))
                })?;
                Ok(format)
            });
            if let Ok(format) = first {
                out.push(format.value());
            }
        }
        Expr::MethodCall(call) => sentences_of(&call.receiver, out),
        Expr::Reference(r) => sentences_of(&r.expr, out),
        Expr::Paren(p) => sentences_of(&p.expr, out),
        Expr::If(i) => {
            tail_of(&i.then_branch, out);
            if let Some((_, otherwise)) = &i.else_branch {
                sentences_of(otherwise, out);
            }
        }
        Expr::Block(b) => tail_of(&b.block, out),
        Expr::Match(m) => m.arms.iter().for_each(|arm| sentences_of(&arm.body, out)),
        _ => {}
    }
}

/// The sentences of a block's value (its last expression; a macro there is a statement).
fn tail_of(block: &syn::Block, out: &mut Vec<String>) {
    match block.stmts.last() {
        Some(syn::Stmt::Expr(e, None)) => sentences_of(e, out),
        Some(syn::Stmt::Macro(m)) => sentences_of(&syn::Expr::Macro(syn::ExprMacro { attrs: Vec::new(), mac: m.mac.clone() }), out),
        _ => {}
    }
}

fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().segments.last().is_some_and(|s| s.ident == "test")
            || (a.path().is_ident("cfg") && a.meta.require_list().is_ok_and(|l| l.tokens.to_string().contains("test")))
    })
}

impl<'ast> Visit<'ast> for Finder {
    fn visit_item_mod(&mut self, module: &'ast syn::ItemMod) {
        let outer = self.testing;
        self.testing |= is_test(&module.attrs);
        syn::visit::visit_item_mod(self, module);
        self.testing = outer;
    }

    fn visit_item_fn(&mut self, function: &'ast syn::ItemFn) {
        let outer = self.testing;
        self.testing |= is_test(&function.attrs);
        // A helper named `…_piece` gives a piece of an audit entry's details: its value's
        // sentences are read as such, as if it were written inside `changes.push(…)`.
        if function.sig.ident.to_string().ends_with("_piece") {
            let value = syn::Expr::Block(syn::ExprBlock { attrs: Vec::new(), label: None, block: (*function.block).clone() });
            self.list(&value);
        }
        syn::visit::visit_item_fn(self, function);
        self.testing = outer;
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if mac.path.segments.last().is_some_and(|s| s.ident == "said") {
            if let Ok(body) = mac.parse_body::<SaidBody>() {
                self.said.messages.push((body.id, body.names));
                for value in &body.values {
                    self.visit_expr(value);
                }
            }
        } else {
            self.visit_macro_body(mac);
        }
        syn::visit::visit_macro(self, mac);
    }

    fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
        if let syn::Expr::Path(path) = &*call.func {
            let segments: Vec<String> = path.path.segments.iter().map(|s| s.ident.to_string()).collect();
            let tail = segments.iter().rev().take(2).rev().cloned().collect::<Vec<_>>().join("::");
            let last = segments.last().cloned().unwrap_or_default();
            if !self.testing && SAYING.iter().any(|k| *k == tail || (*k == "said_plain" && last == "said_plain")) {
                for arg in &call.args {
                    let mut sentences = Vec::new();
                    sentences_of(arg, &mut sentences);
                    self.said.bare.extend(sentences.into_iter().map(|s| format!("{tail}(\"{s}\")")));
                }
            }
            // The audit log's details: its last argument, pieces joined by ", ".
            if tail == "audit::record"
                && let Some(details) = call.args.last()
            {
                self.list(details);
            }
        }
        syn::visit::visit_expr_call(self, call);
    }

    /// `changes.push(…)`: a piece of an audit entry's details.
    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        if call.method == "push"
            && let syn::Expr::Path(receiver) = &*call.receiver
            && receiver.path.is_ident("changes")
            && let Some(piece) = call.args.first()
        {
            self.list(piece);
        }
        syn::visit::visit_expr_method_call(self, call);
    }

    /// `let details = …`: an audit entry's details.
    fn visit_local(&mut self, local: &'ast syn::Local) {
        if let syn::Pat::Ident(name) = &local.pat
            && name.ident == "details"
            && let Some(init) = &local.init
        {
            self.list(&init.expr);
        }
        syn::visit::visit_local(self, local);
    }

    fn visit_expr_struct(&mut self, literal: &'ast syn::ExprStruct) {
        let segments: Vec<String> = literal.path.segments.iter().map(|s| s.ident.to_string()).collect();
        let said_by = ["Done", "Invalid", "RateLimited"];
        if !self.testing && segments.last().is_some_and(|last| said_by.contains(&last.as_str())) {
            for field in &literal.fields {
                if matches!(&field.member, syn::Member::Named(name) if name == "message" || name == "said") {
                    let mut sentences = Vec::new();
                    sentences_of(&field.expr, &mut sentences);
                    self.said.bare.extend(sentences.into_iter().map(|s| format!("{} {{ message: \"{s}\" }}", segments.join("::"))));
                }
            }
        }
        syn::visit::visit_expr_struct(self, literal);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CATALOGUE: &str = "said-a = Tag “{ $name }” created.\nsaid-b = Moved { $count ->\n    [one] { $count } post\n   *[other] { $count } posts\n} to { $board }.\nsaid-c = Sign in to vote.\nfield-x = x\n";

    #[test]
    fn the_catalogue_gives_each_message_its_variables() {
        let english = english(CATALOGUE).unwrap();
        assert_eq!(english.variables.keys().collect::<Vec<_>>(), ["said-a", "said-b", "said-c"]);
        assert_eq!(english.variables["said-b"].iter().collect::<Vec<_>>(), ["board", "count"]);
        assert!(english.variables["said-c"].is_empty());
        assert_eq!(english.templates.iter().collect::<Vec<_>>(), ["Moved {} post to {}.", "Moved {} posts to {}.", "Sign in to vote.", "Tag “{}” created."]);
    }

    #[test]
    fn a_said_must_name_a_message_and_give_exactly_its_variables() {
        let source = r#"
            fn f(n: u64) -> Result<(), Error> {
                Error::Conflict(said!("said-a", name = tag.name));
                Done::said(said!("said-b", count = n, board = said!("said-c")));
                let all = vec![said!("said-b", count = n)];
                Error::Forbidden(said!("said-z"));
                Error::invalid(said!("said-a", name = "x", name = "y"));
            }
        "#;
        let said = said_in(source).unwrap();
        let ids: Vec<&str> = said.messages.iter().map(|(id, _)| id.as_str()).collect();
        assert_eq!(ids, ["said-a", "said-b", "said-c", "said-b", "said-z", "said-a"]);
        let findings = findings(&english(CATALOGUE).unwrap(), &said);
        assert_eq!(findings.len(), 3, "{findings:?}");
        assert!(findings[0].starts_with("said!(\"said-b\") gives {\"count\"}"), "{findings:?}");
        assert!(findings[1].contains("no English message"), "{findings:?}");
        assert!(findings[2].contains("given twice"), "{findings:?}");
    }

    #[test]
    fn a_refusal_or_confirmation_in_bare_english_is_found_but_not_in_tests() {
        let source = r#"
            fn f(x: bool) -> Result<(), Error> {
                Error::Conflict(format!("A tag named “{name}” already exists."));
                Done::said(if x { "On.".to_owned() } else { said!("said-c") });
                crate::forms::said_plain("Not found");
                Error::Invalid { message: "The customer is invalid.".to_owned(), fields };
                Error::Conflict(said!("said-a", name = n));
            }
            #[cfg(test)]
            mod tests { fn g() { Error::Conflict("in a test".into()); } }
        "#;
        let said = said_in(source).unwrap();
        assert_eq!(
            said.bare,
            [
                "Error::Conflict(\"A tag named “{name}” already exists.\")",
                "Done::said(\"On.\")",
                "forms::said_plain(\"Not found\")",
                "Error::Invalid { message: \"The customer is invalid.\" }"
            ]
        );
    }

    #[test]
    fn an_audit_entrys_details_may_be_pieces_each_a_message() {
        let said = said_in(r#"fn f() { changes.push(format!("renamed from “{}”", a)); let details = format!("{}, trust after {} posts", x, n); }"#).unwrap();
        let english: BTreeSet<String> = ["renamed from “{}”", "trust after {} posts"].into_iter().map(str::to_owned).collect();
        assert!(said.listed.iter().all(|t| covered(&english, t)), "{:?}", said.listed);
        assert!(!covered(&english, &format!("{LIST}renamed to “{{}}”, trust after {{}} posts")));
        assert!(!covered(&english, "{} posts, trust after {} posts"), "a sentence that is no list is one message");
    }

    #[test]
    fn a_piece_helper_is_read_as_a_piece() {
        let source = r#"fn days_piece(d: Option<i32>) -> String { match d { Some(d) => format!("the last {d} days"), None => "all days".to_owned() } }
            fn other(d: i32) -> String { format!("not a piece {d}") }"#;
        let said = said_in(source).unwrap();
        assert_eq!(said.listed, [format!("{LIST}the last {{}} days"), format!("{LIST}all days")]);
    }

    #[test]
    fn templates_from_code_read_values_as_gaps() {
        assert_eq!(template_of_format("Tag “{}” created; {{x}} {name:?}."), "Tag “{}” created; {x} {}.");
    }
}
