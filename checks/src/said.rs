//! The sentences the server says to people (`app::i18n::said`): every English sentence the code
//! gives a refusal (`Error::invalid`, `Error::Conflict`, …, `Error::not_found`), a confirmation
//! (`Done::said`, `Done { message }`) or a form's plain answer (`said_plain`) must be one of the
//! English messages of `said.ftl`, or the reader would read it in English. Sentences are compared
//! as templates: what the code fills in (`{name}`, `{}`) and a message's variables
//! (`{ $name }`) are alike; a message with plurals stands for each of its variants.

use fluent_syntax::ast;
use std::collections::BTreeSet;
use syn::visit::Visit;

/// Marks a template of an audit entry's details: its pieces joined by ", " may each be one
/// message (`i18n::said_list` words them a piece at a time).
pub const LIST: &str = "\u{1}";

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

/// The templates of the English messages (`said-…`), each variant of a plural its own.
pub fn english_templates(source: &str) -> Result<BTreeSet<String>, String> {
    let resource = fluent_syntax::parser::parse(source).map_err(|(_, errors)| format!("{errors:?}"))?;
    let mut templates = BTreeSet::new();
    for entry in resource.body {
        let ast::Entry::Message(message) = entry else { continue };
        if !message.id.name.starts_with("said-") {
            continue;
        }
        if let Some(pattern) = message.value {
            templates.extend(fluent_forms::forms(&pattern).0.iter().map(|form| fluent_forms::template(form)));
        }
    }
    Ok(templates)
}

/// The sentences a Rust source file says to people, as templates.
pub fn said_in(source: &str) -> Result<Vec<String>, String> {
    let file = syn::parse_file(source).map_err(|e| e.to_string())?;
    let mut finder = Finder { found: Vec::new(), listing: false };
    finder.visit_file(&file);
    Ok(finder.found)
}

struct Finder {
    found: Vec<String>,
    /// Inside an audit entry's details: pieces joined by ", " may each be a message.
    listing: bool,
}

