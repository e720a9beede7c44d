//! `/{org}/admin/boards`: the organization's boards in board order; each can be renamed, made
//! private or public, made the default, moved up or down, or deleted with its posts moved to
//! another board. For admins.

use super::layout::{AdminLayout, Section, kept, refused};
use crate::api::get_admin_boards;
use crate::model::{AdminFrame, BoardRow};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

#[component]
pub fn AdminBoardsPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let boards = Resource::new(
        {
            let org = org.clone();
            move || org.clone()
        },
        get_admin_boards,
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match boards.await {
                    Ok((frame, rows)) => view! { <BoardsView frame rows/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/boards"), error),
                }
            })}
        </Suspense>
    }
}

#[component]
fn BoardsView(frame: AdminFrame, rows: Vec<BoardRow>) -> impl IntoView {
    let org = frame.org.name.clone();
    let action = format!("/{org}/admin/boards");
    let count = rows.len();
    let new_name = kept(&frame, "create", "name", "");
    let items = rows
        .iter()
        .enumerate()
        .map(|(at, board)| {
            let id = board.id;
            let field = move |name: &str| format!("board-{id}-{name}");
            let name = board.name.clone();
            let others: Vec<BoardRow> = rows.iter().filter(|b| b.id != id).cloned().collect();
            view! {
                <li class="admin-item">
                    <h2 class="admin-item-title">
                        <a href=format!("/{org}?bucket={}", board.slug)>{board.name.clone()}</a>
                        {board.is_default.then(|| view! { <span class="badge">{t!("admin-boards-default")}</span> })}
                        {board.private.then(|| view! { <span class="badge">{t!("admin-boards-private")}</span> })}
                    </h2>
                    <form method="post" action=action.clone() class="admin-row-form">
                        <input type="hidden" name="id" value=id/>
                        <div class="field"><label for=field("name")>{t!("admin-boards-name")}</label><input id=field("name") name="name" required maxlength="80" value=board.name.clone()/></div>
                        <div class="check">
                            <input type="checkbox" id=field("private") name="private" value="true" checked=board.private disabled=board.is_default aria-describedby=board.is_default.then(|| field("private-hint"))/>
                            <label for=field("private")>{t!("admin-boards-private-label")}</label>
                        </div>
                        {board.is_default.then(|| view! { <p class="hint" id=field("private-hint")>{t!("admin-boards-default-public")}</p> })}
                        <button type="submit" name="action" value="update" class="button small" aria-label=t!("admin-boards-save-named", name = &name)>{t!("admin-boards-save")}</button>
                    </form>
                    <form method="post" action=action.clone() class="admin-row-actions">
                        <input type="hidden" name="id" value=id/>
                        <button type="submit" name="action" value="up" class="button-secondary" disabled=at == 0 aria-label=t!("admin-boards-move-up-named", name = &name)>{t!("admin-boards-move-up")}</button>
                        <button type="submit" name="action" value="down" class="button-secondary" disabled=at + 1 == count aria-label=t!("admin-boards-move-down-named", name = &name)>{t!("admin-boards-move-down")}</button>
                        {(!board.is_default && !board.private).then(|| view! {
                            <button type="submit" name="action" value="default" class="button-secondary" aria-label=t!("admin-boards-make-default-named", name = &name) title=t!("admin-boards-make-default-hint")>{t!("admin-boards-make-default")}</button>
                        })}
                    </form>
                    {(!others.is_empty()).then(|| view! {
                        <details class="admin-delete">
                            <summary>{t!("admin-boards-delete-summary", name = &name)}</summary>
                            <form method="post" action=action.clone() class="admin-row-form">
                                <input type="hidden" name="id" value=id/>
                                <div class="field">
                                    <label for=field("move-to")>{t!("admin-boards-move-posts-to")}</label>
                                    <select id=field("move-to") name="move_to" required>
                                        // Where the posts go is chosen, never assumed.
                                        <option value="" selected disabled>{t!("admin-boards-choose")}</option>
                                        {others.into_iter().map(|b| view! { <option value=b.id>{b.name}</option> }).collect_view()}
                                    </select>
                                </div>
                                <button type="submit" name="action" value="delete" class="button small danger" aria-label=t!("admin-boards-delete-named", name = &name)>{t!("admin-boards-delete")}</button>
                            </form>
                        </details>
                    })}
                </li>
            }
        })
        .collect_view();
    view! {
        <AdminLayout frame section=Section::Boards title=t!("admin-boards-title") description=t!("admin-boards-description")>
            <p class="lede">{t!("admin-boards-lede")}</p>
            <ol class="admin-list" aria-label=t!("admin-boards-list")>{items}</ol>
            <section aria-labelledby="new-board" class="admin-new">
                <h2 id="new-board">{t!("admin-boards-new")}</h2>
                <form method="post" action=action class="admin-row-form">
                    <input type="hidden" name="form" value="create"/>
                    <div class="field"><label for="new-board-name">{t!("admin-boards-name")}</label><input id="new-board-name" name="name" required maxlength="80" value=new_name/></div>
                    <div class="check"><input type="checkbox" id="new-board-private" name="private" value="true"/><label for="new-board-private">{t!("admin-boards-private-label")}</label></div>
                    <button type="submit" name="action" value="create" class="button small">{t!("admin-boards-create")}</button>
                </form>
            </section>
        </AdminLayout>
    }
}
