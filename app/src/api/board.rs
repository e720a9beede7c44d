use crate::model::{AppError, Board, BoardSort};
use leptos::prelude::*;
use leptos::server_fn::codec::GetUrl;

/// One page of an organization's public board.
#[server(prefix = "/fn", endpoint = "board", input = GetUrl)]
pub async fn get_board(org: String, bucket: Option<String>, sort: BoardSort, page: Option<u64>) -> Result<Board, AppError> {
    use super::session;
    let state = session::state();
    let mut board = crate::domain::board::load(state.db.conn(), &org, bucket.as_deref(), sort, page.unwrap_or(1)).await?;
    let organization = session::organization(&org).await?;
    if let Some(user) = session::reader(&organization).await? {
        board.viewer = Some(crate::domain::post_page::viewer(state.db.conn(), &user).await?);
    }
    Ok(board)
}

/// Names and display names of every organization, for the front page.
#[server(prefix = "/fn", endpoint = "organizations", input = GetUrl)]
pub async fn list_organizations() -> Result<Vec<crate::model::OrgSummary>, AppError> {
    let state = expect_context::<crate::state::AppState>();
    Ok(crate::domain::organizations::list(state.db.conn())
        .await?
        .into_iter()
        .map(|o| crate::model::OrgSummary { name: o.name, display_name: o.display_name, description: o.description })
        .collect())
}
