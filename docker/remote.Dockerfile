# One image per remote, from one Dockerfile: a static build served by nginx. The gateway lists it
# (entry URL and routes.json) in /remotes.json through REMOTE_<NAME>_URL and REMOTE_<NAME>_ROUTES_URL.
#   docker build -f docker/remote.Dockerfile --build-arg REMOTE=mfe-public .
FROM node:20-bookworm-slim AS build
ARG REMOTE
WORKDIR /app
COPY . .
RUN case "$REMOTE" in mfe-public|mfe-portal|mfe-staff|mfe-admin) ;; \
      *) echo "Set --build-arg REMOTE to mfe-public, mfe-portal, mfe-staff or mfe-admin (got '$REMOTE')" >&2; exit 1 ;; esac
# The same install as .ci/run: `npm ci` refuses this lock file (platform-specific optional packages are left out of it).
RUN npm install --no-audit --no-fund --loglevel=error
RUN cd "$REMOTE" && NODE_ENV=production npx rspack build --config rspack.config.cjs && test -f dist/routes.json

FROM nginx:1.27-alpine
ARG REMOTE
COPY docker/remote-nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${REMOTE}/dist /usr/share/nginx/html
EXPOSE 80
