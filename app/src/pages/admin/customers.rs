//! `/{org}/admin/customers` (admins, customer success): search, filter by label, page; star,
//! block and unblock; export every customer as CSV (streamed) and import a CSV file. And
//! `/{org}/admin/customers/{id}`: one customer with their posts, votes and comments.

use super::layout::{AdminLayout, Section, refused, when};
use crate::api::{get_admin_customer, get_admin_customers};
use crate::i18n::{day, locale, number};
use crate::model::{AdminFrame, CustomerActivity, CustomerDetail, CustomerPage, CustomerRow};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

#[component]
pub fn AdminCustomersPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let query = use_query_map().read_untracked();
    let q = query.get("q").filter(|q| !q.trim().is_empty());
    let label = query.get("label").filter(|l| !l.is_empty());
    let page = query.get("page").and_then(|p| p.parse::<u64>().ok()).unwrap_or(1);
    let list = Resource::new(
        {
            let org = org.clone();
            move || (org.clone(), q.clone(), label.clone(), page)
        },
        |(org, q, label, page)| get_admin_customers(org, q, label, page),
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match list.await {
                    Ok((frame, customers, labels)) => view! { <CustomersView frame customers labels/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/customers"), error),
                }
            })}
        </Suspense>
    }
}

/// A CSV file's import form posting to `action` (its fields' ids start with `id`), and the
/// rows the last import refused.
pub(super) fn csv_import(action: String, id: &'static str, hint: String, errors: Vec<String>) -> impl IntoView + use<> {
    let (file, hint_id) = (format!("{id}-file"), format!("{id}-hint"));
    view! {
        <form method="post" action=action enctype="multipart/form-data" class="admin-row-form">
            <div class="field">
                <label for=file.clone()>{t!("admin-customers-import-file")}</label>
                <input id=file type="file" name="file" accept=".csv,text/csv" required aria-describedby=hint_id.clone()/>
            </div>
            <button type="submit" class="button small">{t!("admin-customers-import")}</button>
            <p class="hint" id=hint_id>{hint}</p>
        </form>
        {(!errors.is_empty()).then(|| view! {
            <div class="import-errors" role="region" aria-label=t!("admin-customers-import-errors")>
                <h3>{t!("admin-customers-import-errors")}</h3>
                <ul>{errors.into_iter().map(|e| view! { <li>{e}</li> }).collect_view()}</ul>
            </div>
        })}
    }
}

/// Star, block or unblock buttons for one customer, returning to `back`.
fn quick_actions(org: &str, c: &CustomerRow, back: &str) -> impl IntoView + use<> {
    let action = format!("/{org}/admin/customers");
    let name = c.name.clone();
    let (star, star_text, star_label) = if c.starred {
        ("unstar", t!("admin-customers-unstar"), t!("admin-customers-unstar-named", name = &name))
    } else {
        ("star", t!("admin-customers-star"), t!("admin-customers-star-named", name = &name))
    };
    let (block, block_text, block_label) = if c.blocked {
        ("unblock", t!("admin-customers-unblock"), t!("admin-customers-unblock-named", name = &name))
    } else {
        ("block", t!("admin-customers-block"), t!("admin-customers-block-named", name = &name))
    };
    view! {
        <form method="post" action=action class="inline-row">
            <input type="hidden" name="id" value=c.id/>
            <input type="hidden" name="back" value=back.to_owned()/>
            <button type="submit" name="action" value=star class="button-secondary" aria-label=star_label>{star_text}</button>
            <button type="submit" name="action" value=block class="button-secondary" aria-label=block_label>{block_text}</button>
        </form>
    }
}

