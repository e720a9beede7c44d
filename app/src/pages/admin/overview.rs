//! The admin area's front page: the organization's activity at a glance (read by
//! `domain::views::admin_overview`).

use super::layout::{AdminLayout, Section, refused};
use crate::api::get_admin_overview;
use crate::i18n::{day, locale, number};
use crate::model::{ActivityDay, AdminFrame, AdminOverview};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

/// `/{org}/admin`: the team's overview. Signed out: to the sign-in page and back; a customer:
/// "not found".
#[component]
pub fn AdminOverviewPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let overview = Resource::new(
        {
            let org = org.clone();
            move || org.clone()
        },
        get_admin_overview,
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match overview.await {
                    Ok((frame, overview)) => view! { <OverviewView frame overview/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin"), error),
                }
            })}
        </Suspense>
    }
}

#[component]
fn OverviewView(frame: AdminFrame, overview: AdminOverview) -> impl IntoView {
    let AdminOverview { pending_posts, pending_comments, periods, trending, days } = overview;
    let org = frame.org.name.clone();
    let queue = Section::Moderation.href(&org);
    let n = |value: u64| number(locale(), value as f64);
    view! {
        <AdminLayout frame section=Section::Overview title=t!("admin-overview-title") description=t!("admin-overview-description")>
            <section aria-labelledby="waiting" class="admin-cards">
                <h2 id="waiting">{t!("admin-overview-waiting")}</h2>
                <p class="admin-figure"><a href=queue.clone()><strong>{n(pending_posts)}</strong>" "{t!("admin-overview-posts-to-approve", count = pending_posts)}</a></p>
                <p class="admin-figure"><a href=queue><strong>{n(pending_comments)}</strong>" "{t!("admin-overview-comments-to-approve", count = pending_comments)}</a></p>
            </section>
            <section aria-labelledby="lately">
                <h2 id="lately">{t!("admin-overview-lately")}</h2>
                <table class="admin-table">
                    <thead><tr><th scope="col">{t!("admin-overview-period")}</th><th scope="col">{t!("admin-overview-new-posts")}</th><th scope="col">{t!("admin-overview-votes")}</th><th scope="col">{t!("admin-overview-comments")}</th></tr></thead>
                    <tbody>
                        {periods.into_iter().map(|p| view! {
                            <tr><th scope="row">{t!("admin-overview-last-days", count = p.days)}</th><td>{n(p.posts)}</td><td>{n(p.votes)}</td><td>{n(p.comments)}</td></tr>
                        }).collect_view()}
                    </tbody>
                </table>
            </section>
            <section aria-labelledby="activity">
                <h2 id="activity">{t!("admin-overview-per-day")}</h2>
                <ActivityChart days/>
            </section>
            <section aria-labelledby="trending">
                <h2 id="trending">{t!("admin-overview-trending")}</h2>
                {if trending.is_empty() {
                    view! { <p class="hint">{t!("admin-overview-no-trending")}</p> }.into_any()
                } else {
                    view! {
                        <ol class="admin-trending">
                            {trending.into_iter().map(|p| view! {
                                <li>
                                    <a href=format!("/{org}/p/{}", p.slug)>{p.title}</a>
                                    <span class="hint">" "{t!("admin-overview-trending-facts", status = &p.status, votes = p.votes_count, comments = p.comments_count)}</span>
                                </li>
                            }).collect_view()}
                        </ol>
                    }.into_any()
                }}
            </section>
        </AdminLayout>
    }
}

/// Posts and votes per day as an SVG drawn on the server (bars for votes, a line for posts),
/// with a text alternative: the SVG's title and description, and the numbers in a table.
#[component]
fn ActivityChart(days: Vec<ActivityDay>) -> impl IntoView {
    const WIDTH: f64 = 720.0;
    const HEIGHT: f64 = 180.0;
    const PAD: f64 = 24.0;
    let most = days.iter().map(|d| d.votes.max(d.posts)).max().unwrap_or(0).max(1) as f64;
    let slot = (WIDTH - 2.0 * PAD) / days.len().max(1) as f64;
    let y = move |n: u64| HEIGHT - PAD - (n as f64 / most) * (HEIGHT - 2.0 * PAD);
    let total_posts: u64 = days.iter().map(|d| d.posts).sum();
    let total_votes: u64 = days.iter().map(|d| d.votes).sum();
    let (first, last) = (days.first().map(|d| d.day.clone()).unwrap_or_default(), days.last().map(|d| d.day.clone()).unwrap_or_default());
    let (first, last) = (day(locale(), &first), day(locale(), &last));
    let summary = t!("admin-overview-chart-summary", posts = total_posts, votes = total_votes, first = &first, last = &last, most = most);
    let line: String = days
        .iter()
        .enumerate()
        .map(|(i, d)| format!("{:.1},{:.1}", PAD + slot * (i as f64 + 0.5), y(d.posts)))
        .collect::<Vec<_>>()
        .join(" ");
    view! {
        <figure class="admin-chart">
            <svg viewBox=format!("0 0 {WIDTH} {HEIGHT}") role="img" aria-labelledby="chart-title chart-desc" class="chart">
                <title id="chart-title">{t!("admin-overview-chart-title")}</title>
                <desc id="chart-desc">{summary.clone()}</desc>
                <line class="chart-axis" x1=PAD y1=HEIGHT - PAD x2=WIDTH - PAD y2=HEIGHT - PAD/>
                {days.iter().enumerate().map(|(i, d)| {
                    let top = y(d.votes);
                    view! { <rect class="chart-votes" x=format!("{:.1}", PAD + slot * i as f64 + 1.0) y=format!("{top:.1}") width=format!("{:.1}", (slot - 2.0).max(1.0)) height=format!("{:.1}", HEIGHT - PAD - top)/> }
                }).collect_view()}
                <polyline class="chart-posts" points=line/>
                <text class="chart-label" x=PAD y=HEIGHT - 6.0>{first.clone()}</text>
                <text class="chart-label chart-label-end" x=WIDTH - PAD y=HEIGHT - 6.0>{last.clone()}</text>
            </svg>
            <figcaption>
                <span class="legend legend-votes">{t!("admin-overview-legend-votes")}</span>" "<span class="legend legend-posts">{t!("admin-overview-legend-posts")}</span>
                <details>
                    <summary>{t!("admin-overview-numbers-per-day")}</summary>
                    <table class="admin-table">
                        <thead><tr><th scope="col">{t!("admin-overview-day")}</th><th scope="col">{t!("admin-overview-new-posts")}</th><th scope="col">{t!("admin-overview-votes")}</th></tr></thead>
                        <tbody>
                            {days.into_iter().map(|d| view! { <tr><th scope="row">{day(locale(), &d.day)}</th><td>{number(locale(), d.posts as f64)}</td><td>{number(locale(), d.votes as f64)}</td></tr> }).collect_view()}
                        </tbody>
                    </table>
                </details>
            </figcaption>
        </figure>
    }
}
