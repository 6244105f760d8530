# KnowYourGuest: one container, one Bun process. Data (SQLite, uploads, backups, outbox) lives in the /data volume.
# Build:  docker build -t knowyourguest .
#         (any base image with bun 1.4 at /usr/local/bin/bun: --build-arg BASE=…; bun run container:check builds from a
#          local Debian base with podman)
# Run:    docker run -p 3000:3000 -v kyg-data:/data -e BASE_URL=https://kyg.example.ch knowyourguest
ARG BASE=oven/bun:1.4-slim

FROM ${BASE} AS deps
WORKDIR /app
COPY package.json bun.lock ./
RUN bun install --frozen-lockfile --production --ignore-scripts

FROM ${BASE} AS build
WORKDIR /app
COPY package.json bun.lock ./
RUN bun install --frozen-lockfile --ignore-scripts
COPY . .
RUN bun run build

FROM ${BASE} AS runtime
# restic (Debian's package) pushes the off-site copies when BACKUP_REPOSITORY is set (issue 35); ca-certificates for
# s3:/rest: repositories over TLS.
RUN apt-get update \
 && apt-get install -y --no-install-recommends restic ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json bun.lock tsconfig.json bunfig.toml ./
COPY src ./src
COPY locales ./locales
COPY drizzle ./drizzle
COPY public ./public
# The API guide the server renders at /api/v1/guide.
COPY docs/api.md ./docs/api.md
COPY --from=build /app/dist ./dist
# The built bundle is newer than the sources it was built from, so start does not rebuild. A numeric non-root user
# works on any base image (no useradd needed); it owns only /data.
RUN touch dist/client/manifest.json \
 && mkdir -p /data && chown -R 10001:10001 /data && chmod 0700 /data
USER 10001:10001
VOLUME /data
EXPOSE 3000
# bun runs as PID 1 and handles SIGTERM itself: stops accepting, finishes requests and jobs, closes the database.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["bun", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]
# Migrations are applied at start, before the server listens.
CMD ["bun", "src/server/main.ts"]
