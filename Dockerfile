# syntax=docker/dockerfile:1
# upboard in a container: the release server and its site, built by the same `make build` as
# `make run` (docs/deploy.md). Container images cannot be pulled on the project's build
# machines: this file was written and read there, not run (the doc says what was executed).

# --- Build: Rust 1.95 (the project's toolchain), Node for wasm-opt (npm binaryen) ----------
# Debian trixie, as the run stage: the binary is linked against the glibc it runs with.
FROM rust:1.95-trixie AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs npm make \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
ENV CARGO_TARGET_DIR=/cargo-target UPBOARD_TOOLS=/tools
COPY . .
# The tools (.ci/tools release: the WASM target, wasm-bindgen-cli of Cargo.lock's version;
# wasm-opt, esbuild and lightningcss from npm), then the release build (.ci/site, cargo).
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/cargo-target \
    make build \
 && mkdir -p /out \
 && cp /cargo-target/release/upboard /out/upboard \
 && cp -r target/site /out/site

# --- Run: a small Debian with the binary, its site and its backup tools; not root ------------
# trixie, because `upboard backup`/`restore` need pg_dump/pg_restore of the PostgreSQL major
# version they talk to (17, as deploy/compose.yaml runs; bookworm has only 15), and sqlite3
# takes the online backup of docs/deploy.md.
FROM debian:trixie-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates tzdata postgresql-client-17 sqlite3 \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin upboard \
 && mkdir -p /data && chown upboard:upboard /data
COPY --from=build /out/upboard /usr/local/bin/upboard
COPY --from=build /out/site /opt/upboard/site
USER upboard
WORKDIR /data
# SQLite in /data by default; PostgreSQL and S3 through the same variables (docs/deploy.md,
# "Settings"). server/tests/http/deploy.rs starts `upboard serve` with the same variables
# (paths of its own): change the two together.
ENV UPBOARD_ADDR=0.0.0.0:3000 \
    UPBOARD_SITE_ROOT=/opt/upboard/site \
    UPBOARD_DATABASE_URL="sqlite:///data/upboard.db?mode=rwc" \
    UPBOARD_UPLOADS=/data/uploads \
    UPBOARD_MAIL_DIR=/data/mail
VOLUME ["/data"]
EXPOSE 3000
STOPSIGNAL SIGTERM
# GET /healthz on UPBOARD_ADDR (asked on loopback): 200 while the database answers. The image
# has no curl; `upboard health` exits 0 or 1. The start period covers the first migration.
HEALTHCHECK --interval=10s --timeout=6s --start-period=60s --retries=3 CMD ["upboard", "health"]
ENTRYPOINT ["/usr/local/bin/upboard"]
CMD ["serve"]
