//! What every form on the pages does with the answer to its submission.

use crate::model::AppError;
use leptos::prelude::*;

/// The error of the form's last submission, as an alert above its button.
pub fn form_error<T: Send + Sync + 'static>(value: MappedSignal<Option<Result<T, AppError>>>) -> impl Fn() -> Option<AnyView> + Send + Sync + 'static {
    move || {
        value.with(|answer| match answer {
            Some(Err(error)) => Some(view! { <p class="form-error" role="alert">{error.to_string()}</p> }.into_any()),
            _ => None,
        })
    }
}

/// Loads the page again each time a submission succeeds, to show what changed.
pub fn reload_on_success<T: Send + Sync + 'static>(value: MappedSignal<Option<Result<T, AppError>>>) {
    Effect::new(move |_| {
        if value.with(|answer| matches!(answer, Some(Ok(_)))) {
            let _ = window().location().reload();
        }
    });
}
