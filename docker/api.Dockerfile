# The API and the jobs worker (same image, different command). The API also draws the shell's signed-in pages
# (api/src/web/server-drawn-page.ts): it carries the shell's build (index.html and dist-server), WEB_ROOT=/app.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build -w shared-contracts && npm run build -w api \
 && NODE_ENV=production npm run build -w shell && npm prune --omit=dev

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
USER node
EXPOSE 3000
CMD ["node", "api/dist/server.js"]
