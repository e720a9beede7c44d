//! The submit form's helpers: similar posts suggested while the title is typed, and images
//! previewed and checked before they are uploaded. Both only add to a plain form that the
//! server checks again, so the form works the same without JavaScript.

use crate::i18n::{Arg, Locale, Plural};
use crate::model::PostCard;
use crate::tl;
use leptos::prelude::*;

/// How long typing must pause before similar posts are looked up.
#[cfg(feature = "hydrate")]
const TYPING_PAUSE: std::time::Duration = std::time::Duration::from_millis(250);

/// The title field, with the organization's public posts that look like it listed below it
/// (they open in a new tab, so that what was typed stays).
#[component]
pub fn TitleWithSuggestions(org: String) -> impl IntoView {
    view! { <TitleField org words=SuggestionWords::of(crate::i18n::locale())/> }
}

/// The title field's words in the page's language, computed by the server (the island has no
/// catalogue): those it shows at once and those of the suggestions it shows later.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SuggestionWords {
    label: String,
    placeholder: String,
    heading: String,
    hint: String,
    new_tab: String,
    /// A suggested post's votes.
    votes: Plural,
}

impl SuggestionWords {
    pub fn of(locale: Locale) -> Self {
        Self {
            label: tl!(locale, "submit-title"),
            placeholder: tl!(locale, "submit-title-placeholder"),
            heading: tl!(locale, "submit-similar"),
            hint: tl!(locale, "submit-similar-hint"),
            new_tab: tl!(locale, "submit-new-tab"),
            votes: crate::i18n::plural(locale, "submit-similar-votes"),
        }
    }
}

