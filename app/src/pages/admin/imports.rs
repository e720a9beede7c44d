//! `/{org}/admin/import` (admins): moving in from another board (docs/import.md). A form names
//! the source (any `/api/v3` server, or Canny), its key and the status mapping, and starts a
//! dry run or the import; the runs below show their progress (kept current by an island while
//! one is under way; a link shows the latest without JavaScript), then their report: what was
//! or would be created, matched, already here or skipped, and why, problem by problem. A
//! finished dry run can be run as it is. Plain forms, so the page works before hydration.

use super::layout::{AdminLayout, Section, kept, refused, when};
use crate::api::get_admin_imports;
use crate::i18n::Locale;
use crate::model::{AdminFrame, AdminImports, ImportRunRow};
use crate::{t, tl};
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

#[component]
pub fn AdminImportsPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let data = Resource::new(
        {
            let org = org.clone();
            move || org.clone()
        },
        get_admin_imports,
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match data.await {
                    Ok((frame, imports)) => view! { <ImportsView frame imports/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/import"), error),
                }
            })}
        </Suspense>
    }
}

/// The label of a source's kind.
fn kind_label(kind: &str) -> String {
    match kind {
        "canny" => "Canny".to_owned(),
        "uservoice-csv" => t!("admin-import-kind-uservoice-csv"),
        "canny-csv" => t!("admin-import-kind-canny-csv"),
        _ => t!("admin-import-kind-api-v3"),
    }
}

