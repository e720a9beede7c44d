//! `said EN_SAID_FTL SOURCE_FOLDER…`: fails when the code says a sentence to people (a refusal,
//! a confirmation, a form's answer) that no English message of `said.ftl` matches (see
//! `checks::said`); `server/src/rest` (the API speaks English) and `server/src/delivery` (it
//! says nothing to people) are left out.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((catalogue, folders)) = args.split_first() else {
        eprintln!("usage: said EN_SAID_FTL SOURCE_FOLDER…");
        return ExitCode::from(2);
    };
    let english = match std::fs::read_to_string(catalogue).map_err(|e| e.to_string()).and_then(|s| checks::said::english_templates(&s)) {
        Ok(english) => english,
        Err(error) => {
            eprintln!("{catalogue}: {error}");
            return ExitCode::FAILURE;
        }
    };
    let mut files = Vec::new();
    for folder in folders {
        collect(std::path::Path::new(folder), &mut files);
    }
    files.sort();
    let (mut missing, mut said) = (0, 0);
    for file in files {
        let path = file.to_string_lossy();
        if path.contains("server/src/rest") || path.contains("server/src/delivery") {
            continue;
        }
        let Ok(source) = std::fs::read_to_string(&file) else { continue };
        match checks::said::said_in(&source) {
            Ok(found) => {
                for template in found {
                    said += 1;
                    if !checks::said::covered(&english, &template) {
                        missing += 1;
                        eprintln!("{path}: “{}” is no English message of {catalogue}", template.trim_start_matches(checks::said::LIST));
                    }
                }
            }
            Err(error) => eprintln!("{path}: {error}"),
        }
    }
    println!("{said} sentences said to people, {} English messages, {missing} missing", english.len());
    if missing > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}

fn collect(folder: &std::path::Path, files: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(folder) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}
