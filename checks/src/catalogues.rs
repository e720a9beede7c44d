//! The message catalogues (`app/locales/<lang>/*.ftl`): every language has exactly English's
//! messages (and attributes), each with the same variables, and every file parses.

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A language's messages: `id` (or `id.attribute`) → the variables it uses.
pub type Messages = BTreeMap<String, BTreeSet<String>>;

/// The messages of the `.ftl` sources of one language, or what did not parse.
pub fn messages_of(sources: &[(String, String)]) -> Result<Messages, Vec<String>> {
    let mut messages = Messages::new();
    let mut problems = Vec::new();
    for (file, source) in sources {
        let resource = match fluent_syntax::parser::parse(source.as_str()) {
            Ok(resource) => resource,
            Err((_, errors)) => {
                problems.extend(errors.iter().map(|e| format!("{file}: does not parse: {e:?}")));
                continue;
            }
        };
        for entry in &resource.body {
            if let ast::Entry::Message(message) = entry {
                let id = message.id.name.to_owned();
                if let Some(value) = &message.value
                    && messages.insert(id.clone(), variables(value)).is_some()
                {
                    problems.push(format!("{file}: `{id}` is defined twice"));
                }
                for attribute in &message.attributes {
                    messages.insert(format!("{id}.{}", attribute.id.name), variables(&attribute.value));
                }
            }
        }
    }
    if problems.is_empty() { Ok(messages) } else { Err(problems) }
}

fn variables(pattern: &ast::Pattern<&str>) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    in_pattern(pattern, &mut found);
    found
}

fn in_pattern(pattern: &ast::Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            in_expression(expression, found);
        }
    }
}

fn in_expression(expression: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            in_inline(selector, found);
            for variant in variants {
                in_pattern(&variant.value, found);
            }
        }
        ast::Expression::Inline(inline) => in_inline(inline, found),
    }
}

fn in_inline(inline: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => in_arguments(arguments, found),
        ast::InlineExpression::TermReference { arguments: Some(arguments), .. } => in_arguments(arguments, found),
        ast::InlineExpression::Placeable { expression } => in_expression(expression, found),
        _ => {}
    }
}

fn in_arguments(arguments: &ast::CallArguments<&str>, found: &mut BTreeSet<String>) {
    for argument in &arguments.positional {
        in_inline(argument, found);
    }
    for argument in &arguments.named {
        in_inline(&argument.value, found);
    }
}

/// What `language` lacks of English, has that English has not, or uses with other variables.
pub fn compare(english: &Messages, language: &Messages) -> Vec<String> {
    let mut problems = Vec::new();
    for (id, variables) in english {
        match language.get(id) {
            None => problems.push(format!("lacks `{id}`")),
            Some(theirs) if theirs != variables => problems.push(format!("`{id}` uses {theirs:?}, English {variables:?}")),
            Some(_) => {}
        }
    }
    problems.extend(language.keys().filter(|id| !english.contains_key(*id)).map(|id| format!("has `{id}`, which English has not")));
    problems
}

/// The `.ftl` files of one language folder, as (name, text), in name order.
pub fn read_language(folder: &Path) -> std::io::Result<Vec<(String, String)>> {
    let mut files: Vec<_> = std::fs::read_dir(folder)?
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    files.into_iter().map(|path| Ok((path.display().to_string(), std::fs::read_to_string(&path)?))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(source: &str) -> Messages {
        messages_of(&[("test.ftl".to_owned(), source.to_owned())]).unwrap()
    }

    #[test]
    fn variables_are_found_in_selectors_variants_and_attributes() {
        let messages = of("count = { $count ->\n    [one] one { $name }\n   *[other] { $count } { NUMBER($total) }\n}\nlabel = Hi\n    .title = { $who }\n");
        assert_eq!(messages["count"], BTreeSet::from(["count".to_owned(), "name".to_owned(), "total".to_owned()]));
        assert_eq!(messages["label"], BTreeSet::new());
        assert_eq!(messages["label.title"], BTreeSet::from(["who".to_owned()]));
    }

    #[test]
    fn a_missing_an_extra_and_a_changed_message_are_each_found() {
        let english = of("a = A\nb = B { $n }\nc = C\n");
        let german = of("a = A\nb = B { $m }\nd = D\n");
        let problems = compare(&english, &german);
        assert_eq!(problems.len(), 3, "{problems:?}");
        assert!(problems.iter().any(|p| p.contains("lacks `c`")));
        assert!(problems.iter().any(|p| p.contains("`b` uses")));
        assert!(problems.iter().any(|p| p.contains("has `d`")));
        assert!(compare(&english, &english).is_empty());
    }

    #[test]
    fn a_file_that_does_not_parse_and_a_message_defined_twice_are_refused() {
        assert!(messages_of(&[("x.ftl".to_owned(), "a = { $n\n".to_owned())]).is_err());
        assert!(messages_of(&[("x.ftl".to_owned(), "a = A\n".to_owned()), ("y.ftl".to_owned(), "a = B\n".to_owned())]).is_err());
    }
}
