//! Prints the OpenAPI document that `GET /api/v3/openapi.json` serves, without a server or a
//! database, so that `.ci/test-all` can hand it to a validator:
//!
//! cargo run -q -p server --example openapi > openapi.json

use utoipa::OpenApi;

fn main() {
    match server::rest::ApiDoc::openapi().to_pretty_json() {
        Ok(json) => println!("{json}"),
        Err(e) => {
            eprintln!("the OpenAPI document does not serialize: {e}");
            std::process::exit(1);
        }
    }
}
