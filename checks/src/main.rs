//! `module-graph SRC...`: fails when the modules of a crate's source folder import each other
//! in a circle, or import against the layers (`checks::LAYERS`: model apart from the domain
//! and the store, the store apart from the domain).

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut folders: Vec<String> = std::env::args().skip(1).collect();
    // `--imports MODULE`: what one module imports, for a reader looking for a circle's cause.
    if let Some(at) = folders.iter().position(|a| a == "--imports") {
        let module = folders.get(at + 1).cloned().unwrap_or_default();
        folders.drain(at..(at + 2).min(folders.len()));
        for folder in &folders {
            if let Ok(graph) = checks::Graph::read(std::path::Path::new(folder)) {
                for line in graph.imports_of(&module) {
                    println!("{folder}: {module} -> {line}");
                }
            }
        }
        return ExitCode::SUCCESS;
    }
    if folders.is_empty() {
        eprintln!("usage: module-graph SRC_FOLDER...");
        return ExitCode::from(2);
    }
    let mut failed = false;
    for folder in &folders {
        match checks::Graph::read(std::path::Path::new(folder)) {
            Ok(graph) => {
                let findings = graph.findings();
                if findings.is_empty() {
                    println!("{folder}: {} modules, {} imports between them, no circle", graph.modules(), graph.edges());
                } else {
                    failed = true;
                    eprintln!("{folder}:");
                    for finding in findings {
                        eprintln!("{finding}");
                    }
                }
            }
            Err(error) => {
                failed = true;
                eprintln!("{folder}: {error}");
            }
        }
    }
    if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}
