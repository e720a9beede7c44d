//! The texts a Fluent message's pattern can give: one per variant of each select (a plural
//! gives one per form), each as pieces of text and variables. The server matches stored audit
//! details against them (`app::i18n::said_list`) and learns which variables choose a plural;
//! `checks said` reads each message's variables and the audit pieces' texts. All read a
//! message the same way because all read it here.

use fluent_syntax::ast;

/// A piece of one text a message can give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    /// A value filled in: `{ $name }` (a variable), or any other placeable (then unnamed).
    Value(Option<String>),
}

/// One text a pattern can give, its adjacent texts joined.
pub type Form = Vec<Piece>;

/// Every text `pattern` can give, and the variables that choose a variant (a plural's count).
pub fn forms(pattern: &ast::Pattern<&str>) -> (Vec<Form>, Vec<String>) {
    let mut selectors = Vec::new();
    let forms = expand(&pattern.elements, &mut selectors).into_iter().map(merge).collect();
    (forms, selectors)
}

/// A form as a template: its values written `{}`.
pub fn template(form: &[Piece]) -> String {
    form.iter()
        .map(|piece| match piece {
            Piece::Text(text) => text.as_str(),
            Piece::Value(_) => "{}",
        })
        .collect()
}

fn expand(elements: &[ast::PatternElement<&str>], selectors: &mut Vec<String>) -> Vec<Form> {
    let mut all: Vec<Form> = vec![Vec::new()];
    for element in elements {
        let choices: Vec<Form> = match element {
            ast::PatternElement::TextElement { value } => vec![vec![Piece::Text((*value).to_owned())]],
            ast::PatternElement::Placeable { expression } => match expression {
                ast::Expression::Inline(ast::InlineExpression::StringLiteral { value }) => vec![vec![Piece::Text((*value).to_owned())]],
                ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) => vec![vec![Piece::Value(Some(id.name.to_owned()))]],
                ast::Expression::Select { selector, variants } => {
                    if let ast::InlineExpression::VariableReference { id } = selector {
                        selectors.push(id.name.to_owned());
                    }
                    variants.iter().flat_map(|v| expand(&v.value.elements, selectors)).collect()
                }
                ast::Expression::Inline(_) => vec![vec![Piece::Value(None)]],
            },
        };
        all = all.into_iter().flat_map(|head| choices.iter().map(move |tail| [head.clone(), tail.clone()].concat())).collect();
    }
    all
}

/// Adjacent texts as one.
fn merge(pieces: Form) -> Form {
    let mut merged: Form = Vec::new();
    for piece in pieces {
        match (merged.last_mut(), piece) {
            (Some(Piece::Text(last)), Piece::Text(text)) => last.push_str(&text),
            (_, piece) => merged.push(piece),
        }
    }
    merged
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pattern_of(source: &str) -> (Vec<Form>, Vec<String>) {
        let resource = fluent_syntax::parser::parse(source).unwrap();
        let ast::Entry::Message(message) = &resource.body[0] else { panic!("a message") };
        forms(message.value.as_ref().unwrap())
    }

    #[test]
    fn a_plural_gives_a_form_per_variant_with_its_values() {
        let (forms, selectors) = pattern_of("m = { $count ->\n    [one] One post by { $name }\n   *[other] { $count } posts by { $name }\n} moved.\n");
        assert_eq!(selectors, ["count"]);
        assert_eq!(forms.iter().map(|f| template(f)).collect::<Vec<_>>(), ["One post by {} moved.", "{} posts by {} moved."]);
        assert_eq!(forms[1][0], Piece::Value(Some("count".to_owned())));
        assert_eq!(forms[1][3], Piece::Text(" moved.".to_owned()), "texts joined: {:?}", forms[1]);
    }

    #[test]
    fn a_string_literal_is_text_and_another_placeable_a_value() {
        let (forms, _) = pattern_of("m = Open {\"{\"} { -brand } now\n");
        assert_eq!(template(&forms[0]), "Open { {} now");
        assert_eq!(forms[0][1], Piece::Value(None));
    }
}
