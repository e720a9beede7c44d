//! The mapping an admin sets: which of an issue's changes move a linked post to which status.
//!
//! A change is named by its triggers, most particular first ([`triggers`] of the server's
//! reading of a delivery): on GitHub `closed:not_planned` then `closed`, `reopened`,
//! `label:<name>`; on Linear the workflow state's name (`in review`) then its type
//! (`started`, `completed`, `canceled`…). The first trigger the mapping names decides.

use crate::domain::{Error, Result};
use crate::entities::states::StatusKind;
use crate::entities::status;
use crate::model::StatusId;
use crate::said;
use serde::{Deserialize, Serialize};

/// Triggers a mapping may name, in all.
pub const MAX_TRIGGERS: usize = 50;
/// The longest trigger, in characters.
pub const MAX_TRIGGER_LEN: usize = 100;

/// One rule: an issue's change named `when` moves its posts to `status_id`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rule {
    pub when: String,
    pub status_id: StatusId,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Mapping(pub Vec<Rule>);

impl Mapping {
    /// The mapping from what the form says of each status (`triggers`: comma-separated, in any
    /// case; blank: none), for the organization's `statuses`. A trigger named for two statuses
    /// is refused.
    pub fn parse(fields: &[(StatusId, String)], statuses: &[status::Model]) -> Result<Self> {
        let mut rules: Vec<Rule> = Vec::new();
        for (status_id, text) in fields {
            if !statuses.iter().any(|s| s.id == *status_id) {
                return Err(Error::invalid(said!("said-x-is-not-a-status-of", field = "mapping")));
            }
            for trigger in text.split(',').map(normal).filter(|t| !t.is_empty()) {
                if trigger.chars().count() > MAX_TRIGGER_LEN {
                    return Err(Error::invalid(said!("said-x-names-a-change-longer-than-100", field = "mapping")));
                }
                if let Some(taken) = rules.iter().find(|r| r.when == trigger) {
                    if taken.status_id == *status_id {
                        continue;
                    }
                    return Err(Error::invalid(said!("said-the-change-x-moves-posts-to-two", field = "mapping", name = crate::domain::echoed(&trigger))));
                }
                rules.push(Rule { when: trigger, status_id: *status_id });
            }
        }
        if rules.len() > MAX_TRIGGERS {
            return Err(Error::invalid(said!("said-x-may-name-at-most-50-changes", field = "mapping")));
        }
        Ok(Self(rules))
    }

    /// What a new tracker maps, by the statuses' kinds: a closed issue completes its posts, one
    /// closed as not planned closes them, a reopened one puts them back in review; on Linear,
    /// a started issue puts them in progress, a completed one completes them and a canceled
    /// one closes them.
    pub fn default_for(kind: super::Kind, statuses: &[status::Model]) -> Self {
        let of = |kind: StatusKind| statuses.iter().find(|s| s.kind == kind).map(|s| s.id);
        let pairs: &[(&str, StatusKind)] = match kind {
            super::Kind::Linear => &[("started", StatusKind::InProgress), ("completed", StatusKind::Completed), ("canceled", StatusKind::Closed)],
            _ => &[("closed:not_planned", StatusKind::Closed), ("closed", StatusKind::Completed), ("reopened", StatusKind::UnderReview)],
        };
        Self(pairs.iter().filter_map(|(when, kind)| Some(Rule { when: (*when).to_owned(), status_id: of(*kind)? })).collect())
    }

    /// The status the first of `triggers` that a rule names moves posts to.
    pub fn status_for(&self, triggers: &[String]) -> Option<StatusId> {
        triggers.iter().find_map(|t| self.0.iter().find(|r| r.when == normal(t)).map(|r| r.status_id))
    }

    /// The triggers that move posts to `status`, as the form shows them.
    pub fn triggers_of(&self, status: StatusId) -> String {
        self.0.iter().filter(|r| r.status_id == status).map(|r| r.when.as_str()).collect::<Vec<_>>().join(", ")
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.0).unwrap_or_else(|_| "[]".to_owned())
    }

    /// A stored mapping (one that cannot be read maps nothing).
    pub fn from_json(text: &str) -> Self {
        Self(serde_json::from_str(text).unwrap_or_default())
    }
}

/// A trigger as rules keep it: trimmed, in lower case, inner spaces single.
pub fn normal(trigger: &str) -> String {
    trigger.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn statuses() -> Vec<status::Model> {
        [
            (1, "Under review", StatusKind::UnderReview),
            (2, "In progress", StatusKind::InProgress),
            (3, "Complete", StatusKind::Completed),
            (4, "Closed", StatusKind::Closed),
        ]
        .into_iter()
        .map(|(id, label, kind)| status::Model {
            id: StatusId(id),
            organization_id: crate::model::OrgId(1),
            label: label.to_owned(),
            label_key: label.to_lowercase(),
            kind,
            color: "#000000".to_owned(),
            position: id as i32,
            on_roadmap: false,
            is_default: id == 1,
            roadmap_position: 0,
        })
        .collect()
    }

    #[test]
    fn the_most_particular_trigger_a_rule_names_decides() {
        let mapping =
            Mapping::parse(&[(StatusId(4), "Closed:Not_Planned".to_owned()), (StatusId(3), " closed ,label:shipped".to_owned())], &statuses()).unwrap();
        assert_eq!(mapping.status_for(&["closed:not_planned".to_owned(), "closed".to_owned()]), Some(StatusId(4)));
        assert_eq!(mapping.status_for(&["closed:completed".to_owned(), "closed".to_owned()]), Some(StatusId(3)));
        assert_eq!(mapping.status_for(&["label:Shipped".to_owned()]), Some(StatusId(3)));
        assert_eq!(mapping.status_for(&["reopened".to_owned()]), None);
        assert_eq!(mapping.triggers_of(StatusId(3)), "closed, label:shipped");
        assert_eq!(Mapping::from_json(&mapping.to_json()), mapping);
    }

    #[test]
    fn a_trigger_moves_posts_to_one_status_only() {
        let error = Mapping::parse(&[(StatusId(3), "closed".to_owned()), (StatusId(4), "CLOSED".to_owned())], &statuses()).unwrap_err();
        assert!(matches!(error, Error::Invalid { .. }));
        assert!(Mapping::parse(&[(StatusId(99), "closed".to_owned())], &statuses()).is_err());
        assert!(Mapping::parse(&[(StatusId(3), "x".repeat(101))], &statuses()).is_err());
    }

    #[test]
    fn a_new_tracker_maps_by_the_kinds_of_the_statuses() {
        let github = Mapping::default_for(super::super::Kind::Github, &statuses());
        assert_eq!(github.status_for(&["closed".to_owned()]), Some(StatusId(3)));
        assert_eq!(github.status_for(&["reopened".to_owned()]), Some(StatusId(1)));
        let linear = Mapping::default_for(super::super::Kind::Linear, &statuses());
        assert_eq!(linear.status_for(&["in review".to_owned(), "started".to_owned()]), Some(StatusId(2)));
    }
}
