//! `/{org}/admin/team` (admins): who is on the team and with which role; add someone by
//! e-mail, change a role, remove someone. The last admin stays (the reason is shown).

use super::layout::{AdminLayout, Section, kept, refused, when};
use crate::api::get_admin_team;
use crate::model::{AdminFrame, TeamRow};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

/// The roles as the API names them, and the messages people read them by.
pub const ROLES: [(&str, &str); 3] = [("admin", "admin-team-role-admin"), ("member", "admin-team-role-member"), ("csm", "admin-team-role-csm")];

#[component]
pub fn AdminTeamPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let team = Resource::new(
        {
            let org = org.clone();
            move || org.clone()
        },
        get_admin_team,
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match team.await {
                    Ok((frame, rows)) => view! { <TeamView frame rows/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/team"), error),
                }
            })}
        </Suspense>
    }
}

fn role_options(current: &str) -> impl IntoView + use<> {
    let current = current.to_owned();
    ROLES
        .into_iter()
        .map(move |(value, label)| view! { <option value=value selected=value == current>{crate::i18n::text(crate::i18n::locale(), label, &[])}</option> })
        .collect_view()
}

#[component]
fn TeamView(frame: AdminFrame, rows: Vec<TeamRow>) -> impl IntoView {
    let org = frame.org.name.clone();
    let action = format!("/{org}/admin/team");
    let me = frame.viewer.id;
    let (email, name, role) = (kept(&frame, "add", "email", ""), kept(&frame, "add", "name", ""), kept(&frame, "add", "role", "member"));
    view! {
        <AdminLayout frame section=Section::Team title=t!("admin-team-title") description=t!("admin-team-description")>
            <p class="lede">{t!("admin-team-lede")}</p>
            <div class="table-scroll">
            <table class="admin-table team">
                <thead><tr>
                    <th scope="col">{t!("admin-team-name")}</th>
                    <th scope="col">{t!("admin-team-email")}</th>
                    <th scope="col">{t!("admin-team-role")}</th>
                    <th scope="col">{t!("admin-team-since")}</th>
                    <th scope="col"><span class="visually-hidden">{t!("admin-team-remove")}</span></th>
                </tr></thead>
                <tbody>
                    {rows.into_iter().map(|m| {
                        let select = format!("role-{}", m.id);
                        let who = if m.user_id == me { t!("admin-team-you", name = &m.name) } else { m.name.clone() };
                        view! {
                            <tr>
                                <th scope="row">{who}</th>
                                <td>{m.email.clone()}</td>
                                <td>
                                    <form method="post" action=action.clone() class="inline-row">
                                        <input type="hidden" name="id" value=m.id/>
                                        <label for=select.clone() class="visually-hidden">{t!("admin-team-role-of", name = &m.name)}</label>
                                        <select id=select name="role">{role_options(&m.role)}</select>
                                        <button type="submit" name="action" value="role" class="button-secondary" aria-label=t!("admin-team-save-role-of", name = &m.name)>{t!("admin-team-save")}</button>
                                    </form>
                                </td>
                                <td><time datetime=m.since.clone()>{when(&m.since)}</time></td>
                                <td>
                                    <form method="post" action=action.clone() class="inline-form">
                                        <input type="hidden" name="id" value=m.id/>
                                        <button type="submit" name="action" value="remove" class="button-secondary" aria-label=t!("admin-team-remove-named", name = &m.name)>{t!("admin-team-remove")}</button>
                                    </form>
                                </td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
            </div>
            <section aria-labelledby="add-member" class="admin-new">
                <h2 id="add-member">{t!("admin-team-add-someone")}</h2>
                <form method="post" action=action class="admin-row-form">
                    <input type="hidden" name="form" value="add"/>
                    <div class="field"><label for="add-email">{t!("admin-team-email")}</label><input id="add-email" name="email" type="email" required autocomplete="off" value=email/></div>
                    <div class="field"><label for="add-name">{t!("admin-team-new-name")}</label><input id="add-name" name="name" maxlength="120" autocomplete="off" value=name/></div>
                    <div class="field"><label for="add-role">{t!("admin-team-role")}</label><select id="add-role" name="role">{role_options(&role)}</select></div>
                    <button type="submit" name="action" value="add" class="button small">{t!("admin-team-add")}</button>
                </form>
                <p class="hint">{t!("admin-team-add-hint")}</p>
            </section>
        </AdminLayout>
    }
}
