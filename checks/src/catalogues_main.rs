//! `catalogues LOCALES_FOLDER`: fails when a language's catalogue lacks a message English
//! has, has one English lacks, uses other variables in one, or does not parse; prints each
//! language's message count.

use checks::catalogues::{compare, messages_of, read_language};
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(folder) = std::env::args().nth(1) else {
        eprintln!("usage: catalogues LOCALES_FOLDER");
        return ExitCode::from(2);
    };
    let folder = std::path::Path::new(&folder);
    let read = |lang: &str| read_language(&folder.join(lang)).map_err(|e| vec![format!("{lang}: {e}")]).and_then(|sources| messages_of(&sources));
    let english = match read("en") {
        Ok(english) => english,
        Err(problems) => {
            problems.iter().for_each(|p| eprintln!("en: {p}"));
            return ExitCode::FAILURE;
        }
    };
    let mut languages: Vec<String> = std::fs::read_dir(folder)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .filter(|e| e.path().is_dir())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    languages.sort();
    let mut failed = false;
    for lang in &languages {
        let problems = match read(lang) {
            Ok(messages) => {
                println!("{lang}: {} messages", messages.len());
                compare(&english, &messages)
            }
            Err(problems) => problems,
        };
        for problem in &problems {
            eprintln!("{lang}: {problem}");
        }
        failed |= !problems.is_empty();
    }
    if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}
