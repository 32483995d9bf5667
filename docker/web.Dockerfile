# Static hosting for one web app (the shell or one remote), served by nginx with its pre-compressed files.
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build -w shared-contracts && NODE_ENV=production npm run build -w ${APP}

FROM nginx:1.27-alpine
ARG APP
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
COPY docker/nginx-shell.conf /etc/renewly/shell.conf
COPY docker/nginx-remote.conf /etc/renewly/remote.conf
COPY docker/nginx-headers.sh /etc/renewly/nginx-headers.sh
COPY docker/nginx-render.sh /etc/renewly/nginx-render.sh
COPY docker/web-entrypoint.sh /docker-entrypoint.d/40-renewly.sh
RUN chmod +x /docker-entrypoint.d/40-renewly.sh /etc/renewly/nginx-headers.sh /etc/renewly/nginx-render.sh && rm /etc/nginx/conf.d/default.conf
