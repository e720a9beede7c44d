//! `said EN_SAID_FTL SOURCE_FOLDER…`: fails when the code's `said!`s and the English messages
//! of `said.ftl` disagree (an id that is no message, other variables than the message's), when
//! a refusal, a confirmation or a form's answer is given a bare English sentence, or when an
//! audit entry's details hold a piece no message matches (see `checks::said`).

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((catalogue, folders)) = args.split_first() else {
        eprintln!("usage: said EN_SAID_FTL SOURCE_FOLDER…");
        return ExitCode::from(2);
    };
    let english = match std::fs::read_to_string(catalogue).map_err(|e| e.to_string()).and_then(|s| checks::said::english(&s)) {
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
    let (mut found, mut said, mut unreadable) = (0, 0, 0);
    for file in files {
        let path = file.to_string_lossy();
        let Ok(source) = std::fs::read_to_string(&file) else { continue };
        match checks::said::said_in(&source) {
            Ok(in_file) => {
                said += in_file.messages.len();
                for finding in checks::said::findings(&english, &in_file) {
                    found += 1;
                    eprintln!("{path}: {finding}");
                }
            }
            Err(error) => {
                unreadable += 1;
                eprintln!("{path}: {error}");
            }
        }
    }
    println!("{said} sentences said with said!, {} English messages, {found} findings", english.variables.len());
    if found > 0 || unreadable > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS }
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
