//! `/{org}/admin/priorities` (the team): posts ordered by votes, by the companies behind them,
//! by their revenue or by a RICE score, each with "Why here?" telling its numbers and the
//! formula; filtered by board, status, plan and company. Admins choose how value is counted.

use super::layout::{AdminLayout, Section, refused};
use crate::api::get_admin_priorities;
use crate::i18n::{locale, number};
use crate::model::{AdminFrame, PrioritiesView, PriorityRow};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

#[component]
pub fn AdminPrioritiesPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let query = use_query_map().read_untracked();
    let text = |key: &str| query.get(key).filter(|v| !v.trim().is_empty());
    let id = |key: &str| query.get(key).and_then(|v| v.trim().parse::<i64>().ok());
    let (sort, plan) = (text("sort"), text("plan"));
    let (board, status, company) = (id("board"), id("status"), id("company"));
    let page = query.get("page").and_then(|p| p.parse::<u64>().ok()).unwrap_or(1);
    let view = Resource::new(
        {
            let org = org.clone();
            move || (org.clone(), sort.clone(), board, status, plan.clone(), company, page)
        },
        |(org, sort, board, status, plan, company, page)| get_admin_priorities(org, sort, board, status, plan, company, page),
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match view.await {
                    Ok((frame, priorities)) => view! { <PrioritiesPage frame priorities/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/priorities"), error),
                }
            })}
        </Suspense>
    }
}

/// An amount of the organization's currency, from cents.
pub(super) fn money(cents: i64) -> String {
    number(locale(), cents as f64 / 100.0)
}

fn decimal(value: f64) -> String {
    number(locale(), (value * 100.0).round() / 100.0)
}

/// The sentence that tells how a post's revenue was found.
fn revenue_reason(measure: &str, row: &PriorityRow) -> String {
    let (companies, sum, max) = (row.companies, money(row.revenue_sum_cents), money(row.revenue_max_cents));
    match measure {
        "average" => t!("admin-priorities-why-average", companies = companies, sum = &sum, average = &money(row.revenue_cents)),
        "max" => t!("admin-priorities-why-max", companies = companies, max = &max),
        _ => t!("admin-priorities-why-sum", companies = companies, sum = &sum),
    }
}

fn reach_name(reach: &str) -> String {
    match reach {
        "companies" => t!("admin-priorities-reach-companies"),
        "revenue" => t!("admin-priorities-reach-revenue"),
        _ => t!("admin-priorities-reach-votes"),
    }
}

fn rice_reason(reach: &str, row: &PriorityRow) -> String {
    match (row.impact, row.confidence, row.effort, row.rice) {
        (Some(impact), Some(confidence), Some(effort), Some(score)) => t!(
            "admin-priorities-why-rice",
            reach = &decimal(row.reach),
            kind = &reach_name(reach),
            impact = &decimal(impact),
            confidence = confidence,
            effort = &decimal(effort),
            score = &decimal(score)
        ),
        _ => t!("admin-priorities-why-unestimated"),
    }
}

