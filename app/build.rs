//! The Fluent catalogues (`locales/`) are compiled into the crate by `fluent-templates`; a
//! catalogue added, changed or removed must rebuild it.

fn main() {
    println!("cargo::rerun-if-changed=locales");
}