impl Finder {
    fn say(&mut self, expr: &syn::Expr, prefix: &str, suffix: &str, first_only: bool) {
        let mut sentences = Vec::new();
        sentences_of(expr, &mut sentences);
        if first_only {
            sentences.truncate(1);
        }
        for text in sentences {
            let template = format!("{prefix}{}{suffix}", template_of_format(&text));
            // (What only joins values, `Error::invalid`'s own "{field} {message}", says nothing.)
            if template.replace("{}", "").chars().any(char::is_alphabetic) {
                self.found.push(if self.listing { format!("{LIST}{template}") } else { template });
            }
        }
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

fn ends_with(path: &syn::Path, names: &[&str]) -> Option<String> {
    let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    let tail = segments.iter().rev().take(2).rev().cloned().collect::<Vec<_>>().join("::");
    let last = segments.last().cloned().unwrap_or_default();
    names.iter().find(|n| **n == tail || **n == last).map(|n| (*n).to_owned())
}

impl<'ast> Visit<'ast> for Finder {
    fn visit_item_mod(&mut self, module: &'ast syn::ItemMod) {
        let test = module
            .attrs
            .iter()
            .any(|a| a.path().is_ident("cfg") && a.meta.require_list().is_ok_and(|l| l.tokens.to_string().contains("test")));
        if !test {
            syn::visit::visit_item_mod(self, module);
        }
    }

    fn visit_item_fn(&mut self, function: &'ast syn::ItemFn) {
        let test = function.attrs.iter().any(|a| a.path().is_ident("test") || a.path().segments.last().is_some_and(|s| s.ident == "test"));
        if test {
            return;
        }
        // A helper named `…_piece` gives a piece of an audit entry's details: its value's
        // sentences are read as such, as if it were written inside `changes.push(…)`.
        if function.sig.ident.to_string().ends_with("_piece") {
            let value = syn::Expr::Block(syn::ExprBlock { attrs: Vec::new(), label: None, block: (*function.block).clone() });
            self.listing = true;
            self.say(&value, "", "", false);
            self.listing = false;
        }
        syn::visit::visit_item_fn(self, function);
    }

    fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
        if let syn::Expr::Path(path) = &*call.func {
            let kinds = [
                "Error::invalid",
                "Error::Conflict",
                "Error::Forbidden",
                "Error::Unauthorized",
                "Error::PrivateBucket",
                "Error::TooLarge",
                "Error::UnsupportedMedia",
                "Error::LimitExceeded",
                "Error::NotFound",
                "Error::not_found",
                "Done::said",
                "said_plain",
                "audit::record",
                "changes::push",
            ];
            let segments: Vec<String> = path.path.segments.iter().map(|s| s.ident.to_string()).collect();
            let tail = segments.iter().rev().take(2).rev().cloned().collect::<Vec<_>>().join("::");
            let api = segments.iter().any(|s| s == "ApiError");
            match (kinds.iter().find(|k| **k == tail || (**k == "said_plain" && segments.last().is_some_and(|l| l == "said_plain"))), api) {
                (Some(&"Error::invalid"), false) if call.args.len() == 2 => self.say(&call.args[1], "{} ", "", false),
                (Some(&"Error::not_found"), false) => self.say(&call.args[0], "", " was not found.", true),
                // The audit log's details: its last argument, pieces joined by ", ".
                (Some(&"audit::record"), false) => {
                    if let Some(details) = call.args.last() {
                        self.listing = true;
                        self.say(details, "", "", false);
                        self.listing = false;
                    }
                }
                (Some(_), false) => self.say(&call.args[0], "", "", false),
                _ => {}
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
            self.listing = true;
            self.say(piece, "", "", false);
            self.listing = false;
        }
        syn::visit::visit_expr_method_call(self, call);
    }

    /// `let details = …`: an audit entry's details.
    fn visit_local(&mut self, local: &'ast syn::Local) {
        if let syn::Pat::Ident(name) = &local.pat
            && name.ident == "details"
            && let Some(init) = &local.init
        {
            self.listing = true;
            self.say(&init.expr, "", "", false);
            self.listing = false;
        }
        syn::visit::visit_local(self, local);
    }

    fn visit_expr_struct(&mut self, literal: &'ast syn::ExprStruct) {
        if ends_with(&literal.path, &["Done", "Error::Invalid", "Self::Invalid", "RateLimited"]).is_some() {
            for field in &literal.fields {
                if matches!(&field.member, syn::Member::Named(name) if name == "message") {
                    self.say(&field.expr, "", "", false);
                }
            }
        }
        syn::visit::visit_expr_struct(self, literal);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_from_code_and_catalogue_meet() {
        assert_eq!(template_of_format("Tag “{}” created; {{x}} {name:?}."), "Tag “{}” created; {x} {}.");
        let english = english_templates(
            "said-a = Tag “{ $a }” created.\nsaid-b = Moved { $count ->\n    [one] { $count } post\n   *[other] { $count } posts\n}.\nfield-x = x\n",
        )
        .unwrap();
        assert_eq!(english.into_iter().collect::<Vec<_>>(), ["Moved {} post.", "Moved {} posts.", "Tag “{}” created."]);
    }

    #[test]
    fn refusals_and_confirmations_are_found_in_code_but_not_in_tests_or_the_api() {
        let source = r#"
            fn f(x: bool) -> Result<(), Error> {
                Error::invalid("title", "can't be blank");
                Error::Conflict(format!("A tag named “{name}” already exists."));
                Error::not_found(format!("Post {id}"));
                Done::said(if x { format!("{} is on.", u) } else { format!("{} is off.", u) });
                Done { message: "Saved.".to_owned(), secret: None };
                ApiError::not_found("API only");
            }
            #[cfg(test)]
            mod tests { fn g() { Error::Conflict("in a test".into()); } }
        "#;
        let said = said_in(source).unwrap();
        assert_eq!(said, ["{} can't be blank", "A tag named “{}” already exists.", "Post {} was not found.", "{} is on.", "{} is off.", "Saved."]);
    }

    #[test]
    fn an_audit_entrys_details_may_be_pieces_each_a_message() {
        let said = said_in(r#"fn f() { changes.push(format!("renamed from “{}”", a)); let details = format!("{}, trust after {} posts", x, n); }"#).unwrap();
        let english: BTreeSet<String> = ["renamed from “{}”", "trust after {} posts"].into_iter().map(str::to_owned).collect();
        assert!(said.iter().all(|t| covered(&english, t)), "{said:?}");
        assert!(!covered(&english, &format!("{LIST}renamed to “{{}}”, trust after {{}} posts")));
        assert!(!covered(&english, "{} posts, trust after {} posts"), "a sentence that is no list is one message");
    }

    #[test]
    fn a_piece_helper_is_read_as_a_piece() {
        let source = r#"fn days_piece(d: Option<i32>) -> String { match d { Some(d) => format!("the last {d} days"), None => "all days".to_owned() } }
            fn other(d: i32) -> String { format!("not a piece {d}") }"#;
        let said = said_in(source).unwrap();
        assert_eq!(said, [format!("{LIST}the last {{}} days"), format!("{LIST}all days")]);
    }
}
