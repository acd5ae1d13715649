# syntax=docker/dockerfile:1
#
# Eva's container image: the one `eva` binary and the built web app on Debian slim, run by a
# user without privileges. Every setting comes from EVA_* variables (README, "Configuration").
#
#   docker build -t eva .                  (BuildKit: Docker 23+ or `docker buildx build`)
#   docker run --rm -p 8080:8080 eva       embedded: SQLite and files under /var/lib/eva
#   docker compose up --build              production shape: see compose.yaml
#
# The two builds run the scripts that `make` runs: scripts/build-web.sh, scripts/build-release.sh.
# `make lint` checks this file with hadolint.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG RUST_IMAGE=rust:1.95-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

# ---- the web app: web/dist ------------------------------------------------------------------
FROM ${NODE_IMAGE} AS web
WORKDIR /src/web
# The packages first: a source change then reuses this layer.
COPY web/package.json web/package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund
COPY web/ ./
COPY scripts/build-web.sh /src/scripts/
RUN bash /src/scripts/build-web.sh

# ---- the release binary ------------------------------------------------------------------------
FROM ${RUST_IMAGE} AS rust
WORKDIR /src
# The workspace's crates (Cargo.toml lists them) and the askama templates; web/ is not needed.
# A new top-level crate directory must be added here.
COPY Cargo.toml Cargo.lock ./
COPY platform platform
COPY modules modules
COPY workers workers
COPY migrations migrations
COPY vendor vendor
COPY templates templates
COPY scripts/build-release.sh scripts/
# The registry and target directories are caches that outlive the step; the binary is copied out.
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    bash scripts/build-release.sh /out

# ---- the image that runs ------------------------------------------------------------------------
FROM ${RUNTIME_IMAGE}
# ca-certificates: TLS to the database, SMTP, the object store and the price providers (rustls
# reads the system's roots). Not pinned to a version (DL3008): the image takes Debian stable's
# security updates whenever it is rebuilt, and an exact pin fails the build once Debian moves on.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/*
# A system user with a fixed id (for volume permissions and runAsNonRoot); it owns only the data
# directory, which holds state only in the embedded set-up (SQLite, files, mail as .eml).
RUN groupadd --system --gid 10001 eva \
    && useradd --system --uid 10001 --gid eva --home-dir /var/lib/eva --no-create-home \
        --shell /usr/sbin/nologin eva \
    && install -d -o eva -g eva -m 0750 /var/lib/eva
COPY --from=rust /out/eva /usr/local/bin/eva
COPY --from=web /src/web/dist /usr/share/eva/web

ENV EVA_BIND=0.0.0.0:8080 \
    EVA_DATA_DIR=/var/lib/eva \
    EVA_WEB_DIR=/usr/share/eva/web \
    EVA_LOG_FORMAT=json
WORKDIR /var/lib/eva
USER 10001:10001
EXPOSE 8080
# /ready answers 200 when the database and the job queue answer. The image has no curl: bash asks
# through /dev/tcp, on the port of EVA_BIND. Only `eva run` and `eva serve` listen; a container of
# `eva work` or `eva migrate` turns this check off (compose.yaml does).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
    CMD ["bash", "-c", "exec 3<>\"/dev/tcp/127.0.0.1/${EVA_BIND##*:}\" && printf 'GET /ready HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && read -r _ status _ <&3 && [ \"$status\" = 200 ]"]
# SIGTERM (docker stop) lets requests and jobs in flight finish; give it the 30 s it needs.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/eva"]
CMD ["run"]
