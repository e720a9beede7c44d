//! The team's admin area: what the organization's team sees and does from `/{org}/admin`.
//! Who may enter is decided by [`super::access::enter_admin`].
use crate::said;

pub mod audit;
pub mod boards;
pub mod companies;
pub mod customers;
pub mod roadmaps;
pub mod settings;
pub mod statuses;
pub mod team;

/// Which way "Move up" and "Move down" move a status or a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Up,
    Down,
}

/// `ids` (in their order) with `id` swapped with its neighbour; `None` when it has none that
/// way (first moved up, last moved down) or is not there.
pub fn moved<Id: PartialEq>(mut ids: Vec<Id>, id: Id, direction: Direction) -> Option<Vec<Id>> {
    let at = ids.iter().position(|i| *i == id)?;
    let to = match direction {
        Direction::Up => at.checked_sub(1)?,
        Direction::Down => Some(at + 1).filter(|to| *to < ids.len())?,
    };
    ids.swap(at, to);
    Some(ids)
}

/// Holds the organization's row until `txn` ends: the team's changes that read a list and
/// write it back (a move up or down, the main roadmap's columns) then run one after another
/// per organization on PostgreSQL, where two at once would each write a half of their own
/// (SQLite runs every write transaction one after another already; the lock reads nothing
/// there). The organization's `organization`, when the change needs it.
pub async fn one_change_at_a_time(
    txn: &impl sea_orm::ConnectionTrait,
    organization_id: crate::model::OrgId,
) -> super::Result<crate::entities::organization::Model> {
    use sea_orm::{EntityTrait, QuerySelect};
    crate::entities::organization::Entity::find_by_id(organization_id)
        .lock_exclusive()
        .one(txn)
        .await?
        .ok_or_else(|| super::Error::NotFound(said!("said-organization-x-was-not-found", org = organization_id)))
}

/// A colour as `<input type="color">` sends it: `#` and six hex digits (three are widened).
pub fn clean_color(raw: &str) -> super::Result<String> {
    let hex = raw.trim().trim_start_matches('#');
    let hex = match hex.len() {
        3 => hex.chars().flat_map(|c| [c, c]).collect(),
        _ => hex.to_owned(),
    };
    if hex.len() == 6 && hex.chars().all(|c| c.is_ascii_hexdigit()) {
        Ok(format!("#{}", hex.to_ascii_lowercase()))
    } else {
        Err(super::Error::invalid(said!("said-x-must-be-a-colour-like", field = "color")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moving_swaps_with_the_neighbour_and_stops_at_the_ends() {
        assert_eq!(moved(vec![1, 2, 3], 2, Direction::Up), Some(vec![2, 1, 3]));
        assert_eq!(moved(vec![1, 2, 3], 2, Direction::Down), Some(vec![1, 3, 2]));
        assert_eq!(moved(vec![1, 2, 3], 1, Direction::Up), None);
        assert_eq!(moved(vec![1, 2, 3], 3, Direction::Down), None);
        assert_eq!(moved(vec![1, 2, 3], 9, Direction::Up), None);
    }

    #[test]
    fn colours_are_six_hex_digits_and_nothing_else_reaches_a_style_sheet() {
        assert_eq!(clean_color("#2563EB").unwrap(), "#2563eb");
        assert_eq!(clean_color("abc").unwrap(), "#aabbcc");
        for bad in ["red", "#12345", "#1234567", "#zzzzzz", "#fff;}body{display:none", ""] {
            assert!(clean_color(bad).is_err(), "{bad}");
        }
    }
}