#[component]
fn CustomersView(frame: AdminFrame, customers: CustomerPage, labels: Vec<String>) -> impl IntoView {
    let org = frame.org.name.clone();
    let here = format!("/{org}/admin/customers");
    let query = use_query_map().read_untracked();
    let (q, label) = (query.get("q").unwrap_or_default(), query.get("label").unwrap_or_default());
    let import_errors: Vec<String> = frame
        .flash
        .as_ref()
        .map(|f| f.values.iter().filter(|(k, _)| k == "row_error").map(|(_, v)| v.clone()).collect())
        .unwrap_or_default();
    let CustomerPage { rows, page, has_more } = customers;
    let back = {
        let mut back = here.clone();
        let params: Vec<String> = [("q", &q), ("label", &label)]
            .iter()
            .filter(|(_, v)| !v.is_empty())
            .map(|(k, v)| format!("{k}={}", crate::model::encode_query_value(v)))
            .chain((page > 1).then(|| format!("page={page}")))
            .collect();
        if !params.is_empty() {
            back.push('?');
            back.push_str(&params.join("&"));
        }
        back
    };
    let page_link = {
        let (here, q, label) = (here.clone(), q.clone(), label.clone());
        move |to: u64| format!("{here}?q={}&label={}&page={to}", crate::model::encode_query_value(&q), crate::model::encode_query_value(&label))
    };
    let pager = (page > 1 || has_more).then(|| {
        view! {
            <nav class="pager" aria-label=t!("admin-customers-pages")>
                {(page > 1).then(|| view! { <a href=page_link(page - 1) rel="prev">{t!("admin-customers-newer")}</a> })}
                <span class="pager-page">{t!("admin-page", page = page)}</span>
                {has_more.then(|| view! { <a href=page_link(page + 1) rel="next">{t!("admin-customers-older")}</a> })}
            </nav>
        }
    });
    view! {
        <AdminLayout frame section=Section::Customers title=t!("admin-customers-title") description=t!("admin-customers-description")>
            <form method="get" action=here.clone() class="admin-filter" role="search" aria-label=t!("admin-customers-find")>
                <div class="field"><label for="customers-q">{t!("admin-customers-q")}</label><input id="customers-q" type="search" name="q" value=q.clone()/></div>
                <div class="field">
                    <label for="customers-label">{t!("admin-customers-label")}</label>
                    <select id="customers-label" name="label">
                        <option value="" selected=label.is_empty()>{t!("admin-customers-any-label")}</option>
                        {labels.into_iter().map(|l| { let selected = l == label; let text = l.clone(); view! { <option value=l selected=selected>{text}</option> } }).collect_view()}
                    </select>
                </div>
                <button type="submit" class="button small">{t!("admin-customers-show")}</button>
            </form>
            {if rows.is_empty() {
                view! { <p class="empty-state">{t!("admin-customers-no-match")}</p> }.into_any()
            } else {
                view! {
                    <div class="table-scroll">
                    <table class="admin-table customers">
                        <thead><tr>
                            <th scope="col">{t!("admin-customers-name")}</th>
                            <th scope="col">{t!("admin-customers-email")}</th>
                            <th scope="col">{t!("admin-customers-labels")}</th>
                            <th scope="col">{t!("admin-customers-posts")}</th>
                            <th scope="col">{t!("admin-customers-votes")}</th>
                            <th scope="col">{t!("admin-customers-comments")}</th>
                            <th scope="col">{t!("admin-customers-since")}</th>
                            <th scope="col"><span class="visually-hidden">{t!("admin-customers-actions")}</span></th>
                        </tr></thead>
                        <tbody>
                            {rows.into_iter().map(|c| view! {
                                <tr>
                                    <th scope="row">
                                        <a href=format!("/{org}/admin/customers/{}", c.id)>{c.name.clone()}</a>
                                        {c.starred.then(|| view! { " "<span class="badge">{t!("admin-customers-starred")}</span> })}
                                        {c.blocked.then(|| view! { " "<span class="badge blocked">{t!("admin-customers-blocked")}</span> })}
                                    </th>
                                    <td>{c.email.clone()}</td>
                                    <td>{c.labels.join(", ")}</td>
                                    <td>{number(locale(), c.posts as f64)}</td>
                                    <td>{number(locale(), c.votes as f64)}</td>
                                    <td>{number(locale(), c.comments as f64)}</td>
                                    <td><time datetime=c.created_at.clone()>{day(locale(), &c.created_at)}</time></td>
                                    <td>{quick_actions(&org, &c, &back)}</td>
                                </tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                    </div>
                }.into_any()
            }}
            {pager}
            <section aria-labelledby="transfer" class="admin-new">
                <h2 id="transfer">{t!("admin-customers-transfer")}</h2>
                <p><a class="button small" href=format!("/{org}/admin/customers.csv") download="">{t!("admin-customers-export")}</a></p>
                {csv_import(format!("/{org}/admin/customers/import"), "import", t!("admin-customers-import-hint"), import_errors)}
            </section>
        </AdminLayout>
    }
}

#[component]
pub fn AdminCustomerPage() -> impl IntoView {
    let params = use_params_map().read_untracked();
    let org = params.get("org").unwrap_or_default();
    let id = params.get("id").and_then(|id| id.parse::<i64>().ok()).unwrap_or(0);
    let detail = Resource::new(
        {
            let org = org.clone();
            move || (org.clone(), id)
        },
        |(org, id)| get_admin_customer(org, id),
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match detail.await {
                    Ok((frame, detail)) => view! { <CustomerView frame detail/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/customers/{id}"), error),
                }
            })}
        </Suspense>
    }
}

/// What a customer's post or vote is (a state or a kind, named in the page's language); a
/// comment's first words as they are.
fn activity_what(list: &str, what: &str) -> String {
    match (list, what) {
        ("customer-posts", "approved") => t!("admin-customers-what-approved"),
        ("customer-posts", "pending") => t!("admin-customers-what-pending"),
        ("customer-posts", "hidden") => t!("admin-customers-what-hidden"),
        ("customer-votes", "upvote") => t!("admin-customers-what-upvote"),
        ("customer-votes", "downvote") => t!("admin-customers-what-downvote"),
        _ => what.to_owned(),
    }
}

fn activity(org: &str, heading: String, id: &'static str, items: Vec<CustomerActivity>) -> impl IntoView + use<> {
    let org = org.to_owned();
    view! {
        <section aria-labelledby=id>
            <h2 id=id>{heading}</h2>
            {if items.is_empty() {
                view! { <p class="hint">{t!("admin-customers-none-yet")}</p> }.into_any()
            } else {
                view! {
                    <ul class="activity-list">
                        {items.into_iter().map(|a| view! {
                            <li>
                                <a href=format!("/{org}/p/{}", a.slug) dir="auto">{a.title}</a>
                                <span class="hint">" "{t!("admin-customers-activity", what = activity_what(id, &a.what), at = when(&a.at))}</span>
                            </li>
                        }).collect_view()}
                    </ul>
                }.into_any()
            }}
        </section>
    }
}

#[component]
fn CustomerView(frame: AdminFrame, detail: CustomerDetail) -> impl IntoView {
    let org = frame.org.name.clone();
    let CustomerDetail { customer, posts, votes, comments } = detail;
    let back = format!("/{org}/admin/customers/{}", customer.id);
    let labels = customer.labels.join(", ");
    view! {
        <AdminLayout frame section=Section::Customers title=customer.name.clone() description=t!("admin-customer-description")>
            <p class="breadcrumb"><a href=format!("/{org}/admin/customers")>{t!("admin-customer-all")}</a></p>
            <dl class="admin-facts">
                <dt>{t!("admin-customers-email")}</dt><dd>{customer.email.clone()}</dd>
                <dt>{t!("admin-customers-since")}</dt><dd>{when(&customer.created_at)}</dd>
                <dt>{t!("admin-customer-counts-label")}</dt><dd>{t!("admin-customer-counts", posts = customer.posts, votes = customer.votes, comments = customer.comments)}</dd>
                <dt>{t!("admin-customer-standing")}</dt><dd>{match (customer.starred, customer.blocked) { (_, true) => t!("admin-customer-standing-blocked"), (true, false) => t!("admin-customer-standing-starred"), _ => t!("admin-customer-standing-regular") }}</dd>
            </dl>
            {quick_actions(&org, &customer, &back)}
            <form method="post" action=format!("/{org}/admin/customers") class="admin-row-form labels-form">
                <input type="hidden" name="id" value=customer.id/>
                <input type="hidden" name="back" value=back.clone()/>
                <div class="field"><label for="labels">{t!("admin-customer-labels")}</label><input id="labels" name="labels" value=labels/></div>
                <button type="submit" name="action" value="labels" class="button small">{t!("admin-customer-save-labels")}</button>
            </form>
            {activity(&org, t!("admin-customers-posts"), "customer-posts", posts)}
            {activity(&org, t!("admin-customers-votes"), "customer-votes", votes)}
            {activity(&org, t!("admin-customers-comments"), "customer-comments", comments)}
        </AdminLayout>
    }
}
