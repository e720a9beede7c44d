//! `/{org}/admin/customers` (admins, customer success): search, filter by label, page; star,
//! block and unblock; export every customer as CSV (streamed) and import a CSV file. And
//! `/{org}/admin/customers/{id}`: one customer with their posts, votes and comments.

use super::layout::{AdminLayout, Section, refused, when};
use crate::api::{get_admin_customer, get_admin_customers};
use crate::model::{AdminFrame, CustomerActivity, CustomerDetail, CustomerPage, CustomerRow};
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
        <Suspense fallback=|| view! { <p class="loading" role="status">"Loading…"</p> }>
            {move || {
                let org = org.clone();
                Suspend::new(async move {
                    match list.await {
                        Ok((frame, customers, labels)) => view! { <CustomersView frame customers labels/> }.into_any(),
                        Err(error) => refused(&org, &format!("/{org}/admin/customers"), error),
                    }
                })
            }}
        </Suspense>
    }
}

/// Star, block or unblock buttons for one customer, returning to `back`.
fn quick_actions(org: &str, c: &CustomerRow, back: &str) -> impl IntoView + use<> {
    let action = format!("/{org}/admin/customers");
    let name = c.name.clone();
    let (star, star_label) = if c.starred { ("unstar", format!("Unstar {name}")) } else { ("star", format!("Star {name}")) };
    let (block, block_label) = if c.blocked { ("unblock", format!("Unblock {name}")) } else { ("block", format!("Block {name}")) };
    view! {
        <form method="post" action=action class="inline-row">
            <input type="hidden" name="id" value=c.id/>
            <input type="hidden" name="back" value=back.to_owned()/>
            <button type="submit" name="action" value=star class="button-secondary" aria-label=star_label>{if c.starred { "Unstar" } else { "Star" }}</button>
            <button type="submit" name="action" value=block class="button-secondary" aria-label=block_label>{if c.blocked { "Unblock" } else { "Block" }}</button>
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
            <nav class="pager" aria-label="Pages of customers">
                {(page > 1).then(|| view! { <a href=page_link(page - 1) rel="prev">"Newer"</a> })}
                <span class="pager-page">{format!("Page {page}")}</span>
                {has_more.then(|| view! { <a href=page_link(page + 1) rel="next">"Older"</a> })}
            </nav>
        }
    });
    view! {
        <AdminLayout frame section=Section::Customers title="Customers" description="The organization's customers: search, labels, stars and blocks, CSV export and import.">
            <form method="get" action=here.clone() class="admin-filter" role="search" aria-label="Find customers">
                <div class="field"><label for="customers-q">"Name or e-mail starts with"</label><input id="customers-q" type="search" name="q" value=q.clone()/></div>
                <div class="field">
                    <label for="customers-label">"Label"</label>
                    <select id="customers-label" name="label">
                        <option value="" selected=label.is_empty()>"Any label"</option>
                        {labels.into_iter().map(|l| { let selected = l == label; let text = l.clone(); view! { <option value=l selected=selected>{text}</option> } }).collect_view()}
                    </select>
                </div>
                <button type="submit" class="button small">"Show"</button>
            </form>
            {if rows.is_empty() {
                view! { <p class="empty-state">"No customer matches."</p> }.into_any()
            } else {
                view! {
                    <div class="table-scroll">
                    <table class="admin-table customers">
                        <thead><tr>
                            <th scope="col">"Name"</th>
                            <th scope="col">"E-mail"</th>
                            <th scope="col">"Labels"</th>
                            <th scope="col">"Posts"</th>
                            <th scope="col">"Votes"</th>
                            <th scope="col">"Comments"</th>
                            <th scope="col">"Since"</th>
                            <th scope="col"><span class="visually-hidden">"Actions"</span></th>
                        </tr></thead>
                        <tbody>
                            {rows.into_iter().map(|c| view! {
                                <tr>
                                    <th scope="row">
                                        <a href=format!("/{org}/admin/customers/{}", c.id)>{c.name.clone()}</a>
                                        {c.starred.then(|| view! { " "<span class="badge">"Starred"</span> })}
                                        {c.blocked.then(|| view! { " "<span class="badge blocked">"Blocked"</span> })}
                                    </th>
                                    <td>{c.email.clone()}</td>
                                    <td>{c.labels.join(", ")}</td>
                                    <td>{c.posts}</td>
                                    <td>{c.votes}</td>
                                    <td>{c.comments}</td>
                                    <td><time datetime=c.created_at.clone()>{c.created_at.get(..10).unwrap_or_default().to_owned()}</time></td>
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
                <h2 id="transfer">"Export and import"</h2>
                <p><a class="button small" href=format!("/{org}/admin/customers.csv") download="">"Export all customers as CSV"</a></p>
                <form method="post" action=format!("/{org}/admin/customers/import") enctype="multipart/form-data" class="admin-row-form">
                    <div class="field">
                        <label for="import-file">"CSV file to import"</label>
                        <input id="import-file" type="file" name="file" accept=".csv,text/csv" required aria-describedby="import-hint"/>
                    </div>
                    <button type="submit" class="button small">"Import"</button>
                    <p class="hint" id="import-hint">"A header row with email (required), name, labels (separated by ;), starred and blocked (true or false); at most 1000 rows. Existing e-mails are updated, never duplicated; rows with errors are listed and the others imported."</p>
                </form>
                {(!import_errors.is_empty()).then(|| view! {
                    <div class="import-errors" role="region" aria-label="Rows that were not imported">
                        <h3>"Rows that were not imported"</h3>
                        <ul>{import_errors.into_iter().map(|e| view! { <li>{e}</li> }).collect_view()}</ul>
                    </div>
                })}
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
        <Suspense fallback=|| view! { <p class="loading" role="status">"Loading…"</p> }>
            {move || {
                let org = org.clone();
                Suspend::new(async move {
                    match detail.await {
                        Ok((frame, detail)) => view! { <CustomerView frame detail/> }.into_any(),
                        Err(error) => refused(&org, &format!("/{org}/admin/customers/{id}"), error),
                    }
                })
            }}
        </Suspense>
    }
}

fn activity(org: &str, heading: &'static str, id: &'static str, items: Vec<CustomerActivity>) -> impl IntoView + use<> {
    let org = org.to_owned();
    view! {
        <section aria-labelledby=id>
            <h2 id=id>{heading}</h2>
            {if items.is_empty() {
                view! { <p class="hint">"None yet."</p> }.into_any()
            } else {
                view! {
                    <ul class="activity-list">
                        {items.into_iter().map(|a| view! {
                            <li>
                                <a href=format!("/{org}/p/{}", a.slug)>{a.title}</a>
                                <span class="hint">{format!(" · {} · {}", a.what, when(&a.at))}</span>
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
        <AdminLayout frame section=Section::Customers title=customer.name.clone() description="A customer with their posts, votes and comments.">
            <p class="breadcrumb"><a href=format!("/{org}/admin/customers")>"← All customers"</a></p>
            <dl class="admin-facts">
                <dt>"E-mail"</dt><dd>{customer.email.clone()}</dd>
                <dt>"Since"</dt><dd>{when(&customer.created_at)}</dd>
                <dt>"Posts, votes, comments"</dt><dd>{format!("{}, {}, {}", customer.posts, customer.votes, customer.comments)}</dd>
                <dt>"Standing"</dt><dd>{match (customer.starred, customer.blocked) { (_, true) => "Blocked: may not post, vote or comment", (true, false) => "Starred", _ => "Regular" }}</dd>
            </dl>
            {quick_actions(&org, &customer, &back)}
            <form method="post" action=format!("/{org}/admin/customers") class="admin-row-form labels-form">
                <input type="hidden" name="id" value=customer.id/>
                <input type="hidden" name="back" value=back.clone()/>
                <div class="field"><label for="labels">"Labels (separated by commas)"</label><input id="labels" name="labels" value=labels/></div>
                <button type="submit" name="action" value="labels" class="button small">"Save labels"</button>
            </form>
            {activity(&org, "Posts", "customer-posts", posts)}
            {activity(&org, "Votes", "customer-votes", votes)}
            {activity(&org, "Comments", "customer-comments", comments)}
        </AdminLayout>
    }
}
