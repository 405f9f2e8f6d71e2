# One image for every application part of the site; the part is chosen by its command (compose.yaml):
#   node --import tsx gateway/src/main.ts    the gateway, serving the built client (PORT, 8080): the default
#   node --import tsx upstream/src/main.ts   the reference upstream (UPSTREAM_PORT, 4010)
# It describes what `npm run cluster` runs (scripts/cluster/shape.ts), and scripts/cluster/deploy-files.test.ts keeps
# the two in step. It is not built on the project's own machines, which have no Docker engine.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# the client is built once, into the image; then the build tools go
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && mkdir -p .data && chown node .data
ENV NODE_ENV=production
USER node
EXPOSE 4010 8080
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
