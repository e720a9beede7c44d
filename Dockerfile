# syntax=docker/dockerfile:1
# upboard in a container: the release server and its site, built by the same `make build` as
# `make run` (docs/deploy.md). Container images cannot be pulled on the project's build
# machines: this file was written and read there, not run (the doc says what was executed).

# --- Build: Rust 1.95 (the project's toolchain), Node for wasm-opt (npm binaryen) ----------
FROM rust:1.95-bookworm AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs npm make \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
ENV CARGO_TARGET_DIR=/cargo-target UPBOARD_TOOLS=/tools
COPY . .
# The tools (.ci/tools release: the WASM target, cargo-leptos 0.3.5, wasm-bindgen-cli of
# Cargo.lock's version, wasm-opt), then the release build.
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/cargo-target \
    make build \
 && mkdir -p /out \
 && cp /cargo-target/release/upboard /out/upboard \
 && cp -r target/site /out/site

# --- Run: a small Debian with the binary, its site and nothing else; not root -----------------
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates tzdata \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin upboard \
 && mkdir -p /data && chown upboard:upboard /data
COPY --from=build /out/upboard /usr/local/bin/upboard
COPY --from=build /out/site /opt/upboard/site
USER upboard
WORKDIR /data
# SQLite in /data by default; PostgreSQL and S3 through the same variables (docs/deploy.md).
ENV UPBOARD_ADDR=0.0.0.0:3000 \
    UPBOARD_SITE_ROOT=/opt/upboard/site \
    UPBOARD_DATABASE_URL="sqlite:///data/upboard.db?mode=rwc" \
    UPBOARD_UPLOADS=/data/uploads \
    UPBOARD_MAIL_DIR=/data/mail
VOLUME ["/data"]
EXPOSE 3000
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/upboard"]
CMD ["serve"]