/// The form that uploads one kind of CSV export (`kind`): its files (each role's input, the
/// first needed), the status mapping, and the two buttons.
#[component]
fn ExportForm(frame: AdminFrame, kind: &'static str, files: &'static [&'static str], statuses_here: String, busy: bool) -> impl IntoView {
    let org = frame.org.name.clone();
    let form = format!("import-{kind}");
    let statuses = kept(&frame, &form, "statuses", "");
    let (heading, labelled_by) = (format!("{form}-title"), format!("{form}-title"));
    let inputs = files
        .iter()
        .enumerate()
        .map(|(n, role)| {
            let id = format!("{form}-{role}");
            let label = match *role {
                "suggestions" => t!("admin-import-file-suggestions"),
                "posts" => t!("admin-import-file-posts"),
                "votes" => t!("admin-import-file-votes"),
                _ => t!("admin-import-file-comments"),
            };
            view! {
                <div class="field">
                    <label for=id.clone()>{label}</label>
                    <input id=id name=*role type="file" accept=".csv,text/csv" required=n == 0/>
                </div>
            }
        })
        .collect_view();
    let statuses_id = format!("{form}-statuses");
    let hint_id = format!("{form}-statuses-hint");
    view! {
        <form method="post" action=format!("/{org}/admin/import/export") enctype="multipart/form-data" class="admin-new" aria-labelledby=labelled_by>
            <h3 id=heading>{kind_label(kind)}</h3>
            <input type="hidden" name="form" value=form.clone()/>
            <input type="hidden" name="kind" value=kind/>
            {inputs}
            <div class="field">
                <label for=statuses_id.clone()>{t!("admin-import-statuses")}</label>
                <textarea id=statuses_id name="statuses" rows="3" maxlength="10000" placeholder="Completed=Completed" aria-describedby=hint_id.clone()>{statuses}</textarea>
                <p class="hint" id=hint_id>{t!("admin-import-statuses-hint", statuses = statuses_here)}</p>
            </div>
            <div class="form-row">
                <button type="submit" name="action" value="dry-run" class="button" disabled=busy>{t!("admin-import-dry-run")}</button>
                <button type="submit" name="action" value="import" class="button button-secondary" disabled=busy>{t!("admin-import-run")}</button>
            </div>
        </form>
    }
}

#[component]
fn ImportsView(frame: AdminFrame, imports: AdminImports) -> impl IntoView {
    let org = frame.org.name.clone();
    let action = format!("/{org}/admin/import");
    let AdminImports { runs, statuses, busy } = imports;
    let new_kind = kept(&frame, "import", "kind", "api-v3");
    let new_url = kept(&frame, "import", "url", "");
    let new_statuses = kept(&frame, "import", "statuses", "");
    let kinds = ["api-v3", "canny"]
        .into_iter()
        .map(|value| {
            let id = format!("import-kind-{value}");
            view! {
                <li class="check">
                    <input type="radio" id=id.clone() name="kind" value=value checked=new_kind == value/>
                    <label for=id>{kind_label(value)}</label>
                </li>
            }
        })
        .collect_view();
    let here = statuses.join(", ");
    let (export_frame, here_too) = (frame.clone(), here.clone());
    let empty = runs.is_empty();
    let rows = runs.into_iter().map(|row| view! { <Run row org=org.clone() action=action.clone() busy/> }).collect_view();
    view! {
        <AdminLayout frame section=Section::Import title=t!("admin-import-title") description=t!("admin-import-description")>
            <section aria-labelledby="import-new" class="admin-group">
                <h2 id="import-new">{t!("admin-import-new")}</h2>
                <p class="lede">{t!("admin-import-lede")}</p>
                <form method="post" action=action.clone() class="admin-new">
                    <input type="hidden" name="form" value="import"/>
                    <fieldset class="field">
                        <legend>{t!("admin-import-kind")}</legend>
                        <ul class="checks">{kinds}</ul>
                    </fieldset>
                    <div class="field">
                        <label for="import-url">{t!("admin-import-url")}</label>
                        <input id="import-url" name="url" type="url" maxlength="2000" autocomplete="off" placeholder="https://feedback.old.example" value=new_url aria-describedby="import-url-hint"/>
                        <p class="hint" id="import-url-hint">{t!("admin-import-url-hint")}</p>
                    </div>
                    <div class="field">
                        <label for="import-key">{t!("admin-import-key")}</label>
                        <input id="import-key" name="api_key" type="password" required maxlength="1000" autocomplete="off" aria-describedby="import-key-hint"/>
                        <p class="hint" id="import-key-hint">{t!("admin-import-key-hint")}</p>
                    </div>
                    <div class="field">
                        <label for="import-statuses">{t!("admin-import-statuses")}</label>
                        <textarea id="import-statuses" name="statuses" rows="3" maxlength="10000" placeholder="Shipped=Completed" aria-describedby="import-statuses-hint">{new_statuses}</textarea>
                        <p class="hint" id="import-statuses-hint">{t!("admin-import-statuses-hint", statuses = here)}</p>
                    </div>
                    <div class="form-row">
                        <button type="submit" name="action" value="dry-run" class="button" disabled=busy>{t!("admin-import-dry-run")}</button>
                        <button type="submit" name="action" value="import" class="button button-secondary" disabled=busy>{t!("admin-import-run")}</button>
                    </div>
                    {busy.then(|| view! { <p class="hint">{t!("admin-import-busy")}</p> })}
                </form>
            </section>
            <section aria-labelledby="import-files" class="admin-group">
                <h2 id="import-files">{t!("admin-import-files")}</h2>
                <p class="lede">{t!("admin-import-files-lede", max = crate::model::EXPORT_FILE_MAX_MB)}</p>
                <ExportForm frame=export_frame.clone() kind="uservoice-csv" files=&["suggestions", "comments"] statuses_here=here_too.clone() busy/>
                <ExportForm frame=export_frame kind="canny-csv" files=&["posts", "votes", "comments"] statuses_here=here_too busy/>
            </section>
            <section aria-labelledby="import-runs" class="admin-group">
                <h2 id="import-runs">{t!("admin-import-runs")}</h2>
                {if empty {
                    view! { <p class="hint">{t!("admin-import-none")}</p> }.into_any()
                } else {
                    view! { <ol class="admin-list" aria-labelledby="import-runs">{rows}</ol> }.into_any()
                }}
            </section>
        </AdminLayout>
    }
}

/// The words of a run's state.
fn state_label(state: &str) -> String {
    match state {
        "waiting" => t!("admin-import-state-waiting"),
        "running" => t!("admin-import-state-running"),
        "stopped" => t!("admin-import-state-stopped"),
        _ => t!("admin-import-state-finished"),
    }
}

#[component]
fn Run(row: ImportRunRow, org: String, action: String, busy: bool) -> impl IntoView {
    let id = row.id;
    let heading = format!("import-run-{id}");
    let title = if row.dry_run { t!("admin-import-a-dry-run", when = when(&row.created_at)) } else { t!("admin-import-a-run", when = when(&row.created_at)) };
    let source = match row.url.is_empty() {
        true => kind_label(&row.kind),
        false => format!("{} · {}", kind_label(&row.kind), row.url),
    };
    let under_way = matches!(row.state.as_str(), "waiting" | "running");
    let locale = crate::i18n::locale();
    let progress = under_way.then(|| {
        let texts = ProgressTexts::of(locale);
        view! {
            <ImportProgress org=org.clone() id state=row.state.clone() done=row.posts_done total=row.posts_total texts/>
            <p><a href=format!("/{org}/admin/import")>{t!("admin-import-refresh")}</a></p>
        }
    });
    let tallies = (!row.tallies.is_empty()).then(|| {
        let lines = row
            .tallies
            .iter()
            .map(|(kind, [created, matched, already, skipped])| {
                let n = |v: &u64| crate::i18n::number(locale, *v as f64);
                view! {
                    <tr>
                        <th scope="row">{record_label(kind)}</th>
                        <td>{n(created)}</td><td>{n(matched)}</td><td>{n(already)}</td><td>{n(skipped)}</td>
                    </tr>
                }
            })
            .collect_view();
        let caption = if row.dry_run { t!("admin-import-would") } else { t!("admin-import-did") };
        view! {
            <div class="table-scroll">
                <table class="admin-table">
                    <caption>{caption}</caption>
                    <thead>
                        <tr>
                            <th scope="col">{t!("admin-import-records")}</th>
                            <th scope="col">{t!("admin-import-created")}</th>
                            <th scope="col">{t!("admin-import-matched")}</th>
                            <th scope="col">{t!("admin-import-already")}</th>
                            <th scope="col">{t!("admin-import-skipped")}</th>
                        </tr>
                    </thead>
                    <tbody>{lines}</tbody>
                </table>
            </div>
        }
    });
    let problems = (row.problems_total > 0).then(|| {
        let shown = row.problems.len() as u64;
        let items = row
            .problems
            .iter()
            .map(|(record, why)| view! { <li><strong>{record.clone()}</strong>": "{why.clone()}</li> })
            .collect_view();
        let more = (row.problems_total > shown).then(|| view! { <p class="hint">{t!("admin-import-more-problems", n = row.problems_total - shown)}</p> });
        let problems_id = format!("import-run-{id}-problems");
        view! {
            <section aria-labelledby=problems_id.clone() class="admin-subsection">
                <h4 id=problems_id.clone()>{t!("admin-import-problems", n = row.problems_total)}</h4>
                <ul class="import-problems">{items}</ul>
                {more}
            </section>
        }
    });
    let error = row.error.clone().map(|why| view! { <p class="form-error">{why}</p> });
    let mapping = (!row.statuses.is_empty()).then(|| {
        let statuses = row.statuses.replace('\n', "; ");
        view! { <dt>{t!("admin-import-statuses")}</dt><dd>{statuses}</dd> }
    });
    let runnable = (row.runnable && !busy).then(|| {
        view! {
            <form method="post" action=action.clone() class="admin-row-form">
                <input type="hidden" name="id" value=id/>
                <button type="submit" name="action" value="run-dry-run" class="button small">{t!("admin-import-run-as-said")}</button>
            </form>
        }
    });
    view! {
        <li class="admin-item">
            <h3 class="admin-item-title" id=heading>{title}</h3>
            <dl class="admin-facts">
                <dt>{t!("admin-import-source")}</dt><dd>{source}</dd>
                <dt>{t!("admin-webhooks-state")}</dt><dd>{state_label(&row.state)}</dd>
                {mapping}
                {row.finished_at.as_deref().map(|at| view! { <dt>{t!("admin-import-finished")}</dt><dd>{when(at)}</dd> })}
            </dl>
            {progress}
            {error}
            {tallies}
            {problems}
            {runnable}
        </li>
    }
}

/// The label of a kind of record in the report.
fn record_label(kind: &str) -> String {
    match kind {
        "boards" => t!("admin-import-boards"),
        "statuses" => t!("admin-import-statuses-here"),
        "tags" => t!("admin-import-tags"),
        "people" => t!("admin-import-people"),
        "companies" => t!("admin-import-companies"),
        "posts" => t!("admin-import-posts"),
        "votes" => t!("admin-import-votes"),
        "attachments" => t!("admin-import-attachments"),
        "merges" => t!("admin-import-merges"),
        _ => t!("admin-import-comments"),
    }
}

/// The progress's words in the page's language (an island has no catalogue): `{done}` and
/// `{total}` are filled in as the numbers come.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ProgressTexts {
    locale: Locale,
    waiting: String,
    running: String,
    counted: String,
    uncounted: String,
}

