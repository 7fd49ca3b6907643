# The app as one image: the API, the server-rendered pages and the built assets in one Node process (ADR 0001).
# Run several behind a load balancer on one PostgreSQL: compose.yaml and docs/operations.md.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so a code change does not reinstall dependencies.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
# Chromium prints the tax invoices as PDF (PDF_CHROMIUM_PATH); Noto renders their Arabic.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-noto-core \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 PDF_CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Only what the server needs at run time: the API's dependencies and the web app's (its SSR bundle imports them).
RUN npm ci --no-audit --no-fund --omit=dev -w @hajz/api -w @hajz/web && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/build apps/web/build
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains: the server stops accepting, finishes in-flight requests (10 s at most), closes the pool.
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/server.js"]