#[component]
fn PrioritiesPage(frame: AdminFrame, priorities: PrioritiesView) -> impl IntoView {
    let org = frame.org.name.clone();
    let here = format!("/{org}/admin/priorities");
    let PrioritiesView { rows, page, has_more, sort, measure, reach, public_value, boards, statuses, plans, company, can_configure } = priorities;
    let query = use_query_map().read_untracked();
    let chosen = |key: &str| query.get(key).unwrap_or_default();
    let (board, status, plan) = (chosen("board"), chosen("status"), chosen("plan"));
    let params = {
        let mut params: Vec<String> = vec![format!("sort={sort}")];
        for (key, value) in [("board", &board), ("status", &status), ("plan", &plan)] {
            if !value.trim().is_empty() {
                params.push(format!("{key}={}", crate::model::encode_query_value(value)));
            }
        }
        if let Some((id, _)) = &company {
            params.push(format!("company={id}"));
        }
        params.join("&")
    };
    let page_link = {
        let (here, params) = (here.clone(), params.clone());
        move |to: u64| format!("{here}?{params}&page={to}")
    };
    let pager = (page > 1 || has_more).then(|| {
        view! {
            <nav class="pager" aria-label=t!("admin-priorities-pages")>
                {(page > 1).then(|| view! { <a href=page_link(page - 1) rel="prev">{t!("admin-priorities-previous")}</a> })}
                <span class="pager-page">{t!("admin-page", page = page)}</span>
                {has_more.then(|| view! { <a href=page_link(page + 1) rel="next">{t!("admin-priorities-next")}</a> })}
            </nav>
        }
    });
    let first_rank = (page.saturating_sub(1)) * 50 + 1;
    let sorts = [
        ("revenue", t!("admin-priorities-sort-revenue")),
        ("votes", t!("admin-priorities-sort-votes")),
        ("companies", t!("admin-priorities-sort-companies")),
        ("rice", t!("admin-priorities-sort-rice")),
    ];
    let measures =
        [("sum", t!("admin-priorities-measure-sum")), ("average", t!("admin-priorities-measure-average")), ("max", t!("admin-priorities-measure-max"))];
    let reaches = [
        ("votes", t!("admin-priorities-reach-votes")),
        ("companies", t!("admin-priorities-reach-companies")),
        ("revenue", t!("admin-priorities-reach-revenue")),
    ];
    let option = |value: String, label: String, current: &str| {
        let selected = value == current;
        view! { <option value=value selected=selected>{label}</option> }
    };
    view! {
        <AdminLayout frame section=Section::Priorities title=t!("admin-priorities-title") description=t!("admin-priorities-description")>
            <form method="get" action=here.clone() class="admin-filter" role="search" aria-label=t!("admin-priorities-filter")>
                <div class="field">
                    <label for="priorities-sort">{t!("admin-priorities-sort")}</label>
                    <select id="priorities-sort" name="sort">{sorts.into_iter().map(|(v, l)| option(v.to_owned(), l, &sort)).collect_view()}</select>
                </div>
                <div class="field">
                    <label for="priorities-board">{t!("admin-priorities-board")}</label>
                    <select id="priorities-board" name="board">
                        {option(String::new(), t!("admin-priorities-any-board"), &board)}
                        {boards.into_iter().map(|(id, name)| option(id.to_string(), name, &board)).collect_view()}
                    </select>
                </div>
                <div class="field">
                    <label for="priorities-status">{t!("admin-priorities-status")}</label>
                    <select id="priorities-status" name="status">
                        {option(String::new(), t!("admin-priorities-any-status"), &status)}
                        {statuses.into_iter().map(|(id, name)| option(id.to_string(), name, &status)).collect_view()}
                    </select>
                </div>
                <div class="field">
                    <label for="priorities-plan">{t!("admin-priorities-plan")}</label>
                    <select id="priorities-plan" name="plan">
                        {option(String::new(), t!("admin-priorities-any-plan"), &plan)}
                        {plans.into_iter().map(|p| option(p.clone(), p, &plan)).collect_view()}
                    </select>
                </div>
                {company.clone().map(|(id, _)| view! { <input type="hidden" name="company" value=id/> })}
                <button type="submit" class="button small">{t!("admin-priorities-show")}</button>
            </form>
            {company.map(|(id, name)| view! {
                <p class="hint">
                    {t!("admin-priorities-of-company", company = &name)}" "
                    <a href=format!("/{org}/admin/companies/{id}")>{t!("admin-priorities-company-page")}</a>" · "
                    <a href=format!("{here}?sort={sort}")>{t!("admin-priorities-all-companies")}</a>
                </p>
            })}
            {if rows.is_empty() {
                view! { <p class="empty-state">{t!("admin-priorities-none")}</p> }.into_any()
            } else {
                view! {
                    <div class="table-scroll">
                    <table class="admin-table priorities">
                        <caption class="visually-hidden">{t!("admin-priorities-caption")}</caption>
                        <thead><tr>
                            <th scope="col">{t!("admin-priorities-rank")}</th>
                            <th scope="col">{t!("admin-priorities-post")}</th>
                            <th scope="col">{t!("admin-priorities-votes")}</th>
                            <th scope="col">{t!("admin-priorities-companies")}</th>
                            <th scope="col">{t!("admin-priorities-revenue")}</th>
                            <th scope="col">{t!("admin-priorities-rice")}</th>
                            <th scope="col">{t!("admin-priorities-why")}</th>
                        </tr></thead>
                        <tbody>
                            {rows.into_iter().enumerate().map(|(n, row)| {
                                let rank = first_rank + n as u64;
                                let why = vec![
                                    t!("admin-priorities-why-votes", votes = row.votes),
                                    t!("admin-priorities-why-companies", companies = row.companies),
                                    revenue_reason(&measure, &row),
                                    rice_reason(&reach, &row),
                                ];
                                view! {
                                    <tr>
                                        <td>{rank}</td>
                                        <th scope="row">
                                            <a href=format!("/{org}/p/{}", row.slug) dir="auto">{row.title.clone()}</a>
                                            <span class="hint">" "{t!("admin-priorities-where", board = &row.board, status = &row.status)}</span>
                                        </th>
                                        <td>{number(locale(), f64::from(row.votes))}</td>
                                        <td>{number(locale(), f64::from(row.companies))}</td>
                                        <td>{money(row.revenue_cents)}</td>
                                        <td>{row.rice.map_or_else(|| "–".to_owned(), decimal)}</td>
                                        <td>
                                            <details class="why-here">
                                                <summary>{t!("admin-priorities-why-here")}<span class="visually-hidden">{format!(" {}", row.title)}</span></summary>
                                                <ul>{why.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}</ul>
                                            </details>
                                        </td>
                                    </tr>
                                }
                            }).collect_view()}
                        </tbody>
                    </table>
                    </div>
                }.into_any()
            }}
            {pager}
            {can_configure.then(|| view! {
                <section aria-labelledby="value-settings" class="admin-new">
                    <h2 id="value-settings">{t!("admin-priorities-settings")}</h2>
                    <form method="post" action=here.clone() class="admin-row-form">
                        <div class="field">
                            <label for="revenue-measure">{t!("admin-priorities-measure")}</label>
                            <select id="revenue-measure" name="revenue_measure">{measures.into_iter().map(|(v, l)| option(v.to_owned(), l, &measure)).collect_view()}</select>
                        </div>
                        <div class="field">
                            <label for="rice-reach">{t!("admin-priorities-reach")}</label>
                            <select id="rice-reach" name="rice_reach">{reaches.into_iter().map(|(v, l)| option(v.to_owned(), l, &reach)).collect_view()}</select>
                        </div>
                        <div class="field checkbox">
                            <input id="public-value" type="checkbox" name="public_value" value="on" checked=public_value/>
                            <label for="public-value">{t!("admin-priorities-public")}</label>
                        </div>
                        <button type="submit" name="action" value="settings" class="button small">{t!("admin-priorities-save")}</button>
                    </form>
                </section>
            })}
        </AdminLayout>
    }
}