impl ProgressTexts {
    fn of(locale: Locale) -> Self {
        Self {
            locale,
            waiting: tl!(locale, "admin-import-state-waiting"),
            running: tl!(locale, "admin-import-state-running"),
            counted: tl!(locale, "admin-import-progress", done = "{done}", total = "{total}"),
            uncounted: tl!(locale, "admin-import-progress-uncounted", done = "{done}"),
        }
    }
}

/// How often the island asks how far a run is.
#[cfg(feature = "hydrate")]
const ASK_EVERY: std::time::Duration = std::time::Duration::from_secs(2);

/// A run's progress: a progress bar and the posts read, asked for every [`ASK_EVERY`] once
/// hydrated; the page reloads when the run ends, to show its report.
#[island]
fn ImportProgress(org: String, id: i64, state: String, done: i64, total: Option<i64>, texts: ProgressTexts) -> impl IntoView {
    let now = RwSignal::new((state, done, total));
    #[cfg(feature = "hydrate")]
    Effect::new(move |_| {
        let org = org.clone();
        if let Ok(handle) = set_interval_with_handle(
            move || {
                let org = org.clone();
                leptos::task::spawn_local(async move {
                    if let Ok(answer) = crate::api::get_import_progress(org, id).await {
                        if matches!(answer.0.as_str(), "finished" | "stopped") {
                            let _ = window().location().reload();
                        }
                        now.set(answer);
                    }
                });
            },
            ASK_EVERY,
        ) {
            on_cleanup(move || handle.clear());
        }
    });
    #[cfg(not(feature = "hydrate"))]
    let _ = (&org, id);
    let label_id = format!("import-run-{id}-progress");
    let ProgressTexts { locale, waiting, running, counted, uncounted } = texts;
    let line = move || {
        let (state, done, total) = now.get();
        let n = |v: i64| crate::i18n::number(locale, v as f64);
        let count = match total {
            Some(total) => counted.replace("{done}", &n(done)).replace("{total}", &n(total)),
            None => uncounted.replace("{done}", &n(done)),
        };
        format!("{} {count}", if state == "waiting" { &waiting } else { &running })
    };
    view! {
        <div class="import-progress">
            <progress
                aria-labelledby=label_id.clone()
                max=move || now.get().2.map(|t| t.max(1).to_string())
                value=move || now.get().2.map(|_| now.get().1.to_string())
            ></progress>
            <p id=label_id>{line}</p>
        </div>
    }
}
