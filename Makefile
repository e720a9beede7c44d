# The two commands of the README, and the helpers behind them (scripts in .ci/).
export CARGO_TARGET_DIR ?= $(HOME)/.cache/upboard-target

.PHONY: run build test check-hard bench bench-admin bench-import bench-soak check-web screenshots tools
run:
	.ci/serve-demo

# The release binary and the site it serves, as `make run` and the Dockerfile build them.
build:
	.ci/build

test:
	.ci/test-all

# The proofs of docs/reliability.md at full size (about 25 minutes): 20 kill -9 rounds per
# database, the soak with SIGTERM under load (release build), schemathesis with 150 examples per
# operation; writes their figures to docs/reliability.md.
check-hard:
	.ci/check-hard

# Seeds 100k posts / 1M votes, measures with oha, writes docs/benchmarks.md.
bench:
	.ci/bench

# The admin area's pages at 100k posts and 100k customers (also run by `make bench`).
bench-admin:
	.ci/bench-admin

# Moving 100,000 posts in from a second upboard with `upboard import-from api-v3`: the dry
# run, the run and a top-up, timed, with the importer's peak memory (also run by `make bench`).
bench-import:
	.ci/bench-import

# Memory under a minute of mixed load (readers of every page, writers, live readers), on
# SQLite and PostgreSQL, against its 150 MB budget (also run by `make bench`).
bench-soak:
	.ci/bench-soak

# Lighthouse (mobile, desktop) and bytes on the wire of five pages of the release build;
# writes docs/benchmarks.md.
check-web:
	.ci/check-web

# The settings screenshots of docs/integrations.md, taken by the browser tests that drive
# those pages (docs/images/).
screenshots:
	.ci/screenshots

tools:
	.ci/tools test
