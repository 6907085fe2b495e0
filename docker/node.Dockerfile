# One image recipe for every Node process of the monorepo: the four services and the gateway.
#   docker build -f docker/node.Dockerfile --build-arg WORKSPACE=services/auth .
#   docker build -f docker/node.Dockerfile --build-arg WORKSPACE=gateway --build-arg HEALTH_PATH=/healthz .
# Packages are installed with the same command as .ci/run (`npm ci` refuses this lock file), and the
# TypeScript sources run through tsx, as under `npm start`.
ARG NODE_IMAGE=node:20-bookworm-slim

# Every package.json, laid out as in the repository: the install layer below is reused until one changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' | tar -cf - -T - | tar -xf - -C /manifests \
 && cp package-lock.json .npmrc tsconfig.base.json /manifests/

# The gateway serves the shell's static build; for a service this stage only leaves an empty folder.
FROM ${NODE_IMAGE} AS shell
ARG WORKSPACE
WORKDIR /app
COPY --from=manifests /manifests ./
RUN if [ "$WORKSPACE" = "gateway" ]; then npm install --no-audit --no-fund --loglevel=error; fi
COPY . .
RUN mkdir -p shell/dist \
 && if [ "$WORKSPACE" = "gateway" ]; then cd shell && NODE_ENV=production npx rspack build --config rspack.config.cjs; fi

FROM ${NODE_IMAGE}
ARG WORKSPACE
ARG HEALTH_PATH=/readyz
WORKDIR /app
ENV NODE_ENV=production
COPY --from=manifests /manifests ./
RUN test -f "${WORKSPACE:-none}/package.json" || { echo "Pass --build-arg WORKSPACE=services/<name> or gateway" >&2; exit 1; } \
 && npm install --no-audit --no-fund --loglevel=error --omit=dev --workspace "$WORKSPACE" \
 && npm cache clean --force
COPY . .
COPY --from=shell /app/shell/dist shell/dist
ENV WORKSPACE=${WORKSPACE} HEALTH_PATH=${HEALTH_PATH} PORT=8080 STATIC_ROOT=/app
# The scheduled backups' folder (BACKUP_DIR in docker-compose.yml): a volume mounted here starts owned by node.
RUN mkdir -p /backups && chown node:node /backups && chmod 700 /backups
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=2s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+process.env.HEALTH_PATH).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["sh", "-c", "exec node --import tsx \"$WORKSPACE/src/main.ts\""]
