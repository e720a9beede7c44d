//! `/{org}/admin/tags`: the organization's tags; create, rename, recolour, delete. The board
//! filters by them (`?tag=`), the API lists and filters them.

use super::layout::{AdminLayout, Section, kept, refused};
use crate::api::get_admin_tags;
use crate::model::{AdminFrame, TagRow};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

#[component]
pub fn AdminTagsPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let tags = Resource::new(
        {
            let org = org.clone();
            move || org.clone()
        },
        get_admin_tags,
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match tags.await {
                    Ok((frame, rows)) => view! { <TagsView frame rows/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/tags"), error),
                }
            })}
        </Suspense>
    }
}

#[component]
fn TagsView(frame: AdminFrame, rows: Vec<TagRow>) -> impl IntoView {
    let org = frame.org.name.clone();
    let action = format!("/{org}/admin/tags");
    let (new_name, new_color) = (kept(&frame, "create", "name", ""), kept(&frame, "create", "color", "#6b7280"));
    let empty = rows.is_empty();
    let items = rows
        .into_iter()
        .map(|t| {
            let field = move |name: &str| format!("tag-{}-{name}", t.id);
            let name = t.name.clone();
            view! {
                <li class="admin-item">
                    <h2 class="admin-item-title"><a class="tag" href=format!("/{org}?tag={}", crate::model::encode_query_value(&t.name))>{t.name.clone()}</a></h2>
                    <form method="post" action=action.clone() class="admin-row-form">
                        <input type="hidden" name="id" value=t.id/>
                        <div class="field"><label for=field("name")>{t!("admin-tags-name")}</label><input id=field("name") name="name" required maxlength="40" value=t.name.clone()/></div>
                        <div class="field narrow"><label for=field("color")>{t!("admin-tags-colour")}</label><input id=field("color") name="color" type="color" value=t.color.clone()/></div>
                        <button type="submit" name="action" value="update" class="button small" aria-label=t!("admin-tags-save-named", name = &name)>{t!("admin-tags-save")}</button>
                        <button type="submit" name="action" value="delete" class="button small danger" aria-label=t!("admin-tags-delete-named", name = &name)>{t!("admin-tags-delete")}</button>
                    </form>
                </li>
            }
        })
        .collect_view();
    view! {
        <AdminLayout frame section=Section::Tags title=t!("admin-tags-title") description=t!("admin-tags-description")>
            <p class="lede">{t!("admin-tags-lede")}</p>
            {if empty { view! { <p class="hint">{t!("admin-tags-empty")}</p> }.into_any() } else { view! { <ol class="admin-list" aria-label=t!("admin-tags-list")>{items}</ol> }.into_any() }}
            <section aria-labelledby="new-tag" class="admin-new">
                <h2 id="new-tag">{t!("admin-tags-new")}</h2>
                <form method="post" action=action class="admin-row-form">
                    <input type="hidden" name="form" value="create"/>
                    <div class="field"><label for="new-tag-name">{t!("admin-tags-name")}</label><input id="new-tag-name" name="name" required maxlength="40" value=new_name/></div>
                    <div class="field narrow"><label for="new-tag-color">{t!("admin-tags-colour")}</label><input id="new-tag-color" name="color" type="color" value=new_color/></div>
                    <button type="submit" name="action" value="create" class="button small">{t!("admin-tags-create")}</button>
                </form>
            </section>
        </AdminLayout>
    }
}
