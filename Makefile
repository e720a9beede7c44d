# The two commands of the README, and the helpers behind them (scripts in .ci/).
export CARGO_TARGET_DIR ?= $(HOME)/.cache/upboard-target

.PHONY: run test tools
run:
	.ci/serve-demo

test:
	.ci/test-all

tools:
	.ci/tools test
