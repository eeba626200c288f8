# The host server's image (issue 20): built from the repository root, run as the unprivileged `node`
# user with production dependencies only, started as `npm start` starts it (plain node, the compiled
# server). Build and run:
#   docker build -f deploy/docker/host.Dockerfile -t pdp-host .
#   docker run --rm -p 8080:8080 -e BACKEND_ORIGIN=http://backend -v "$PWD/runtime-config.json:/etc/pdp/runtime-config.json:ro" \
#     -e RUNTIME_CONFIG=/etc/pdp/runtime-config.json pdp-host

FROM node:20.20.2-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npx -y pnpm@10.34.9 install --frozen-lockfile \
 && npx -y pnpm@10.34.9 --filter @pdp/host-shell run build \
 && npx -y pnpm@10.34.9 --filter @pdp/host-shell deploy --prod --legacy /app/host-shell

FROM node:20.20.2-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=build --chown=root:root /app/host-shell /app/host-shell
COPY --from=build --chown=root:root /src/host-shell/dist /app/host-shell/dist
COPY --from=build --chown=root:root /src/host-shell/server-dist /app/host-shell/server-dist
COPY --from=build --chown=root:root /src/host-shell/config /app/host-shell/config
USER node
EXPOSE 8080
CMD ["node", "host-shell/server-dist/main.cjs"]
