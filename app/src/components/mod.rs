//! Pieces the pages are made of.

mod footer;
mod form;
mod header;
mod live;
mod nav;
mod page_meta;
mod post_list;
pub mod status_badge;
mod submit;

pub use footer::SiteFooter;
pub use form::{form_error, reload_on_success};
pub use header::SiteHeader;
#[cfg(feature = "hydrate")]
pub use live::show_status;
pub use live::{LiveCounts, LiveStatuses, use_live_counts, use_live_statuses};
pub use nav::BoardNav;
pub use page_meta::{PageMeta, head_built};
pub use post_list::PostList;
pub use status_badge::StatusBadge;
pub use submit::{ImagePicker, TitleWithSuggestions, image_problem};

/// The text a `<textarea>` starts with, as its child. tachys (0.2.19) writes a textarea's
/// children into the server's HTML without escaping them (a raw-text element to it), so a
/// `</textarea>` in someone's text would end the element and what follows would be markup
/// (docs/reliability.md, proof 4). On the server the text is escaped here; the browser decodes
/// it back (a textarea's content is escapable raw text), and in the browser build, which sets
/// text nodes itself, it stays as it is.
pub fn textarea_text(text: &str) -> String {
    #[cfg(feature = "ssr")]
    {
        text.replace('&', "&amp;").replace('<', "&lt;")
    }
    #[cfg(not(feature = "ssr"))]
    {
        text.to_owned()
    }
}

#[cfg(all(test, feature = "ssr"))]
mod tests {
    #[test]
    fn a_textarea_cannot_be_ended_by_its_text() {
        let text = super::textarea_text("</textarea><img src=x onerror=alert(1)> & &lt;");
        assert!(!text.contains('<'), "{text}");
        assert_eq!(text, "&lt;/textarea>&lt;img src=x onerror=alert(1)> &amp; &amp;lt;");
    }
}
