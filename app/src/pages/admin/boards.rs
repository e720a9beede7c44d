//! `/{org}/admin/boards`: the organization's boards in board order; each can be renamed, made
//! private or public, made the default, moved up or down, or deleted with its posts moved to
//! another board. For admins.

use super::layout::{AdminLayout, Section, kept, refused};
use crate::api::get_admin_boards;
use crate::model::{AdminFrame, BoardRow};
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
        <Suspense fallback=|| view! { <p class="loading" role="status">"Loading…"</p> }>
            {move || {
                let org = org.clone();
                Suspend::new(async move {
                    match boards.await {
                        Ok((frame, rows)) => view! { <BoardsView frame rows/> }.into_any(),
                        Err(error) => refused(&org, &format!("/{org}/admin/boards"), error),
                    }
                })
            }}
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
                        {board.is_default.then(|| view! { <span class="badge">"Default"</span> })}
                        {board.private.then(|| view! { <span class="badge">"Private"</span> })}
                    </h2>
                    <form method="post" action=action.clone() class="admin-row-form">
                        <input type="hidden" name="id" value=id/>
                        <div class="field"><label for=field("name")>"Name"</label><input id=field("name") name="name" required maxlength="80" value=board.name.clone()/></div>
                        <div class="check">
                            <input type="checkbox" id=field("private") name="private" value="true" checked=board.private disabled=board.is_default aria-describedby=board.is_default.then(|| field("private-hint"))/>
                            <label for=field("private")>"Private (only the team sees it)"</label>
                        </div>
                        {board.is_default.then(|| view! { <p class="hint" id=field("private-hint")>"The default board takes everyone's posts, so it stays public."</p> })}
                        <button type="submit" name="action" value="update" class="button small" aria-label=format!("Save “{name}”")>"Save"</button>
                    </form>
                    <form method="post" action=action.clone() class="admin-row-actions">
                        <input type="hidden" name="id" value=id/>
                        <button type="submit" name="action" value="up" class="button-secondary" disabled=at == 0 aria-label=format!("Move up “{name}”")>"Move up"</button>
                        <button type="submit" name="action" value="down" class="button-secondary" disabled=at + 1 == count aria-label=format!("Move down “{name}”")>"Move down"</button>
                        {(!board.is_default && !board.private).then(|| view! {
                            <button type="submit" name="action" value="default" class="button-secondary" aria-label=format!("Make default “{name}”") title="Posts that name no board go here">"Make default"</button>
                        })}
                    </form>
                    {(!others.is_empty()).then(|| view! {
                        <details class="admin-delete">
                            <summary>{format!("Delete “{name}”…")}</summary>
                            <form method="post" action=action.clone() class="admin-row-form">
                                <input type="hidden" name="id" value=id/>
                                <div class="field">
                                    <label for=field("move-to")>"Move its posts to"</label>
                                    <select id=field("move-to") name="move_to" required>
                                        // Where the posts go is chosen, never assumed.
                                        <option value="" selected disabled>"Choose a board"</option>
                                        {others.into_iter().map(|b| view! { <option value=b.id>{b.name}</option> }).collect_view()}
                                    </select>
                                </div>
                                <button type="submit" name="action" value="delete" class="button small danger" aria-label=format!("Delete “{name}”")>"Delete"</button>
                            </form>
                        </details>
                    })}
                </li>
            }
        })
        .collect_view();
    view! {
        <AdminLayout frame section=Section::Boards title="Boards" description="The boards that hold the organization's posts.">
            <p class="lede">"Boards hold posts. Private boards are seen by the team only (and by the API with ALLOW-PRIVATE); posts that name no board go to the default one."</p>
            <ol class="admin-list" aria-label="Boards">{items}</ol>
            <section aria-labelledby="new-board" class="admin-new">
                <h2 id="new-board">"New board"</h2>
                <form method="post" action=action class="admin-row-form">
                    <input type="hidden" name="form" value="create"/>
                    <div class="field"><label for="new-board-name">"Name"</label><input id="new-board-name" name="name" required maxlength="80" value=new_name/></div>
                    <div class="check"><input type="checkbox" id="new-board-private" name="private" value="true"/><label for="new-board-private">"Private (only the team sees it)"</label></div>
                    <button type="submit" name="action" value="create" class="button small">"Create board"</button>
                </form>
            </section>
        </AdminLayout>
    }
}
