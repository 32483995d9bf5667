# The API and the jobs worker (same image, different command). The API also draws the shell's signed-in pages
# (api/src/web/server-drawn-page.ts): it carries the shell's build (index.html and dist-server), WEB_ROOT=/app, and
# each remote's server half with its mf-manifest.json: a remote's page is drawn here while the remote's own origin
# serves that same build (a remote deployed alone is drawn as its loading screen until this image carries its build).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build -w shared-contracts && npm run build -w api \
 && NODE_ENV=production npm run build -w shell -w mfe-policies -w mfe-reminders -w mfe-quotes -w mfe-market -w mfe-account \
 && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/shared-contracts/package.json ./shared-contracts/
COPY --from=build /app/shared-contracts/dist ./shared-contracts/dist
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/shell/dist-server ./shell/dist-server
COPY --from=build /app/mfe-policies/dist/mf-manifest.json ./mfe-policies/dist/
COPY --from=build /app/mfe-policies/dist-server ./mfe-policies/dist-server
COPY --from=build /app/mfe-reminders/dist/mf-manifest.json ./mfe-reminders/dist/
COPY --from=build /app/mfe-reminders/dist-server ./mfe-reminders/dist-server
COPY --from=build /app/mfe-quotes/dist/mf-manifest.json ./mfe-quotes/dist/
COPY --from=build /app/mfe-quotes/dist-server ./mfe-quotes/dist-server
COPY --from=build /app/mfe-market/dist/mf-manifest.json ./mfe-market/dist/
COPY --from=build /app/mfe-market/dist-server ./mfe-market/dist-server
COPY --from=build /app/mfe-account/dist/mf-manifest.json ./mfe-account/dist/
COPY --from=build /app/mfe-account/dist-server ./mfe-account/dist-server
USER node
EXPOSE 3000
CMD ["node", "api/dist/server.js"]