#[island]
fn TitleField(org: String, words: SuggestionWords) -> impl IntoView {
    let typed = RwSignal::new(String::new());
    let similar = RwSignal::new(Vec::<PostCard>::new());
    let on_input = {
        #[cfg(feature = "hydrate")]
        let org = org.clone();
        move |event: leptos::ev::Event| {
            let title = event_target_value(&event);
            typed.set(title.clone());
            #[cfg(feature = "hydrate")]
            {
                let org = org.clone();
                set_timeout(
                    move || {
                        if typed.get_untracked() != title {
                            return;
                        }
                        if title.trim().chars().count() < 3 {
                            similar.set(Vec::new());
                            return;
                        }
                        leptos::task::spawn_local(async move {
                            let found = crate::api::similar_posts(org, title.clone()).await.unwrap_or_default();
                            // An answer to an older title is dropped.
                            if typed.get_untracked() == title {
                                similar.set(found);
                            }
                        });
                    },
                    TYPING_PAUSE,
                );
            }
        }
    };
    let SuggestionWords { label, placeholder, heading, hint, new_tab, votes } = words;
    let list = move || {
        let posts = similar.get();
        (!posts.is_empty()).then(|| {
            view! {
                <section class="similar" aria-labelledby="similar-heading">
                    <h2 id="similar-heading">{heading.clone()}</h2>
                    <p class="hint">{hint.clone()}</p>
                    <ul>
                        {posts.into_iter().map(|post| {
                            let count = crate::i18n::shown_count(&votes, post.votes_count.into());
                            view! {
                                <li>
                                    <a href=format!("/{}/p/{}", org, post.slug) target="_blank" rel="noopener">
                                        {post.title}
                                        <span class="visually-hidden">{format!(" {new_tab}")}</span>
                                    </a>
                                    <span class="similar-meta">{count}" · "{post.status.label}</span>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                </section>
            }
        })
    };
    view! {
        <label for="title">{label}</label>
        <input id="title" name="title" required maxlength="255" autocomplete="off"
            placeholder=placeholder on:input=on_input/>
        <div class="similar-slot" aria-live="polite">{list}</div>
    }
}

/// Most images a post or comment may carry, and the largest one (the server's limits).
pub const MAX_IMAGES: usize = 5;
const MAX_IMAGE_MB: u32 = 10;
pub const MAX_IMAGE_BYTES: f64 = MAX_IMAGE_MB as f64 * 1024.0 * 1024.0;

/// What stands for a file's name in [`ImageWords`]' sentences, replaced by it when shown.
const NAME: &str = "{name}";

/// What is wrong with a file, judged by its first bytes and its size, in `words`; `None`
/// when it is a PNG, JPEG or GIF image of at most 10 MB.
pub fn image_problem(name: &str, head: &[u8], size: f64, words: &ImageWords) -> Option<String> {
    let is_image = head.starts_with(&[0x89, b'P', b'N', b'G']) || head.starts_with(&[0xFF, 0xD8, 0xFF]) || head.starts_with(b"GIF8");
    if !is_image {
        Some(words.not_image.replace(NAME, name))
    } else if size > MAX_IMAGE_BYTES {
        Some(words.too_large.replace(NAME, name))
    } else {
        None
    }
}

/// The file input of a form, with a preview of each chosen image. Files that the server
/// would refuse (not an image by their bytes, too large, too many) are named at once and
/// keep the form from being sent.
#[component]
pub fn ImagePicker(id: String) -> impl IntoView {
    view! { <ImageField id words=ImageWords::of(crate::i18n::locale())/> }
}

/// The image field's words in the page's language, computed by the server (the island has no
/// catalogue), those of the problems it finds in the browser included; [`NAME`] stands for a
/// file's name.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ImageWords {
    label: String,
    hint: String,
    preview: String,
    not_image: String,
    too_large: String,
    /// Too many files, by how many were chosen.
    too_many: Plural,
}

impl ImageWords {
    pub fn of(locale: Locale) -> Self {
        Self {
            label: tl!(locale, "submit-images"),
            hint: tl!(locale, "submit-images-hint", max = MAX_IMAGES, size = MAX_IMAGE_MB),
            preview: tl!(locale, "submit-image-preview", name = NAME),
            not_image: tl!(locale, "submit-not-an-image", name = NAME),
            too_large: tl!(locale, "submit-image-too-large", name = NAME, size = MAX_IMAGE_MB),
            too_many: crate::i18n::plural_with(locale, "submit-too-many-images", &[("max", Arg::from(MAX_IMAGES))]),
        }
    }
}

#[island]
fn ImageField(id: String, words: ImageWords) -> impl IntoView {
    // Object URLs of the chosen images, with their names.
    let previews = RwSignal::new(Vec::<(String, String)>::new());
    let problems = RwSignal::new(Vec::<String>::new());
    let ImageWords { label, hint: hint_text, preview, .. } = words.clone();
    let on_change = move |event: leptos::ev::Event| {
        #[cfg(feature = "hydrate")]
        check_images(event, previews, problems, words.clone());
        #[cfg(not(feature = "hydrate"))]
        let _ = (event, previews, problems, &words);
    };
    let hint = format!("{id}-hint");
    view! {
        <label for=id.clone()>{label}</label>
        <input id=id name="attachments[]" type="file" multiple accept="image/png,image/jpeg,image/gif"
            aria-describedby=hint.clone() on:change=on_change/>
        <p class="hint" id=hint>{hint_text}</p>
        {move || {
            let problems = problems.get();
            (!problems.is_empty()).then(|| view! {
                <ul class="form-error" role="alert">{problems.into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}</ul>
            })
        }}
        <ul class="image-previews">
            {move || previews.get().into_iter().map(|(url, name)| view! {
                <li><img src=url alt=preview.replace(NAME, &name)/></li>
            }).collect_view()}
        </ul>
    }
}

#[cfg(feature = "hydrate")]
fn check_images(event: leptos::ev::Event, previews: RwSignal<Vec<(String, String)>>, problems: RwSignal<Vec<String>>, words: ImageWords) {
    use wasm_bindgen::JsCast;
    let Some(input) = event.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else {
        return;
    };
    for (url, _) in previews.get_untracked() {
        let _ = web_sys::Url::revoke_object_url(&url);
    }
    previews.set(Vec::new());
    let files: Vec<web_sys::File> = match input.files() {
        Some(list) => (0..list.length()).filter_map(|i| list.item(i)).collect(),
        None => Vec::new(),
    };
    leptos::task::spawn_local(async move {
        let mut found = Vec::new();
        if files.len() > MAX_IMAGES {
            found.push(crate::i18n::shown_count(&words.too_many, files.len() as i64));
        }
        let mut shown = Vec::new();
        for file in &files {
            let head = match file.slice_with_i32_and_i32(0, 8) {
                Ok(blob) => match wasm_bindgen_futures::JsFuture::from(blob.array_buffer()).await {
                    Ok(buffer) => js_sys::Uint8Array::new(&buffer).to_vec(),
                    Err(_) => Vec::new(),
                },
                Err(_) => Vec::new(),
            };
            match image_problem(&file.name(), &head, file.size(), &words) {
                Some(problem) => found.push(problem),
                None => {
                    if let Ok(url) = web_sys::Url::create_object_url_with_blob(file) {
                        shown.push((url, file.name()));
                    }
                }
            }
        }
        input.set_custom_validity(&found.join(" "));
        previews.set(shown);
        problems.set(found);
    });
}

#[cfg(all(test, feature = "ssr"))]
mod tests {
    use super::*;

    #[test]
    fn images_are_judged_by_their_bytes_and_size() {
        let words = ImageWords::of(Locale::En);
        assert_eq!(image_problem("a.png", b"\x89PNG\r\n\x1a\n", 100.0, &words), None);
        assert_eq!(image_problem("a.jpg", &[0xFF, 0xD8, 0xFF, 0xE0], 100.0, &words), None);
        assert_eq!(image_problem("a.gif", b"GIF89a", 100.0, &words), None);
        assert_eq!(image_problem("fake.png", b"hello", 100.0, &words).as_deref(), Some("fake.png is not a PNG, JPEG or GIF image."));
        assert_eq!(image_problem("big.png", b"\x89PNG", 11.0 * 1024.0 * 1024.0, &words).as_deref(), Some("big.png is larger than 10 MB."));
    }

    #[test]
    fn too_many_images_are_counted_in_the_sentence() {
        let words = ImageWords::of(Locale::En);
        assert_eq!(crate::i18n::count(Locale::En, &words.too_many, 7), "Choose at most 5 images (7 chosen).");
        assert_eq!(words.hint, "Up to 5 images (PNG, JPEG or GIF), 10 MB each.");
    }
}
