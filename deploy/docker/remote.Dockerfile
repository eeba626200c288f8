# A remote's static build behind its own web server, standing in for the CDN it is published to
# (issue 20): the build's files with their brotli and gzip siblings, served by nginx as the unprivileged
# user, hashed files immutable for a year, the rest revalidated by ETag. Build one per remote:
#   docker build -f deploy/docker/remote.Dockerfile --build-arg REMOTE=pdp-remote -t pdp-retail-static .
#   docker run --rm -p 8081:8080 pdp-retail-static
# (REMOTE=grocery-remote for grocery.) The build stage runs the remote's own build.

FROM node:20.20.2-bookworm-slim AS build
ARG REMOTE=pdp-remote
WORKDIR /src
COPY . .
RUN npx -y pnpm@10.34.9 install --frozen-lockfile \
 && npx -y pnpm@10.34.9 --filter "./${REMOTE}" run build \
 && mv "${REMOTE}/dist" /site

FROM nginxinc/nginx-unprivileged:1.27.5-alpine
COPY deploy/docker/remote-nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /site /usr/share/nginx/html
USER 101
EXPOSE 8080
