//! `/{org}/admin/companies` (admins, customer success): the companies people belong to,
//! largest monthly revenue first, searched by name or external id, and a CSV import. And
//! `/{org}/admin/companies/{id}`: one company, its people, and what they asked for.

use super::layout::{AdminLayout, Section, refused};
use super::priorities::money;
use crate::api::{get_admin_companies, get_admin_company};
use crate::i18n::{locale, number};
use crate::model::{AdminFrame, CompanyDetail, CompanyPage};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

#[component]
pub fn AdminCompaniesPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let query = use_query_map().read_untracked();
    let q = query.get("q").filter(|q| !q.trim().is_empty());
    let page = query.get("page").and_then(|p| p.parse::<u64>().ok()).unwrap_or(1);
    let list = Resource::new(
        {
            let org = org.clone();
            move || (org.clone(), q.clone(), page)
        },
        |(org, q, page)| get_admin_companies(org, q, page),
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match list.await {
                    Ok((frame, companies)) => view! { <CompaniesView frame companies/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/companies"), error),
                }
            })}
        </Suspense>
    }
}

#[component]
fn CompaniesView(frame: AdminFrame, companies: CompanyPage) -> impl IntoView {
    let org = frame.org.name.clone();
    let here = format!("/{org}/admin/companies");
    let q = use_query_map().read_untracked().get("q").unwrap_or_default();
    let import_errors: Vec<String> = frame
        .flash
        .as_ref()
        .map(|f| f.values.iter().filter(|(k, _)| k == "row_error").map(|(_, v)| v.clone()).collect())
        .unwrap_or_default();
    let CompanyPage { rows, page, has_more, total } = companies;
    let page_link = {
        let (here, q) = (here.clone(), q.clone());
        move |to: u64| format!("{here}?q={}&page={to}", crate::model::encode_query_value(&q))
    };
    let pager = (page > 1 || has_more).then(|| {
        view! {
            <nav class="pager" aria-label=t!("admin-companies-pages")>
                {(page > 1).then(|| view! { <a href=page_link(page - 1) rel="prev">{t!("admin-priorities-previous")}</a> })}
                <span class="pager-page">{t!("admin-page", page = page)}</span>
                {has_more.then(|| view! { <a href=page_link(page + 1) rel="next">{t!("admin-priorities-next")}</a> })}
            </nav>
        }
    });
    view! {
        <AdminLayout frame section=Section::Companies title=t!("admin-companies-title") description=t!("admin-companies-description")>
            <form method="get" action=here.clone() class="admin-filter" role="search" aria-label=t!("admin-companies-find")>
                <div class="field"><label for="companies-q">{t!("admin-companies-q")}</label><input id="companies-q" type="search" name="q" value=q.clone()/></div>
                <button type="submit" class="button small">{t!("admin-customers-show")}</button>
            </form>
            <p class="hint">{t!("admin-companies-total", count = total)}</p>
            {if rows.is_empty() {
                view! { <p class="empty-state">{t!("admin-companies-none")}</p> }.into_any()
            } else {
                view! {
                    <div class="table-scroll">
                    <table class="admin-table companies">
                        <thead><tr>
                            <th scope="col">{t!("admin-companies-name")}</th>
                            <th scope="col">{t!("admin-companies-external-id")}</th>
                            <th scope="col">{t!("admin-companies-plan")}</th>
                            <th scope="col">{t!("admin-companies-people")}</th>
                            <th scope="col">{t!("admin-companies-revenue")}</th>
                        </tr></thead>
                        <tbody>
                            {rows.into_iter().map(|c| view! {
                                <tr>
                                    <th scope="row"><a href=format!("/{org}/admin/companies/{}", c.id) dir="auto">{c.name.clone()}</a></th>
                                    <td dir="auto">{c.external_id.clone()}</td>
                                    <td dir="auto">{c.plan.clone().unwrap_or_default()}</td>
                                    <td>{number(locale(), c.people as f64)}</td>
                                    <td>{money(c.revenue_cents)}</td>
                                </tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                    </div>
                }.into_any()
            }}
            {pager}
            <section aria-labelledby="companies-import" class="admin-new">
                <h2 id="companies-import">{t!("admin-companies-import-heading")}</h2>
                {super::customers::csv_import(format!("/{org}/admin/companies/import"), "companies-import", t!("admin-companies-import-hint"), import_errors)}
            </section>
        </AdminLayout>
    }
}

#[component]
pub fn AdminCompanyPage() -> impl IntoView {
    let params = use_params_map().read_untracked();
    let org = params.get("org").unwrap_or_default();
    let id = params.get("id").and_then(|id| id.parse::<i64>().ok()).unwrap_or(0);
    let detail = Resource::new(
        {
            let org = org.clone();
            move || (org.clone(), id)
        },
        |(org, id)| get_admin_company(org, id),
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match detail.await {
                    Ok((frame, detail)) => view! { <CompanyView frame detail/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/companies/{id}"), error),
                }
            })}
        </Suspense>
    }
}

#[component]
fn CompanyView(frame: AdminFrame, detail: CompanyDetail) -> impl IntoView {
    let org = frame.org.name.clone();
    let CompanyDetail { company, attributes, people, requests } = detail;
    view! {
        <AdminLayout frame section=Section::Companies title=company.name.clone() description=t!("admin-company-description")>
            <p class="breadcrumb"><a href=format!("/{org}/admin/companies")>{t!("admin-company-all")}</a></p>
            <dl class="admin-facts">
                <dt>{t!("admin-companies-external-id")}</dt><dd dir="auto">{company.external_id.clone()}</dd>
                <dt>{t!("admin-companies-revenue")}</dt><dd>{money(company.revenue_cents)}</dd>
                <dt>{t!("admin-companies-plan")}</dt><dd dir="auto">{company.plan.clone().unwrap_or_else(|| "–".to_owned())}</dd>
                <dt>{t!("admin-company-size")}</dt><dd>{company.size.map_or_else(|| "–".to_owned(), |s| number(locale(), f64::from(s)))}</dd>
                <dt>{t!("admin-companies-people")}</dt><dd>{number(locale(), company.people as f64)}</dd>
                {attributes.into_iter().map(|(name, value)| view! { <dt dir="auto">{name}</dt><dd dir="auto">{value}</dd> }).collect_view()}
            </dl>
            <p><a class="button small" href=format!("/{org}/admin/priorities?company={}", company.id)>{t!("admin-company-in-priorities")}</a></p>
            <section aria-labelledby="company-requests">
                <h2 id="company-requests">{t!("admin-company-requests")}</h2>
                {if requests.is_empty() {
                    view! { <p class="hint">{t!("admin-customers-none-yet")}</p> }.into_any()
                } else {
                    view! {
                        <ul class="activity-list">
                            {requests.into_iter().map(|r| view! {
                                <li>
                                    <a href=format!("/{org}/p/{}", r.slug) dir="auto">{r.title}</a>
                                    <span class="hint">" "{t!("admin-company-request", voters = r.voters, status = &r.status)}</span>
                                </li>
                            }).collect_view()}
                        </ul>
                    }.into_any()
                }}
            </section>
            <section aria-labelledby="company-people">
                <h2 id="company-people">{t!("admin-companies-people")}</h2>
                {if people.is_empty() {
                    view! { <p class="hint">{t!("admin-customers-none-yet")}</p> }.into_any()
                } else {
                    view! {
                        <ul class="activity-list">
                            {people.into_iter().map(|p| view! {
                                <li>
                                    <a href=format!("/{org}/admin/customers/{}", p.id) dir="auto">{p.name}</a>
                                    <span class="hint">" "{t!("admin-company-person", email = &p.email, votes = p.votes)}</span>
                                </li>
                            }).collect_view()}
                        </ul>
                    }.into_any()
                }}
            </section>
        </AdminLayout>
    }
}
